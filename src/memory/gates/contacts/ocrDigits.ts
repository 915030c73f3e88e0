// A number as an OCR scan reads it: a phone from a business card, a card or a tax number from a photo comes out with
// letters that look like digits in place of some of them ("Mobile (3l2) SSS-4S7O", "CNPJ 41.53B.446/0O0I-Sl"). The
// gates would read only a run of letters and digits; folded back (O and o to 0, I, l and | to 1, S to 5, B to 8),
// the run is the number the scan saw, and the same detectors as for any number judge it.

const LOOK_ALIKE: Readonly<Record<string, string>> = { O: '0', o: '0', I: '1', l: '1', '|': '1', S: '5', B: '8' };

// Groups of digits and look-alikes a separator apart, standing apart from any word; a group may carry one capital
// letter at either end (the letter of a Spanish NIE, "X1499lI9W"), which stays as it is.
const GROUP = String.raw`[A-Z]?[0-9OoIl|SB]+[A-Z]?`;
const RUN = new RegExp(String.raw`(?<![\p{L}\p{N}])\(?${GROUP}(?:\)?[ \-./]{1,3}\(?${GROUP})*\)?(?![\p{L}\p{N}])`, 'gu');
const CORE = /[0-9OoIl|SB]+/g;

/**
 * Whether a run reads as a scanned number: at least seven digits once folded, of which at least four, and one in
 * three, were digits already. A word of look-alike letters ("SOS", "ISO 9001") has too few real digits, and one with other
 * letters ("ISBN") is no group of the number.
 */
function isScannedNumber(run: string): boolean {
  // A group with no digit at all is look-alikes only, capitals or "l": a word with another letter ("ISBN 0-306-40615-2")
  // is the label before a number. One that opens the run has two or more ("OISO", the scan of "0150"): "n.º 171-…"
  // reads "n.o", an abbreviation.
  const groups = run.split(/[\s\-./()]+/u).filter(Boolean);
  if (groups.some((g, i) => !/\d/u.test(g) && (/[^OIl|SB]/u.test(g) || (i === 0 && g.length < 2)))) return false;
  const core = (run.match(CORE) ?? []).join('');
  const real = core.replace(/\D/g, '').length;
  // A run that opens with a word of look-alikes ("ISO 8601", "SOS 1010") is a name and a number unless it is long enough
  // to be a number of its own ("OISO / 4IIB0l27").
  if (!/\d/u.test(groups[0] ?? '') && core.length < 10) return false;
  return core.length >= 7 && real >= 4 && real * 3 >= core.length && real < core.length;
}

const fold = (run: string): string => run.replace(CORE, (core) => core.replace(/[OoIl|SB]/g, (c) => LOOK_ALIKE[c] ?? c));

/** The text with every scanned number's look-alike letters read as the digits they stand for; other text unchanged. */
export const foldScannedNumbers = (text: string): string => text.replace(RUN, (run) => (isScannedNumber(run) ? fold(run) : run));
