import { ROLE_WORDS } from './roles';
import { PASTIME_CONCEPTS } from './pastimes.data';
import { PASTIME_GEAR_CONCEPTS } from './pastimeGear.data';

// When a question naming a life matter (lifeEvents, workMatters, pastimes .data.ts) is not about the user's own: the
// matter qualifies a role ("médico de guardia", "值班医生", "on-call doctor" — the doctor's shift), the user means to
// learn the pastime ("我想学游泳", "learn to swim": they do not do it yet), or a plain request names a one-off event of
// anyone's life ("Come organizzare un matrimonio economico?"): those stay world questions for the bridge.

/** The one-off events among lifeEvents.data.ts's rows, by id (the paperwork rows are not events). */
export const LIFE_EVENT_IDS: readonly string[] = [
  'wedding',
  'engagement',
  'divorce',
  'funeral',
  'childbirth',
  'baptism',
  'birthday party',
  'moving house',
];
const EVENT_IDS: ReadonlySet<string> = new Set(LIFE_EVENT_IDS);
const PASTIME_IDS: ReadonlySet<string> = new Set([...PASTIME_CONCEPTS, ...PASTIME_GEAR_CONCEPTS].map((c) => c.id));

/** A one-off event of a life (a wedding, a funeral, a move), which a plain request asks about for anyone. */
export const isLifeEvent = (id: string): boolean => EVENT_IDS.has(id);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The form qualifies a role written next to it: a role word right after it ("on-call doctor", "дежурный врач", "值班医生",
 * "結婚式のカメラマン" is not: の stands between), or a Romance role before "de/d'/di/da/do" and it ("médico de guardia",
 * "médecin d'astreinte").
 */
export function qualifiesRole(question: string, form: string): boolean {
  const text = question.toLowerCase().replace(/’/g, "'");
  const f = escape(form.replace(/-/g, ' '));
  if (CJK.test(form)) {
    for (const m of text.matchAll(new RegExp(`${f}(\\S{1,4})`, 'gu')))
      for (let n = 1; n <= (m[1] ?? '').length; n++) if (ROLE_WORDS.has((m[1] ?? '').slice(0, n))) return true;
    return false;
  }
  const words = text.replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ').replace(/-/g, ' ');
  const after = new RegExp(`(?:^|\\s)${f}\\s+(\\p{L}+)`, 'gu');
  for (const m of words.matchAll(after)) if (ROLE_WORDS.has(m[1] ?? '')) return true;
  // …the preposition may be the form's own ("médico de guardia").
  const of = /^(?:de|di|da|do) /u.test(form) ? '' : `(?:de\\s+|d'|di\\s+|da\\s+|do\\s+)`;
  const before = new RegExp(`(\\p{L}+)\\s+${of}${f}(?![\\p{L}])`, 'gu');
  for (const m of words.matchAll(before)) if (ROLE_WORDS.has(m[1] ?? '')) return true;
  return false;
}

/**
 * A verb of learning (or of becoming, 成为, になる, 가 되다) before the pastime's form, or after it in the languages that put the verb last: "learn
 * chess", "aprender natação", "Schach lernen", "научиться плаванию", "我想学游泳", "ヨガを習いたい", "수영을 배우고".
 */
const LEARNS_LATIN =
  /(?:^|\s)(?:learn\p{L}*|lern\p{L}*|apprend\p{L}*|aprend\p{L}*|impar\p{L}*|(?:на)?уч(?:иться|усь|ится|ить)\p{L}*)(?:\s|$)/u;
export function learnsPastime(question: string, id: string, form: string): boolean {
  if (!PASTIME_IDS.has(id)) return false;
  const text = question.toLowerCase();
  if (CJK.test(form))
    return new RegExp(
      `学(?:习|会)?${escape(form)}|${escape(form)}(?:を|은|는|을|를|도)?\\s*(?:習|学|배우|배워)|成为${escape(form)}|${escape(form)}\\S{0,2}(?:になる|になりたい|가 되|이 되)`,
      'u',
    ).test(text);
  return LEARNS_LATIN.test(text) || BECOMES_LATIN.test(text);
}

/** …or to become one who does it: "become a beekeeper", "devenir apiculteur", "стать пчеловодом". */
const BECOMES_LATIN = /(?:^|\s)(?:becom\p{L}*|devenir|convertirme|hacerme|tornar me|tornar se|стать|diventare)(?:\s|$)/u;

/** A life matter the question names is the user's own: no role's it qualifies, no pastime to learn. */
export const usersOwnMatter = (question: string, id: string, forms: ReadonlySet<string>): boolean =>
  ![...forms].some((f) => qualifiesRole(question, f) || learnsPastime(question, id, f));

/**
 * Beside a relation or a pet the question names, a life matter is theirs ("我家狗…还能带它跑步吗", "a minha filha tem
 * asma, pode fazer natação?"): its memory comes only when its subject names one of theirs ("Ayrton wedding" beside the
 * card "son Ayrton"). A plain request asks of anyone's one-off event ("Come organizzare un matrimonio economico?")
 * unless it names the household's one it is ("아들 결혼식 아버지 축사 어떻게 써요?"). `kindOf` and `cardNames` (the
 * capitalised tags of a relation's or pet's cards) come from the bridge (conceptBridge.ts).
 */
export function withoutOthersMatters<T extends { id: string; card: { memory: { identity: { subject: string } } } }>(
  bridged: readonly T[],
  asked: ReadonlyMap<string, ReadonlySet<string>>,
  request: boolean,
  kindOf: ReadonlyMap<string, string>,
  cardNames: (id: string) => readonly string[],
): T[] {
  const household = [...asked.keys()].filter((id) => kindOf.get(id) === 'relation' || kindOf.get(id) === 'pet');
  // Two life matters met in two memories ("健身房新开了桑拿，跑步后可以去吗": the gym, running) name neither for sure.
  const matters = bridged.filter((b) => kindOf.get(b.id) === 'life');
  if (matters.length > 1) return bridged.filter((b) => kindOf.get(b.id) !== 'life');
  const names = household.flatMap(cardNames);
  const theirs = (b: T) => names.some((n) => b.card.memory.identity.subject.includes(n));
  const othersOnly = household.length > 0;
  return bridged.filter((b) => kindOf.get(b.id) !== 'life' || (othersOnly || (request && isLifeEvent(b.id)) ? theirs(b) : true));
}
