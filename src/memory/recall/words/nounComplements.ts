import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { latinTokens, normalizeForRecall, splitRuns, toToken } from '../../record/tokenize';
import { calendarConceptsIn, type CalendarLanguage } from '../bridges/calendarNames';
import { isFunctionWordAnywhere, isFunctionWordOf, type StemLanguage } from './languageStems';

// French, Spanish, Portuguese and Italian name a kind of a thing by the noun and a complement after "de" / "di":
// "cours de violon" and "cours de maths", "chasse d'eau" beside the hunt, "pesca de trucha" and "pesca de altura",
// "conta de luz" and "conta de investimento". The noun alone says little; its complement says which thing it is. A
// memory about one kind ("Mathis suit des cours de violon") met on the noun alone by a question that names another
// kind with its own complement ("le cours de l'or") is not about it. The complement decides only when it is a
// content word the memory never writes; a possessive ("les cours de mon fils"), a capitalised name ("le cours de
// Mathis", "Saint-Georges de Beauce"), a month or day, or a number before the noun ("30 livres de jambon") leave the
// noun the memory's.

/** The linking prepositions, article included or not, of the four Romance languages (a closed class). */
const LINKS: Partial<Record<StemLanguage, ReadonlySet<string>>> = {
  fr: new Set(['de', 'd', 'du', 'des']),
  es: new Set(['de', 'del']),
  pt: new Set(['de', 'do', 'da', 'dos', 'das']),
  it: new Set(['di', 'd', 'del', 'dello', 'della', 'dei', 'degli', 'delle']),
};

const ROMANCE: readonly (CalendarLanguage & StemLanguage)[] = ['fr', 'es', 'pt', 'it'];

/** Articles that may stand between the link and the complement ("cours de l'or", "precio de la luz"). */
const ARTICLES: ReadonlySet<string> = new Set(['l', 'le', 'la', 'les', 'el', 'los', 'las', 'o', 'a', 'os', 'as', 'il', 'lo', 'gli']);

/** The complement's token when the word at `at` is followed by a link, articles and a content word; else undefined. */
function complementAfter(q: QueryFeatures, words: readonly string[], at: number, links: ReadonlySet<string>): string | undefined {
  let j = at + 1;
  if (!links.has(words[j] ?? '')) return undefined;
  j += 1;
  const start = j;
  while (ARTICLES.has(words[j] ?? '')) j += 1;
  const next = words[j];
  if (next === undefined || !/^\p{L}{2,}$/u.test(next)) return undefined;
  // After an article the word is a noun though some language uses it as a function word ("le cours de l'or").
  if (j === start && isFunctionWordAnywhere(next)) return undefined;
  const token = toToken(next) ?? next;
  // A month or a day says when ("10 km de octubre", "le cours de samedi"), not which kind.
  if (calendarConceptsIn(next, ROMANCE).size > 0) return undefined;
  // A capitalised complement says whose or where ("le cours de Mathis", "Saint-Georges de Beauce"), not which kind.
  return q.capitalised.has(token) ? undefined : token;
}

/**
 * The memory's sentence is in the language: detected so, or, where names and numbers leave too few words to tell, it
 * writes more function words only that language has than ones only English has ("Mathis suit des cours de violon le
 * samedi matin", not "the postmortem of the payment incident").
 */
function writtenIn(m: MemoryFeatures, language: StemLanguage): boolean {
  if (m.language !== undefined) return m.language === language;
  const words = splitRuns(m.memory.text)
    .filter((r) => !r.cjk)
    .map((r) => r.text);
  const own = words.filter((w) => isFunctionWordOf(w, language) && !isFunctionWordOf(w, 'en')).length;
  const english = words.filter((w) => isFunctionWordOf(w, 'en') && !isFunctionWordOf(w, language)).length;
  return own >= 2 && own > english;
}

/** The memory's sentence (not its tags nor its subject) writes the unit. */
const writesInText = (m: MemoryFeatures, unit: string): boolean => latinTokens(splitRuns(m.textForm)).has(unit);

/**
 * The question is French, Spanish, Portuguese or Italian and writes the memory's unit, each time it writes it, as a
 * noun whose "de" complement is a content word the memory never writes: another kind of the thing. A name is no
 * kind ("les orgues Silbermann du Bas-Rhin", "el collar Scalibor del perro").
 */
export function otherKindByComplement(m: MemoryFeatures, q: QueryFeatures, unit: string): boolean {
  if (q.capitalised.has(unit) || m.properNouns.has(unit)) return false;
  // The complement is weighed against the memory's words, so both must be in one language: a memory in another
  // language ("the postmortem of the payment incident" beside "l'incident des paiements") writes the same thing in
  // other words, and a noun it holds only in a tag or through a bridge is no noun of its sentence. A short question
  // that tells no language is read in the memory's.
  const asked = q.asked.language;
  const language = (asked === undefined ? ROMANCE : [asked]).find((l) => LINKS[l] !== undefined && writtenIn(m, l));
  const links = language === undefined ? undefined : LINKS[language];
  if (links === undefined || !writesInText(m, unit)) return false;
  const words = q.runs.filter((r) => !r.cjk).map((r) => normalizeForRecall(r.text));
  let found = false;
  for (let i = 0; i < words.length; i += 1) {
    if (toToken(words[i] ?? '') !== unit) continue;
    // After a number the word is a measure ("30 livres de jambon", "10 km de octubre"), not the thing's kind.
    if (/^\p{N}/u.test(words[i - 1] ?? '')) return false;
    const complement = complementAfter(q, words, i, links);
    if (complement === undefined || complement === unit) return false;
    if (m.latinTokens.has(complement) || m.identityTokens.has(complement)) return false;
    found = true;
  }
  return found;
}

/**
 * The one anchor left, or none when the question names another kind of it. A memory met on more of the question's
 * words is about what they say together ("farinha de emergência" from the user's own supplier named beside it).
 */
export function withoutOtherKind(m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] {
  const [anchor] = anchors;
  if (anchors.length !== 1 || anchor === undefined) return [...anchors];
  // Another content word of the memory, even one no anchor, ties the noun to it ("libretto postale dei bambini",
  // "pão de sêmola na Bimby").
  const tied = [...q.tokens].some((t) => t !== anchor && !isFunctionWordAnywhere(t) && (m.latinTokens.has(t) || m.identityTokens.has(t)));
  return !tied && otherKindByComplement(m, q, anchor) ? [] : [...anchors];
}
