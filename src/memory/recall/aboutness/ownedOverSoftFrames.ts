import { classifyAboutness } from './aboutness';
import { withOtherScriptNamesWritten } from '../names/otherScriptNames';
import type { RecallCorpus } from '../words/recallCorpus';
import { normalizeForRecall, toToken } from '../../record/tokenize';

// A Chinese, Japanese or Korean question asking how much, how long, until when or how (どのくらい, どれくらい, いつまで,
// どうやって, 多久, 多少, 언제, 몇) is framed as the world's, but one that writes a name the store gives someone of the
// household before a possessive ("モチの腎臓の血液検査はどのくらいの頻度？", "Lunaの散歩はどれくらい") asks about that one:
// the possessed household member wins over the frame, and the question is a plain request. What the name owns must be
// a thing a household member has — a body part or organ, their care, food or walk (HEADS) —, not the world's thing of
// a namesake ("テスラの株価はどのくらい？").

/** Body parts and organs, care, food and routine of a person or a pet, in Chinese, Japanese and Korean, by category. */
const HEADS: readonly string[] = [
  // zh
  '肾 肾脏 肝 心脏 肺 牙 牙齿 眼睛 耳朵 皮肤 毛 爪子 胃 腿 膝盖 兽医 药 疫苗 检查 体检 散步 猫粮 狗粮 饭 饮食 体重 睡眠 生日',
  // ja
  '腎臓 肝臓 心臓 肺 歯 目 耳 皮膚 毛 足 胃 膝 腰 獣医 病院 薬 ワクチン 検査 血液検査 散歩 餌 ごはん ご飯 食事 体重 睡眠 誕生日 トイレ',
  // ko
  '신장 간 심장 폐 이빨 치아 눈 귀 피부 털 발 위 무릎 허리 수의사 병원 약 백신 검사 산책 사료 밥 식사 체중 몸무게 수면 생일',
]
  .join(' ')
  .split(' ');

/** The question names a thing a household member has (a head of two characters or more: one is part of other words). */
export const namesHouseholdThing = (text: string): boolean => HEADS.some((head) => Array.from(head).length >= 2 && text.includes(head));

/** A name in the store's spelling, a possessive, then what it owns. */
const NAME_POSSESSIVE = /(?<![\p{L}])([\p{Script=Latin}][\p{Script=Latin}\p{M}-]*)\s?(?:の|的|의)\s?([^\s、。，？?！!]+)/gu;

const SOFT_FRAMES =
  /どのくらい|どれ[くぐ]らい|いつまで|いつ|どうやって|何回|多久|多少|多长时间|有多(?:长|大|少|远)|什么时候|几点|几次|몇 |언제/gu;

/** The question is the world's only through a quantity, time or manner frame. */
export const worldOnlyBySoftFrame = (normalized: string): boolean =>
  classifyAboutness(normalized) === 'world' && classifyAboutness(normalized.replace(SOFT_FRAMES, '、')) !== 'world';

/**
 * The names of the store's household the question writes before a possessive, read in the store's spelling when
 * written in another script (モチ for Mochi): empty unless the question is the world's only through a soft frame.
 */
export function ownedStoreNamesOverSoftFrame(unclipped: string, corpus: RecallCorpus): ReadonlySet<string> {
  if (!worldOnlyBySoftFrame(normalizeForRecall(unclipped))) return new Set();
  const written = normalizeForRecall(withOtherScriptNamesWritten(unclipped, corpus));
  const out = new Set<string>();
  for (const m of written.matchAll(NAME_POSSESSIVE)) {
    const token = toToken(m[1] ?? '');
    const owned = m[2] ?? '';
    if (token && (corpus.nameDf.get(token) ?? 0) > 0 && HEADS.some((head) => owned.startsWith(head))) out.add(token);
  }
  return out;
}
