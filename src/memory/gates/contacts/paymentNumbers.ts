import { canonicalize } from '../canonical';
import { UNIT_AFTER } from '../lexiconGates';

// Gate 8: an instant-payment key given as a number. The schemes that pay to a phone or an account number (Pix, UPI,
// Bizum, Swish, Twint, PayNow, Hong Kong's FPS 转数快, Russia's СБП, Kaspi, MobilePay, Vipps, BLIK, Toss, Zelle)
// name it as a person's: "转数快 FPS：9623 7823", "PayNow: 8478 5021", "СБП по номеру 89166150183". A number of eight
// digits or more within a few words of the scheme is refused, whatever country's plan it fits; the scheme alone
// ("paga con Bizum", "Swish 200 kr", "PayNow 30 SGD") is ordinary context. Input is canonical.

const SCHEMES = [
  'pix',
  'upi',
  'bizum',
  'swish',
  'twint',
  'paynow',
  'pay now',
  'fps',
  'faster payment system',
  '转数快',
  '轉數快',
  'сбп',
  'sbp',
  'kaspi',
  'mobilepay',
  'vipps',
  'blik',
  'toss',
  '토스',
  'zelle',
  'promptpay',
];
const LETTER = String.raw`[\p{Script=Latin}\p{Script=Cyrillic}]`;
const scheme = (entry: string): string => {
  const word = canonicalize(entry).replace(/ /g, String.raw`[\s-]?`);
  return /^[\p{Script=Han}\p{Script=Hangul}]/u.test(word) ? word : `(?<!${LETTER})${word}(?!${LETTER})`;
};

// The scheme, a few words (no sentence end, no other number), then eight to fifteen digits in groups.
const SCHEME_NUMBER = new RegExp(
  String.raw`(?:${SCHEMES.map(scheme).join('|')})[^\d\n.!?。！？;；]{0,28}?\+?\d(?:[\s-]?\d){7,14}(?![\d.,]\d)`,
  'giu',
);

/** Gate 8: an instant-payment scheme named with a phone or account number. Expects the canonical form. */
export function hasPaymentNumber(canonical: string): boolean {
  if (!/\d{4}/.test(canonical)) return false;
  for (const m of canonical.matchAll(SCHEME_NUMBER)) {
    // A number that measures something is no key ("Swish 12 000 000 kr").
    if (!UNIT_AFTER.test(canonical.slice((m.index ?? 0) + m[0].length))) return true;
  }
  return false;
}
