import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A routine said to hold lately: a word of "lately" right before a word of frequency, "lately every evening she's doing
// practice questions", "in letzter Zeit jeden Abend", "ces derniers temps tous les soirs", "últimamente todas las
// noches", "ultimamente toda noite", "ultimamente ogni sera", "в последнее время каждый вечер", "最近每天晚上都在刷题",
// "最近は毎晩", "요즘 매일 야근". The frequency word would keep the memory lasting, but here it is bounded by "lately":
// the stretch before an exam, a crunch at work, a baby's first weeks. So this is read before words of frequency. A
// routine without "lately" stays lasting ("每天晚上刷题", "codes every evening"), and so does "nowadays", an era
// (nowadaysStates.ts). Input is canonical text.

const LATELY_ROUTINE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:lately|recently)\s*,?\s+(?:[\p{L}'’]+\s+){0,5}?(?:every|each)\s+(?:(?:other|single)\s+)?(?:day|night|morning|evening|week|weekend)\b|\b(?:every|each)\s+(?:day|night|morning|evening)\s+(?:[\p{L}'’]+\s+){0,2}?lately\b`,
  de: String.raw`\bin\s+letzter\s+zeit\s+(?:\p{L}+\s+){0,5}?(?:jeden|jede|jedes|taglich)\b`,
  fr: String.raw`\b(?:ces\s+derniers\s+(?:temps|jours)|dernierement)\s*,?\s+(?:\p{L}+\s+){0,5}?(?:tous\s+les|toutes\s+les|chaque)\b`,
  es: String.raw`\b(?:ultimamente|estos\s+ultimos\s+dias)\s*,?\s+(?:\p{L}+\s+){0,5}?(?:todos\s+los|todas\s+las|cada)\b`,
  pt: String.raw`\b(?:ultimamente|nos\s+ultimos\s+dias)\s*,?\s+(?:\p{L}+\s+){0,5}?(?:todo\s+dia|toda\s+noite|todos\s+os|todas\s+as|cada)\b`,
  it: String.raw`\b(?:ultimamente|negli\s+ultimi\s+(?:tempi|giorni))\s*,?\s+(?:\p{L}+\s+){0,5}?(?:ogni|tutti\s+i|tutte\s+le)\b`,
  ru: String.raw`(?<![\p{L}])(?:в\s+последнее\s+время|последнее\s+время|последние\s+дни)\s*,?\s+(?:\p{L}+\s+){0,5}?(?:кажд\p{L}+|ежедневно)(?![\p{L}])`,
  zh: String.raw`最近(?:这段时间|這段時間|这阵子|這陣子)?(?:几乎|幾乎|基本上)?(?:每天|每晚|每周|每週|天天)`,
  ja: String.raw`最近(?:は|では)?[、,]?\s*(?:ほぼ)?(?:毎日|毎晩|毎朝|毎週)`,
  ko: String.raw`(?:최근(?:에는|에|엔)?|요즘(?:은|에는)?)\s?(?:거의\s?)?(?:매일|매주|밤마다|아침마다)`,
};

const LATELY_ROUTINE_OF = cued(new RegExp(union(LATELY_ROUTINE), 'iu'));

/** A routine said to hold lately: temporary, whatever word of frequency it has. */
export const hasLatelyRoutine = (text: string): boolean => LATELY_ROUTINE_OF.test(text);
