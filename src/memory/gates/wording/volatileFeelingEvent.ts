import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import { FEELING_WORDS, type GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A feeling or a state of fatigue tied to one event, with no word of now: after it ("is exhausted after a long week",
// "nach der Nachtschicht völlig erschöpft", "crevé après sa garde", "está exausta depois do plantão", "устал после
// смены", "è distrutta dopo il turno", "야간 근무 끝나고 완전 지쳤다") or about it under the copula of states ("está
// agobiada con la mudanza", "está nervioso por el examen", "волнуется из-за завтрашнего экзамена"). The event is one
// occasion: a determiner or a possessive follows "after", so a bare plural ("drained after social events") is a
// lasting pattern, and a word of frequency keeps the memory stable (the caller reads this only where none is).
// Input is canonical text (canonical.ts).

// The words of fatigue and worry that FEELING_WORDS leaves out, as adjectives of a state.
const FATIGUE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:worried|nervous|tired(?!\s+of)|worn\s+out|wiped\s+out|knackered|shattered|burnt\s+out|dead\s+tired|beat)\b`,
  de: String.raw`\b(?:besorgt|aufgeregt|kaputt|platt|erledigt|ausgelaugt|k\.\s?o\.|groggy)`,
  fr: String.raw`\b(?:inquiete?s?|nerveu(?:x|se)|epuisee?s?|vannee?s?|lessivee?s?|claquee?s?|naze|cuite?s?|exténuée?s?)\b`,
  es: String.raw`\b(?:preocupad[oa]s?|agotad[oa]s?|rendid[oa]s?|reventad[oa]s?|molid[oa]s?|muert[oa]s?\s+de\s+cansancio)\b`,
  pt: String.raw`\b(?:preocupad[oa]s?|exaust[oa]s?|esgotad[oa]s?|moid[oa]s?|podres?\s+de\s+cansad[oa]|mort[oa]s?\s+de\s+cansaco)\b`,
  it: String.raw`\b(?:preoccupat[oaie]|agitat[oaie]|distrutt[oaie]|sfinit[oaie]|esaust[oaie]|spossat[oaie]|stremat[oaie])\b`,
  ru: String.raw`(?<![\p{L}])(?:вымотал\p{L}*|измотан\p{L}*|выдохл(?:ся|ась|ись)|без\s+сил|выжат\p{L}*)(?![\p{L}])`,
  ja: String.raw`(?:くたくた|ヘトヘト|へとへと|ぐったり|疲れ(?:切|果)て)`,
  ko: String.raw`(?:지쳤|지쳐\s?있|녹초가\s?(?:됐|되었)|기진맥진)`,
  zh: String.raw`(?:累坏了|累壞了|累死了|累瘫了|累癱了|累趴了|累惨了|累慘了|筋疲力尽|筋疲力盡|精疲力尽|精疲力盡)`,
};

// "After" one occasion, or about one under the copula of states.
const AFTER: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bafter\s+(?:a|an|the|his|her|their|my|this|that|today['’]?s?|yesterday['’]?s?|last)\b`,
  de: String.raw`\bnach\s+(?:der|dem|einer|einem|seiner|seinem|ihrer|ihrem|meiner|meinem|dieser|diesem)\b|\b(?:wegen|vor)\s+(?:der|des|dem|seiner|seines|ihrer|ihres)\s+(?:morgigen|anstehenden|bevorstehenden)\b`,
  fr: String.raw`\bapres\s+(?:sa|son|ses|sa|la|le|l['’]|une|un|cette|ce|cet|leur)\b`,
  es: String.raw`\b(?:despues\s+de(?:l|\s+(?:la|su|una|un|esta|este|ese|esa))|tras\s+(?:el|la|su|una|un))\b`,
  pt: String.raw`\b(?:depois|apos)\s+(?:d[oa]|de\s+(?:um|uma|sua|seu)|deste|desta)\b|\bapos\s+(?:o|a|um|uma)\b`,
  it: String.raw`\bdopo\s+(?:il|la|lo|l['’]|un|una|uno|quest[oa]|quell[oa])\b`,
  ru: String.raw`(?<![\p{L}])после(?![\p{L}])`,
  ja: String.raw`(?:明け|の後|のあと|終わりで|が終わって)`,
  ko: String.raw`(?:끝나고|끝난\s?(?:뒤|후)에?|마치고|하고\s?나서|다녀와서|갔다\s?와서)`,
  zh: String.raw`(?:下班|下夜班|加完班|考完|忙完|跑完|回来|回來)`,
};

const feelingOf = (lang: GrammarLang): string => `(?:${FEELING_WORDS[lang]}|${FATIGUE[lang]})`;

const AFTER_EVENT: Readonly<Record<GrammarLang, string>> = Object.fromEntries(
  (Object.keys(AFTER) as GrammarLang[]).map((lang) => {
    const feeling = feelingOf(lang);
    return [lang, `(?:${AFTER[lang]})[^.;!?\\n]{0,40}?${feeling}|${feeling}[^.;!?\\n]{0,24}?(?:${AFTER[lang]})`];
  }),
) as Record<GrammarLang, string>;

// About one matter under the copula of states (Spanish and Portuguese "estar", not "ser", which is a trait), and
// Russian verbs of worry before an event of tomorrow or ahead.
const ABOUT_EVENT: Readonly<Partial<Record<GrammarLang, string>>> = {
  es: String.raw`\b(?:esta|estoy|estan|estamos|estaba)\s+(?:(?:muy|bastante|algo|un\s+poco|super|tan)\s+)?${feelingOf('es')}\s+(?:con|por)\s+(?:el|la|los|las|lo|su|sus|este|esta|ese|esa|un|una)\b`,
  pt: String.raw`\b(?:esta|estou|estao|estamos|estava|ta)\s+(?:(?:muito|bem|meio|um\s+pouco|super|tao)\s+)?${feelingOf('pt')}\s+(?:com|por|pel[oa]s?)\s+(?:o|a|os|as|seu|sua|este|esta|esse|essa|um|uma)\b`,
  ru: String.raw`(?<![\p{L}])(?:волну|пережива|нервнича|беспоко|тревож)\p{L}*\s+(?:\p{L}+\s+)?(?:из-за|перед|насчет|по\s+поводу)\s+(?:завтрашн|вчерашн|предстоящ|сегодняшн)\p{L}*`,
};

const FEELING_EVENT_OF = cued(new RegExp(`${union(AFTER_EVENT)}|${union(ABOUT_EVENT)}`, 'iu'));

/** The fatigue and worry words of each language, for the other classes of feelings (volatileLatelyAspect.ts). */
export const fatigueOf = (lang: GrammarLang): string => canonicalize(FATIGUE[lang]);

/** A feeling or fatigue after one occasion, or about one under "estar": temporary. */
export const hasFeelingEvent = (text: string): boolean => FEELING_EVENT_OF.test(text);
