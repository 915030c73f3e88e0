import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A condition only suspected, or only possible: "suspects she has asthma", "怀疑自己对花粉过敏", "подозревает у себя
// аллергию", "sospetta di avere un'allergia", "desconfia que tem rinite", "soupçonne d'avoir", "hat den Verdacht",
// "의심하고 있다"; and a possibility opened by a conditional of "could" with no subject, at a note's start ("Potrebbe
// soffrire di emicrania", "Podría tener TDAH", "Poderia ter asma", "Pourrait avoir un TDAH", "Could have ADHD") or by
// "il se pourrait que"; and the present "may be" of Portuguese and Spanish with the verb of states ("Pode estar grávida",
// "Ela pode estar doente", "Puede estar embarazada"; not a place or a length of time, "pode estar em casa às seis", "puede estar horas leyendo") or German "könnte … sein" opening a note ("Könnte schwanger
// sein"; canonical text reads it "konnte"), which is a guess as "might be" is. A conditional after a subject is volatileAspect.ts's; "could" before a wish or an instruction
// ("Podría usar más ejemplos") is neither, so only verbs of being, having, suffering and living count. Input is
// canonical text (canonical.ts).

const AT_START = String.raw`(?:^|[.;:\n]\s*)`;

const SUSPICION: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bsuspects?\s+(?:that\s+)?(?:he|she|they|i|the\s+user)\s+(?:has|have|is|are|had|was)\b|${AT_START}could\s+(?:have|be|suffer)\b(?!\s+(?:been\s+)?(?:better|shorter|longer|clearer|more|less)\b)`,
  de: String.raw`\bvermutet\s*,?\s*(?:dass\s+)?(?:er|sie|ich)\s|\b(?:hat|habe|haben)\s+den\s+Verdacht\b|${AT_START}konnte\s+(?:\p{L}+\s+){0,3}sein\b`,
  fr: String.raw`\bsoupconne\s+(?:d['’]\s*(?:avoir|etre|souffrir)|qu['’]\s*(?:il|elle)|que\s+(?:il|elle|l['’]))|\bpense\s+(?:avoir|souffrir)\b|\bil\s+(?:se\s+(?:pourrait|peut)|est\s+possible)\s+(?:qu['’]|que)|${AT_START}pourrait\s+(?:etre|avoir|souffrir|vivre|habiter|travailler)\b`,
  es: String.raw`\bsospecha\s+(?:que|tener|ser|estar|padecer|sufrir)\b|(?:${AT_START}|\b(?:el|ella|usuario|usuaria)\s+)puede\s+estar\b(?!\s+(?:en|a|al|con|de|horas|dias|todo|mucho)\b)|${AT_START}podria\s+(?:tener|ser|estar|sufrir|padecer|vivir|trabajar)\b`,
  pt: String.raw`\b(?:desconfia|suspeita|desconfio|suspeito)\s+(?:que|de\s+que|ter|ser|estar|sofrer)\b|(?:${AT_START}|\b(?:ele|ela|usuario|usuaria)\s+)pode\s+estar\b(?!\s+(?:em|no|na|a|ao|com|de|horas|dias|todo|muito)\b)|${AT_START}poderia\s+(?:ter|ser|estar|sofrer|morar|viver|trabalhar)\b`,
  it: String.raw`\bsospett(?:a|o)\s+(?:di\s+(?:avere|essere|soffrire)|che)\b|${AT_START}potrebbe\s+(?:avere|essere|soffrire|vivere|abitare|lavorare)\b`,
  ru: String.raw`(?<![\p{L}])подозрева(?:ет|ю)\s*,?\s+(?:у\s+себя|что)(?![\p{L}])`,
  ja: String.raw`(?:では|じゃ)ないかと(?:疑って|疑う)|の疑いが(?:ある|あります)`,
  ko: String.raw`의심(?:하고\s?있|된다|돼요|스럽)|아닌지\s?의심`,
  zh: String.raw`(?:怀疑|懷疑)(?:自己|他|她|用户|用戶)?(?:可能|有|是|得了|患(?:有|了)?|对[^，。,.]{1,8}过敏|對[^，。,.]{1,8}過敏)`,
};

const SUSPICION_OF = cued(new RegExp(union(SUSPICION), 'imu'));

/** A condition suspected or only possible: speculative. */
export const hasSuspicion = (text: string): boolean => SUSPICION_OF.test(text);
