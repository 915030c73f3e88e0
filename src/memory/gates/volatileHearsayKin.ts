import { cued } from './cueScan';
import { canonicalize } from './canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A fact heard from the person's family or partner: "according to his wife", "d'après sa sœur", "selon sa mère",
// "laut seiner Mutter", "según su madre", "segundo a mãe dele", "secondo sua moglie", "по словам мамы", "听他妈妈说".
// Hearsay from friends and colleagues is read by volatileContext.ts; a doctor or a record is a named source, not
// hearsay, and is no relative. Input is canonical text.

const KIN_EN = String.raw`(?:mother|father|mom|mum|dad|wife|husband|partner|girlfriend|boyfriend|parents|son|daughter|aunt|uncle|grandma|grandpa|grandmother|grandfather|grandparents|fiancee?|spouse|family|in-laws|sister|brother)`;
const KIN_FR = String.raw`(?:mere|pere|femme|mari|compagne|compagnon|copine|copain|soeur|sœur|frere|parents|fils|fille|tante|oncle|grand-mere|grand-pere|famille|conjointe?|epouse|epoux|maman|papa)`;
const KIN_DE = String.raw`(?:mutter|vater|mama|papa|frau|mann|partnerin|partner|freundin|eltern|sohn|tochter|tante|onkel|oma|opa|familie|schwester|bruder|ehefrau|ehemann)`;
const KIN_ES = String.raw`(?:madre|padre|mama|papa|esposa|esposo|mujer|marido|pareja|novia|novio|padres|hijo|hija|tia|tio|abuela|abuelo|familia|hermana|hermano)`;
const KIN_PT = String.raw`(?:mae|pai|esposa|marido|mulher|namorada|namorado|pais|filho|filha|tia|tio|avo|familia|companheira|companheiro|irma|irmao)`;
const KIN_IT = String.raw`(?:madre|padre|mamma|papa|moglie|marito|compagna|compagno|fidanzata|fidanzato|genitori|figlio|figlia|zia|zio|nonna|nonno|famiglia|sorella|fratello)`;

const HEARSAY_KIN: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\b(?:according\s+to|per)\s+(?:his|her|their|my|the\s+user['’]?s?|user['’]s)\s+(?:\p{L}+\s+)?${KIN_EN}s?\b`,
  fr: String.raw`\b(?:d['’]apres|selon)\s+(?:sa|son|ses|sa\s+propre|mon|ma|mes)\s+(?:\p{L}+\s+)?${KIN_FR}s?\b`,
  de: String.raw`\b(?:laut|nach\s+aussage)\s+(?:seiner|seinem|seinen|ihrer|ihrem|ihren|meiner|meinem|meinen)\s+(?:\p{L}+\s+)?${KIN_DE}n?\b`,
  es: String.raw`\bsegun\s+(?:su|sus|mi|mis)\s+(?:\p{L}+\s+)?${KIN_ES}s?\b`,
  pt: String.raw`\bsegundo\s+(?:a|o|sua|seu|minha|meu)\s+(?:\p{L}+\s+)?${KIN_PT}s?\b`,
  it: String.raw`\bsecondo\s+(?:la|il|sua|suo|sue|suoi|i|mia|mio)\s+(?:\p{L}+\s+)?${KIN_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:по\s+словам|со\s+слов)\s+(?:\p{L}+\s+)?(?:мам|матер|отц|пап|жен|муж|родител|сын|доч|тет|тёт|дяд|бабушк|дедушк|девушк|парн|семь)\p{L}*`,
  zh: String.raw`(?:听|聽|据|據)(?:他|她|用户|用戶)?的?(?:妈妈|媽媽|爸爸|老婆|老公|妻子|丈夫|女朋友|男朋友|对象|對象|父母|姐姐|妹妹|哥哥|弟弟|家里人|家裡人)(?:说|說)`,
};

const HEARSAY_KIN_OF = cued(new RegExp(union(HEARSAY_KIN), 'iu'));
// Cheap prefilter: the words that name a source.
const HINT = cued(
  new RegExp(canonicalize(String.raw`according|\bper\s|d['’]apres|selon|laut|aussage|segun|secondo|словам|слов|听|聽|据|據`), 'iu'),
);

/** A fact heard from a relative or a partner: speculative. */
export const hasHearsayFromKin = (text: string): boolean => HINT.test(text) && HEARSAY_KIN_OF.test(text);
