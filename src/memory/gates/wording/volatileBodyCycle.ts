import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A body phase that passes in days or weeks: a baby teething ("is teething", "zahnt", "fait ses dents", "le están
// saliendo los dientes", "dentinhos nascendo", "mette i dentini", "режутся зубы", "在长牙", "歯が生え始めた", "이앓이") and an
// animal in heat ("in heat", "rollig", "en chaleur", "en celo", "no cio", "in calore", "течка", "发情", "発情期", "발정기").
// A spayed or neutered animal says it will not come ("is spayed, so never in heat"): lasting. Input is canonical text.

const CYCLE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|are|am|['’]s|been|currently|still|now)\s+(?:\p{L}+\s+)?teething\b|\bcutting\s+(?:(?:his|her|its|their|a|the)\s+)?(?:first\s+|new\s+|back\s+)?(?:teeth|tooth|molars?)\b|\b(?:is|are|['’]s|went|gone|going|come|came|currently|now)\s+(?:into|in)\s+heat\b`,
  de: String.raw`\b(?:zahnt|zahnen)\b|\bbekommt\s+(?:gerade\s+)?(?:seine\s+|ihre\s+|die\s+)?(?:ersten\s+|neue\s+)?(?:zahne|zahnchen|backenzahne)\b|\b(?:ist|sind)\s+(?:\p{L}+\s+)?(?:rollig|laufig|brunftig)\b`,
  fr: String.raw`\bfait\s+(?:ses|sa)\s+(?:premieres\s+)?dents\b|\bperce\s+(?:ses|une|des|sa)\s+(?:premieres\s+)?dents?\b|\bpoussee\s+dentaire\b|\ben\s+chaleurs?\b`,
  es: String.raw`\b(?:le\s+)?(?:estan\s+(?:empezando\s+a\s+)?saliendo|salen|esta\s+echando)\s+(?:los\s+)?(?:primeros\s+)?(?:dientes|dientitos|muelas|colmillos)\b|\ben\s+celo\b`,
  pt: String.raw`\b(?:dentes|dentinhos)\s+(?:estao\s+)?nascendo\b|\bnascendo\s+(?:os\s+)?(?:primeiros\s+)?(?:dentes|dentinhos)\b|\b(?:no|em)\s+cio\b`,
  it: String.raw`\b(?:mette|mettendo)\s+(?:i\s+)?(?:primi\s+)?(?:denti|dentini)\b|\b(?:spuntano|stanno\s+spuntando)\s+(?:i\s+)?(?:primi\s+)?(?:denti|dentini)\b|\bin\s+calore\b`,
  ru: String.raw`(?<![\p{L}])(?:режутся|режется|лезут|прорезаются|прорезается)\s+(?:\p{L}+\s+)?(?:зубы|зубки|зуб|зубик)(?![\p{L}])|(?<![\p{L}])(?:зубы|зубки)\s+(?:режутся|лезут|прорезаются)(?![\p{L}])|(?<![\p{L}])(?:течк\p{L}*|загулял\p{L}*|в\s+охоте)(?![\p{L}])`,
  zh: String.raw`(?:长牙|長牙|出牙)(?![齿齒刷膏])|(?:发情|發情)(?:了|期|中)|(?:正在|在|又)(?:发情|發情)`,
  ja: String.raw`歯が生え(?:始め|はじめ|てき)|歯ぐずり|発情(?:期|中)|さかりがつ`,
  ko: String.raw`이앓이|(?:이|이빨|치아)가\s?(?:나기\s?시작|나느라|나고\s?있)|발정(?:기|이\s?났|\s?중)`,
};

// Spayed or neutered: the phase will not come.
const NEUTERED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:spayed|neutered|fixed|sterili[sz]ed)\b`,
  de: String.raw`\b(?:kastriert|sterilisiert)\b`,
  fr: String.raw`\b(?:sterilisee?|castree?)\b`,
  es: String.raw`\b(?:esterilizad[oa]|castrad[oa])\b`,
  pt: String.raw`\b(?:castrad[oa]|esterilizad[oa])\b`,
  it: String.raw`\b(?:sterilizzat[oa]|castrat[oa])\b`,
  ru: String.raw`(?<![\p{L}])(?:стерилизован\p{L}*|кастрирован\p{L}*)(?![\p{L}])`,
  zh: String.raw`绝育|絕育`,
  ja: String.raw`避妊|去勢`,
  ko: String.raw`중성화`,
};

const CYCLE_OF = cued(new RegExp(union(CYCLE), 'iu'));
const NEUTERED_OF = new RegExp(union(NEUTERED), 'iu');

/** A baby teething or an animal in heat, unless spayed or neutered: temporary. */
export const hasBodyCycle = (text: string): boolean => CYCLE_OF.test(text) && !NEUTERED_OF.test(text);
