import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import type { UserMemory } from '../../record/schema';
import type { BridgeLanguage } from './concept';
import { leastSelected, relationCards } from './conceptBridge';
import { ASKS_FOR_THE_WORD, KIND_OF, formLanguages, questionConcepts } from './conceptReading';
import { CONVERSE_RELATIONS, KINSHIP_CONCEPTS } from './kinship.data';
import { CONCEPTS } from './conceptBridge.data';
import { isFunctionWordOf } from '../words/languageStems';

// The user names themself by a kinship role: "as a new grandpa", "como avô", "als frischgebackene Oma", "en tant que
// grand-mère", "как молодой дедушка", "da nonno", "第一次当外公", "おばあちゃんとして", "할머니로서". The role is the
// asker's, so the question is about the people the role is held towards: a grandparent's grandchild, a parent's
// children (CONVERSE_RELATIONS). Recall then reaches the store's card of that relation, as the closed bridge does
// for a relation the question names, when no memory met the question's words. A role the store holds no converse of
// ("as a beginner", "als Kind") changes nothing.

const ALL_CONCEPTS = [...CONCEPTS, ...KINSHIP_CONCEPTS];

/**
 * Words before the role that make it the asker's: "as", "als", "en tant que", "como", "come", "будучи", "стать"; no
 * verb that also opens a question about the relation ("wird Opa sauer?", "dove sono mamma e papà?").
 */
const FRAMES: Readonly<Record<BridgeLanguage, string>> = {
  en: 'as|become|becomes|becoming|became|being|be|am|m',
  de: 'als|bin',
  fr: 'en tant que|devenir|deviens|devient|devenu|devenue|suis|serai|être',
  es: 'como|siendo|ser|soy|seré|sere|convertirme en',
  pt: 'como|sendo|ser|sou|serei|virar|virei',
  it: 'come|in quanto|diventare|divento|diventato|diventata|sarò|saro|essendo|fare da|faccio da',
  ru: 'будучи|стать|стану|станешь|станет|стал|стала|в роли|являюсь',
  zh: '',
  ja: '',
  ko: '',
};

/** Words that need a newness word after them to frame a role: "comme jeune grand-mère", "da neo nonno", "как молодой дедушка". */
const WEAK_FRAMES: Readonly<Partial<Record<BridgeLanguage, string>>> = { fr: 'comme', it: 'da', ru: 'как' };

/** A role newly taken, before the role word: "a first-time grandfather", "frischgebackene Oma", "молодой дедушка". */
const NEW_BEFORE: Readonly<Record<BridgeLanguage, string>> = {
  en: 'new|first time|brand new|soon to be|expectant|future|young|proud',
  de: 'frischgebacken\\p{L}{0,2}|neue?[rn]?|werdende?[rn]?|junge?[rn]?|künftige?[rn]?|zukünftige?[rn]?|stolze?[rn]?',
  fr: 'jeune|nouveau|nouvelle|nouvel|futur|future|fier|fière',
  es: 'nuevo|nueva|futuro|futura|joven|reciente',
  pt: 'novo|nova|futuro|futura|jovem|recém|recem',
  it: 'neo|novello|novella|nuovo|nuova|futuro|futura|giovane',
  ru: 'молод\\p{L}*|нов\\p{L}*|новоиспеч\\p{L}*|будущ\\p{L}*|начинающ\\p{L}*',
  zh: '',
  ja: '',
  ko: '',
};

/** …and after it: "avô de primeira viagem", "abuelo primerizo", "nonno novello", "grandma to be". */
const NEW_AFTER: Readonly<Record<BridgeLanguage, string>> = {
  en: 'to be',
  de: 'in spe',
  fr: 'en herbe',
  es: 'primerizo|primeriza|novato|novata',
  pt: 'de primeira viagem|coruja|novato|novata',
  it: 'novello|novella|alle prime armi',
  ru: '',
  zh: '',
  ja: '',
  ko: '',
};

/** Indefinite articles a role may take after its frame; English "as" needs one ("as mom says" compares). */
const INDEFINITE: Readonly<Record<BridgeLanguage, string>> = {
  en: 'a|an',
  de: 'ein|eine|einer|einem|einen',
  fr: 'un|une',
  es: 'un|una',
  pt: 'um|uma',
  it: 'un|una|uno',
  ru: '',
  zh: '',
  ja: '',
  ko: '',
};

/**
 * Chinese, Japanese and Korean write the frame as a word before or a particle after the role: 作为 / 身为 / 成为 /
 * 当 (after a word of time or intent: 第一次当外公, 要当奶奶了; a bare 当 is "when"), 新手 / 准; として, になる, 新米,
 * 初めての; 로서, 가 되다 (not 되게 "very", 된장, 돼지), 초보, 예비; not a bare 初めて ("初めておばあちゃんに会った").
 */
