import { canonicalize } from '../canonical';
import { CREDENTIAL, IDENTIFIER } from '../lexiconGates';
import { hasWord } from '../lexiconPatterns';
import { hasPersonalKeyword } from '../personalKeywords';

// Gate 8: a number of a kind no person is reached on. Toll-free, shared-cost and universal-access numbers ("0800 111 0
// 111", "0800 770 0001", "8 800 100-00-01", "0120-444-113", "1588-3366", "400-810-5555") are sold to organisations
// for their public lines; a person's phone is a mobile or a fixed line. Such a number, written in its country's
// national form, is taken out of the text the phone and identifier rules read, unless the clause before names it as a
// person's.
// The prefixes are those libphonenumber-js's full metadata types as TOLL_FREE, SHARED_COST or UAN
// (serviceNumbers.test.ts checks every sample against it); premium-rate and personal-number ranges are left out (a
// person may own one). Each form keeps its country's grouping, because the same digits grouped otherwise are someone's:
// "848 328 472" is a Canadian SIN, not an Italian shared-cost line; "030 45619472" a Berlin line; "40 04 12 34" a
// Danish mobile. A separator after the prefix is required: a plain run of digits is more often an identifier
// ("01200199934" is a Belgian BIS number). Input is canonical (every dash reads "-").

const S = String.raw`[ .\-/]`;

/** Per country: the written form (its digits grouped as that country writes them), and samples the test checks. */
export const SERVICE_NUMBERS: readonly { readonly country: string; readonly form: string; readonly samples: readonly string[] }[] = [
  // North America: 1-800-829-1040, (888) 555-1234, 877.555.0199.
  {
    country: 'US',
    form: String.raw`(?:1${S}?)?(?:8(?:00|33|44|55|66|77|88)|\(8(?:00|33|44|55|66|77|88)\))${S}?\d{3}${S}\d{4}`,
    samples: ['1-800-829-1040', '(888) 555-1234'],
  },
  // Trunk-0 countries' free lines, 0800 (and the UK's 0808) with four to eight digits in any grouping: DE, AT, CH, NL, BE,
  // GB, AR, UA, BR; Brazil's 0300 shared-cost line the same way.
  {
    country: 'DE',
    form: String.raw`\(?0 ?80[08]\)?${S}\d(?:${S}?\d){3,7}`,
    samples: ['0800 111 0 111', '(0800) 330 1000', '0800 1000 4800'],
  },
  { country: 'BR', form: String.raw`0[38]00${S}\d(?:${S}?\d){6}`, samples: ['0800 770 0001', '0300 123 4567'] },
  // Germany's shared-cost 0180x: "01806 101010".
  { country: 'DE', form: String.raw`0180[1-7]${S}\d{3}${S}?\d{3,4}`, samples: ['01806 101010'] },
  // France's 08 numbers in its own grouping: "0 800 123 456", "0 809 401 401", "08 20 12 34 56".
  { country: 'FR', form: String.raw`0 8[0-2]\d \d{3} \d{3}|08[ .][0-2]\d(?:[ .]\d{2}){3}`, samples: ['0 809 401 401', '08 20 12 34 56'] },
  // Spain's, Portugal's and Italy's 800 and 900 numbers: "900 123 456", "902 12 34 56", "808 123 456", "800 123 456",
  // Italy's six-digit "803 164".
  { country: 'ES', form: String.raw`(?:800|90[0-2])(?: \d{3} \d{3}| \d{2} \d{2} \d{2})`, samples: ['900 123 456', '902 12 34 56'] },
  { country: 'PT', form: String.raw`80[08] \d{3} \d{3}`, samples: ['808 123 456'] },
  { country: 'IT', form: String.raw`800 \d{3} \d{3}|803 \d{3}`, samples: ['800 123 456', '803 164'] },
  { country: 'BR', form: String.raw`400\d-\d{4}`, samples: ['4004-0001'] },
  // Russia's free lines: "8 800 100-00-01", "8-800-2000-122", "8 (800) 200-06-00".
  {
    country: 'RU',
    form: String.raw`8${S}?\(800\)${S}?\d{3}(?:${S}?\d){4}|8${S}800${S}\d{3}(?:${S}?\d){4}`,
    samples: ['8 800 100-00-01', '8 (800) 200-06-00'],
  },
  // Japan's free and navigation lines: "0120-444-113", "0570-05-1165", "0800-123-4567".
  {
    country: 'JP',
    form: String.raw`0(?:120|570)${S}(?:\d{3}${S}\d{3}|\d{2}${S}\d{4}|\d{6})|0800${S}\d{3}${S}\d{4}`,
    samples: ['0120-444-113', '0570-05-1165', '0800-123-4567'],
  },
  // Korea's company-wide numbers and free lines: "1588-3366", "1644-1234", "080-123-4567". A free line has seven digits
  // after 080 (libphonenumber-js's full metadata); eight ("080-1267-7915") is a Japanese mobile.
  {
    country: 'KR',
    form: String.raw`1(?:5[4-9]|6[0-9]|8[0-9])\d-\d{4}|080-\d{3}-\d{4}`,
    samples: ['1588-3366', '1644-1234', '080-123-4567'],
  },
  // China's 400 and 800 lines: "400-810-5555", "800 820 8820".
  { country: 'CN', form: String.raw`[48]00${S}\d{3}${S}\d{4}`, samples: ['400-810-5555', '800 820 8820'] },
];

// Not touching another digit, a "+" or a letter-digit run (an international form keeps its country code and is read as a
// phone; an IBAN's or a card's groups are no line).
const SERVICE = new RegExp(
  String.raw`(?<![\d+][ .\-/])(?<![\w+])(?:${SERVICE_NUMBERS.map((s) => s.form).join('|')})(?![ .\-/]?\d)(?!\w)`,
  'g',
);

// Whose number the clause before says it is: a person, as owner or as the one called ("call the user back at 1-800-…",
// "my number", "ruf mich unter …", "звоните мне"), or an identifier or credential word ("The user's Canadian SIN is 900
// 789 108": a temporary resident's SIN has Spain's 900 form) keeps it for the phone and identifier rules. Chinese,
// Japanese and Korean write the user and "I" into most memories ("用户习惯打 400-…"), so their words are not read here.
const PERSON = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:my|me|his|him|her|their|them|our|us|users?|user['’]s|mein\p{L}{0,2}|mich|mir|ihm|ihn|nutzer\p{L}{0,2}|moi|mon|ma|mes|lui|utilisat\p{L}{3,6}|mi|m[ií]o|m[ií]a|meu|minha|usu[aá]ri[oa]s?|utent[ei]|мо\p{L}{1,2}|мне|меня|его|её|ему|ей|пользовател\p{L}{1,3})(?![\p{L}])`,
  ),
  'iu',
);
const CLAUSE_END = /[.!?。！？;；\n]/u;
function namedAsPersonal(text: string, at: number): boolean {
  const head = text.slice(Math.max(0, at - 48), at);
  const before = head.slice(Math.max(...[...head].map((ch, i) => (CLAUSE_END.test(ch) ? i + 1 : 0))));
  return PERSON.test(before) || hasWord(IDENTIFIER, before) || hasWord(CREDENTIAL, before) || hasPersonalKeyword(before);
}

/** The text with every toll-free, shared-cost or universal-access number in its national form replaced by a neutral word. */
export function withoutServiceNumbers(text: string): string {
  if (!/\d\d/.test(text)) return text;
  return text.replace(SERVICE, (run, at: number) => (namedAsPersonal(text, at) ? run : 'ref'));
}
