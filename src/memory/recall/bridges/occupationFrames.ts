import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import type { UserMemory } from '../../record/schema';
import type { BridgeLanguage } from './concept';
import { containsOnBoundaries, runForm, runUnits, splitRuns } from '../../record/tokenize';
import { matchedUnitsOf } from '../score';
import { leastSelected } from './conceptBridge';
import { ASKS_FOR_THE_WORD } from './conceptReading';
import { framedAt } from './roleFrames';
import { languageStem } from '../words/languageStems';
import { OCCUPATION_LANGUAGES } from './occupations.data';
import { ROLES } from './roles';

// The user names themself by their work: "as a nurse", "als Krankenschwester", "en tant qu'infirmière", "come
// insegnante", "como entrenador", "будучи учителем", "作为一名教练", "教師として", "교사로서". The question is then the
// user's, and recall reaches the user's own memory of that work (a profile memory naming it, with no other person in
// it), not someone else's job. The roles and their words come from the CLDR emoji annotations (occupations.data.ts),
// a few from occupationsExtra.data.ts. A role the store holds no memory of ("as a tourist", "as a beginner") changes
// nothing.

const CJK = new Set<BridgeLanguage>(['zh', 'ja', 'ko']);

/**
 * French also frames a bare role with "comme" ("comme infirmière, je…"; with an article it compares: "comme un chef"),
 * and elides "en tant que" before a vowel ("en tant qu'infirmière").
 */
const BARE_FRAMES: Readonly<Partial<Record<BridgeLanguage, RegExp>>> = { fr: /(?:^|\s)(?:comme|en\s+tant\s+qu)\s+$/u };

/**
 * Russian also asks a role's way in the dative before an infinitive: "как владелице пекарни высыпаться…", "как учителю
 * успевать…" (how is a bakery owner, a teacher, to…): the role is the asker's.
 */
function russianDative(text: string, index: number, word: string, form: string): boolean {
  return (
    word !== form &&
    /(?:е|у|ю)$/u.test(word) &&
    /(?:^|\s)как\s+$/u.test(text.slice(0, index)) &&
    /^\s+(?:\p{L}+\s+)?\p{L}+(?:ть|ться|ти|чь)(?:\s|$)/u.test(text.slice(index + word.length))
  );
}

/**
 * Every occurrence of `form` in the question's run form, on word edges for a Latin or Cyrillic form, with the length
 * written there. Russian declines the role after its frames ("будучи учителем", "в роли повара"): a word of the
 * question with the form's stem is the form.
 */
function* occurrences(text: string, form: string, language: BridgeLanguage): Generator<[number, number]> {
  const cjk = CJK.has(language);
  for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + 1))
    if (cjk || (text[i - 1] === ' ' && text[i + form.length] === ' ')) yield [i, form.length];
  if (language !== 'ru' || form.includes(' ')) return;
  const stem = languageStem('ru', form);
  if (stem === undefined) return;
  for (const [index, word] of spacedWords(text))
    if (word !== form && word.startsWith(stem.slice(3)) && languageStem('ru', word) === stem) yield [index, word.length];
}

// The words of the last question read, with where they start: the Russian forms of every role are compared with them,
// so they are found once per question instead of once per form.
let wordsOfText = '';
let wordsOf: readonly (readonly [number, string])[] = [];
function spacedWords(text: string): readonly (readonly [number, string])[] {
  if (text !== wordsOfText) {
    wordsOfText = text;
    wordsOf = [...text.matchAll(/(?<= )[\p{L}\p{M}]+(?= )/gu)].map((m) => [m.index, m[0]] as const);
  }
  return wordsOf;
}

// Each question's roles, read once: both the cards alone and the cards beside other matches ask for them.
const rolesOfQuestion = new WeakMap<QueryFeatures, ReadonlySet<string>>();

