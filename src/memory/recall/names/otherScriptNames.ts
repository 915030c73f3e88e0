import type { RecallCorpus } from '../words/recallCorpus';
import { cjkRank, isCommonEnglishWord, stemRank } from '../words/rarity';
import { languageStem } from '../words/languageStems';
import { namesLanguageOrCurrency, placeRows, type PlaceRow } from '../bridges/placeNameTable';
import { segmentedWords } from '../words/wordSegmenter';
import { CONCEPTS } from '../bridges/conceptBridge.data';
import { koreanParticleAt } from '../../record/wordBreaks';
import { toToken } from '../../record/tokenize';
import {
  hanNameSyllables,
  keyIsLongEnough,
  keysMeet,
  nameKey,
  romaniseHan,
  romaniseHangul,
  type NameScript as Script,
} from './nameRomanisation';
import { romanise, storeSpellingKeys, type StoreName } from './storeSpellingKeys';
import { asksOfUsersThing } from './userThingFrames';
import { STORE_PERSON_DF } from './people';
import { endsKanjiCompound } from './kanaCompoundNouns';
import { hangulVesselName, vesselSuffixEdges } from './vesselNames';

/** The store words a question may write in another script, and the words beside them of a product's name. */
interface Readings {
  readonly words: ReadonlyMap<string, readonly StoreName[]>;
  readonly companions: ReadonlyMap<string, readonly StoreName[]>;
  /** The store's topic places, when the question may name them (topicPlaces.ts). */
  readonly places?: ReadonlyMap<string, readonly StoreName[]>;
}

const joinedKeys = new WeakMap<ReadonlyMap<string, readonly StoreName[]>, ReadonlyMap<string, readonly StoreName[]>>();
/** The store's words beside its topic places (once per store and kind: the rewrite runs per question). */
function withPlaces(
  words: ReadonlyMap<string, readonly StoreName[]>,
  places: ReadonlyMap<string, readonly StoreName[]> | undefined,
): ReadonlyMap<string, readonly StoreName[]> {
  if (places === undefined || places.size === 0) return words;
  const cached = joinedKeys.get(words);
  if (cached !== undefined) return cached;
  const out = new Map(words);
  for (const [base, list] of places) {
    const known = out.get(base) ?? [];
    out.set(base, [...known, ...list.filter((p) => !known.some((w) => w.written === p.written))]);
  }
  joinedKeys.set(words, out);
  return out;
}

/**
 * A store's topic place a word Korean or Japanese ranks writes (부산, the city, is a ranked Korean word): the place,
 * where the question may name one, when no other word of the store meets the word too.
 */
function rankedPlace(word: string, script: Script, all: Readings, corpus: RecallCorpus, after: string): string | undefined {
  if (all.places === undefined || (corpus.df.get(word) ?? 0) > 0) return undefined;
  const place = nameOf(word, script, all.places, after);
  return place !== undefined && nameOf(word, script, all.words, after) === place ? place : undefined;
}

// A name of the store written in another script is that name: a question that writes the daughter Vera as ヴェラ,
// 베라, 薇拉 or Вера, or the memory's Вера as Vera, is read as if it wrote the store's own spelling, so every rule a
// name answers to (a relation or a possessive where a name needs one, a namesake's surname, world frames) judges it
// as it judges the name. A product's or a place's word the store writes capitalised (storeSpellingKeys.ts: Seat Ibiza,
// Jávea) is read so too, where the question makes the thing the user's or hands a task around it (userThingFrames.ts)
// and no kind of place follows it (イビサ島 is the island); a model's other word is the store's beside it (セアト・イビサ,
// 세아트 이비자 → Seat Ibiza). The question's words of another script than the name are read as names by script:
//  - a katakana run, its parts between ・ each a name;
//  - a hangul word, with or without its particle (베라에게, 베라랑);
//  - a Chinese run made only of transcription characters (nameRomanisation.ts), at word edges Intl.Segmenter gives;
//  - a Cyrillic word, unless written in lower case and ranked as a Russian word (вера is faith, лев a lion);
//  - a capitalised Latin word the store never holds, against the store's names in the other scripts.
// A word ranked in its own language (ミラー, a mirror) is that word, and so is a katakana word ending a kanji noun
// compound (住宅ローン: kanaCompoundNouns.ts). The word and the name meet when their sound keys
// (nameKey) meet and hold two consonants; a key two of the store's names meet tells neither. Every other part
// of a katakana or Chinese full name is written in Latin letters too, capitalised, so a surname the store never
// holds still makes the name someone else's (ヴェラ・ワン is Vera Wan, not the daughter).

