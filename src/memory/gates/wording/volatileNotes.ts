import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A note of doubt an extraction model adds beside a fact: "(unconfirmed)", "to be verified", "TBD", "needs confirmation",
// ", not sure exactly", "(待确认)", "(要確認)", "(확인 필요)", "(noch zu prüfen)", "(non confirmé)", "(sin confirmar)",
// "(a confirmar)", "(da verificare)", "(не подтверждено)", or a field left as "?" ("Employer: ?"). The fact is not
// settled, so speculative. The note is read only where a note stands: in brackets, or after a comma, a semicolon, a
// colon or a dash; "confirmed by the user" or "本人確認済み" says the opposite and is none of these, and the same words
// inside a clause ("verifies unconfirmed reports", "не уверен в себе") name something else. Input is canonical text.

const NOTE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`unconfirmed|not\s+(?:yet\s+)?confirmed|to\s+be\s+(?:verified|confirmed|checked|determined)|tb[dc]|needs?\s+(?:confirmation|verification|checking|to\s+be\s+confirmed)|unverified|not\s+verified|not\s+(?:sure|certain)(?:\s+(?:exactly|though|about\s+(?:that|this|the\s+\p{L}+)|of\s+that))?|unsure|uncertain|unclear|i\s+think|if\s+i\s+recall(?:\s+correctly)?|guess(?:ed)?|estimated`,
  zh: String.raw`待确认|待確認|未确认|未確認|需(?:要)?确认|需(?:要)?確認|有待核实|有待核實|待核实|待核實|未核实|未核實|不确定|不確定|具体不清楚|具體不清楚|不太清楚|说不准|說不準|存疑|待定`,
  ja: String.raw`要確認|未確認|確認中|不確か|はっきりしない|はっきりしません|定かでない|定かではない|未定|推定`,
  ko: String.raw`확인\s?필요|확인\s?요망|미확인|확인되지\s?않음|확인\s?안\s?됨|확실하지\s?않음|불확실|정확하지\s?않음|미정|추정`,
  de: String.raw`unbestatigt|nicht\s+bestatigt|noch\s+zu\s+(?:prufen|klaren|bestatigen)|zu\s+(?:prufen|verifizieren|bestatigen)|unklar|nicht\s+sicher|ungewiss|ohne\s+gewahr|(?:genau\s+)?weiss\s+ich\s+(?:es|das)\s+nicht(?:\s+genau)?|genau\s+weiss\s+ich\s+(?:es|das)\s+nicht|geschatzt`,
  fr: String.raw`non\s+confirmee?s?|pas\s+(?:encore\s+)?confirmee?s?|a\s+(?:confirmer|verifier|preciser)|pas\s+sure?|pas\s+certaine?|incertaine?|sous\s+reserve|je\s+ne\s+sais\s+pas\s+exactement|estimee?`,
  es: String.raw`sin\s+confirmar|no\s+confirmad[oa]|por\s+(?:confirmar|verificar)|a\s+confirmar|sin\s+verificar|no\s+estoy\s+segur[oa]|no\s+es\s+seguro|no\s+se\s+(?:exactamente|con\s+certeza)|estimad[oa]`,
  pt: String.raw`a\s+(?:confirmar|verificar)|nao\s+confirmad[oa]|sem\s+confirmacao|por\s+confirmar|nao\s+tenho\s+certeza|nao\s+sei\s+(?:ao\s+certo|bem)|incert[oa]|estimad[oa]`,
  it: String.raw`da\s+(?:verificare|confermare)|non\s+confermat[oa]|non\s+(?:ne\s+)?sono\s+sicur[oa]|non\s+e\s+sicuro|incert[oa]|stimat[oa]`,
  ru: String.raw`не\s+подтвержден[оа]?|требует\s+(?:проверки|уточнения)|нужно\s+уточнить|уточнить|точно\s+не\s+знаю|не\s+уверен[аы]?|неточно|под\s+вопросом`,
};

const NOTES = union(NOTE);
// In brackets, whole ("(unconfirmed)", "(a confirmar)", "(확인 필요)"), or after a separator and followed by no clause of
// its own (", not sure exactly." but not ", not sure how to cook rice").
const DOUBT_NOTE = cued(
  new RegExp(
    canonicalize(
      String.raw`[(\[]\s*(?:${NOTES})\s*[)\]]|(?:[,;:、，；：]|\s[-–—])\s*(?:but\s+|aber\s+|mais\s+|pero\s+|mas\s+|ma\s+|но\s+)?(?:${NOTES})(?![\p{L}\p{N}])(?!\s+(?:if|whether|how|what|when|where|why|which|who|that|to|ob|wie|was|wann|wo|si|comment|quand|como|cuando|donde|se|quando|dove|ли|как|что|когда|где)(?![\p{L}]))|[:：]\s*[?？]+(?![\p{L}\p{N}])`,
    ),
    'iu',
  ),
);
// Cheap prefilter: a bracket, a separator or a colon before any note at all.
const NOTE_PLACE = /[([,;:、，；：–—-]/;

/** A note of doubt an extraction model adds beside a fact: speculative. */
export const hasDoubtNote = (text: string): boolean => NOTE_PLACE.test(text) && DOUBT_NOTE.test(text);
