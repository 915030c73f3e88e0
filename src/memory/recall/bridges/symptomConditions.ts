import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import type { UserMemory } from '../../record/schema';
import type { BridgeLanguage } from './conceptBridge.data';
import { conditionHolder, leastSelected } from './conceptBridge';
import { ASKS_FOR_THE_WORD, HAN, HANGUL, KIND_OF, questionConcepts } from './conceptReading';
import { SYMPTOM_WORDS } from './bodySymptoms.data';
import { BODY_REGIONS, type BodyRegion } from './bodyRegions.data';
import { namesAName } from './householdCards';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN_AND_CYRILLIC: readonly BridgeLanguage[] = ['en', 'de', 'fr', 'es', 'pt', 'ru', 'it'];
/** The particles a Korean body part takes in a complaint ("손가락이", "귀가", "허리도"). */
const KOREAN_PARTICLES: ReadonlySet<string> = new Set(['', '이', '가', '은', '는', '을', '를', '도', '에', '끝', '마디', '이랑']);
/** A question of cause is about the world, whoever's body ("为什么", "なぜ", "왜", "原因", "why", "pourquoi"). */
const ASKS_WHY =
  /为什么|为何|原因|なぜ|どうして|何で|왜|원인|이유|(?<!\p{L})(?:why|warum|wieso|weshalb|pourquoi|por qué|por que|porquê|perché|perchè|come mai)(?!\p{L})|почему|отчего/iu;

const wordsOf = (text: string): string =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .join(' ')} `;

/** The words where a one-character symptom means something else (痛苦 suffering, 心疼 pity, 疼爱 to dote on). */
const OTHER_SENSE = /痛苦|痛快|痛恨|痛心|沉痛|心疼|疼爱|头疼的事/gu;

function hasCjk(text: string, form: string, part: boolean): boolean {
  if (HANGUL.test(form) && part)
    return text.split(/[^\p{Script=Hangul}]+/u).some((w) => w.startsWith(form) && KOREAN_PARTICLES.has(w.slice(form.length)));
  if (form.length > 1 || !HAN.test(form)) return text.includes(form);
  // A one-character symptom beside other characters (又肿又痛, 很疼), but not in a word of another sense.
  if (!part) return text.replace(OTHER_SENSE, '').includes(form);
  // A one-character part only standing alone: 手 in 手が, 手很, not in 手机, 上手, 手続き.
  for (let i = text.indexOf(form); i >= 0; i = text.indexOf(form, i + 1))
    if (!HAN.test(text[i - 1] ?? '') && !HAN.test(text[i + 1] ?? '')) return true;
  return false;
}

function names(text: string, forms: Readonly<Record<BridgeLanguage, readonly string[]>>, part: boolean): boolean {
  const words = wordsOf(text);
  if (LATIN_AND_CYRILLIC.some((l) => forms[l].some((f) => words.includes(` ${f} `)))) return true;
  return CJK.test(text) && (['zh', 'ja', 'ko'] as const).some((l) => forms[l].some((f) => hasCjk(text, f, part)));
}

/** The body regions whose part the question names beside a symptom ("my fingers are swollen", "手がこわばって"). */
export function symptomRegions(question: string): readonly BodyRegion[] {
  const anySymptom = names(question, SYMPTOM_WORDS, false);
  return BODY_REGIONS.filter(
    (r) => (r.symptoms === undefined ? anySymptom : names(question, r.symptoms, false)) && names(question, r.parts, true),
  );
}

/**
 * A question about the user that names a symptom of a body part and no condition ("my fingers are swollen this
 * morning", "早上手指僵硬，有什么缓解办法？", "아침에 손가락이 너무 뻣뻣해") reaches the store's memory of a lasting
 * condition of that region (rheumatoid arthritis for the hands), at the least weight, when nothing else met it. A
 * complaint with no first-person word (a plain request: "夜中に親指の付け根が激痛で", "Le gros orteil est encore
 * gonflé", the body part with its definite article) is the user's when it names no one else; never a question of
 * cause, nor one naming a person or a relation or pet of the store.
 */
export function symptomConditionMemories(store: readonly MemoryFeatures[], q: QueryFeatures): { memory: UserMemory; score: MemoryScore }[] {
  const plainComplaint = q.aboutness === 'request' && !ASKS_WHY.test(q.formAsWritten);
  if ((q.aboutness !== 'user' && !plainComplaint) || ASKS_FOR_THE_WORD.test(q.form) || namesAName(q)) return [];
  const concepts = [...questionConcepts(q).keys()];
  if (concepts.some((id) => KIND_OF.get(id) === 'relation' || KIND_OF.get(id) === 'pet')) return [];
  const found: { memory: UserMemory; score: MemoryScore }[] = [];
  for (const region of symptomRegions(q.formAsWritten))
    for (const id of region.conditions) {
      const holder = conditionHolder(store, id);
      // The user's own condition: a memory that names someone ("Takeshi gout") is theirs.
      if (holder === undefined || holder.names.size > 0 || /\p{Lu}/u.test(holder.memory.identity.subject)) continue;
      if (!found.some((f) => f.memory === holder.memory)) found.push(leastSelected(holder.memory));
    }
  return found;
}
