import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { languageWeight } from '../words/rarity';
import { isCjk, toToken } from '../../record/tokenize';
import { PLACE_PARTICLES } from '../aboutness/settingPlaces';

// A memory's subject names one thing in several words ("FC Porto", "Kumamoto roots", "pickup Strada"). A question
// that meets it on one of those words alone, as no tag of the memory and on no other word of it, names another thing
// that shares the word ("population of Porto in 2024", "Kumamoto castle earthquake repairs", "la Strada di Fellini"),
// when it is not about the user, asks no advice for them, and asks a topic of its own the memory never writes
// ("population", "castle", "Fellini"): the city, the castle, the film. A question about the user, asking their
// advice, or asking nothing past everyday words ("how is Porto doing?") keeps the memory.

/** Past the most common words of the ten languages (weekend, food, time): a word that names a topic. */
const TOPIC_WEIGHT = 0.9;

/** The memory's text writes each word of the tag capitalised (tags are stored in lower case): a proper name of several words ("FC Porto", "Fiat Strada"). */
function properName(m: MemoryFeatures, tag: string): boolean {
  const words = tag.split(/[\s-]+/u).filter((w) => w.length > 0);
  if (words.length < 2) return false;
  const written = m.memory.text.normalize('NFKC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.every((w) => written.some((x) => x.toLowerCase() === w && /^[\p{Lu}\p{Lt}]/u.test(x)));
}

const RUNS = new WeakMap<MemoryFeatures, ReadonlyMap<string, readonly (readonly string[])[]>>();

/**
 * The tokens the text writes only inside a proper name of several words (capitalised words in a row, inside a
 * sentence, joined by spaces, dashes or a name's particles: "FC Porto", "Porto–Roterdão", "Largo da Ordem"), each
 * with the names holding it; a token the text also writes on its own is not among them.
 */
function namePartsOf(m: MemoryFeatures): ReadonlyMap<string, readonly (readonly string[])[]> {
  const cached = RUNS.get(m);
  if (cached) return cached;
  const inName = new Map<string, string[][]>();
  const alone = new Set<string>();
  for (const sentence of m.memory.text.normalize('NFKC').split(/[.!?;:。！？]\s+|[,()"«»“”]/u)) {
    const words = sentence.split(/\s+/u).filter((w) => w.length > 0);
    let run: string[] = [];
    const close = () => {
      const tokens = run
        .flatMap((w) => w.split(/[-–—'’]/u))
        .map((w) => toToken(w.toLowerCase()))
        .filter((t): t is string => t !== undefined);
      if (tokens.length >= 2) for (const t of tokens) inName.set(t, [...(inName.get(t) ?? []), tokens]);
      else for (const t of tokens) alone.add(t);
      run = [];
    };
    words.forEach((word, i) => {
      const bare = word.replace(/^[("'«“]+|[)"'»”,;.:!?]+$/gu, '');
      if (i > 0 && /^[\p{Lu}\p{Lt}]/u.test(bare)) run.push(bare);
      else if (run.length > 0 && PLACE_PARTICLES.has(bare) && /^[\p{Lu}\p{Lt}]/u.test(words[i + 1] ?? '')) return;
      else {
        close();
        const token = toToken(bare.toLowerCase());
        if (token !== undefined) alone.add(token);
      }
    });
    close();
  }
  for (const t of alone) inName.delete(t);
  RUNS.set(m, inName);
  return inName;
}

/** The anchor is one word of a proper name of several words the memory gives as a tag or writes in its text, and the question meets neither that name, another tag holding the word, nor the whole subject. */
function partOfNameOnly(m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean {
  if (isCjk(anchor) || [...m.identityTokens].every((t) => q.tokens.has(t))) return false;
  const holding = m.tagMatchers.filter((t) => t.latinWords.includes(anchor));
  if (holding.some((t) => t.cjkPieces.length === 0 && t.latinWords.every((w) => q.tokens.has(w)))) return false;
  if (holding.some((t) => properName(m, t.tag))) return true;
  const names = namePartsOf(m).get(anchor);
  return holding.length === 0 && names !== undefined && names.every((name) => name.some((t) => !q.tokens.has(t)));
}

/** The question names a topic of its own: a word past the most common ones that the memory does not write. */
const asksOwnTopic = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  [...q.tokens].some((t) => t !== anchor && !m.latinTokens.has(t) && !m.identityTokens.has(t) && languageWeight(t, false) >= TOPIC_WEIGHT);

/** The one anchor, or none when it is only part of the memory's subject met by a question about something else (see above). */
export const withoutSubjectFragment = (m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] => {
  const [anchor] = anchors;
  if (anchors.length !== 1 || anchor === undefined || q.aboutness === 'user' || q.asksForAdvice) return [...anchors];
  if ((q.corpus.nameDf.get(anchor) ?? 0) > 0) return [...anchors];
  return partOfNameOnly(m, q, anchor) && asksOwnTopic(m, q, anchor) ? [] : [...anchors];
};
