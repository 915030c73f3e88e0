import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';
import { canonicalize } from '../canonical';

// The sprint or iteration a team is in, named as a time: "this sprint", "next sprint", "in diesem Sprint", "pendant ce
// sprint", "este sprint", "nesta sprint", "in questo sprint", "в этом спринте", "这个迭代", "今回のスプリント", "이번
// 스프린트". A sprint lasts one to four weeks, so work planned for it is stale once it ends, as work "this week" is. How a
// team works stays lasting: "works in two-week sprints", "prefers short sprints", "runs the sprint review", "arbeitet in
// Sprints von zwei Wochen". Input is canonical text.

// The planning of the next sprint is a ritual of every sprint, not a time: "always plans the next sprint with the team".
const NOT_PLANNING = String.raw`(?!\s*(?:['’]s\s+)?(?:planning|plan|planung|planification|planificacion|planejamento|pianificazione|планировани|计划|計劃|规划|規劃|计划会|プランニング|計画|계획|플래닝))`;

const SPRINT: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:this|the\s+current|current|next|the\s+next)\s+(?:sprint|iteration)\b${NOT_PLANNING}|\b(?:by|until|before)\s+the\s+end\s+of\s+(?:the|this)\s+sprint\b|\b(?:before|until|till)\s+the\s+(?:current\s+)?sprint\s+(?:ends|is\s+over|closes)\b`,
  de: String.raw`\b(?:diese[nm]?|aktuellen|laufenden|nachsten|kommenden)\s+(?:Sprint|Iteration)\b${NOT_PLANNING}|\bbis\s+(?:zum\s+)?Sprintende\b|\b(?:bevor|bis)\s+(?:der|dieser)\s+Sprint\s+(?:endet|vorbei\s+ist)\b`,
  fr: String.raw`\b(?:ce|cette)\s+(?:sprint|iteration)\b|\b(?:le|au|du)\s+prochain\s+sprint\b|\bsprint\s+(?:actuel|en\s+cours)\b|\b(?:d['’]\s*ici\s+la|avant\s+la|a\s+la)\s+fin\s+du\s+sprint\b`,
  es: String.raw`\b(?:este|esta|ese)\s+(?:sprint|iteracion)\b|\b(?:el\s+)?proximo\s+sprint\b|\bsprint\s+(?:actual|en\s+curso)\b|\b(?:antes|al|hasta\s+el)\s+(?:de(?:l)?\s+)?(?:que\s+(?:acabe|termine)\s+el\s+|fin(?:al)?\s+del?\s+)sprint\b`,
  pt: String.raw`\b(?:nest[ae]|est[ae]|ness[ae]|dess[ae])\s+(?:sprint|iteracao)\b|\b(?:na|no|a|o)\s+proxim[ao]\s+sprint\b|\bsprint\s+atual\b|\b(?:antes\s+d[oa]|ate\s+o)\s+fi(?:m|nal)\s+d[ao]\s+sprint\b`,
  it: String.raw`\b(?:questo|in\s+questo|nel\s+prossimo|il\s+prossimo|prossimo)\s+sprint\b|\bsprint\s+(?:corrente|attuale|in\s+corso)\b|\bquesta\s+iterazione\b|\b(?:entro|prima\s+del)(?:la)?\s+fine\s+dello\s+sprint\b`,
  ru: String.raw`(?<![\p{L}])(?:этом|текущем|следующем|этот|текущий|следующий|этого|текущего)\s+(?:спринт\p{L}*|итераци\p{L}*)|(?<![\p{L}])(?:к|до)\s+концу?\s+спринта(?![\p{L}])`,
  zh: String.raw`(?:这个|這個|这次|這次|本次|本轮|本輪|下个|下個|下一个|下一個|下次|当前|當前|这一个|这轮|這輪)\s*(?:迭代|冲刺|衝刺|sprint)${NOT_PLANNING}`,
  ja: String.raw`(?:今回の|今の|次の|この|今|次)\s*(?:スプリント|イテレーション)${NOT_PLANNING}|スプリント(?:中|内|末)に`,
  ko: String.raw`(?:이번|다음|현재|이)\s?(?:스프린트|이터레이션)${NOT_PLANNING}`,
};

const SPRINT_OF = cued(new RegExp(union(SPRINT), 'iu'));
// The planning named before the sprint, as the languages with articles say it: "anime la planification du prochain
// sprint", "se encarga de la planificación del próximo sprint".
const PLANNING_OF_SPRINT = new RegExp(
  canonicalize(
    String.raw`(?:planning|planung|planification|planificacion|planejamento|pianificazione|планировани\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:sprint|спринт)\p{L}*`,
  ),
  'giu',
);

/** Work placed in this or the next sprint: temporary. */
export const hasThisSprint = (text: string): boolean => SPRINT_OF.test(text) && SPRINT_OF.test(text.replace(PLANNING_OF_SPRINT, ' '));
