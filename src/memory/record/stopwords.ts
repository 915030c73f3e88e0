import * as lists from 'stopword';

// Function words of every language the `stopword` package covers. A memory the user wrote in German or
// Spanish ("Die Tochter…", "El usuario…") otherwise shares "die", "la", "de" with every question in that
// language, and an English memory shares "la" with "la luna".

/** Latin and Cyrillic words: compared with whole tokens. */
const wordLists = Object.entries(lists)
  .filter(([name, list]) => name !== '_123' && Array.isArray(list))
  .map(([, list]) => list as readonly string[]);

/**
 * The distributive determiners some of the package's lists lack ("every month", "cada mes", "chaque semaine", "ogni
 * giorno", "каждый день"): they say how often, never what about.
 */
const DISTRIBUTIVES = [
  'every',
  'cada',
  'chaque',
  'ogni',
  'jeder',
  'jede',
  'jedes',
  'jeden',
  'jedem',
  'каждый',
  'каждая',
  'каждое',
  'каждые',
  'каждую',
  'каждого',
  'каждой',
  'каждом',
  'каждому',
  'каждых',
];

// Built when the module loads (with the memory rules, in the background), not inside the first recall.
const foreign: ReadonlySet<string> = new Set([...wordLists.flatMap((list) => list.map((w) => w.toLowerCase())), ...DISTRIBUTIVES]);
const cjk: ReadonlySet<string> = new Set([...lists.zho, ...lists.jpn, ...lists.kor]);
/** Function words of every other language, lower-cased. */
export function foreignStopwords(): ReadonlySet<string> {
  return foreign;
}

/** Chinese, Japanese and Korean function words: a CJK word that is one of them says nothing about the topic. */
export function cjkStopwords(): ReadonlySet<string> {
  return cjk;
}
