import { caseless } from '../caseless';
import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// A one-time code as the bank or the service texted it, forwarded or copied into the chat (gate 9): the message
// around the digits is the sender's template, whatever its words for the code ("【三井住友カード】認証番号は482913です。
// 第三者に絶対に教えないでください。", "Ihre mobileTAN für die Überweisung an M. Schulz über 250,00 EUR lautet 482913.").
// Two shapes of it: the warning such messages end with (never share it, tell no one) with four to eight digits on the same
// line; or the code addressed to the reader ("your", "Ihre", "votre", "ваш") and given after a copula or a colon a few
// words later, whatever stands between (an amount, a payee, an abbreviation's dot). A warning alone ("never shares the
// codes her bank texts") has no digits; a year is no code. Input is canonical (accents dropped, Cyrillic look-alikes
// read as Latin).

// Starting a word in the scripts with spaces: Spanish "no des" (do not give) stood inside "piano design". (A word may
// go on after one: "nicht weiter" in "nicht weitersagen".)
const SPACED_WARNING = [
  // en, de, fr, es, pt, it
  String.raw`(?:do not|don't|never|not to) (?:share|give|tell|disclose)|we(?:'ll| will) never (?:ask|call)`,
  String.raw`(?:nicht|niemals|nie) (?:weiter(?:geben|gegeben)?|an dritte)|niemandem|geben sie (?:diesen|den|ihn|die) [^\n.]{0,20}nicht`,
  String.raw`ne (?:le |la )?(?:communiquez|partagez|transmettez|donnez)|ne jamais (?:communiquer|partager|transmettre)`,
  String.raw`no (?:lo |la )?(?:compartas|comparta|facilites|facilite|des|reveles)|nunca (?:te |le )?pediremos`,
  String.raw`nao (?:o |a )?(?:compartilhe|informe|passe|repasse|divulgue)|nunca (?:solicita|pede|pedimos)`,
  String.raw`non (?:lo |la )?(?:comunicarlo|comunicare|condividerlo|condividere|fornire|fornirlo|divulgare)`,
  // ru
  String.raw`никому (?:не )?(?:сообщайте|говорите|передавайте|называйте|его не)|не (?:сообщайте|передавайте) (?:его|код)`,
].join('|');
const WARNING = [
  String.raw`(?<![\p{L}])(?:${SPACED_WARNING})`,
  // zh, ja, ko
  String.raw`请勿(?:泄露|告知|转发|透露)|切勿(?:泄露|告知|透露)|勿告知他人|不要(?:告诉|泄露)(?:他人|任何人)`,
  String.raw`(?:他人|第三者|誰)に(?:絶対に)?(?:教え|伝え)ないで|共有しないで`,
  String.raw`(?:타인|다른 사람|누구)에게(?:도)? (?:절대 )?(?:알려|공유)|알려주지 마|공유하지 마`,
].join('|');
const WARNING_WORDS = caseless(new RegExp(canonicalize(WARNING), 'iu'));

// The code addressed to the reader, then its digits after a copula or a colon on the same line.
const ADDRESSED_CODE = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:your|ihre?|deine?|votre|ton|tu|su|seu|sua|o seu|a sua|il tuo|la tua|il suo|la sua|ваш|твой|您的)\s+(?:[\p{L}-]+\s+){0,2}?(?:(?:mobile|push|sms|chip|photo|app)?-?tan|codes?|passcode|otp|pin|c[oó]digo|codice|код|验证码|認証番号|인증번호)(?![\p{L}])[^\n]{0,80}?(?:\s(?:is|lautet|ist|est|es|e|è|é|era|это|равен)\s+|\s?[:\-]\s*)(?!(?:19|20)\d\d(?!\d))\d{4,8}(?![\d.,]\d|\d)`,
    ),
    'iu',
  ),
);

// Digits with no Latin or Cyrillic letter glued before them: Chinese and Japanese write the code against the words.
// The same message with the code first ("G-482913 is your Google verification code", "604193 è il tuo codice PosteID",
// "482913 — ваш код для входа"): the digits, a copula or a dash, then the reader's code.
const CODE_FIRST = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}\p{N}])(?:[A-Z]-)?(?!(?:19|20)\d\d(?!\d))\d{4,8}\s+(?:is|ist|est|es|e|è|é|это|[-–—])\s+(?:your|ihre?|deine?|votre|ton|tu|su|seu|sua|o seu|a sua|il tuo|la tua|il suo|la sua|ваш|твой)\s+(?:[\p{L}-]+\s+){0,3}?(?:(?:mobile|push|sms|chip|photo|app)?-?tan|codes?|passcode|otp|pin|c[oó]digo|codice|код)(?![\p{L}])`,
    ),
    'iu',
  ),
);

const DIGITS = /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{N}.,])\d{4,8}(?![\p{N}]|[.,]\d)/gu;
const isYear = (digits: string): boolean => /^(?:19|20)\d\d$/.test(digits);

/** Gate 9: a one-time code in the words of the message that sent it. Expects the canonical form. */
export function hasForwardedCode(text: string): boolean {
  if (!/\d{4}/.test(text)) return false;
  if (ADDRESSED_CODE.test(text) || CODE_FIRST.test(text)) return true;
  return text.split('\n').some((line) => WARNING_WORDS.test(line) && [...line.matchAll(DIGITS)].some((m) => !isYear(m[0])));
}