/** The store's one name a word of the question writes in another script, if any (two names it meets tell neither). */
function nameOf(word: string, script: Script, keys: ReadonlyMap<string, readonly StoreName[]>, after = ''): string | undefined {
  const latin = romanise(word, script);
  if (latin === undefined) return undefined;
  const key = nameKey(latin, script);
  if (!keyIsLongEnough(key)) return undefined;
  const candidates = (keys.get(key.base) ?? []).filter((n) => keysMeet(n.key, key));
  const met = new Set(candidates.map((n) => n.written));
  const [name] = met;
  if (met.size !== 1 || name === undefined) return undefined;
  // A product's or a place's word the question follows with a kind of place (イビサ島, 이비자 섬) names the place.
  if (!candidates.some((n) => n.name) && PLACE_KIND_AFTER.test(after)) return undefined;
  return (keys.get(key.base) ?? []).some((n) => n.written === name && n.script !== script) ? name : undefined;
}

/** Nouns of a kind of place or of a journey there, right after a word (island, region, travel) in the four scripts. */
const PLACE_KIND_AFTER = /^[\s・·]*(?:島|岛|섬|地方|地区|地域|지방|지역|旅行|旅游|여행|остров|регион|област)/u;

const capitalise = (latin: string): string => `${latin.charAt(0).toUpperCase()}${latin.slice(1)}`;

/**
 * Parts of a katakana or Chinese full name: the store's word where one meets, beside it the store's other word a part
 * meets (the maker of a model: セアト・イビサ is Seat Ibiza), every other part in Latin letters.
 */
function fullName(parts: readonly string[], script: Script, keys: Readings, corpus: RecallCorpus, after: string): string | undefined {
  const names = parts.map((part) =>
    wordOfItsLanguage(part, corpus) ? rankedPlace(part, script, keys, corpus, after) : nameOf(part, script, keys.words, after),
  );
  if (names.every((n) => n === undefined)) return undefined;
  const companion = (part: string) => (wordOfItsLanguage(part, corpus) ? undefined : nameOf(part, script, keys.companions));
  return names.map((n, i) => n ?? companion(parts[i] ?? '') ?? capitalise(romanise(parts[i] ?? '', script) ?? parts[i] ?? '')).join(' ');
}

/** A word the store holds as written, or one its own language ranks (ミラー, 거울): no name to read. */
function wordOfItsLanguage(word: string, corpus: RecallCorpus): boolean {
  return (corpus.df.get(word) ?? 0) > 0 || cjkRank(word) !== undefined;
}

/** The particles of noble and place names in katakana (de, da, do, di, du, del, della, dos, das, von, van): サンティアゴ・デ・コンポステーラ. */
const KANA_PARTICLE = 'デ|ダ|ド|ディ|ドゥ|デル|デッラ|ドス|ダス|フォン|ヴァン|ファン';
const KANA_NAME = new RegExp(
  String.raw`[\p{Script=Katakana}ー]{2,}(?:[・·=＝](?:(?:${KANA_PARTICLE})[・·=＝])?[\p{Script=Katakana}ー]{2,})*`,
  'gu',
);
const HAN_RUN = /\p{Script=Han}{2,}(?:[・·][\p{Script=Han}]+)*/gu;
const HANGUL_WORD = /\p{Script=Hangul}{2,}/gu;
const CYRILLIC_WORD = /\p{Script=Cyrillic}{3,}/gu;
const LATIN_WORD = /(?<![\p{L}\p{M}])\p{Lu}\p{Script=Latin}{2,}(?![\p{L}\p{M}])/gu;
const MAX_HAN_NAME = 6;