/** The work roles the question gives the asker ("come insegnante" → 🧑‍🏫, "教師として" → 🧑‍🏫). */
export function framedOccupations(q: QueryFeatures): ReadonlySet<string> {
  const known = rolesOfQuestion.get(q);
  if (known) return known;
  const roles = readOccupations(q);
  rolesOfQuestion.set(q, roles);
  return roles;
}

function readOccupations(q: QueryFeatures): Set<string> {
  const roles = new Set<string>();
  const text = q.form;
  for (const role of ROLES)
    for (const language of OCCUPATION_LANGUAGES) {
      if (roles.has(role.id)) break;
      for (const form of role.forms[language]) {
        let framed = false;
        for (const [i, length] of occurrences(text, form, language)) {
          const word = text.slice(i, i + length);
          if (
            framedAt(text, i, word, language, false) ||
            (BARE_FRAMES[language]?.test(text.slice(0, i)) ?? false) ||
            (language === 'ru' && russianDative(text, i, word, form))
          )
            framed = true;
        }
        if (framed) {
          roles.add(role.id);
          break;
        }
      }
    }
  return roles;
}

/** Every form of the roles, in all ten languages. */
const formsOf = (ids: ReadonlySet<string>): string[] =>
  ROLES.filter((r) => ids.has(r.id)).flatMap((r) => OCCUPATION_LANGUAGES.flatMap((l) => r.forms[l]));

/**
 * Whether a memory is the user's own memory of the work: a profile memory whose subject names it ("nurse at Herriot"),
 * and no other person. A tag alone does not: "Dvoretsky, teacher" tags the teacher of the user's lessons.
 */
function holdsWork(f: MemoryFeatures, forms: readonly string[]): boolean {
  if (f.memory.type !== 'stable_user_context' || f.namesPeople) return false;
  const subject = runForm(splitRuns(f.memory.identity.subject));
  return forms.some((form) => containsOnBoundaries(subject, form));
}

/** As many as recall injects at most: more holders name no one memory for sure. */
const MAX_HOLDERS = 3;

/** The user's own memories of the work the question names them by. */
function occupationCards(store: readonly MemoryFeatures[], q: QueryFeatures): MemoryFeatures[] {
  if (q.definition || ASKS_FOR_THE_WORD.test(q.form)) return [];
  const roles = framedOccupations(q);
  if (roles.size === 0) return [];
  const forms = formsOf(roles);
  const holders = store.filter((f) => holdsWork(f, forms));
  return holders.length > MAX_HOLDERS ? [] : holders;
}

/** The user's memories of their work, when a question names them by it and no memory met its own words. */
export function occupationFrameMemories(store: readonly MemoryFeatures[], q: QueryFeatures): { memory: UserMemory; score: MemoryScore }[] {
  return occupationCards(store, q).map((c) => leastSelected(c.memory));
}

/** The same memories beside memories met on the question's other words, unless one of them already is one. */
export function occupationCardsBeside(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
  met: readonly UserMemory[],
): { memory: UserMemory; score: MemoryScore }[] {
  const cards = occupationCards(store, q);
  if (cards.some((c) => met.includes(c.memory))) return [];
  return cards.map((c) => leastSelected(c.memory));
}

/**
 * Beside the user's own memory of the work, another person's memory met only on the work's words ("meine Schwester
 * Lena ist Krankenschwester" for "als Krankenschwester…") is not what the question asks: it drops out.
 */
export function withoutOthersWork<T extends { memory: UserMemory; score: MemoryScore }>(
  scored: readonly T[],
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
): T[] {
  const roles = framedOccupations(q);
  if (roles.size === 0) return [...scored];
  const units = new Set(formsOf(roles).flatMap((form) => runUnits(splitRuns(form))));
  const ofPeople = new Set(store.filter((f) => f.namesPeople).map((f) => f.memory));
  return scored.filter((s) => {
    const matched = matchedUnitsOf(s.score);
    return !ofPeople.has(s.memory) || !matched || matched.units.length === 0 || !matched.units.every((u) => units.has(u));
  });
}