const CJK_BEFORE: Readonly<Partial<Record<BridgeLanguage, RegExp>>> = {
  zh: /(?:(?:作为|作為|身为|身為|成为|成為|升级为|升級為|晋升为|晉升為)(?:一名|一个|一位|一個|个|位)?|(?:第一次|头一次|頭一次|初次|刚|剛|要|快要|就要|即将|即將|准备|準備|想|怎么|怎麼|如何|已经|已經|终于|終於)[当當]了?|[当當]了)(?:新手|新晋|新晉|准)?\s*$|(?:新手|新晋|新晉|准)\s*$/u,
  ja: /(?:新米|新人|初めての|はじめての)\s*$/u,
  ko: /(?:초보|새내기|예비)\s*$/u,
};
const CJK_AFTER: Readonly<Partial<Record<BridgeLanguage, RegExp>>> = {
  zh: /^\s*了/u,
  ja: /^\s*(?:として|になる|になった|になって|になり|になれ|デビュー)/u,
  ko: /^\s*(?:으로서|로서|(?:가|이)\s?(?:되(?:다|었|어|면|니|는|고|기|서)|된(?=\s|$)|됐|돼(?!지)|될(?=\s|$)))/u,
};

const cache = new Map<BridgeLanguage, { frame: RegExp; weak: RegExp | undefined; before: RegExp | undefined; after: RegExp | undefined }>();

function patternsOf(language: BridgeLanguage) {
  const known = cache.get(language);
  if (known) return known;
  const indefinite = INDEFINITE[language] ? `(?:(?:${INDEFINITE[language]})\\s+)` : '';
  const newness = NEW_BEFORE[language] ? `(?:(?:${NEW_BEFORE[language]})\\s+)` : '';
  // English frames need the article; the others may write the role bare ("als Oma", "como avô").
  const article = language === 'en' ? indefinite : indefinite ? `${indefinite}?` : '';
  const frame = new RegExp(`(?:^|\\s)(?:${FRAMES[language]})\\s+${article}${newness ? `${newness}{0,2}` : ''}$`, 'u');
  const weak =
    WEAK_FRAMES[language] && newness
      ? new RegExp(`(?:^|\\s)(?:${WEAK_FRAMES[language]})\\s+${indefinite}?${newness}{1,2}$`, 'u')
      : undefined;
  const before = newness ? new RegExp(`(?:^|\\s)(\\p{L}+\\s+)?${newness}{1,2}$`, 'u') : undefined;
  const after = NEW_AFTER[language] ? new RegExp(`^\\s+(?:${NEW_AFTER[language]})(?:\\s|$)`, 'u') : undefined;
  const patterns = { frame, weak, before, after };
  cache.set(language, patterns);
  return patterns;
}

/** A newness word right before the role is the asker's when no possessive or definite article owns it ("my new grandma"). */
function newlyTaken(text: string, language: BridgeLanguage, before: RegExp): boolean {
  const m = before.exec(text);
  if (m === null) return false;
  const owner = m[1]?.trim();
  if (owner === undefined) return true;
  if (new RegExp(`^(?:${INDEFINITE[language] || '$^'})$`, 'u').test(owner)) return true;
  return language === 'zh' || language === 'ja' || language === 'ko' || !isFunctionWordOf(owner, language);
}

/** Chinese frames that name the asker without a newness word alone: 作为 / 身为 / 成为 (一名), 当 after time or intent. */
const CJK_FRAME_BEFORE: Readonly<Partial<Record<BridgeLanguage, RegExp>>> = {
  zh: /(?:(?:作为|作為|身为|身為|成为|成為)(?:一名|一个|一位|一個|个|位|名)?|(?:第一次|头一次|頭一次|初次|刚|剛|要|快要|就要|即将|即將|准备|準備|想|已经|已經|终于|終於)[当當]了?)\s*$/u,
};

/**
 * Whether the role word `form`, at `index` of the question's form, stands in a role frame of `language`. With
 * `newnessAlone` false, a newness word alone is no frame ("a new teacher", "新人教師" are someone else): a work role
 * needs the frame itself.
 */
export function framedAt(text: string, index: number, form: string, language: BridgeLanguage, newnessAlone = true): boolean {
  const before = text.slice(0, index);
  const after = text.slice(index + form.length);
  const cjkBefore = newnessAlone ? CJK_BEFORE[language] : CJK_FRAME_BEFORE[language];
  const cjkAfter = CJK_AFTER[language];
  if (CJK_BEFORE[language] !== undefined || cjkAfter !== undefined)
    return (cjkBefore?.test(before) ?? false) || ((newnessAlone || language !== 'zh') && (cjkAfter?.test(after) ?? false));
  // A Latin or Cyrillic form is a whole word.
  if (/[\p{L}\p{M}]$/u.test(before) || /^[\p{L}\p{M}]/u.test(after)) return false;
  const p = patternsOf(language);
  if (p.frame.test(before)) return true;
  if (!newnessAlone) return false;
  if ((p.weak?.test(before) ?? false) || (p.after?.test(after) ?? false)) return true;
  return p.before !== undefined && newlyTaken(before, language, p.before);
}