/** The first name a Chinese run holds between word edges, made only of transcription characters. */
function hanName(
  run: string,
  keys: ReadonlyMap<string, readonly StoreName[]>,
  corpus: RecallCorpus,
): { at: number; length: number; name: string } | undefined {
  const chars = [...run];
  const table = hanNameSyllables();
  // Most runs hold no two transcription characters in a row: no name to look for, and no segmenting.
  if (!chars.some((ch, i) => table.has(ch) && table.has(chars[i + 1] ?? ''))) return undefined;
  const edges = new Set([0, chars.length]);
  let at = 0;
  for (const word of segmentedWords(run, 'zh')) {
    at += [...word].length;
    edges.add(at);
  }
  // A boat's name ends before its suffix (维加号: the segmenter joins 加号, the plus sign).
  for (const edge of vesselSuffixEdges(chars)) edges.add(edge);
  for (let start = 0; start < chars.length - 1; start += 1) {
    if (!edges.has(start) || !table.has(chars[start] ?? '')) continue;
    for (let end = Math.min(chars.length, start + MAX_HAN_NAME); end >= start + 2; end -= 1) {
      if (!edges.has(end)) continue;
      const word = chars.slice(start, end).join('');
      if (wordOfItsLanguage(word, corpus)) continue;
      const name = nameOf(word, 'han', keys, chars.slice(end).join(''));
      if (name !== undefined) return { at: start, length: end - start, name };
    }
  }
  return undefined;
}

/** Korean words before a name that make it the user's, or name the relation of a person or pet to the user. */
const KOREAN_OWNERS_AND_RELATIONS = [
  '우리',
  '저희',
  '제',
  '내',
  '나의',
  '저의',
  '친구',
  '동료',
  '선배',
  '후배',
  '이웃',
  '상사',
  '사장님',
  '선생님',
];
let koreanRelations: ReadonlySet<string> | undefined;
const koreanRelationWords = (): ReadonlySet<string> =>
  (koreanRelations ??= new Set([
    ...KOREAN_OWNERS_AND_RELATIONS,
    ...CONCEPTS.filter((c) => c.kind === 'relation' || c.kind === 'pet').flatMap((c) => c.forms.ko),
  ]));
let koreanPlaces: { readonly all: ReadonlySet<string>; readonly nouns: ReadonlySet<string> } | undefined;
/**
 * The Korean forms of the place table: all of them (countries, languages, currencies, cities: 러시아어, 서울), and those
 * no one is named (languages and currencies, not a city like 산티아고).
 */
const koreanPlaceNames = (): NonNullable<typeof koreanPlaces> => {
  if (koreanPlaces !== undefined) return koreanPlaces;
  const formsOf = (row: PlaceRow): string[] => (row.forms.get('ko') ?? []).map((form) => form.replace(/\s+/gu, ''));
  const rows = placeRows();
  koreanPlaces = {
    all: new Set(rows.flatMap(formsOf)),
    nouns: new Set(rows.filter(namesLanguageOrCurrency).flatMap(formsOf)),
  };
  return koreanPlaces;
};
/**
 * A language's or a currency's name, or a word built by one more syllable on a word Korean ranks or on a place's name
 * (러시아어, the Russian language; 독일인): no name. A place's name itself may be one (산티아고).
 */
const derivedWord = (stem: string, corpus: RecallCorpus): boolean =>
  stem.length >= 3 &&
  (koreanPlaceNames().nouns.has(stem) || wordOfItsLanguage(stem.slice(0, -1), corpus) || koreanPlaceNames().all.has(stem.slice(0, -1)));
