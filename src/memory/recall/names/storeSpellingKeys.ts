import type { RecallCorpus } from '../words/recallCorpus';
import { isCommonEnglishWord } from '../words/rarity';
import { openConceptsIn } from '../bridges/annotationLookup';
import { placeRows } from '../bridges/placeNameTable';
import { toToken, stemWord } from '../../record/tokenize';
import {
  keyIsLongEnough,
  nameKey,
  romaniseCyrillic,
  romaniseHan,
  romaniseHangul,
  romaniseKana,
  type NameKey,
  type NameScript as Script,
} from './nameRomanisation';

// The store's words another script may write by sound (otherScriptNames.ts), by the base of their sound key: the
// names its memories give someone or something (nameDf), and the words they write capitalised inside a sentence that
// are no one's name, a product or a place of the user's (properDf: Seat Ibiza, Jávea). A Latin word with a j is keyed
// as Spanish reads it too (Jávea ハベア, Juan 후안), beside its English reading (Jennifer 제니퍼). A place of the place
// table is the place bridge's (placeNameBridge.ts: Porto, ポルト), not read here.

export interface StoreName {
  readonly written: string;
  readonly script: Script;
  readonly key: NameKey;
  /** A name a memory gives someone or something, not only a product's or a place's word. */
  readonly name: boolean;
}

export interface StoreSpellingKeys {
  /** The names and the product and place words that are no English word (Seat is a seat). */
  readonly words: ReadonlyMap<string, readonly StoreName[]>;
  /** The names alone. */
  readonly names: ReadonlyMap<string, readonly StoreName[]>;
  /** The product and place words, English ones too: the other part of a model one part of which met (セアト・イビサ). */
  readonly companions: ReadonlyMap<string, readonly StoreName[]>;
  /** The places memories tag and are set in (topicPlaces.ts), no one's name, no English word, none of the place table. */
  readonly places: ReadonlyMap<string, readonly StoreName[]>;
}

export const scriptOf = (word: string): Script | undefined =>
  /^\p{Script=Latin}+$/u.test(word)
    ? 'latin'
    : /^\p{Script=Cyrillic}+$/u.test(word)
      ? 'cyrillic'
      : /^[\p{Script=Katakana}ー]+$/u.test(word)
        ? 'kana'
        : /^\p{Script=Hangul}+$/u.test(word)
          ? 'hangul'
          : /^\p{Script=Han}+$/u.test(word)
            ? 'han'
            : undefined;

export function romanise(word: string, script: Script): string | undefined {
  if (script === 'latin') return word;
  if (script === 'cyrillic') return romaniseCyrillic(word);
  if (script === 'kana') return romaniseKana(word);
  if (script === 'hangul') return romaniseHangul(word);
  return romaniseHan(word);
}

const ENGLISH: ReadonlySet<'en'> = new Set(['en']);
/** A Latin name that is also an English word — a common one, or an everyday thing CLDR annotates (Mango). */
const isEnglishWord = (name: string): boolean => isCommonEnglishWord(stemWord(name)) || openConceptsIn(name, ENGLISH).size > 0;

let tablePlaces: ReadonlySet<string> | undefined;
/** The Latin and Cyrillic forms of the place table (lower case): the place bridge reads those in every script. */
const placeTableForms = (): ReadonlySet<string> => (tablePlaces ??= new Set(placeRows().flatMap((row) => [...row.forms.values()].flat())));

const keysByCorpus = new WeakMap<ReadonlyMap<string, number>, StoreSpellingKeys>();

/** The store's names, products and places by the base of their sound key (see above). */
export function storeSpellingKeys(corpus: RecallCorpus): StoreSpellingKeys {
  const cached = keysByCorpus.get(corpus.nameDf);
  if (cached !== undefined) return cached;
  const words = new Map<string, StoreName[]>();
  const companions = new Map<string, StoreName[]>();
  const names = new Map<string, StoreName[]>();
  const add = (map: Map<string, StoreName[]>, entry: StoreName) => map.set(entry.key.base, [...(map.get(entry.key.base) ?? []), entry]);
  for (const name of new Set([...corpus.nameDf.keys(), ...corpus.properDf.keys()])) {
    const isName = corpus.nameDf.has(name);
    if (!isName && placeTableForms().has(name)) continue;
    const script = scriptOf(name);
    if (script === undefined || (script === 'latin' && toToken(name) !== name)) continue;
    const latin = romanise(name, script);
    if (latin === undefined) continue;
    const written = script === 'latin' || script === 'cyrillic' ? `${name.charAt(0).toUpperCase()}${name.slice(1)}` : name;
    const readings = script === 'latin' && name.includes('j') ? [latin, latin.replace(/j/gu, 'h')] : [latin];
    const english = script === 'latin' && isEnglishWord(name);
    for (const reading of readings) {
      const key = nameKey(reading, script);
      if (!keyIsLongEnough(key)) continue;
      if ((corpus.properDf.get(name) ?? 0) > 0) add(companions, { written, script, key, name: isName });
      if (!english) add(words, { written, script, key, name: isName });
      // A word written right after a relation or a pet (o companheiro dela, Luca) is someone's name here too.
      if (!english && (isName || (corpus.relationProperDf.get(name) ?? 0) > 0)) add(names, { written, script, key, name: isName });
    }
  }
  const places = new Map<string, StoreName[]>();
  for (const place of corpus.topicPlaceDf.keys()) {
    const script = scriptOf(place);
    if (corpus.nameDf.has(place) || placeTableForms().has(place) || (script !== 'latin' && script !== 'cyrillic')) continue;
    if (script === 'latin' && isEnglishWord(place)) continue;
    const latin = romanise(place, script);
    if (latin === undefined) continue;
    const key = nameKey(latin, script);
    if (keyIsLongEnough(key)) add(places, { written: `${place.charAt(0).toUpperCase()}${place.slice(1)}`, script, key, name: false });
  }
  const out = { words, names, companions, places };
  keysByCorpus.set(corpus.nameDf, out);
  return out;
}