const CJK_LANGUAGES = ['zh', 'ja', 'ko'] as const;

/** Every Chinese, Japanese and Korean form of a kinship role in the text, by position; not one inside a longer form (아버지 of 할아버지). */
function cjkRoleForms(text: string): { id: string; form: string; index: number; language: BridgeLanguage }[] {
  const found: { id: string; form: string; index: number; language: BridgeLanguage }[] = [];
  for (const concept of ALL_CONCEPTS) {
    if (CONVERSE_RELATIONS[concept.id] === undefined) continue;
    for (const language of CJK_LANGUAGES)
      for (const form of concept.forms[language])
        for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + 1)) found.push({ id: concept.id, form, index: i, language });
  }
  const inside = (a: (typeof found)[number], b: (typeof found)[number]) =>
    b.form.length > a.form.length && b.index <= a.index && a.index + a.form.length <= b.index + b.form.length;
  return found.filter((a) => !found.some((b) => inside(a, b)));
}

/** The kinship roles the question gives the asker ("como avô" → grandfather, "할머니로서" → grandmother). */
export function framedRoles(q: QueryFeatures): Set<string> {
  const roles = new Set<string>();
  const text = q.form;
  for (const { id, form, index, language } of cjkRoleForms(text)) if (framedAt(text, index, form, language)) roles.add(id);
  for (const [id, forms] of questionConcepts(q)) {
    if (KIND_OF.get(id) !== 'relation' || CONVERSE_RELATIONS[id] === undefined) continue;
    for (const form of forms) {
      if (formLanguages(form).some((l) => (CJK_LANGUAGES as readonly string[]).includes(l))) continue;
      const written = form.replace(/-/g, ' ');
      for (let i = text.indexOf(written); i !== -1 && !roles.has(id); i = text.indexOf(written, i + 1))
        if (formLanguages(form).some((language) => framedAt(text, i, written, language))) roles.add(id);
    }
  }
  return roles;
}

/** As many cards as recall injects at most. */
const MAX_CARDS = 3;

/** The cards of the people a role frame makes the question about, at most three. */
function roleCards(store: readonly MemoryFeatures[], q: QueryFeatures): MemoryFeatures[] {
  if (q.definition || ASKS_FOR_THE_WORD.test(q.form)) return [];
  const cards: MemoryFeatures[] = [];
  for (const role of framedRoles(q))
    for (const id of CONVERSE_RELATIONS[role] ?? [])
      for (const card of relationCards(store, id)) if (!cards.includes(card)) cards.push(card);
  return cards.length > MAX_CARDS ? [] : cards;
}

/**
 * The cards of the people a role frame makes the question about: a question that calls the asker a grandparent
 * reaches the grandchild's card, a parent the children's. Not a question about the word itself ("how do you say
 * grandma in Korean"), nor one asking a definition or a history ("what does it mean to be a grandmother").
 */
export function roleFrameMemories(store: readonly MemoryFeatures[], q: QueryFeatures): { memory: UserMemory; score: MemoryScore }[] {
  return roleCards(store, q).map((c) => leastSelected(c.memory));
}

/** The names a card gives: those it introduces, and the capitalised words of its subject ("granddaughter Mila"). */
const namesOf = (card: MemoryFeatures): string[] => [
  ...card.names,
  ...(card.memory.identity.subject.match(/\p{Lu}[\p{L}\p{M}]+/gu) ?? []).map((w) => w.toLowerCase()),
];

/**
 * The same cards beside memories the question met on its other words ("als frischgebackene Oma, was koche ich am
 * Sonntag?" met a Sunday lunch): the asker's role says whom the question is for. Not when a met memory is already
 * about one of those people (it carries a card's name, or is the card).
 */
export function roleCardsBeside(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
  met: readonly UserMemory[],
): { memory: UserMemory; score: MemoryScore }[] {
  const cards = roleCards(store, q);
  const about = (m: UserMemory, card: MemoryFeatures) =>
    m === card.memory || namesOf(card).some((name) => m.text.toLowerCase().includes(name) || m.tags.some((t) => t.toLowerCase() === name));
  if (cards.some((card) => met.some((m) => about(m, card)))) return [];
  return cards.map((c) => leastSelected(c.memory));
}
