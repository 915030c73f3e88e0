import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A guess framed as what the chat sounds like or the impression it leaves: "sounds like the user is burned out",
// "klingt so, als wäre…", "on dirait que…", "suena a que…", "passa a impressão de…", "sembra che…", "похоже, …", "听起来用户
// 压力很大", "给人的感觉是…", "馴染めていない印象を受ける", "불만이 있는 듯한 인상을 준다". A first impression named as a value
// ("第一印象を大切にする", "cares about first impressions") or a sound that is liked ("likes music that sounds like rain")
// is not read: the shapes need a clause or the person after them. What seems so to the person ("all'utente gli sembra
// che Lugano sia la più bella") is that person's view, as the lexicons read "le parece que". Input is canonical text.

const PERSON_AFTER_EN = String.raw`(?:the\s+user|user|he|she|they|his|her|their)`;

const HEARD: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:^|[.;:,!?]\s*)(?:it\s+)?(?:sounds|sounded)\s+(?:like|as\s+if|as\s+though)\s+${PERSON_AFTER_EN}\b|\b(?:from\s+what\s+(?:they|he|she)\s+(?:says?|said|writes?|wrote)|by\s+the\s+sound\s+of\s+it)\b`,
  de: String.raw`\bklingt\s*(?:(?:ganz\s+|eher\s+)?so)?\s*,?\s*als\s+(?:ob|wenn|wäre|waere|ware|hatte|hätte|haette)\b|\ballem\s+anschein\s+nach\b`,
  fr: String.raw`(?:^|[.;:,!?]\s*)on\s+dirait\s+(?:que|qu['’])|\b(?:a\s+l['’]\s*entendre|a\s+ce\s+qu['’]\s*(?:il|elle)\s+dit)\b`,
  es: String.raw`\bsuena\s+(?:a\s+que|como\s+(?:si|que))\b|\bpor\s+lo\s+que\s+(?:cuenta|dice)\b|\bdeja\s+la\s+impresion\s+de\b`,
  pt: String.raw`\b(?:passa|deixa|dá|da)\s+a\s+impressao\s+de\b|\bpelo\s+que\s+(?:conta|diz|fala)\b`,
  it: String.raw`(?<!\b(?:gli|le)\s)\b(?:sembra|pare)\s+(?:che|proprio\s+che)\b|\b(?:gli|le)\s+(?:sembra|pare)\s+che\s+(?:l['’]\s*)?utente\b|\ba\s+sentir(?:e|lo|la)\b|\bdalle\s+sue\s+parole\b`,
  ru: String.raw`(?<![\p{L}])(?:похоже,|судя\s+по\s+(?:всему|словам|рассказам))|(?<![\p{L}])(?:складывается|создаётся|создается)\s+впечатление(?![\p{L}])`,
  zh: String.raw`(?:^|[，。,.!！?？]\s*)(?:听起来|聽起來|听上去|聽上去)|(?:给人|給人)(?:的|一种|一種)?(?:感觉|感覺|印象)(?:是|像|很)?`,
  ja: String.raw`(?<=[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}])(?<!第一|好|悪|第一の)印象(?:を受ける|を受けた|を受けます|がある|だ|です|を与える)|(?:話|様子|口ぶり)(?:を聞く限り|から(?:する|察する)と)`,
  ko: String.raw`인상을\s?(?:준다|줌|줍니다|받는다|받음|풍긴다)|(?:말투|얘기|이야기)로\s?(?:봐서는|보아|보면)`,
};

const HEARD_OF = cued(new RegExp(union(HEARD), 'iu'));

/** A guess framed as how the chat sounds or the impression it leaves: speculative. */
export const hasHeardImpression = (text: string): boolean => HEARD_OF.test(text);
