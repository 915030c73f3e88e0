import type { RecallCorpus } from '../words/recallCorpus';
import { cjkRank } from '../words/rarity';
import { isCommonWord } from '../words/loanwords';
import { koreanParticleAt } from '../../record/wordBreaks';
import { toToken } from '../../record/tokenize';
import {
  hanNameSyllables,
  romaniseCyrillic,
  romaniseHan,
  romaniseHangul,
  romaniseKana,
  soundKey,
  type NameScript,
} from './nameRomanisation';

// An international word of the store — a drug (レボチロキシン, apixaban, фенобарбитал), a maker (Bechstein), a brand —
// is one word in every script: levotiroxina, левотироксин, ベヒシュタイン, 贝希斯坦. A question word in Latin letters,
// Cyrillic, katakana, hangul or Chinese transcription characters meets a store word of another script when their
// shapes meet: the consonant skeleton of the sound key (nameRomanisation.ts) without h (ヒ for German ch), Latin x as
// ks, katakana チ read as ti too (チロキシン, thyroxine), equal; and the vowels around the consonants differing in at
// most one gap of four (scripts add and change vowels; an ordinary word with the same consonants has other vowels).
// Five consonants at least, or four for a word the store also writes capitalised (a maker or a brand): a short
// ordinary word meets too many by chance. Neither word a common word of its language (ranked lists, function words,
// places of the place table), a name of the store (otherScriptNames.ts reads those), nor a word the store holds as
// written; two store words of other shapes meeting tell neither. The question then writes the store's spelling, with
// the capital the question gave the word (Dowlatow is Довлатова, a name, not the lower-case common word). Read
// only where the question is not about the world (matchFeatures.ts, beside the other-script names): ベヒシュタインの歴史.

const MIN_CONSONANTS = 4;

/** A word's consonant skeleton and the vowel class of each gap around its consonants ('' for none). */
export interface WordShape {
  readonly skeleton: string;
  readonly vowels: readonly string[];
}

/** The shape of a word already in Latin letters (see above): two like consonants with a vowel between are one. */
export function shapeOf(latin: string): WordShape {
  const consonants: string[] = [];
  const vowels: string[] = [''];
  for (const ch of soundKey(latin.toLowerCase().replace(/x/gu, 'ks')).replace(/H/gu, '')) {
    const last = vowels.length - 1;
    if (/[AEO]/u.test(ch)) vowels[last] ||= ch;
    else if (consonants.at(-1) === ch) vowels[last] = '';
    else {
      consonants.push(ch);
      vowels.push('');
    }
  }
  return { skeleton: consonants.join(''), vowels };
}

/** The shapes of a word in its script: a katakana チ/ヂ is read as chi/ji and as ti/di. */
export function shapesOf(word: string, script: NameScript): readonly WordShape[] {
  const readings: (string | undefined)[] =
    script === 'latin'
      ? [word]
      : script === 'cyrillic'
        ? [romaniseCyrillic(word)]
        : script === 'hangul'
          ? [romaniseHangul(word)]
          : script === 'han'
            ? [romaniseHan(word)]
            : [romaniseKana(word), romaniseKana(word.replace(/チ/gu, 'ティ').replace(/ヂ/gu, 'ディ'))];
  return readings
    .filter((r): r is string => r !== undefined)
    .map(shapeOf)
    .filter((s) => s.skeleton.length >= MIN_CONSONANTS);
}

/** One word: equal skeletons, and the vowel gaps differ at most in one of four (scripts add and change vowels). */
export function shapesMeet(a: WordShape, b: WordShape): boolean {
  if (a.skeleton !== b.skeleton) return false;
  const differ = a.vowels.filter((v, i) => v !== b.vowels[i]).length;
  return differ * 4 <= a.vowels.length;
}

interface StoreWord {
  readonly written: string;
  readonly script: NameScript;
  /** Written capitalised inside the store's sentences: a maker, a brand, a product. */
  readonly proper: boolean;
}

const KATAKANA = /^[\p{Script=Katakana}ー]+$/u;
const CYRILLIC = /^\p{Script=Cyrillic}+$/u;
const LATIN = /^[\p{Script=Latin}\p{M}]+$/u;

interface ShapedWord extends StoreWord {
  readonly shape: WordShape;
}

const indexes = new WeakMap<ReadonlyMap<string, number>, ReadonlyMap<string, readonly ShapedWord[]>>();

