import type { UserMemory } from '../../record/schema';
import { isCjk, normalizeForRecall, splitRuns, toToken } from '../../record/tokenize';
import { prepositionalPossessors } from './prepositionalPossessors';
import { relationIntroducedNames } from './relationNames';
import { addressedNamesOf } from './honorificNames';

// Which sense of a word a memory and a question mean. Two signals, both read from the text itself:
//  - names: a memory that says what someone is called ("a dog named Mango", "叫豆豆的猫", "son Nicholas")
//    holds a name; the same word in a question is often the fruit, the saint or the light rain;
//  - capitals: a memory that always writes a word capitalised inside a sentence means the proper
//    noun ("Ruby on Rails", "an Amazon Kindle"); a question that writes capitals but this word in lower case
//    ("how do I remove rust…") means the everyday word.
// Neither blocks a match on its own: such a word needs a second piece of evidence from the memory (or,
// for a name, a possessive or a question about the user).

/** Words that introduce a name, by language. */
const LATIN_NAMING =
  /(?<![\p{L}])(?:named|called|namens|heißt|genannt|nommée?|appelée?|llamad[oa]|chamad[oa]|chiamat[oa]|зовут|кличк[аеиу])\s+([\p{Lu}\p{Lt}][\p{L}'-]*)/gu;
/** People a name belongs to: a capitalised word right after one of these is a name ("son Nicholas"). */
const PERSON_RELATION_WORDS =
  'son|daughter|child|children|kid|twin|partner|wife|husband|girlfriend|boyfriend|fiancée?|sister|brother|mother|father|mom|mum|dad|friend|cousin|aunt|uncle|niece|nephew|grandmother|grandfather|grandma|grandpa|roommate|flatmate|colleague|coworker|boss|neighbou?r|classmate|grandson|granddaughter|grandchild|grandkid|student|pupil|stepson|stepdaughter|godson|goddaughter|tochter|sohn|frau|mann|schwester|bruder|mutter|vater|freund|freundin|kollegin|kollege|enkel|enkelin|schüler|schülerin|fille|fils|femme|mari|sœur|frère|mère|père|ami|amie|collègue|petit-fils|petite-fille|élève|hija|hijo|esposa|esposo|hermana|hermano|madre|padre|amigo|amiga|nieto|nieta|alumno|alumna|filha|filho|irmã|irmão|neto|neta|aluno|aluna|figlia|figlio|moglie|marito|sorella|fratello|allievo|allieva|alunno|alunna|дочь|сын|жена|муж|сестра|брат|друг|подруга|внук|внучка|ученик|ученица';
/** Animals a name belongs to (pets are named after fruit, planets and gods far more often than people). */
const ANIMAL_WORDS =
  'cat|dog|puppy|kitten|pet|horse|parrot|rabbit|hamster|hund|katze|chien|chat|chatte|chienne|perro|perra|gato|gata|cachorro|cadela|cane|gatto|gatta|собака|кошка|кот';
export const RELATION_WORDS = `${PERSON_RELATION_WORDS}|${ANIMAL_WORDS}`;
/** A relation word, maybe plural and before a comma, and the name or the two names it introduces ("twins, Jules and Iris"). */
const LATIN_RELATION_NAME = new RegExp(
  `(?<![\\p{L}])(?:${RELATION_WORDS})s?,?\\s+([\\p{Lu}\\p{Lt}][\\p{L}'-]*)(?:\\s+(?:and|und|et|y|e|и)\\s+([\\p{Lu}\\p{Lt}][\\p{L}'-]*))?`,
  'gu',
);
/** German writes its relation nouns capitalised ("Tochter Lena", "Enkelin Mila", "Hund Bello"): the same introduction. */
const GERMAN_RELATION_WORDS = [
  'tochter',
  'sohn',
  'schwester',
  'bruder',
  'mutter',
  'vater',
  'freund',
  'freundin',
  'kollegin',
  'kollege',
  'enkel',
  'enkelin',
  'schüler',
  'schülerin',
  'hund',
  'katze',
];
const GERMAN_RELATION_NAME = new RegExp(
  `(?<![\\p{L}])(?:${GERMAN_RELATION_WORDS.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('|')}),?\\s+([\\p{Lu}\\p{Lt}][\\p{L}'-]*)`,
  'gu',
);
/** The whole word is one of the person or animal words a name follows ("son", "amiga", "собака"), maybe plural. */
export const isRelationOrAnimalWord = (word: string): boolean => WHOLE_RELATION_WORD.test(word.toLowerCase());
const WHOLE_RELATION_WORD = new RegExp(`^(?:${RELATION_WORDS})s?$`, 'u');
const PERSON_WORD = new RegExp(`(?<![\\p{L}])(?:${PERSON_RELATION_WORDS})s?(?![\\p{L}])`, 'u');
const ANIMAL_WORD = new RegExp(`(?<![\\p{L}])(?:${ANIMAL_WORDS})s?(?![\\p{L}])`, 'u');

/**
 * Whether the names a memory gives belong to people: it says how someone relates to the user (friend,
 * brother, roommate) and names no animal. A pet is often named after a thing (Mango, Pluto, Luna); a
 * person's given name asked on its own ("Who is Jess?") means that person.
 */
export function namesPeople(memory: UserMemory): boolean {
  const text = normalizeForRecall([memory.text, ...memory.tags].join('\n'));
  return PERSON_WORD.test(text) && !ANIMAL_WORD.test(text);
}
/** Chinese and Japanese: the CJK word after 叫 / 名叫 / という, up to a particle or punctuation. */
const CJK_NAMING = /(?:名叫|叫做|叫|名字是|名前は)(\p{Script=Han}{1,4}?|[\p{Script=Katakana}\u30FC]{1,8})(?=[的是，。、,.\s]|$|という)/gu;
const CJK_NAME_BEFORE = /([\p{Script=Katakana}\u30FC]{2,8}|\p{Script=Han}{2,4})という(?:名前|犬|猫)/gu;

/** A memory's name units: Latin tokens and CJK words it says are someone's name. */
export function namesOf(memory: UserMemory): ReadonlySet<string> {
  const names = new Set<string>();
  const text = memory.text.normalize('NFKC');
  for (const re of [LATIN_NAMING, LATIN_RELATION_NAME, GERMAN_RELATION_NAME]) {
    for (const m of text.matchAll(re))
      for (const name of [m[1], m[2]]) {
        const token = toToken(normalizeForRecall(name ?? ''));
        if (token) names.add(token);
      }
  }
  let cjkName = false;
  for (const re of [CJK_NAMING, CJK_NAME_BEFORE])
    for (const m of text.matchAll(re))
      if (m[1] && Array.from(m[1]).length >= 2) {
        names.add(m[1]);
        cjkName = true;
      }
  // A name given in Chinese or Japanese (叫豆花) that the subject spells in Latin letters ("dog Douhua"): the same name.
  if (cjkName) for (const name of subjectLatinName(memory.identity.subject)) names.add(name);
  // A name the memory writes with a title or an honorific (Herr Vogel, 小林さん: honorificNames.ts) is someone's name.
  for (const name of addressedNamesOf(text)) if (!isCjk(name) || Array.from(name).length >= 2) names.add(name);
  for (const name of relationIntroducedNames(text)) {
    const token = /\p{Script=Katakana}/u.test(name) ? name : toToken(normalizeForRecall(name));
    if (token) names.add(token);
  }
  return names;
}

/** The one capitalised Latin word of a subject whose other words are lower case ("dog Douhua", "cat Mochi"). */
function subjectLatinName(subject: string): string[] {
  const words = subject.normalize('NFKC').match(/[\p{L}\p{M}'-]+/gu) ?? [];
  const capitalised = words.filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && /^\p{Script=Latin}+$/u.test(w));
  if (capitalised.length !== 1 || words.length < 2 || !words.every((w) => w === capitalised[0] || w === w.toLowerCase())) return [];
  const token = toToken(normalizeForRecall(capitalised[0] ?? ''));
  return token ? [token] : [];
}

const WORD_WITH_CASE = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'-]*/gu;
const SENTENCE_END = /[.!?。！？]\s*$/u;

/** Words of `text` with whether each starts a sentence (then its capital says nothing). */
function casedWords(text: string): { word: string; initial: boolean }[] {
  const out: { word: string; initial: boolean }[] = [];
  const normal = text.normalize('NFKC');
  for (const m of normal.matchAll(WORD_WITH_CASE)) {
    const before = normal.slice(Math.max(0, m.index - 8), m.index);
    out.push({ word: m[0], initial: m.index === 0 || normal.slice(0, m.index).trim().length === 0 || SENTENCE_END.test(before) });
  }
  return out;
}

const isCapitalised = (word: string): boolean => /^[\p{Lu}\p{Lt}]/u.test(word);

/** Tokens a memory writes capitalised wherever they stand inside a sentence (proper nouns: Ruby, Kindle, Mercury). */
export function properNounsOf(memory: UserMemory): ReadonlySet<string> {
  const seen = new Map<string, boolean>();
  for (const { word, initial } of casedWords(memory.text)) {
    if (initial || isCjk(word)) continue;
    const token = toToken(normalizeForRecall(word));
    if (!token) continue;
    seen.set(token, (seen.get(token) ?? true) && isCapitalised(word) && word !== word.toUpperCase());
  }
  return new Set([...seen].filter(([, proper]) => proper).map(([token]) => token));
}

/**
 * Tokens the question writes in lower case inside a sentence, when it writes capitals elsewhere (so its
 * writer capitalises names): there the word is meant in its everyday sense.
 */
export function lowercaseTokensOf(query: string): ReadonlySet<string> {
  const words = casedWords(query);
  const out = new Set<string>();
  if (!words.some(({ word }) => /\p{Lu}/u.test(word))) return out;
  // A writer who starts the question in lower case ("im getting a … in kotlin") does not mark names by case either.
  const [first] = words;
  if (first && !isCapitalised(first.word)) return out;
  const capitalised = new Set<string>();
  for (const { word, initial } of words) {
    const token = toToken(normalizeForRecall(word));
    if (!token) continue;
    if (isCapitalised(word)) capitalised.add(token);
    else if (!initial) out.add(token);
  }
  for (const token of capitalised) out.delete(token);
  return out;
}

/** Tokens the question writes capitalised inside a sentence: names ("What does Lena play?"), whatever else the word means. */
export function capitalisedTokensOf(query: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const { word, initial } of casedWords(query)) {
    if (initial || !isCapitalised(word) || word === word.toUpperCase()) continue;
    const token = toToken(normalizeForRecall(word));
    if (token) out.add(token);
  }
  return out;
}

const LATIN_POSSESSIVE = /([\p{L}][\p{L}-]*)(?:'s|’s|s'|’)(?![\p{L}])/gu;
const CJK_POSSESSIVE = /(\p{Script=Han}{2,4}|[\p{Script=Katakana}\u30FC]{2,8})(?:的|の)/gu;
const LATIN_BEFORE_CJK_POSSESSIVE = /(?<![\p{L}])(\p{Script=Latin}[\p{Script=Latin}\p{M}-]*)\s?(?:的|の|의)/gu;

/**
 * Words the question marks as someone's ("Mercury's vet", "豆豆的", "ルナの", "Mochi的", "la dieta do Bolt"): a name there means the named one.
 * `asWritten`: the question before names of other scripts were rewritten in the store's spelling.
 */
export function possessedOf(query: string, asWritten: string = query): ReadonlySet<string> {
  const out = new Set<string>();
  const text = normalizeForRecall(query);
  for (const m of text.matchAll(LATIN_POSSESSIVE)) {
    const token = toToken(m[1] ?? '');
    if (token) out.add(token);
  }
  // A name in Latin letters before a Chinese, Japanese or Korean possessive ("Mochi的肾病", "Lunaの散歩", "Mochi의 사료").
  // Only as the user wrote it: a name read out of another script (ミラー as Mila, otherScriptNames.ts) is not.
  for (const m of normalizeForRecall(asWritten).matchAll(LATIN_BEFORE_CJK_POSSESSIVE)) {
    const token = toToken(m[1] ?? '');
    if (token) out.add(token);
  }
  // A name after a genitive preposition and a household member's noun ("los riñones de Mochi", prepositionalPossessors.ts).
  for (const word of prepositionalPossessors(text)) {
    const token = toToken(word);
    if (token) out.add(token);
  }
  for (const m of text.matchAll(CJK_POSSESSIVE)) {
    const run = m[1] ?? '';
    // Any name ending the run before the particle ("女朋友小雨的" → 小雨).
    for (let k = 0; k < run.length - 1; k += 1) out.add(run.slice(k));
  }
  return out;
}

/** Every word a memory's tags and identity hold, one-character CJK tags included: a second piece of evidence for a name. */
export function relationPiecesOf(memory: UserMemory): readonly string[] {
  const pieces = new Set<string>();
  for (const part of [...memory.tags, memory.identity.subject, memory.identity.facet ?? '']) {
    for (const run of splitRuns(part.replace(/-/g, ' '))) {
      if (run.cjk) pieces.add(run.text);
      else {
        const token = toToken(run.text);
        if (token) pieces.add(token);
      }
    }
  }
  return [...pieces];
}

/** Questions about a word itself (its meaning, spelling, origin) or about a name as a name. */
export const ABOUT_THE_WORD =
  /(?<![\p{L}])(?:mean|means|meaning|spell|spelled|spelling|pronounce|pronounced|pronunciation|etymology|origin|name|names|bedeutet|bedeutung|signifie|signification|veut dire|significa|significado|quiere decir|quer dizer|vuol dire|значит|значение|имя)(?![\p{L}])/u;
/** A historical frame: the question asks what was, not what is ("Who was…", "What did… do?"). */
const PAST_FRAME = /^(?:(?:who|what|when|where|how|why|which)\s+(?:was|were|did)|was|were|did)(?![\p{L}])/u;

/**
 * Names the question uses bare, as one says a friend's name: written capitalised inside the sentence, with
 * no other capitalised word beside it (a surname, a title, "Saint", "Freddie"), after a function word rather
 * than a noun of its own ("the planet Mercury", "the name Luna", "who played Rose") or "of" ("the capital of
 * Jordan"), in a question that asks
 * what is, not what was, and not about the word itself. Other proper nouns in the question come back in
 * `otherProper`: a name next to a film or a country is someone else's.
 */
export function bareNamesOf(query: string): { readonly names: ReadonlySet<string>; readonly otherProper: ReadonlySet<string> } {
  const names = new Set<string>();
  const otherProper = new Set<string>();
  const text = normalizeForRecall(query);
  if (PAST_FRAME.test(text.replace(/^[\s¿¡"'“”«»]+/u, '')) || ABOUT_THE_WORD.test(text)) return { names, otherProper };
  const words = casedWords(query);
  words.forEach(({ word, initial }, i) => {
    if (initial || !isCapitalised(word) || word === word.toUpperCase()) return;
    const token = toToken(normalizeForRecall(word));
    if (!token) return;
    otherProper.add(token);
    const before = words[i - 1];
    const after = words[i + 1];
    const besideCapital = (w: { word: string; initial: boolean } | undefined) => w !== undefined && !w.initial && isCapitalised(w.word);
    if (besideCapital(before) || besideCapital(after)) return;
    if (before && toToken(normalizeForRecall(before.word)) !== undefined) return;
    // "the capital of Jordan", "the history of Georgia": English names a person after "of" only in odd prose.
    if (before?.word.toLowerCase() === 'of') return;
    names.add(token);
  });
  return { names, otherProper };
}
