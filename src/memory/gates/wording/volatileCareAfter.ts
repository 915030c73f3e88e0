import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Caring for someone after one medical event, which ends when they are back on their feet: "is looking after her
// father after his operation", "pflegt ihren Vater nach seiner Operation", "s'occupe de son père depuis son
// opération", "está cuidando a su padre tras la operación", "cuidando do pai depois da cirurgia", "sta assistendo il
// padre dopo l'operazione", "ухаживает за отцом после операции", "照顾做完手术的父亲", "手術を受けた父親の看病", "수술받은
// 아버지를 간병하고 있다". The events are one-off (an operation, an accident, a fall, a fracture, a birth); care for a
// lasting condition names none ("cares for her father, who has dementia", "looks after her disabled brother"), and
// nursing as a job has no event beside it; Russian "помогает" (helps) counts only with one person of kin. Japanese 看病 and Korean 간병 (nursing a sick person) under way are the
// same class without the event. A year makes it a dated past (the caller reads this with the other ending states).
// Input is canonical text.

const CARE_AFTER: Readonly<Record<GrammarLang, { care: string; after: string; event: string }>> = {
  en: {
    care: String.raw`\b(?:looking\s+after|looks\s+after|caring\s+for|cares\s+for|taking\s+care\s+of|takes\s+care\s+of|nursing)\b`,
    after: String.raw`\b(?:after|following|since)\s+(?:a|an|the|his|her|their|my)\b`,
    event: String.raw`\s+(?:\p{L}+\s+)?(?:operation|surgery|accident|fall|fracture|procedure|c-section)\b`,
  },
  de: {
    care: String.raw`\b(?:pflegt|pflege|kummert\s+sich|versorgt|betreut)\b`,
    after: String.raw`\b(?:nach|seit)\s+(?:der|dem|seiner|ihrer|einer|einem)\b`,
    event: String.raw`\s+(?:\p{L}+\s+)?\p{L}*(?:operation|op|unfall|sturz|eingriff|bruch|geburt)\b`,
  },
  fr: {
    care: String.raw`\b(?:s['’]occupe\s+d|prend\s+soin\s+d|soigne|veille\s+sur)`,
    after: String.raw`\b(?:apres|depuis)\s+(?:son|sa|l['’]|une?)`,
    event: String.raw`\s*(?:operation|intervention|accident|chute|fracture|accouchement)\b`,
  },
  es: {
    care: String.raw`\b(?:cuidando|atendiendo)\b`,
    after: String.raw`\b(?:tras|despues\s+de|desde)\s+(?:la|el|su|una|un)\b`,
    event: String.raw`\s*(?:operacion|cirugia|intervencion|accidente|caida|fractura|parto)\b`,
  },
  pt: {
    care: String.raw`\b(?:cuidando|ajudando)\b`,
    after: String.raw`\b(?:depois\s+d[ao]|apos\s+[ao]|desde\s+[ao])\b`,
    event: String.raw`\s*(?:cirurgia|operacao|acidente|queda|fratura|parto)\b`,
  },
  it: {
    care: String.raw`\b(?:assistendo|accudendo|prendendo\s+cura|occupando|curando)\b`,
    after: String.raw`\b(?:dopo|dal|dalla|dall['’])`,
    event: String.raw`\s*(?:l['’]\s*|la\s+|il\s+|un\s+|una\s+)?(?:operazione|intervento|incidente|caduta|frattura|parto)\b`,
  },
  ru: {
    care: String.raw`(?<![\p{L}])(?:ухаживает|ухаживаю|присматривает|заботится|(?:помогает|помогаю)\s+(?:маме|отцу|папе|матери|бабушке|дедушке|брату|сестре|мужу|жене|сыну|дочери|другу|подруге))(?![\p{L}])`,
    after: String.raw`(?<![\p{L}])(?:после|с\s+момента)(?![\p{L}])`,
    event: String.raw`\s*(?:\p{L}+\s+)?(?:операции|аварии|падения|перелома|родов)(?![\p{L}])`,
  },
  zh: {
    care: String.raw`(?:照顾|照顧|照料|陪护|陪護)`,
    after: '',
    event: String.raw`(?:做完|做了|动完|動完|动了|動了|刚做完|剛做完)(?:手术|手術)|(?:手术|手術|开刀|開刀)(?:后|後)|(?:车祸|車禍|摔伤|摔傷|骨折)`,
  },
  ja: {
    care: String.raw`(?:看病|世話|付き添い)`,
    after: '',
    event: String.raw`手術(?:を受けた|した|後)|事故に遭った|骨折した|転倒した`,
  },
  ko: {
    care: String.raw`(?:간병|돌보|돌봐|병간호)`,
    after: '',
    event: String.raw`수술(?:을\s?)?(?:받은|한|\s?후|\s?뒤)|사고(?:로|를\s?당한)|골절(?:된|로|\s?후)`,
  },
};

// The care and the event in either order within one clause; Chinese, Japanese and Korean name the event as the
// person's modifier ("做完手术的父亲", "手術を受けた父親", "수술받은 아버지"), so there no word of "after" is needed, but the
// event is a done one ("手术前的病人", "수술 전 환자" are patients before it, a nurse's work).
const CLAUSE: Readonly<Record<GrammarLang, string>> = Object.fromEntries(
  (Object.keys(CARE_AFTER) as GrammarLang[]).map((lang) => {
    const { care, after, event } = CARE_AFTER[lang];
    const gap = after ? String.raw`[^.;!?\n]{0,40}?` : String.raw`[^，。,.;!?\n]{0,12}?`;
    return [lang, `(?:${care})${gap}${after}(?:${event})|${after}(?:${event})${gap}(?:${care})`];
  }),
) as Record<GrammarLang, string>;

// Nursing a sick person under way, a class of its own in Japanese and Korean.
const NURSING: Readonly<Partial<Record<GrammarLang, string>>> = {
  ja: String.raw`看病(?:中|を?して(?:いる|います|る))`,
  ko: String.raw`(?:간병|병간호)(?:를|을)?\s?(?:하고\s?있|중)`,
};

const CARE_AFTER_OF = cued(new RegExp(`${union(CLAUSE)}|${union(NURSING)}`, 'iu'));
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** Caring for someone after one operation, accident or fall, or nursing the sick, under way: temporary. */
export const hasCareAfter = (text: string): boolean => CARE_AFTER_OF.test(text) && !YEAR.test(text);
