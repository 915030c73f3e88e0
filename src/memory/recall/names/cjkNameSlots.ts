import { CONCEPTS } from '../bridges/conceptBridge.data';
import { KINSHIP_CONCEPTS } from '../bridges/kinship.data';
import { PET_KINDS } from '../bridges/petKinds.data';

// Chinese, Japanese and Korean write no capital, so a name is told from a topic noun by where the memories put it.
// A word of the store is someone's name when a memory opens with it as its subject ("李娜在杭州…", "文子は2型…",
// "민준은…"), writes it right after a relation or a pet of the bridge's tables ("母・文子", "妻キアラ", "女儿小雨",
// "아들 민준이"), after a naming word ("名字叫年糕") or before an honorific ("小林さん", "민준 씨", "王老师"). A topic
// noun many memories hold (日本酒, 糖尿病, the user's home town) stands in none of these places: it follows the user
// ("ユーザーは新潟県長岡市…") or the thing it is part of ("長岡の文化センター").

/** Longest name read in a slot (CJK names are one to four characters; katakana ones longer). */
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
/** The Chinese, Japanese and Korean forms of the bridge's relations, pets and pet kinds, and the naming words, longest first. */
const relationForms = (): RegExp => {
  if (forms !== undefined) return forms;
  const all = [...CONCEPTS, ...KINSHIP_CONCEPTS, ...PET_KINDS]
    .filter((c) => c.kind === 'relation' || c.kind === 'pet')
    .flatMap((c) => [...c.forms.zh, ...c.forms.ja, ...c.forms.ko]);
  const unique = [...new Set([...all, ...NAMING])].sort((a, b) => b.length - a.length);
  forms = new RegExp(unique.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gu');
  return forms;
};

const slotAt = (rest: string): string | undefined => {
  const run = CJK_RUN.exec(rest.slice(BETWEEN.exec(rest)?.[0].length ?? 0))?.[0];
  return run === undefined ? undefined : Array.from(run).slice(0, SPAN).join('');
};

/**
 * The places a memory's text (normalised for recall) puts a CJK name: its opening, what follows a relation, a pet or a
 * naming word ("文子は" of "母・文子は81歳"), and what stands before an honorific (marked by a leading "~": "~小林").
 */
export function cjkNameSlotsOf(text: string): string[] {
  const out: string[] = [];
  const opening = slotAt(text.trimStart());
  if (opening !== undefined) out.push(opening);
  for (const m of text.matchAll(relationForms())) {
    const slot = slotAt(text.slice((m.index ?? 0) + m[0].length));
    if (slot !== undefined) out.push(slot);
  }
  for (const m of text.matchAll(HONORIFIC)) out.push(`~${m[1] ?? ''}`);
  return out;
}

/** Whether some memory writes the phrase where a name stands (slots: the corpus's cjkNameSlotsOf counts). */
export const standsAsCjkName = (phrase: string, slots: ReadonlyMap<string, number>): boolean => {
  for (const slot of slots.keys()) if (slot.startsWith('~') ? slot.endsWith(phrase) : slot.startsWith(phrase)) return true;
  return false;
};
