import { escapeRegExp } from '../alternation';
import { canonicalize } from '../canonical';
import { LEXICONS } from '../lexicons';
import { FIRST_PERSON, OBJECT_LABELS, SAYING } from './quotedLinesData';
import { POSSESSIVES, SPEAKERS } from './quotedSpeakers';

// Gate 10, one speaker's line: a field that is nothing but a line in quotation marks under a speaker's label
// ("Kunde: „Ich will sofort mein Geld zurück!“", "Boss said: "I need the slides by 9."", "客户说：“我现在就要退款！”")
// is a quoted turn of a conversation, not a fact about the user. The label is a speaker when it is a user word of
// lexicons/, a person's role or kin (quotedSpeakers.ts), or followed by a verb of saying; a capitalised word alone
// ("Lena:", "Sarah:") only when the quoted line speaks in the first person. A label that introduces a quotation as a
// thing ("Motto: „…“", "Lieblingsfilm: „…“") is no speaker. Input is canonical, one field.

const canonicalWord = (w: string): string => canonicalize(w).toLowerCase();
const PEOPLE = new Set([...SPEAKERS, ...LEXICONS.flatMap((l) => l.roles.user)].map(canonicalWord));
const OBJECTS = [...new Set(OBJECT_LABELS.map(canonicalWord))];
const SAID = [...new Set(SAYING.map(canonicalWord))]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const FIRST = new Set(FIRST_PERSON.map(canonicalWord));
const MY = [...new Set(POSSESSIVES.map(canonicalWord))].map(escapeRegExp).join('|');

// Straight and curly single quotes are left out: they are apostrophes as often ("I'm", "J'ai").
const OPEN = `"“„«‹「『`;
const CLOSE = `"”“»›」』`;
const QUOTED_LINE = new RegExp(
  String.raw`^[ \t]*(?:[-*>][ \t]*)?(?:(?:${MY})[ \t]+)?(\p{L}[\p{L}\p{M}'.-]{0,24}?)(?:[ \t]*(${SAID}))?[ \t]*[:：]?[ \t]*[${OPEN}]([^\n${CLOSE}]{2,300})[${CLOSE}][ \t]*[.!?。！？]?[ \t]*$`,
  'iu',
);
// A name: capitalised in an alphabet, or at most four characters of a script without capitals.
const NAME_LIKE = /^(?:\p{Lu}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}\p{Script=Hiragana}]{1,4}$)/u;
const WORDS = /[\p{L}']+/gu;
const CJK_FIRST = /[我私僕俺]|あたし|(?<![\p{Script=Hangul}])(?:나|내가|저|제가)(?![\p{Script=Hangul}])/u;

const speaksInFirstPerson = (line: string): boolean =>
  CJK_FIRST.test(line) || (line.toLowerCase().match(WORDS) ?? []).some((w) => FIRST.has(w) || FIRST.has(w.replace(/'.*$/u, "'")));

export function isQuotedLine(field: string): boolean {
  // Literal prechecks: a quotation mark and a label's colon or a verb of saying must be there at all.
  if (!/["“„«‹「『]/u.test(field)) return false;
  const m = QUOTED_LINE.exec(field);
  if (!m) return false;
  const [, label = '', said, line = ''] = m;
  const word = label.toLowerCase();
  const colon = /[:：]/u.test(m[0].slice(0, m[0].search(new RegExp(`[${OPEN}]`, 'u'))));
  if (!colon && !said) return false;
  if (OBJECTS.some((o) => (o.length > 4 || /[^\p{Script=Latin}]/u.test(o) ? word.includes(o) : word === o))) return false;
  if (said || PEOPLE.has(word)) return true;
  return NAME_LIKE.test(label) && speaksInFirstPerson(line);
}
