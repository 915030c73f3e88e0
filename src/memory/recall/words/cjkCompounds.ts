import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';

// Japanese writes a compound noun as kanji after kanji with no particle between: 勉強机 is a desk, 勉強会 a study
// meeting. The word segmenter, knowing neither, splits them into the noun and a lone kanji (勉強|机, 勉強|会), and a
// memory met on the noun (the user studying Italian) seemed to be asked about. A single kanji standing alone after a
// noun is the head of such a compound and names the thing asked about; the noun only modifies it. A longer head
// (韓国語|能力試験, the proficiency test of the language) or one written with kana (夜勤|明け, after the night shift)
// keeps the noun's topic, and a particle or a verb ending (勉強の, 勉強する) keeps the noun a word of its own.
// Chinese is left out: it writes a one-character verb right after its subject (面包|坏|了, the bread went bad), so a
// lone Han character after a noun tells no compound there; only kana in the question tells Japanese.

const HAN = /^\p{Script=Han}$/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Kanji that follow a noun as a grammatical suffix, not a head noun of another meaning: in progress (勉強中), time
 * (勉強時, 勉強後, 勉強前), -like (経済的), for (勉強用), plural and honorific suffixes (子供達, 様, 氏, 君), "and so on" (等).
 */
const SUFFIXES: ReadonlySet<string> = new Set(Array.from('中時後前的用達様氏君等毎'));

const isBreak = (q: QueryFeatures, at: number): boolean => q.cjkEdges !== null && q.cjkEdges.has(at);

/**
 * The question is Japanese (it writes kana) and writes the memory's unit, a word of two characters or more ending in
 * kanji, only as the modifier of a compound the memory does not write: each time the segmenter breaks after it a lone
 * kanji that is no suffix, and breaks again right after that kanji.
 */
export function onlyCompoundModifier(m: MemoryFeatures, q: QueryFeatures, unit: string): boolean {
  const chars = Array.from(unit);
  if (chars.length < 2 || !HAN.test(chars[chars.length - 1] ?? '') || !KANA.test(q.form) || q.cjkEdges === null) return false;
  let found = false;
  for (let i = q.form.indexOf(unit); i !== -1; i = q.form.indexOf(unit, i + 1)) {
    const end = i + unit.length;
    const next = q.form[end] ?? '';
    const lone = HAN.test(next) && isBreak(q, end) && isBreak(q, end + 1);
    if (!lone || SUFFIXES.has(next) || m.allText.includes(unit + next)) return false;
    found = true;
  }
  return found;
}
