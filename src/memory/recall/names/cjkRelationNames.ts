import { CONCEPTS } from '../bridges/conceptBridge.data';
import { KINSHIP_CONCEPTS } from '../bridges/kinship.data';
import { PET_KINDS } from '../bridges/petKinds.data';

// A Chinese, Japanese or Korean word of the store is someone's name when a memory writes it right after a relation or a
// pet of the bridge's tables ("母・文子", "妻キアラ", "女儿小雨", "아들 민준이"), after a naming word ("名字叫年糕") or before
// an honorific ("小林さん", "민준 씨", "王老师"). A topic noun many memories hold (日本酒, 糖尿病, a home town) is written so by none.

/** Longest name read after a relation (CJK names are one to four characters; katakana ones longer). */
const SPAN = 8;
const CJK_RUN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー\p{Script=Hangul}]+/u;
/**
 * What may stand between a relation and its name: a middle dot, a comma, a space. A possessive (の, 的, 의) may as well
 * stand before a thing of the relative's ("父の糖尿病", "女儿的学校"), so it marks no name.
 */
const BETWEEN = /^(?:・|、|，|,|\s)?\s?/u;
const HONORIFIC =
  /([\p{Script=Han}\p{Script=Katakana}ー\p{Script=Hangul}]{1,8})\s?(?:さん|くん|ちゃん|様|さま|先生|老师|老師|씨|님|선생님)/gu;

const NAMING = ['名字叫', '名叫', '叫做', '名前は', '이름은', '이름이'];

let forms: RegExp | undefined;
/** The Chinese, Japanese and Korean forms of the bridge's relations, pets and pet kinds, longest first. */
const relationForms = (): RegExp => {
  if (forms !== undefined) return forms;
  const all = [...CONCEPTS, ...KINSHIP_CONCEPTS, ...PET_KINDS]
    .filter((c) => c.kind === 'relation' || c.kind === 'pet')
    .flatMap((c) => [...c.forms.zh, ...c.forms.ja, ...c.forms.ko]);
  // …and the naming words before a name: 名字叫, 名叫, 叫做, 名前は, 이름은.
  const unique = [...new Set([...all, ...NAMING])].sort((a, b) => b.length - a.length);
  forms = new RegExp(unique.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gu');
  return forms;
};

/**
 * What a memory's text writes right after a relation or a pet ("文子は81歳" of "母・文子は81歳") and right before an
 * honorific (marked by a leading "~": "~小林"): the places a CJK name stands.
 */
export function cjkNameSlotsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(relationForms())) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const run = CJK_RUN.exec(rest.slice(BETWEEN.exec(rest)?.[0].length ?? 0))?.[0];
    if (run !== undefined) out.push(Array.from(run).slice(0, SPAN).join(''));
  }
  for (const m of text.matchAll(HONORIFIC)) out.push(`~${m[1] ?? ''}`);
  return out;
}

/** Whether some memory writes the phrase where a name stands (slots: the corpus's cjkNameSlotsOf counts). */
export const standsAsCjkName = (phrase: string, slots: ReadonlyMap<string, number>): boolean => {
  for (const slot of slots.keys()) if (slot.startsWith('~') ? slot.endsWith(phrase) : slot.startsWith(phrase)) return true;
  return false;
};
