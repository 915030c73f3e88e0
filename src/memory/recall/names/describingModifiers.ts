import type { Concept } from '../bridges/concept';
import { CONDITION_CONCEPTS } from '../bridges/conceptBridgeConditions.data';
import { HEALTH_CONCEPTS } from '../bridges/conceptBridgeHealth.data';
import { placeRows } from '../bridges/placeNameTable';

// "X の Y", "X 的 Y", "X 의 Y" with Y a relation or a pet: X owns Y when X is someone ("王様の息子", "国王的儿子",
// "세종대왕의 아들"), but a place or a condition only says which one of the household is meant — where they live or
// what they have ("浜松の弟", "大阪的姐姐", "부산의 언니", "腎臓病の猫", "糖尿病的爸爸", "당뇨병의 아버지"). A place is one
// the place table names in Chinese, Japanese or Korean, or a Chinese or Japanese word ending in an administrative
// suffix (市, 県, 省…); a condition is one the bridge's tables name, or a word ending in a disease suffix (病, 症, 炎;
// Korean 병, 증 after two syllables at least, so 꽃병 and 통증 stay words of their own); a workplace (工作室, 工房) or a
// body part (左耳, 右目) says which one of the user's matters it is: "工作室的贷款", "左耳的耳鸣".

const PLACE_SUFFIX = /(?:\p{Script=Han}|^)(?:市|省|县|縣|州|府|県|都|町|村)$/u;
/** A workplace or a shop: 工作室, 工房, 工厂, 商店, 事務所 — what it has is the user's business's, no one else's. */
const WORKPLACE_SUFFIX = /\p{Script=Han}(?:室|房|厂|場|店|所)$/u;
/** A body part, with its side or not (左耳, 右目, 両手, 손가락): a condition's place, not its owner ("左耳的耳鸣"). */
const BODY_PART = /^(?:[左右両两双]|왼쪽|오른쪽)?(?:耳|眼|目|手|足|脚|膝|肩|腰|背中|手指|指|膝盖|ひざ|귀|눈|손|발|무릎|어깨|허리|손가락)$/u;
const CONDITION_SUFFIX = /(?:(?:\p{Script=Han}|^)(?:病|症|炎)|\p{Script=Hangul}{2}(?:병|증))$/u;

let known: ReadonlySet<string> | undefined;
/** The CJK forms of the place table's rows and of the bridge's lasting conditions. */
function knownWords(): ReadonlySet<string> {
  if (known !== undefined) return known;
  const cjk = ['zh', 'ja', 'ko'] as const;
  const words = new Set<string>();
  for (const row of placeRows()) for (const language of cjk) for (const form of row.forms.get(language) ?? []) words.add(form);
  const conditions: readonly Concept[] = [...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS];
  for (const concept of conditions) for (const language of cjk) for (const form of concept.forms[language]) words.add(form);
  known = words;
  return words;
}

/** The word before a CJK possessive describes the one after it (a place, a condition) rather than owning them. */
export const describesRatherThanOwns = (word: string): boolean =>
  word.length > 0 &&
  (knownWords().has(word) || PLACE_SUFFIX.test(word) || CONDITION_SUFFIX.test(word) || WORKPLACE_SUFFIX.test(word) || BODY_PART.test(word));
