import type { QueryFeatures } from '../matchFeatures';
import { toToken } from '../../record/tokenize';

// A name right after the word "name" is the name as a word ("what does the name Amara mean", "¿qué significa el
// nombre Amara?", "origine du prénom Chidi"): its meaning, origin or popularity, not the one of the user's life who
// bears it. So is a name asked what it means ("Was bedeutet Rosa in der Farbpsychologie?", "Rosaってどういう意味"). A question about the user ("my daughter's name Amara…") keeps its bearer.

/** The word "name" (given name, first name) in the ten languages' Latin and Cyrillic scripts (a closed class). */
const NAME_WORDS = new Set([
  'name',
  'names',
  'namen',
  'vorname',
  'nom',
  'prénom',
  'nombre',
  'nome',
  'имя',
  'имени',
  'nombres',
  'nomes',
  'nomi',
  'noms',
  'prénoms',
  'vornamen',
]);

/**
 * Verbs asking what a word means, in the Latin and Cyrillic languages (a closed class): the word right after one
 * is asked as a word ("Was bedeutet Rosa in der Farbpsychologie?", "que signifie Rosa", "что означает Роза"); no one
 * of the user's life "means" anything. English writes the word between "does" and "mean".
 */
const MEANS_NEXT = new Set(['bedeutet', 'signifie', 'significa', 'означает', 'значит']);
/** Two-word verbs of the same: veut dire, quiere decir, quer dizer, vuol dire. */
const MEANS_NEXT_PAIRS = new Set(['veut dire', 'quiere decir', 'quer dizer', 'vuol dire']);
/** The same asked after the word in Chinese, Japanese and Korean ("Rosa是什么意思", "Rosaってどういう意味", "Rosa는 무슨 뜻"). */
const MEANING_AFTER =
  /^(?:是什么意思|什么意思|的意思|ってどういう意味|とはどういう意味|ってなに|の意味|는 무슨 뜻|은 무슨 뜻|가 무슨 뜻|이 무슨 뜻|의 뜻|의 의미|뜻)/u;

/** The word is written as a genitive of the name ("Was bedeutet Rosas Diagnose?"): the name owns what follows. */
const genitive = (q: QueryFeatures, word: string): boolean =>
  word.endsWith('s') && (q.corpus.nameDf.get(toToken(word.slice(0, -1)) ?? '') ?? 0) > 0;

/** The tokens a meaning frame asks as words (MEANS_NEXT, MEANS_NEXT_PAIRS, English "does X mean", MEANING_AFTER). */
function meaningAsked(q: QueryFeatures): string[] {
  const out: string[] = [];
  const words = q.runs.map((r) => (r.cjk ? '' : r.text));
  words.forEach((word, i) => {
    const pair = `${words[i - 1] ?? ''} ${word}`;
    const next = words[i + 1];
    if ((MEANS_NEXT.has(word) || MEANS_NEXT_PAIRS.has(pair)) && next) {
      const token = toToken(next);
      if (token !== undefined && !genitive(q, next)) out.push(token);
    }
    if ((word === 'mean' || word === 'means') && (words[i - 2] === 'does' || words[i - 2] === 'do')) {
      const token = toToken(words[i - 1] ?? '');
      if (token !== undefined) out.push(token);
    }
  });
  q.runs.forEach((run, i) => {
    const after = q.runs[i + 1];
    if (run.cjk || after === undefined || !after.cjk) return;
    const rest = q.form.slice(q.form.indexOf(run.text) + run.text.length).trimStart();
    const token = toToken(run.text);
    if (token !== undefined && MEANING_AFTER.test(rest)) out.push(token);
  });
  return out;
}

const AFTER_NAME_WORD = new WeakMap<QueryFeatures, ReadonlySet<string>>();

/** The tokens the question writes right after a word for "name", in a question not about the user. */
export function namesAsWords(q: QueryFeatures): ReadonlySet<string> {
  const cached = AFTER_NAME_WORD.get(q);
  if (cached) return cached;
  const out = new Set<string>();
  if (q.aboutness !== 'user') {
    const words = q.runs.map((r) => (r.cjk ? '' : r.text));
    words.forEach((word, i) => {
      const next = words[i + 1];
      const token = next === undefined ? undefined : toToken(next);
      if (NAME_WORDS.has(word) && token !== undefined) out.add(token);
    });
    for (const token of meaningAsked(q)) out.add(token);
  }
  AFTER_NAME_WORD.set(q, out);
  return out;
}
