import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A decision still open: "hasn't decided yet whether", "is still torn between", "还没决定要不要", "かどうかまだ決めていない",
// "이직할지 아직 결정하지 못했다", "hat sich noch nicht entschieden", "n'a pas encore décidé", "todavía no sabe si", "ainda
// não decidiu", "non ha ancora deciso", "ещё не решил". True until the person decides, so temporary. A lasting way of
// deciding ("never decides quickly", "takes time to decide") names no open decision. Input is canonical text.
const OPEN_DECISION: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:hasn['’]?t|has\s+not|haven['’]?t|have\s+not)\s+(?:yet\s+)?(?:decided|made\s+up\s+(?:their|his|her)\s+minds?|chosen|settled\s+on)\b|\b(?:is|are)\s+(?:still\s+)?(?:undecided|torn\s+between|weighing\s+(?:whether|if|up))\b|\b(?:yet\s+to\s+decide|still\s+deciding)\b`,
  zh: String.raw`还没(?:有)?(?:决定|想好|定下)|還沒(?:有)?(?:決定|想好|定下)|尚未(?:决定|決定)|还在(?:考虑|犹豫|纠结)要不要|還在(?:考慮|猶豫|糾結)要不要|拿不定主意`,
  ja: String.raw`かどうか[^。]{0,6}(?:迷って|悩んで|決めて(?:い)?ない|決めかねて)|まだ決めて(?:い)?ない|決めかねて(?:いる|る)|まだ決まって(?:い)?ない`,
  ko: String.raw`아직\s?(?:결정하지\s?못|결정을\s?못|결정\s?못|정하지\s?못|못\s?정했)|(?:할지|갈지|받을지|옮길지)\s?(?:고민\s?중|고민하고|망설이고|결정하지\s?못)`,
  de: String.raw`\bnoch\s+nicht\s+(?:entschieden|festgelegt)\b|\b(?:ist|sind)\s+(?:sich\s+)?(?:noch\s+)?(?:unschlussig|unentschieden)\b|\b(?:uberlegt|schwankt)\s+noch\b`,
  fr: String.raw`\bn['’](?:a|ont)\s+pas\s+encore\s+(?:decide|choisi|tranche)\b|\bhesite\s+encore\b|\best\s+(?:encore\s+)?indecise?\b|\bne\s+sait\s+pas\s+encore\s+s(?:i|['’]il)\b`,
  es: String.raw`\b(?:todavia|aun)\s+no\s+(?:ha\s+decidido|sabe\s+si|decide\s+si)\b|\bno\s+ha\s+decidido\s+(?:todavia|aun)\b|\besta\s+(?:todavia\s+|aun\s+)?indecis[oa]\b`,
  pt: String.raw`\bainda\s+nao\s+(?:decidiu|sabe\s+se|escolheu)\b|\bnao\s+decidiu\s+ainda\b|\besta\s+(?:ainda\s+)?indecis[oa]\b`,
  it: String.raw`\bnon\s+ha\s+ancora\s+(?:deciso|scelto)\b|\bancora\s+non\s+(?:ha\s+deciso|sa\s+se)\b|\bnon\s+sa\s+ancora\s+se\b|\be\s+(?:ancora\s+)?indecis[oa]\b`,
  ru: String.raw`(?<![\p{L}])(?:еще|пока)\s+не\s+(?:решил[аи]?|определил(?:ся|ась|ись))(?![\p{L}])|(?<![\p{L}])не\s+может\s+решить(?![\p{L}])`,
};

const OPEN_DECISION_OF = cued(new RegExp(union(OPEN_DECISION), 'iu'));

/** A decision still open: temporary. */
// Cheap prefilter: the stem of a verb of deciding or hesitating in any of the languages.
const DECIDE_WORD = cued(
  new RegExp(
    canonicalize(
      String.raw`decid|decis|made\s+up|chosen|settled|torn|weighing|决定|決定|想好|定下|犹豫|猶豫|考虑|考慮|纠结|糾結|拿不定|迷って|悩んで|決め|決ま|결정|정하지|정했|고민|망설|entschied|festgelegt|unschlussig|uberlegt|schwankt|choisi|tranche|hesite|indecis|sait\s+pas|sabe\s+si|sabe\s+se|sa\s+ancora|escolheu|deciso|scelto|sa\s+se|решил|определил|решить`,
    ),
    'iu',
  ),
);

export const hasOpenDecision = (text: string): boolean => DECIDE_WORD.test(text) && OPEN_DECISION_OF.test(text);
