import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A newborn in the household, a stage of weeks: "newborn at home", "hat ein Neugeborenes", "un nouveau-né à la
// maison", "un recién nacido en casa", "um recém-nascido", "un neonato", "новорождённый сын", "家里有新生儿", "新生児の
// 世話", "신생아 육아 중". Work with newborns is a job, not a stage ("newborn photographer", "Neugeborenenstation", "reparto
// neonatale", "新生児科"). Input is canonical text.

const WORK = String.raw`(?!\s*(?:photo\p{L}*|care\s+(?:nurse|unit)|nurse\p{L}*|unit|ward|screening|intensive|fotograf\p{L}*|station|photographe|fotografo|fotografa|фотограф\p{L}*))`;

const NEWBORN: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:a|the|our|their|his|her)\s+newborn\b${WORK}|\bnewborn\s+(?:at\s+home|baby|son|daughter|twins)\b${WORK}`,
  de: String.raw`\b(?:ein|das|ihr|sein|unser)\s+neugeborene[sn]?\b|\bneugeborene[nrs]?\s+(?:sohn|tochter|baby|kind|zwillinge)\b`,
  fr: String.raw`\b(?:un|une|le|la|son|sa|leur)\s+(?:bebe\s+)?nouveau-?nee?\b${WORK}`,
  es: String.raw`\b(?:un|una|el|la|su)\s+(?:bebe\s+|hij[oa]\s+)?recien\s+nacid[oa]\b${WORK}`,
  pt: String.raw`\b(?:um|uma|o|a|seu|sua)\s+(?:bebe\s+|filh[oa]\s+)?recem-?nascid[oa]\b${WORK}`,
  it: String.raw`\b(?:un|una|il|la|suo|sua)\s+neonat[oa]\b${WORK}`,
  ru: String.raw`(?<![\p{L}])новорожд[её]нн\p{L}*(?![\p{L}])${WORK}`,
  zh: String.raw`(?<!照顾|照護)新生儿(?!科|护理|護理|摄影|攝影)|刚出生的(?:宝宝|孩子|女儿|儿子)`,
  ja: String.raw`新生児(?!科|室|写真|看護)|生まれたばかりの(?:赤ちゃん|子|娘|息子)`,
  ko: String.raw`신생아(?!\s?(?:실|과|사진|간호))|갓\s?태어난\s?(?:아기|아이|딸|아들)`,
};

const NEWBORN_OF = cued(new RegExp(union(NEWBORN), 'iu'));

/** A newborn in the household: temporary. */
export const hasNewborn = (text: string): boolean => NEWBORN_OF.test(text);
