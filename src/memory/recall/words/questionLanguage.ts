import { detectStemLanguage, isFunctionWordOf, type StemLanguage } from './languageStems';
import { toToken, type Run } from '../../record/tokenize';

// A question's words are words of the question's language. Italian "per" (for) meets a colleague called Per,
// French "pour" (for) a pour-over coffee, French "on" a brand of running shoes, French "comment" (how) an English
// memory's "comments": the same letters, but in the question they are the words its language uses in every
// sentence. A function word of the question's language is no evidence for any memory, whatever the memory's
// language makes of the letters (a memory in the question's language never weighed it anyway).

/**
 * Question words and colloquial contractions the function-word lists of languageStems.ts leave out (a closed
 * class of each language's grammar): "comment", "pourquoi", "cómo", "onde", "pra", "perché"'s "quando", "зачем".
 */
const QUESTION_WORDS: Partial<Record<StemLanguage, ReadonlySet<string>>> = {
  fr: new Set(['comment', 'pourquoi', 'combien', 'quand', 'quoi', 'où']),
  es: new Set(['cómo', 'cuándo', 'cuánto', 'cuánta', 'cuántos', 'cuántas', 'dónde', 'quién', 'quiénes', 'cuál', 'cuáles']),
  pt: new Set(['porque', 'quanto', 'quanta', 'quantos', 'quantas', 'onde', 'pra', 'pro', 'pras', 'pros', 'tá']),
  it: new Set(['quando', 'cosa', 'perché', 'dove', 'quanto', 'quanti', 'quante']),
  de: new Set(['worum', 'wieso', 'weshalb', 'woher', 'wohin']),
  ru: new Set(['почему', 'зачем', 'сколько']),
};

/** A question too short for its function words to tell its language, opened by a question word only one language has ("comment fabrique-t-on le parmesan"). */
function openingQuestionWord(runs: readonly Run[]): StemLanguage | undefined {
  const first = runs[0];
  if (first === undefined || first.cjk) return undefined;
  const languages = (Object.keys(QUESTION_WORDS) as StemLanguage[]).filter((l) => QUESTION_WORDS[l]?.has(first.text));
  return languages.length === 1 ? languages[0] : undefined;
}

/**
 * The duration a question word asks for is no topic of its own: "how long", "wie lange", "cuánto tiempo", "combien de
 * temps" are answered "for three years" or "since 2019", whatever the memory's "a long day" says. (Not an age or a
 * frequency: those answers repeat the word, "eight years old", "very often".)
 */
const DURATION_AFTER: Readonly<Record<string, string>> = {
  how: 'long',
  wie: 'lange',
  combien: 'temps',
  cuánto: 'tiempo',
  quanto: 'tempo',
  сколько: 'времени',
};

/**
 * The sort a question word asks for is no topic either: "what kind of event", "which type of music", "quel genre de",
 * "qué tipo de" ask for an event or a music; the memory's "his kind words" answers nothing.
 */
const SORT_WORDS: ReadonlySet<string> = new Set(['kind', 'type', 'sort', 'genre', 'tipo']);
const SORT_ASKERS: ReadonlySet<string> = new Set(['what', 'which', 'quel', 'quelle', 'qué', 'que', 'che', 'welche', 'welcher', 'welches']);
const SORT_LINKS: ReadonlySet<string> = new Set(['of', 'de', 'di', 'von']);

const asksSort = (runs: readonly Run[], i: number): boolean =>
  SORT_WORDS.has(runs[i]?.text ?? '') && SORT_ASKERS.has(runs[i - 1]?.text ?? '') && SORT_LINKS.has(runs[i + 1]?.text ?? '');

/** Tokens of the duration or sort word right after a question word ("how long", "what kind of"), unless the question writes it elsewhere too. */
function durationTokens(runs: readonly Run[]): Set<string> {
  const durations = new Set<string>();
  const elsewhere = new Set<string>();
  runs.forEach((run, i) => {
    if (run.cjk) return;
    const token = toToken(run.text);
    if (token === undefined) return;
    const before = runs[i - 1]?.text === 'de' ? runs[i - 2] : runs[i - 1];
    if ((before && DURATION_AFTER[before.text] === run.text) || asksSort(runs, i)) durations.add(token);
    else elsewhere.add(token);
  });
  for (const token of elsewhere) durations.delete(token);
  return durations;
}

export interface QuestionLanguage {
  /** The question's language when it is not English (languageStems.ts). */
  readonly language: StemLanguage | undefined;
  /** Tokens the question writes only as function words of that language. */
  readonly functionTokens: ReadonlySet<string>;
}

const isFunctionWordIn = (word: string, language: StemLanguage): boolean =>
  isFunctionWordOf(word, language) || (QUESTION_WORDS[language]?.has(word) ?? false);

/**
 * Marks only Spanish writes among the ten languages: the opening ¿ and ¡ (`written`, the question before punctuation is
 * dropped) and an accented question word (cómo, cuánto, qué, dónde…; Portuguese writes "como", "quanto", Italian
 * "come", French "comment"). Not ñ, which Spanish loanwords and names carry into other sentences (jalapeño, Peña).
 * The function-word vote splits a short Spanish sentence among the Romance languages and a stray word tips it ("¿Cuánto dinero le mando a mi hijo a Oporto este mes?": "le" and "mes" are French,
 * "este" Portuguese); a Spanish mark settles it, unless the vote found a language with no Latin Romance spelling.
 */
const SPANISH_PUNCTUATION = /[¿¡]/u;
const ACCENTED = /[áéíóú]/u;
const ROMANCE: ReadonlySet<StemLanguage | undefined> = new Set([undefined, 'fr', 'es', 'pt', 'it', 'ro']);

/** A Spanish mark in the question. */
function markedSpanish(runs: readonly Run[], written: string | undefined): boolean {
  if (written !== undefined && SPANISH_PUNCTUATION.test(written)) return true;
  const spanish = QUESTION_WORDS.es;
  return runs.some((r) => !r.cjk && spanish?.has(r.text) === true && ACCENTED.test(r.text));
}

/**
 * The question's language and the tokens it uses only as that language's function words or as the duration a question
 * word asks. `written`: the question as typed, for the punctuation only Spanish writes.
 */
export function questionLanguageOf(runs: readonly Run[], written?: string): QuestionLanguage {
  const functionTokens = new Set<string>();
  // Latin words inside a Chinese, Japanese or Korean question are names and code-switched English ("AI Mind 下一个版本"), too few to tell a language by.
  const voted = runs.some((r) => r.cjk) ? undefined : (detectStemLanguage(runs) ?? openingQuestionWord(runs));
  const language = !runs.some((r) => r.cjk) && ROMANCE.has(voted) && markedSpanish(runs, written) ? 'es' : voted;
  const durations = durationTokens(runs);
  for (const token of durations) functionTokens.add(token);
  if (language === undefined) return { language, functionTokens };
  const content = new Set<string>();
  for (const run of runs) {
    if (run.cjk) continue;
    const token = toToken(run.text);
    if (token === undefined) continue;
    (isFunctionWordIn(run.text, language) ? functionTokens : content).add(token);
  }
  // One content word of the same letters elsewhere in the question keeps the token.
  for (const token of content) if (!durations.has(token)) functionTokens.delete(token);
  return { language, functionTokens };
}
