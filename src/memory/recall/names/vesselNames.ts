// Chinese, Japanese and Korean name a boat, a ship or a spacecraft with a suffix written right after its name: 号 (號)
// in Chinese and Japanese, 호 in Korean (维加号, ベガ号, 베가호 for a ketch called Vega; 五月花号, 아폴로호). Written
// without a space, the suffix hides the name from a reader that takes the whole word: Intl.Segmenter joins 加号 (the
// plus sign) and leaves 维 alone, and 베가호 is no hangul word of the name. The name is read without its suffix; the
// suffix stays in the question, so whatever the name answers to (a store's name, a world frame) judges it as before.

/** The vessel suffixes, one character each. */
const HAN_VESSEL = new Set(['号', '號']);
const HANGUL_VESSEL = '호';

/** Where a Chinese run's vessel suffixes stand (the name before one ends there): 维加号的 → 2. */
export function vesselSuffixEdges(chars: readonly string[]): number[] {
  const out: number[] = [];
  chars.forEach((ch, i) => {
    if (i >= 2 && HAN_VESSEL.has(ch)) out.push(i);
  });
  return out;
}

/**
 * A hangul stem (its particle already taken off) without its vessel suffix, when the name before it has two
 * syllables or more (베가호 → 베가); a two-syllable given name ending in 호 (지호, 민호) is left whole.
 */
export function hangulVesselName(stem: string): string | undefined {
  const chars = [...stem];
  return chars.length >= 3 && chars.at(-1) === HANGUL_VESSEL ? chars.slice(0, -1).join('') : undefined;
}
