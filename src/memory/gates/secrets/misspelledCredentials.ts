import { cued } from '../cueScan';
import { distance } from 'fastest-levenshtein';
import { canonicalize } from '../canonical';
import { LEXICONS } from '../lexicons';

// Gate 9: a credential word typed with one slip ("Paswort", "Pasword", "Contrasña", "Snha", "Пороль", "パスワー度",
// "비빌번호") names its value as the word does. The text is read with each such word put right, and the credential
// rules judge that reading (languageGates.ts). A slip is one letter changed, added, dropped or two swapped in a word
// of a spaced script, the first letter kept; a word of five letters only loses one (a changed letter makes other
// words: "clave" → "clase", "llave"). In kana, Hangul or Han a slip is one character changed after the first, in a
// word of four characters or more (a shorter one would take in ordinary words: 密码 → 密度). Input is canonical.

// Words of the lexicons' other kinds are words, not slips: a barcode (バーコード) is one kana from a passcode (パスコード).
const KNOWN = new Set(
  LEXICONS.flatMap((l) => [...l.identifier, ...l.reference, ...l.street, ...l.temporary, ...l.speculative, ...l.habitual])
    .filter((e) => !e.startsWith('/'))
    .map((e) => canonicalize(e.replace(/^=/, '')).toLowerCase()),
);

const SPACED = cued(/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u);
const ENTRIES = [
  ...new Set(
    LEXICONS.flatMap((l) => l.credential)
      .filter((e) => !e.startsWith('=') && !e.startsWith('/'))
      .map((e) => canonicalize(e).toLowerCase()),
  ),
];
const SPACED_ENTRIES = new Set(ENTRIES.filter((e) => SPACED.test(e) && [...e].length >= 5));
const BY_FIRST = new Map<string, string[]>();
for (const e of SPACED_ENTRIES) BY_FIRST.set(e[0] ?? '', [...(BY_FIRST.get(e[0] ?? '') ?? []), e]);
const CJK_ENTRIES = ENTRIES.filter(
  (e) => /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(e) && [...e].length >= 4,
);

/** Two neighbours swapped, nothing else changed (Levenshtein counts a swap as two edits). */
const isSwap = (a: string, b: string): boolean => {
  const diff = [...a].map((ch, i) => (ch === b[i] ? -1 : i)).filter((i) => i >= 0);
  const [i, j] = diff;
  return diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
};

// A credential word in another case or number is the word as the language writes it, not a slip: Russian "пароля",
// "паролем", "пароли" (of, with, the passwords), Ukrainian-style endings alike, and a plural or a genitive of the
// languages in Latin letters ("passwords", "Passworts", "senhas"). Such a word is read as written, so "Первая часть
// любого его пароля — название птицы" (the first part of any of his passwords is a bird's name) names no value.
const CASE_ENDINGS = ['я', 'ю', 'ем', 'е', 'и', 'ей', 'ям', 'ями', 'ях', 'а', 'у', 'ом', 'ы', 'ой', 'ам', 'ами', 'ах'].map((e) =>
  canonicalize(e),
);
const SOFT_END = new RegExp(`[${canonicalize('ьйаяо')}]$`, 'u');
const isInflection = (typed: string, entry: string): boolean => {
  if (typed.startsWith(entry) && /^(?:s|es|en|er|n)$/.test(typed.slice(entry.length))) return true;
  const stem = entry.replace(SOFT_END, '');
  return /\p{Script=Cyrillic}/u.test(entry) && typed.startsWith(stem) && CASE_ENDINGS.includes(typed.slice(stem.length));
};

/** One slip between a typed word and an entry: changed, added, dropped, or two neighbours swapped. */
function isOneSlip(typed: string, entry: string): boolean {
  if (typed === entry || typed[0] !== entry[0] || Math.abs(typed.length - entry.length) > 1) return false;
  if (isInflection(typed, entry)) return false;
  const edits = distance(typed, entry);
  // A changed or an added letter turns a five-letter entry into other words; a dropped one does not.
  if (edits === 1) return typed.length < entry.length || entry.length > 5;
  return edits === 2 && typed.length === entry.length && isSwap(typed, entry);
}

