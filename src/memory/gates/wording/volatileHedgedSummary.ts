import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A model's hedged summary of the person: an interest it only supposes ("may be interested in birds", "könnte sich für
// Astronomie interessieren", "podría estar interesada en…", "potrebbe interessarsi di…", "возможно, интересуется…") and
// the Korean "…일 가능성이 있다" (there is a chance that…) at a sentence's end. A wish or an ability ("would be
// interested in a tandem partner", "könnte stundenlang Jazz hören") is no guess: only the supposing modal with the verb
// or the adjective of interest, or the Korean noun of chance closing the note, counts. Input is canonical text.

const END = String.raw`(?=\s*(?:[.!?~]|$))`;

const HEDGED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:may|might|could)\s+(?:also\s+)?(?:be\s+interested\s+in|have\s+an\s+interest\s+in)\b`,
  de: String.raw`\bk[oö]nnte\s+sich\s+(?:auch\s+)?f[uü]r\s+(?:[\p{L}\d-]+\s+){1,4}interessieren\b|\bk[oö]nnte\s+(?:auch\s+)?(?:an\s+(?:[\p{L}\d-]+\s+){1,4})?interessiert\s+sein\b`,
  fr: String.raw`\bpourrait\s+(?:aussi\s+)?(?:etre\s+interesse|s['’]interesser)`,
  es: String.raw`\bpodria\s+(?:tambien\s+)?(?:estar\s+interesad[oa]|interesarse|interesarle)`,
  pt: String.raw`\b(?:poderia|pode)\s+(?:tambem\s+)?(?:estar\s+interessad[oa]|se\s+interessar|interessar-se)`,
  it: String.raw`\bpotrebbe\s+(?:anche\s+)?(?:essere\s+interessat[oa]|interessarsi)`,
  ru: String.raw`(?<![\p{L}])(?:возможно|вероятно|может\s+быть),?\s+интересуется(?![\p{L}])`,
  zh: String.raw`(?:可能|也许|也許|或许|或許)(?:会|會)?对.{1,12}(?:感兴趣|感興趣|有兴趣|有興趣)`,
  ja: String.raw`(?:に|へ)(?:の)?興味(?:が|を)?(?:ある|持っている|持つ)かもしれない`,
  ko: String.raw`(?:일|할|했을|있을|될|인)\s?가능성이\s?(?:있다|높다|크다|있음|높음|있어요|있습니다)${END}`,
};

const HEDGED_OF = cued(new RegExp(union(HEDGED), 'iu'));

/** A hedged summary of an interest, or a Korean "there is a chance that" closing the note: speculative. */
export const hasHedgedSummary = (text: string): boolean => HEDGED_OF.test(text);
