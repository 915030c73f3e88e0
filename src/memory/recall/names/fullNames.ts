import { distance } from 'fastest-levenshtein';
import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { isFunctionWordAnywhere, languageStem } from '../words/languageStems';
import { englishRank, stemRank } from '../words/rarity';
import { unranked } from './namesakes';
import { toToken } from '../../record/tokenize';

// A name of the user's life inside a longer name the question writes — capitalised words in a row, a name's
// particle between ("Chimamanda Ngozi Adichie", "Victor Hugo", "Ngozi Okonjo-Iweala", "Thibaut Courtois", "Thibault
// de Montalembert") — is that whole name's bearer: a memory holding the name and none of the run's other words
// (the mother Ngozi, the partner "Hugo Lambert") is not about that one. A memory that holds the other words too
// ("the novels of Chimamanda Ngozi Adichie", "Hugo Lambert") is, and keeps the name. Judged per memory, so the
// store's own famous names stay its own, unlike namesakes.ts, which asks only whether the store holds the surname.

const NAME_PARTICLES = new Set(['de', 'von', 'van', 'da', 'di', 'du', 'del', 'della', 'der', 'dos', 'das', 'le', 'la']);
const RUNS = new WeakMap<QueryFeatures, readonly (readonly string[])[]>();

/** The question's capitalised words in a row (by token position; the first word may open one): its full names. */
function fullNamesOf(q: QueryFeatures): readonly (readonly string[])[] {
  const cached = RUNS.get(q);
  if (cached) return cached;
  // A capitalised word joined to another by a dash, or to Chinese text ("Okonjo-Iweala", "Courtois是"), is capitalised in each part.
  const capitalised = new Set(
    [...q.capitalised].flatMap((w) =>
      w
        .split(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u)
        .flatMap((word) => {
          // A dash joins two names (a double surname) only when no list ranks either part ("SAP-Projekt" is a compound).
          const parts = word.split(/[-–]/u);
          return parts.length > 1 && !parts.every(unranked) ? [] : parts;
        })
        .map((part) => toToken(part))
        .filter((t): t is string => t !== undefined),
    ),
  );
  // The question's words in order as written, function words included (a name runs only over adjacent words).
  const at = q.runs.flatMap((r) => (r.cjk ? [''] : r.text.split(/[-–]/u)));
  // German writes every noun capitalised: a capitalised word German ranks may be any noun ("Kola Hüfte Treppe").
  const nameWord = (p: number): boolean => {
    const word = at[p] ?? '';
    const t = toToken(word);
    if (t === undefined || isFunctionWordAnywhere(word)) return false;
    // The first word is capitalised as the sentence's: there only a word of the store or one English does not rank.
    const opening = p === 0 && ((q.corpus.df.get(t) ?? 0) > 0 || englishRank(t) === undefined);
    if (!(q.capitalised.has(t) || capitalised.has(t) || opening)) return false;
    if (q.asked.language !== 'de') return true;
    const stem = languageStem('de', t);
    return stem === undefined || stemRank('de', stem) === undefined;
  };
  const runs: string[][] = [];
  let run: string[] = [];
  let nonInitial = false;
  const close = () => {
    if (run.length >= 2 && nonInitial) runs.push(run);
    run = [];
    nonInitial = false;
  };
  for (let p = 0; p < at.length; p += 1) {
    // A name's particle stands inside a name ("Thibault de Montalembert").
    if (run.length > 0 && NAME_PARTICLES.has(at[p] ?? '') && nameWord(p + 1)) continue;
    if (!nameWord(p)) {
      close();
      continue;
    }
    run.push(toToken(at[p] ?? '') ?? '');
    if (p > 0) nonInitial = true;
  }
  close();
  RUNS.set(q, runs);
  return runs;
}

/** The memory's name is written inside a full name of the question whose other words the memory never holds. */
export function insideOthersFullName(m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean {
  // In a question about the user a surname beside the name is their person's own ("Gabriel Schmidt and I…").
  if (q.aboutness === 'user') return false;
  // A German genitive owns the noun after it ("Diegos Daueraufenthalt", possessedNames.ts): no full name.
  if (q.genitives.has(anchor)) return false;
  // Only a name: one the store gives someone, or a word no list ranks ("Dia de Finados" is a day, not a bearer).
  if ((q.corpus.nameDf.get(anchor) ?? 0) === 0 && !unranked(anchor)) return false;
  const holds = (t: string) => m.latinTokens.has(t) || m.identityTokens.has(t);
  // The anchor as the question writes it, or a word it meets at one letter ("Thibaut" for the store's "Thibault").
  const written = (t: string) => t === anchor || (q.typoTokens.has(anchor) && !q.tokens.has(anchor) && distance(t, anchor) === 1);
  return fullNamesOf(q).some((run) => run.some(written) && run.every((t) => written(t) || !holds(t)));
}
