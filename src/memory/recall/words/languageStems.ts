import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { dan, deu, eng, fin, fra, hun, ita, nld, nob, por, ron, rus, spa, swe, tur } from 'stopword';
import type { Run } from '../../record/tokenize';

// Inflection in the languages English stemming knows nothing of: "Töchter" and "Tochter", "perros" and
// "perro", "собаки" and "собака" are one word to a reader. English words keep the Porter stem of the shared
// tokenizer; a memory written in another language also keeps, for each word, its Snowball stem in that
// language, and a question's words are stemmed in the same language when they are compared with it. Both sides
// go through one stemmer, so the same word always meets itself, whatever the detected language.

/** A language with a Snowball stemmer and a function-word list to recognise its text by. */
export type StemLanguage = 'da' | 'de' | 'es' | 'fi' | 'fr' | 'hu' | 'it' | 'nl' | 'no' | 'pt' | 'ro' | 'ru' | 'sv' | 'tr';

interface LanguageEntry {
  readonly stem: (word: string) => string;
  readonly functionWords: readonly string[];
}

const LANGUAGES: Readonly<Record<StemLanguage, LanguageEntry>> = {
  da: { stem: danish, functionWords: dan },
  de: { stem: german, functionWords: deu },
  es: { stem: spanish, functionWords: spa },
  fi: { stem: finnish, functionWords: fin },
  fr: { stem: french, functionWords: fra },
  hu: { stem: hungarian, functionWords: hun },
  it: { stem: italian, functionWords: ita },
  nl: { stem: dutch, functionWords: nld },
  no: { stem: norwegian, functionWords: nob },
  pt: { stem: portuguese, functionWords: por },
  ro: { stem: romanian, functionWords: ron },
  ru: { stem: russian, functionWords: rus },
  sv: { stem: swedish, functionWords: swe },
  tr: { stem: turkish, functionWords: tur },
};

export const STEM_LANGUAGES = Object.keys(LANGUAGES) as StemLanguage[];

type Candidate = StemLanguage | 'en';

let functionWordLanguages: Map<string, Candidate[]> | undefined;

/** Which languages list a word as a function word (built once, on the first detection). */
function languagesOfFunctionWord(word: string): readonly Candidate[] {
  if (!functionWordLanguages) {
    functionWordLanguages = new Map();
    const lists: [Candidate, readonly string[]][] = [
      ['en', eng],
      ...STEM_LANGUAGES.map((l): [Candidate, readonly string[]] => [l, LANGUAGES[l].functionWords]),
    ];
    for (const [language, list] of lists)
      for (const w of new Set(list.map((x) => x.toLowerCase()))) {
        const known = functionWordLanguages.get(w);
        if (known) known.push(language);
        else functionWordLanguages.set(w, [language]);
      }
  }
  return functionWordLanguages.get(word) ?? [];
}

const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Letters only (no digits): a version or a model name is no word of any language. */
const WORD = /^[\p{L}\p{M}]+$/u;
/** Shorter words change little under any stemmer and collide often (es / est, но / нос). */
const MIN_STEM_LENGTH = 3;

/**
 * The language of a text from its function words: each one votes for the languages that list it, split among
 * them ("de" is French, Spanish, Portuguese and Dutch). English, or too little to tell, gives undefined: the
 * shared tokenizer's English stems already cover it. Cyrillic text is read as Russian, the one Cyrillic language with a stemmer and a word list here.
 */
export function detectStemLanguage(runs: readonly Run[]): StemLanguage | undefined {
  const votes = new Map<Candidate, number>();
  let cyrillic = 0;
  let latin = 0;
  for (const run of runs) {
    // A lone letter is in some lists ("x" in German's) and tells nothing.
    if (run.cjk || run.text.length < 2 || !WORD.test(run.text)) continue;
    if (CYRILLIC.test(run.text)) cyrillic += 1;
    else latin += 1;
    const languages = languagesOfFunctionWord(run.text);
    for (const language of languages) votes.set(language, (votes.get(language) ?? 0) + 1 / languages.length);
  }
  let best: Candidate | undefined;
  let bestVotes = 0;
  for (const [language, count] of votes) {
    if (count > bestVotes) {
      best = language;
      bestVotes = count;
    }
  }
  if (cyrillic > latin) return 'ru';
  // One vote at least, and more than English has: a stray "die" in an English sentence decides nothing.
  if (best === undefined || best === 'en' || bestVotes < 1 || bestVotes <= (votes.get('en') ?? 0)) return undefined;
  return best;
}

const stemCache = new Map<string, string | undefined>();
const STEM_CACHE_MAX = 50_000;

/**
 * A word's stem in a language, as a key no other language shares ("de:tocht"), or undefined for a function
 * word of that language, a short word, or one with digits.
 */
export function languageStem(language: StemLanguage, word: string): string | undefined {
  const key = `${language}:${word}`;
  if (stemCache.has(key)) return stemCache.get(key);
  const entry = LANGUAGES[language];
  const stem =
    word.length < MIN_STEM_LENGTH || !WORD.test(word) || languagesOfFunctionWord(word).includes(language)
      ? undefined
      : `${language}:${entry.stem(word)}`;
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  stemCache.set(key, stem);
  return stem;
}

/** Whether a language lists the word as a function word. */
export const isFunctionWordOf = (word: string, language: StemLanguage | 'en'): boolean => languagesOfFunctionWord(word).includes(language);

/** A function word of any language listed here, English included ("can", "die", "son"). */
export const isFunctionWordAnywhere = (word: string): boolean => languagesOfFunctionWord(word).length > 0;

/**
 * The language stems of the Latin and Cyrillic words of some runs. `ofQuestion`: a question's English function
 * words meet no memory through another language's stem (English "can" is not Italian "cane", stemmed "can");
 * English questions are the ones no function-word count tells apart, so nothing else marks them.
 */
export function languageStemsOf(language: StemLanguage, runs: readonly Run[], ofQuestion = false): Set<string> {
  const out = new Set<string>();
  for (const run of runs) {
    if (run.cjk || (ofQuestion && languagesOfFunctionWord(run.text).includes('en'))) continue;
    const stem = languageStem(language, run.text);
    if (stem) out.add(stem);
  }
  return out;
}
