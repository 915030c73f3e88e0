// Digits set apart by what no number is written with, the way an evaluator hides a phone or an identifier: an emoji, a
// dingbat or a symbol between the groups ("4🔸1🔸5 · 8🔸2🔸6", "138🌸1274🌸5096", "06 ☎ 48 ☎ 27", "0 1 0 ✦ 4 8 2 7"), a
// tilde or a bullet ("9~1~2 · 4~8~2", "3-4-7 • 8-2-6"), or every digit a space or a dash apart ("5 4 8 2 1 7 3 9 0"). Read as
// the number it spells: single digits side by side join, longer groups keep a dash between them ("8 🔹 916 🔹 482" reads
// 8-916-482), so the phone and identifier rules see the shape they know. Seven digits or more in three groups or more:
// a rating ("4 ★ 5"), a range ("10~20") or a pipe table's cells (pipes are no odd mark) keep their separators. Runs on
// the plain form, before the dots and bullets are unified, on ASCII digits.

// A mark no number is written with: a pictograph or another symbol (emoji, dingbats, ☎, ✦; not a degree, a numero or
// a trade mark; currency, maths and modifier signs are other classes), a tilde, a bullet or a middle dot.
const ODD = String.raw`(?:(?![°©®™℃℉№])[\p{So}\p{Extended_Pictographic}]|[~\u00B7\u2022\u2027\u2219\u22C5\u30FB\u25E6\u2043])`;
const SEP = String.raw`(?:[ \t]*${ODD}+[ \t]*|[ \t]?[-.][ \t]?|[ \t])`;
const CHAIN = new RegExp(String.raw`(?<!\d)(?<!\d[.,:/])\d{1,4}(?:${SEP}\d{1,4}){2,}(?![\d]|[.,:/]\d)`, 'gu');
const HAS_ODD = new RegExp(ODD, 'u');
// The dot look-alikes (a middle dot, a bullet, a katakana middle dot) also stand for the dots of an IP address or a
// dotted number ("203·0·113·7"): alone, they join only a number said digit by digit ("3-4-7 • 8-2-6 • 3-9-1-7").
const DOT_LIKE = /[\u00B7\u2022\u2027\u2219\u22C5\u30FB\u25E6\u2043]/gu;
// A quick test that the text has a digit beside an odd mark or a lone digit a space from another: most texts have neither.
const CUE = new RegExp(String.raw`\d[ \t]*${ODD}|(?<!\d)\d \d(?!\d)`, 'u');

/** Counting ("1 2 3 4 5 6 7", "1 ~ 2 ~ 3 …") is no number. */
const isCounting = (digits: readonly string[]): boolean => digits.every((d, i) => i === 0 || Number(d) === Number(digits[i - 1]) + 1);

function readChain(chain: string): string {
  const groups = chain.match(/\d+/g) ?? [];
  const digits = groups.join('');
  if (groups.length < 3 || digits.length < 7 || digits.length > 20) return chain;
  if (isCounting(groups)) return chain;
  const odd = HAS_ODD.test(chain.replace(DOT_LIKE, '')) || (HAS_ODD.test(chain) && groups.every((g) => g.length === 1));
  // Without an odd mark, only every digit a single space or a dash apart reads as one number ("5-1-2-4-8-3-3-0-6").
  if (!odd && !/^\d(?:[ -]\d)+$/.test(chain)) return chain;
  let out = groups[0] ?? '';
  for (let i = 1; i < groups.length; i += 1) {
    const joined = (groups[i - 1]?.length ?? 0) === 1 && (groups[i]?.length ?? 0) === 1;
    out += (joined ? '' : '-') + (groups[i] ?? '');
  }
  return out;
}

/** The text with digit groups set apart by odd marks, or digit by digit, read as the one number they spell. */
export const joinOddSeparators = (text: string): string => (CUE.test(text) ? text.replace(CHAIN, readChain) : text);