// A credential word in leetspeak ("p@ssw0rd", "P4sswort", "s3nh@", "c0ntr@seña"): signs and digits that stand for
// letters, read back. Only a token that then spells a credential entry is rewritten, so "M4pleSyrup!88" (a value) and
// "Windows11" stay as written; a token needs a letter and one of the signs, so most texts are not read at all.
const LEET_TOKEN = /(?<![\p{L}\d@$!|])(?=[\p{L}\d@$!|]*\p{L})(?=[\p{L}\d@$!|]*[@$0-9!|])[\p{L}\d@$!|]{4,}(?![\p{L}\d@$!|])/gu;
const LEET_LETTERS: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  $: 's',
  '5': 's',
  '0': 'o',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '|': 'l',
  '7': 't',
};
// A word of a credential phrase counts as well ("mot de p@sse", "p4lavra-p4sse"): the token is read as that word, and the
// lexicon's rules then see the phrase only where its other words stand beside it.
const LEET_ENTRIES = new Set(
  ENTRIES.flatMap((e) => (/^\p{L}{4,}$/u.test(e) ? [e] : e.split(/[\s-]+/).filter((w) => /^\p{Script=Latin}{4,}$/u.test(w)))),
);
const unleet = (token: string, one: string): string =>
  token.toLowerCase().replace(/[@$0-9!|]/g, (ch) => (ch === '1' ? one : (LEET_LETTERS[ch] ?? ch)));

/** The credential word a leetspeak token spells ("p@ssw0rd" → "password"), if any. */
export function leetCredentialWord(token: string): string | undefined {
  if (!/[@$0-9!|]/.test(token) || !/\p{L}/u.test(token)) return undefined;
  // "1" stands for "i" ("p1n") or for "l" ("1ogin").
  return [unleet(token, 'i'), unleet(token, 'l')].find((w) => LEET_ENTRIES.has(w));
}

// Korean and Japanese glue a particle to a Latin word ("p4ssw0rd는", "p@ssw0rdは"): the word is read without it.
const GLUED_PARTICLE =
  /^([^\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]+)([\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]+)$/u;
const readLeetToken = (token: string): string => {
  const word = leetCredentialWord(token);
  if (word) return word;
  const glued = GLUED_PARTICLE.exec(token);
  const head = glued?.[1] && leetCredentialWord(glued[1]);
  return head ? head + (glued[2] ?? '') : token;
};

// A credential phrase of several words in leetspeak ("m0t d3 p4ss3", "n0mbr3 d3 usu4rio"): each letter of a phrase of
// the lexicons may be typed as its sign, short words too, which a token alone could not be read from. One pattern of
// every Latin phrase of two words or more; run only when a sign or digit touches a letter.
const LEET_SIGNS: Readonly<Record<string, string>> = { a: 'a@4', s: 's$5', o: 'o0', e: 'e3', i: 'i1!', l: 'l1|', t: 't7' };
// Inside a class the signs ($, !, |) need no escape; a letter with no sign stands for itself.
const leetClass = (ch: string): string => (LEET_SIGNS[ch] ? `[${LEET_SIGNS[ch] ?? ''}]` : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const LEET_PHRASES = new Set(ENTRIES.filter((e) => /^\p{Script=Latin}+(?:[\s-]+\p{Script=Latin}+)+$/u.test(e)));
const LEET_PHRASE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${[...LEET_PHRASES]
    .sort((a, b) => b.length - a.length)
    .map((e) => [...e].map((ch) => (/[\s-]/.test(ch) ? String.raw`[\s-]+` : leetClass(ch))).join(''))
    .join('|')})(?![\p{L}\d])`,
  'giu',
);
const SIGN_BY_LETTER = /\p{L}[@$0-9!|]|[@$0-9!|]\p{L}/u;
const readLeetPhrase = (found: string): string =>
  [unleet(found, 'i'), unleet(found, 'l')].map((w) => w.replace(/\s+/g, ' ')).find((w) => LEET_PHRASES.has(w)) ?? found;
const readLeetPhrases = (text: string): string => (SIGN_BY_LETTER.test(text) ? text.replace(LEET_PHRASE, readLeetPhrase) : text);

/** The text with each credential word typed with one slip written as the word; the text itself when there is none. */
export function readMisspelledCredentials(text: string): string {
  let out = readLeetPhrases(text).replace(LEET_TOKEN, readLeetToken);
  out = out.replace(/\p{L}{4,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (!SPACED.test(lower) || SPACED_ENTRIES.has(lower) || KNOWN.has(lower)) return word;
    return BY_FIRST.get(lower[0] ?? '')?.find((e) => isOneSlip(lower, e)) ?? word;
  });
  for (const entry of CJK_ENTRIES) {
    const chars = [...entry];
    if (!out.includes(chars[0] ?? '')) continue;
    const outChars = [...out];
    for (let i = 0; i + chars.length <= outChars.length; i += 1) {
      if (outChars[i] !== chars[0]) continue;
      const slips = chars.filter((ch, k) => outChars[i + k] !== ch).length;
      if (slips === 1 && !KNOWN.has(outChars.slice(i, i + chars.length).join(''))) outChars.splice(i, chars.length, ...chars);
    }
    out = outChars.join('');
  }
  return out;
}