const LOOSE_PARTICLE = /(?:은|는|이|가|을|를|의|에|도|와|과|로|만|랑|께)$/u;
const SENTENCE_START = /(?:^|[.!?¿¡…:;—–-])[\s"«“]*$/u;

/**
 * Hangul words that write a store's name, with or without their particle (베라에게 → Vera에게), and the hangul word
 * after such a name that Korean does not rank and that carries no particle, a surname (아일톤 세나 → Ayrton Sena).
 */
function koreanNamesWritten(query: string, all: Readings, corpus: RecallCorpus): string {
  const keys = all.words;
  const words = [...query.matchAll(HANGUL_WORD)];
  const names = words.map(({ 0: word, index }) => {
    const after = query.slice(index + word.length);
    const particle = koreanParticleAt(word);
    const stem = particle > 0 ? word.slice(0, word.length - particle) : word;
    if (wordOfItsLanguage(stem, corpus) || wordOfItsLanguage(word, corpus) || derivedWord(stem, corpus)) {
      const place = (corpus.df.get(word) ?? 0) > 0 ? undefined : rankedPlace(stem, 'hangul', all, corpus, after);
      return place === undefined ? undefined : `${place}${word.slice(stem.length)}`;
    }
    const name = nameOf(stem, 'hangul', keys, after);
    if (name !== undefined) return `${name}${word.slice(stem.length)}`;
    // A boat's name before its suffix (베가호를 → Vega호를).
    const vessel = hangulVesselName(stem);
    const boat = vessel === undefined || wordOfItsLanguage(vessel, corpus) ? undefined : nameOf(vessel, 'hangul', keys, after);
    if (boat !== undefined) return `${boat}${word.slice(vessel?.length ?? 0)}`;
    return particle > 0 ? nameOf(word, 'hangul', keys, after) : undefined;
  });
  const adjacent = (i: number, j: number) => {
    const [a, b] = [words[Math.min(i, j)], words[Math.max(i, j)]];
    return a !== undefined && b !== undefined && /^\s+$/u.test(query.slice((a.index ?? 0) + a[0].length, b.index));
  };
  // A word right before a name that Korean does not rank, written without a particle, is a kind or a surname (가수
  // 발렌티나, the singer; 미야모토 시게루): someone else, unless it makes the name the user's or a relation's (우리, 딸, 친구),
  // or is the store's other word of a product (세아트 이비자, Seat Ibiza).
  words.forEach((m, i) => {
    const before = words[i - 1]?.[0];
    if (names[i] === undefined || before === undefined || !adjacent(i - 1, i) || koreanRelationWords().has(before)) return;
    if (LOOSE_PARTICLE.test(before) || cjkRank(before) !== undefined) return;
    const companion = wordOfItsLanguage(before, corpus) ? undefined : nameOf(before, 'hangul', all.companions);
    if (companion !== undefined && names[i - 1] === undefined) names[i - 1] = companion;
    else names[i] = undefined;
  });
  if (names.every((n) => n === undefined)) return query;
  const placesWritten = new Set([...(all.places?.values() ?? [])].flat().map((n) => n.written));
  // Two syllables or more Korean does not rank, after a name written bare; its own particle stays (톨스토이의 → Tolstoi의:
  // a full name's particle closes the surname, not the given name).
  const surname = (i: number): string | undefined => {
    const word = words[i]?.[0] ?? '';
    const particle = LOOSE_PARTICLE.exec(word)?.[0] ?? '';
    const stem = word.slice(0, word.length - particle.length);
    if (names[i] !== undefined || stem.length < 2 || wordOfItsLanguage(stem, corpus) || wordOfItsLanguage(word, corpus)) return undefined;
    return `${capitalise(romaniseHangul(stem))}${particle}`;
  };
  let out = '';
  let from = 0;
  words.forEach((m, i) => {
    const nameWord = words[i - 1]?.[0] ?? '';
    // A place has no surname (엔딩겐 오르간 is the organ in Endingen).
    const before = names[i - 1];
    const after = before !== undefined && !placesWritten.has(before) && adjacent(i - 1, i) && !LOOSE_PARTICLE.test(nameWord);
    const written = names[i] ?? (after ? surname(i) : undefined);
    if (written === undefined) return;
    out += query.slice(from, m.index) + written;
    from = (m.index ?? 0) + m[0].length;
  });
  return out + query.slice(from);
}

const scriptsByKeys = new WeakMap<ReadonlyMap<string, readonly StoreName[]>, ReadonlySet<Script>>();
/** The scripts the store writes these words in (once per store: the rewrite runs per question). */
function scriptsOf(keys: ReadonlyMap<string, readonly StoreName[]>): ReadonlySet<Script> {
  const cached = scriptsByKeys.get(keys);
  if (cached !== undefined) return cached;
  const scripts = new Set([...keys.values()].flat().map((n) => n.script));
  scriptsByKeys.set(keys, scripts);
  return scripts;
}

let placeStems: ReadonlySet<string> | undefined;
/** The Russian stems of the place table's one-word names (России is Russia's genitive). */
const russianPlaceStems = (): ReadonlySet<string> =>
  (placeStems ??= new Set(
    placeRows()
      .flatMap((row) => row.forms.get('ru') ?? [])
      .filter((form) => !form.includes(' '))
      .map((form) => languageStem('ru', form) ?? form),
  ));

/**
 * A Cyrillic word that writes a store name with a case ending of its own (Розе, Флориана for Rosa, Florian: its last
 * letter is not the name's), and is no place's name in a case (России).
 */
function inflectedName(lower: string, name: string): boolean {
  const latin = romanise(lower, 'cyrillic') ?? '';
  if (latin.slice(-1) === name.toLowerCase().slice(-1)) return false;
  return !russianPlaceStems().has(languageStem('ru', lower) ?? lower);
}

const personsByCorpus = new WeakMap<RecallCorpus, ReadonlyMap<string, readonly StoreName[]>>();
/** The store's names of someone many memories are about (STORE_PERSON_DF): a person of the user's life. */
function storePersons(corpus: RecallCorpus): ReadonlyMap<string, readonly StoreName[]> {
  const cached = personsByCorpus.get(corpus);
  if (cached !== undefined) return cached;
  const out = new Map<string, readonly StoreName[]>();
  for (const [base, names] of storeSpellingKeys(corpus).names) {
    const many = names.filter(
      (n) => (corpus.df.get(n.script === 'latin' || n.script === 'cyrillic' ? n.written.toLowerCase() : n.written) ?? 0) >= STORE_PERSON_DF,
    );
    if (many.length > 0) out.set(base, many);
  }
  personsByCorpus.set(corpus, out);
  return out;
}

/** A lone katakana, hangul or Chinese name right before a possessive (ペレの, 펠레의, 米拉的), not a full name's part. */
const KANA_POSSESSOR = /(?<![\p{Script=Katakana}ー・·=＝])[\p{Script=Katakana}ー]{2,}(?=の)/gu;
const HANGUL_POSSESSOR = /(?<![\p{Script=Hangul}])\p{Script=Hangul}{2,}(?=의(?![\p{Script=Hangul}]))/gu;
const HAN_POSSESSOR = /(?<![・·])\p{Script=Han}{2,}(?=的)/gu;

/**
 * In a question framed as about the world, the household's name of someone many memories are about, written alone in
 * kana, hangul or Chinese right before a possessive (ペレの首輪, 루카의 휴일, 米拉的湿疹): the possessor is that one.
 * The world's bearer is asked of as a person or a thing (テスラはどこの国の人, 特斯拉线圈) or with a surname
 * (列夫·托尔斯泰的), none of them a lone name owning something.
 */
function possessorNamesWritten(query: string, keys: ReadonlyMap<string, readonly StoreName[]>, corpus: RecallCorpus): string {
  const read = (script: Script) => (word: string, at: number, whole: string) => {
    if (wordOfItsLanguage(word, corpus) || (script === 'hangul' && derivedWord(word, corpus))) return word;
    if (script === 'kana' && endsKanjiCompound(whole.slice(0, at))) return word;
    return nameOf(word, script, keys, whole.slice(at + word.length)) ?? word;
  };
  // A Chinese run writes no space: the name is the run's last two to four characters before 的 (我家米拉的).
  const readHan = (run: string, at: number, whole: string) => {
    const chars = [...run];
    for (let length = Math.min(4, chars.length); length >= 2; length -= 1) {
      const word = chars.slice(chars.length - length).join('');
      if (wordOfItsLanguage(word, corpus)) continue;
      const name = nameOf(word, 'han', keys, whole.slice(at + run.length));
      if (name !== undefined) return `${chars.slice(0, chars.length - length).join('')} ${name} `;
    }
    return run;
  };
  return query.replace(KANA_POSSESSOR, read('kana')).replace(HANGUL_POSSESSOR, read('hangul')).replace(HAN_POSSESSOR, readHan);
}

/**
 * The question with the store's names it writes in another script written as the store writes them (see above). In a
 * question framed as about the world (`persons`), only the Cyrillic name of someone many memories are about, written with a
 * case ending of its own, or written alone in kana, hangul or Chinese before a possessive (possessorNamesWritten), is
 * read: the world writes its famous bearers in its own script (テスラ, Роза Люксембург), but "подойдут Розе" is the
 * household's Rosa in the dative and "ペレの首輪" the household's dog's collar.
 */
export function withOtherScriptNamesWritten(query: string, corpus: RecallCorpus, persons = false, aboutUser = false): string {
  if (corpus.nameDf.size === 0 && corpus.properDf.size === 0 && corpus.topicPlaceDf.size === 0) return query;
  const stored = storeSpellingKeys(corpus);
  // A product's or a place's word only where the question makes the thing the user's (userThingFrames.ts); a place a
  // memory tags and is set in (topicPlaces.ts) also in a question about the user.
  const owned = !persons && asksOfUsersThing(query);
  const places = !persons && (owned || aboutUser) ? stored.places : undefined;
  const all: Readings = persons
    ? { words: storePersons(corpus), companions: new Map() }
    : { words: withPlaces(owned ? stored.words : stored.names, places), companions: owned ? stored.companions : new Map(), places };
  const keys = all.words;
  if (keys.size === 0) return query;
  const scripts = scriptsOf(keys);
  let out = query;
  if (!persons) {
    out = out.replace(KANA_NAME, (run, at: number, whole: string) =>
      endsKanjiCompound(whole.slice(0, at))
        ? run
        : (fullName(run.split(/[・·=＝]/u), 'kana', all, corpus, whole.slice(at + run.length)) ?? run),
    );
    out = koreanNamesWritten(out, all, corpus);
    out = out.replace(HAN_RUN, (run, at: number, whole: string) => {
      const parts = run.split(/[・·]/u);
      if (parts.length > 1 && parts.every((p) => romaniseHan(p) !== undefined))
        return fullName(parts, 'han', all, corpus, whole.slice(at + run.length)) ?? run;
      const found = hanName(run, keys, corpus);
      if (found === undefined) return run;
      const chars = [...run];
      return `${chars.slice(0, found.at).join('')} ${found.name} ${chars.slice(found.at + found.length).join('')}`;
    });
  }
  out = out.replace(CYRILLIC_WORD, (word, at: number, whole: string) => {
    const lower = word.toLowerCase();
    // A name is capitalised; at a sentence's start only a word Russian does not rank (Сыну is "to the son").
    if (word === lower || (corpus.df.get(lower) ?? 0) > 0) return word;
    const stem = languageStem('ru', lower);
    if (SENTENCE_START.test(out.slice(0, at)) && stem !== undefined && stemRank('ru', stem) !== undefined) return word;
    const name = nameOf(word, 'cyrillic', keys, whole.slice(at + word.length));
    return name === undefined || (persons && !inflectedName(lower, name)) ? word : name;
  });
  if (persons) return possessorNamesWritten(out, keys, corpus);
  if (scripts.size > 1 || !scripts.has('latin'))
    out = out.replace(LATIN_WORD, (word, at: number, whole: string) => {
      const token = toToken(word.toLowerCase());
      if (token === undefined || (corpus.df.get(token) ?? 0) > 0 || isCommonEnglishWord(token)) return word;
      return nameOf(word, 'latin', keys, whole.slice(at + word.length)) ?? word;
    });
  return out;
}
