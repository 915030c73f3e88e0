import { canonicalize } from './canonical';
import { escapeRegExp, groupAlternatives, guardFirstCharacter } from './alternation';
import { LEXICONS } from './lexicons';
import { CHINESE_PERSONAL_KEYWORDS, ENGLISH_PERSONAL_KEYWORDS, hasPersonalKeyword } from './personalKeywords';
import type { ScanFields } from './scanSurface';

// A tag or a subject that is only the word for a credential, a card or a document ("password", "密码", "信用卡", "credit
// card", "passport", "code PIN") beside a text about that very thing as a practice names the memory's topic, as "Health"
// or "Bank" do: it holds no value. The English and Chinese keyword rules refuse such a word wherever it stands
// (personalKeywords.ts), which refused a plain practice filed under it ("uses a password manager and a unique password
// for every account", tag "password"). Such a field is set aside when
// - it is the whole word (an entry, two run together in the scripts without spaces, or up to three words of entries the
//   keyword rules refuse alone), not a part of one ("pass" + "word") nor a word with more ("password sunflower");
// - the text itself names a credential, card or document (it is about the topic), and passes the content gates with the
//   other fields once the bare ones are set aside;
// - no field left holds anything a value could be: no run of three digits or more other than a year, no token mixing
//   letters with digits or signs.
// A bare word beside a text about something else ("The user keeps a note", tag "SSN") stays refused: there the word is
// no topic of the memory, and the value may be what the text leaves out.

const canonicalLower = (s: string): string => canonicalize(s).toLowerCase();

const ENTRIES = [
  ...ENGLISH_PERSONAL_KEYWORDS,
  ...CHINESE_PERSONAL_KEYWORDS,
  ...LEXICONS.flatMap((l) => [...l.credential, ...l.identifier]).filter((e) => !e.startsWith('/')),
].map((e) => canonicalLower(e.replace(/^=/, '')));

// The words of spaced-script entries, and the few words that join them ("code de la carte", "number of the card").
const JOINERS = ['of', 'the', 'my', 'de', 'du', 'la', 'le', 'del', 'da', 'do', 'di', 'der', 'des'];
const WORDS = new Set([...ENTRIES.flatMap((e) => e.split(/[\s\-_'’]+/)), ...JOINERS].filter((w) => w.length > 0));

// Entries of the scripts written without spaces: a field is bare when it is one of them or two run together (银行卡密码).
const UNSPACED = ENTRIES.filter((e) => /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u.test(e));
const UNSPACED_FIELD = new RegExp(
  `^(?:${[...new Set(UNSPACED)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')}){1,2}$`,
  'u',
);

const ENTRY_SET = new Set(ENTRIES.map((e) => e.split(/[\s\-_'’]+/).join(' ')));

/** A field that is only a credential, card or document word, no digit. */
export function isBareKeyword(field: string): boolean {
  // The longest entry run together is far shorter; a longer field or one with a digit needs no canonical form.
  if (field.length > 40 || /\d/.test(field)) return false;
  const f = canonicalLower(field).trim();
  if (f === '' || /\d/.test(f)) return false;
  if (UNSPACED_FIELD.test(f.replace(/\s+/g, ''))) return true;
  const words = f.split(/[\s\-_'’]+/).filter((w) => w.length > 0);
  const phrase = words.join(' ');
  if (ENTRY_SET.has(phrase) || ENTRY_SET.has(phrase.replace(/s$/, ''))) return true;
  return words.length <= 3 && words.every((w) => WORDS.has(w)) && hasPersonalKeyword(f);
}

// The text names the topic: an entry in it, as a whole word in the spaced scripts (a plural's "s" or a Russian case
// ending allowed: "passwords", "пароли"), so that "idea" is no "id" nor "pine" a "pin".
// A language that glues nouns together (German: lexicon.compounds) names the topic inside a compound too, at its start or
// its end ("Passwortmanager", "Kreditkartenabrechnung", "Bankpasswort"): its one-word entries of five letters or more
// are read as parts of a word ("pin" is no part of "Spinat").
const COMPOUND_ENTRIES = new Set(
  LEXICONS.filter((l) => l.compounds)
    .flatMap((l) => [...l.credential, ...l.identifier])
    .filter((e) => !e.startsWith('/'))
    .map((e) => canonicalLower(e.replace(/^=/, '')))
    .filter((e) => e.length >= 5 && /^\p{L}+$/u.test(e)),
);
const TOPIC_ENTRIES = [...new Set(ENTRIES)].filter((e) => e.length >= 2).sort((a, b) => b.length - a.length);
const isSpaced = (e: string): boolean => !COMPOUND_ENTRIES.has(e) && /^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(e);
const isCyrillic = (e: string): boolean => /\p{Script=Cyrillic}/u.test(e);
// Three lists, each grouped by leading characters under one word edge (alternation.ts), and the whole guarded by the
// first character a match can start with: about a thousand entries, each with its own look-behind, were tried at every
// position of the text (about 13 ms a long text).
const grouped = (entries: readonly string[]): string => groupAlternatives(entries.map(escapeRegExp), false);
const TOPIC = new RegExp(
  guardFirstCharacter(
    [
      String.raw`(?<![\p{L}])(?:${grouped(TOPIC_ENTRIES.filter((e) => isSpaced(e) && !isCyrillic(e)))})(?:e?s)?(?![\p{L}])`,
      String.raw`(?<![\p{L}])(?:${grouped(TOPIC_ENTRIES.filter((e) => isSpaced(e) && isCyrillic(e)).map((e) => e.replace(/[ьйаяо]$/u, '')))})\p{L}{0,3}(?![\p{L}])`,
      grouped(TOPIC_ENTRIES.filter((e) => !isSpaced(e))),
    ].join('|'),
  ),
  'u',
);

// What a value looks like in the text: three digits or more that are no year, or a token mixing letters and digits or signs.
const VALUE_LIKE = /(?<!\d)(?!(?:19|20)\d\d(?!\d))\d{3,}|(?<!\S)(?=\S*\p{L})(?=\S*[\d@#$%&*!])\S{4,}/u;

/**
 * The fields with every bare credential, card or document word set aside (emptied), when there is one, the text names
 * the topic and no other field holds anything a value could be; `undefined` otherwise. The first field is the text.
 */
export function withoutBareKeywords(fields: ScanFields): ScanFields | undefined {
  const bare = fields.stored.map((f, i) => i > 0 && isBareKeyword(f));
  if (!bare.some(Boolean) || !TOPIC.test(canonicalLower(fields.stored[0] ?? ''))) return undefined;
  if (fields.stored.some((f, i) => !bare[i] && VALUE_LIKE.test(canonicalize(f)))) return undefined;
  const keep = (list: readonly string[]) => list.map((f, i) => (bare[i] ? '' : f));
  return { given: keep(fields.given), stored: keep(fields.stored), keyForms: fields.keyForms };
}