/** The store's loanwords by skeleton: katakana words (not a piece of a longer one), Latin words as written (no names), Cyrillic words. */
function storeLoanwords(corpus: RecallCorpus): ReadonlyMap<string, readonly ShapedWord[]> {
  const cached = indexes.get(corpus.df);
  if (cached !== undefined) return cached;
  const kana = [...corpus.df.keys()].filter((k) => KATAKANA.test(k) && [...k].length >= 3);
  const words: StoreWord[] = [
    ...kana
      .filter((k) => !kana.some((o) => o !== k && o.includes(k)) && cjkRank(k) === undefined)
      .map((k) => ({ written: k, script: 'kana' as const, proper: false })),
    ...[...corpus.writtenWords.keys()]
      .filter((w) => LATIN.test(w) && w.length >= 5 && !isCommonWord(w) && !corpus.nameDf.has(corpus.writtenWords.get(w) ?? ''))
      .map((w) => {
        const proper = (corpus.properDf.get(corpus.writtenWords.get(w) ?? '') ?? 0) > 0;
        return { written: proper ? `${w.charAt(0).toUpperCase()}${w.slice(1)}` : w, script: 'latin' as const, proper };
      }),
    ...[...corpus.df.keys()]
      .filter((k) => CYRILLIC.test(k) && k.length >= 5 && !isCommonWord(k) && !corpus.nameDf.has(k))
      .map((k) => ({ written: k, script: 'cyrillic' as const, proper: false })),
  ];
  const index = new Map<string, ShapedWord[]>();
  for (const word of words)
    for (const shape of shapesOf(word.written, word.script))
      index.set(shape.skeleton, [...(index.get(shape.skeleton) ?? []), { ...word, shape }]);
  indexes.set(corpus.df, index);
  return index;
}

/** The one store word of another script a question word meets, if any (two spellings of one word are one: apixabán). */
function storeWordFor(word: string, script: NameScript, index: ReadonlyMap<string, readonly ShapedWord[]>): string | undefined {
  const met = shapesOf(word, script).flatMap((shape) =>
    (index.get(shape.skeleton) ?? []).filter(
      (w) => w.script !== script && (w.proper || shape.skeleton.length > MIN_CONSONANTS) && shapesMeet(shape, w.shape),
    ),
  );
  const [first] = met;
  return first !== undefined && met.every((w) => shapesMeet(w.shape, first.shape)) ? first.written : undefined;
}

const QUESTION_WORD =
  /[\p{Script=Latin}\p{M}]{5,}|\p{Script=Cyrillic}{5,}|[\p{Script=Katakana}ー]{3,}|\p{Script=Hangul}{3,}|\p{Script=Han}{3,}/gu;

/** A question word that is a common word of its language or one the store holds as written: no loanword to read. */
function ownWord(word: string, script: NameScript, corpus: RecallCorpus): boolean {
  if (corpus.df.has(word)) return true;
  if (script === 'latin' || script === 'cyrillic') {
    const token = toToken(word.toLowerCase());
    return token === undefined || corpus.df.has(token) || isCommonWord(word.toLowerCase());
  }
  return cjkRank(word) !== undefined;
}

const scriptOfRun = (run: string): NameScript =>
  LATIN.test(run)
    ? 'latin'
    : CYRILLIC.test(run)
      ? 'cyrillic'
      : KATAKANA.test(run)
        ? 'kana'
        : /^\p{Script=Hangul}+$/u.test(run)
          ? 'hangul'
          : 'han';

/** A Chinese run's longest piece of three transcription characters or more that meets a store word. */
function hanLoanword(run: string, index: ReadonlyMap<string, readonly ShapedWord[]>, corpus: RecallCorpus): string {
  const chars = [...run];
  const table = hanNameSyllables();
  for (let length = 3; length <= Math.min(chars.length, 6); length += 1)
    for (let start = 0; start + length <= chars.length; start += 1) {
      const piece = chars.slice(start, start + length);
      if (!piece.every((ch) => table.has(ch))) continue;
      const word = piece.join('');
      if (ownWord(word, 'han', corpus)) continue;
      const found = storeWordFor(word, 'han', index);
      if (found !== undefined) return `${chars.slice(0, start).join('')} ${found} ${chars.slice(start + length).join('')}`;
    }
  return run;
}

/** The question with the store's international words it writes in another script written as the store does. */
export function withOtherScriptLoanwordsWritten(query: string, corpus: RecallCorpus): string {
  const index = storeLoanwords(corpus);
  if (index.size === 0) return query;
  return query.replace(QUESTION_WORD, (run) => {
    const script = scriptOfRun(run);
    if (script === 'han') return hanLoanword(run, index, corpus);
    const particle = script === 'hangul' ? koreanParticleAt(run) : 0;
    const word = run.slice(0, run.length - particle);
    if (ownWord(word, script, corpus) || ownWord(run, script, corpus)) return run;
    const found = storeWordFor(word, script, index);
    if (found === undefined) return run;
    // A capital the user gave the word (a maker, a writer: Dowlatow) stays on the store's spelling, which is then still
    // read as a name: a proper noun written in lower case is the common word (senses.ts).
    const written = /^\p{Lu}/u.test(word) ? `${found.charAt(0).toUpperCase()}${found.slice(1)}` : found;
    return `${written}${run.slice(word.length)}`;
  });
}
