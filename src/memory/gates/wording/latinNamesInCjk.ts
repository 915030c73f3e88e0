import { compileWords, wordMatches } from '../lexiconPatterns';

// A name written in Latin capitals inside Chinese, Japanese or Korean text ("好きなバンドはTonight Alive", "팟캐스트는 This
// Week in Tech이다", "最爱的乐队是 Tonight Alive") is a title or a name: these scripts have no capitals, so a run of two or
// more capitalised Latin words there is a name, as titles.ts reads one after a lower-case word. A run made only of time
// words ("用户 This Week 在深圳出差", code-switched) stays a time. Input is canonical text.

const CJK = String.raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー]`;
const CONNECTOR = String.raw`(?:in|of|the|and|on|at|for|to|a|an|with|from|&)`;
const RUN = new RegExp(
  String.raw`(?<=${CJK}\s?)\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:${CONNECTOR}\s+)*\p{Lu}[\p{L}\p{N}'’-]*)+(?=\s?(?:${CJK}|[。、，．.,!！?？)）]|$))`,
  'gu',
);
const TIME_WORDS = compileWords('temporary');
const CONNECTOR_WORD = new RegExp(`^${CONNECTOR}$`, 'i');

// A run is a name when, with its time words taken out, a word that is no connector is left.
function isName(run: string): boolean {
  let rest = run;
  for (const m of wordMatches(TIME_WORDS, run)) rest = rest.slice(0, m.start) + ' '.repeat(m.end - m.start) + rest.slice(m.end);
  return rest.split(/\s+/).some((w) => w !== '' && !CONNECTOR_WORD.test(w));
}

export const withoutLatinNamesInCjk = (text: string): string => text.replace(RUN, (run) => (isName(run) ? ' ' : run));
