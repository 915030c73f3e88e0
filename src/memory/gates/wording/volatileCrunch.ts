import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A push before one release or deadline: "the team is in a release crunch", "steckt in der heißen Phase vor dem
// Release", "en plein rush avant la mise en production", "en la recta final del lanzamiento", "na correria do
// lançamento", "sotto pressione per il rilascio", "аврал перед релизом", "正在赶版本发布", "リリース前の追い込み", "출시
// 막바지 야근 중". It ends with the release; working well under pressure or disliking crunches is a trait and names no
// one push. Input is canonical text.

const CRUNCH: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|are|am|'s|'re)\s+(?:(?:currently|still|now)\s+)?(?:in|on)\s+(?:a|the|full|their|his|her)\s+(?:\p{L}+\s+)?crunch\b|\bcrunch\s+(?:time|mode)\b(?!\s+culture)|\bcrunching\s+(?:for|on|before|to)\b`,
  de: String.raw`\b(?:steckt|stecken|stecke|ist|sind|bin)\s+(?:gerade\s+|mitten\s+|voll\s+)*(?:in\s+der|im)\s+(?:heissen\s+Phase|Endspurt|Release-?Stress|Crunch)\b`,
  fr: String.raw`\ben\s+plein\s+rush\b|\b(?:est|sont|suis)\s+(?:en\s+plein\s+|dans\s+le\s+)?(?:rush|coup\s+de\s+feu)\s+(?:avant|pour|de)\b`,
  es: String.raw`\ben\s+(?:plena\s+|la\s+)recta\s+final\s+(?:de|del|para)\b|\b(?:esta|estan|estoy|estamos)\s+a\s+tope\s+(?:con|por)\s+(?:el|la|los|las)\b`,
  pt: String.raw`\bna\s+correria\s+(?:d[oa]s?|de|para|pra|pro)\b|\bna\s+reta\s+final\s+(?:d[oa]s?|de|para)\b`,
  it: String.raw`\b(?:e|sono|siamo|sta|stanno)\s+(?:\p{L}+\s+)?sotto\s+pressione\s+per\s+(?:il|la|lo|l['’]|i|gli|le)\s*(?:\p{L}+\s+)?(?:rilascio|lancio|consegna|scadenza|release|chiusura)\b|\bnella\s+(?:fase\s+finale|volata\s+finale)\s+(?:del|della|di)\b`,
  ru: String.raw`(?<![\p{L}])(?:у\s+(?:\p{L}+\s+)?аврал|в\s+аврале|аврал\s+(?:перед|из-за|с)|запар\p{L}*\s+перед)(?![\p{L}])`,
  zh: String.raw`赶(?:版本|进度|進度|工期|项目|項目|上线|上線|发布|發佈|发版|發版|deadline|ddl|交付)|(?:冲刺|衝刺)(?:阶段|階段|中)|(?:发布|發佈|上线|上線|发版|發版)前(?:的)?(?:冲刺|衝刺|加班)`,
  ja: String.raw`(?:リリース|納品|締め切り|締切|納期|ローンチ)(?:前|直前)(?:の追い込み|で(?:忙しい|バタバタ))|追い込み(?:中|の時期)`,
  ko: String.raw`(?:출시|마감|릴리스|배포|납품)\s?막바지|막바지\s?(?:작업|야근)\s?중|(?:출시|마감|릴리스|배포)(?:를|을)?\s?앞두고\s?(?:야근|바쁘)`,
};

const CRUNCH_OF = cued(new RegExp(canonicalize(union(CRUNCH)), 'iu'));

/** A push before one release or deadline: temporary. */
export const hasCrunch = (text: string): boolean => CRUNCH_OF.test(text);
