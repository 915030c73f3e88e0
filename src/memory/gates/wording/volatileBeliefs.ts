import { cued } from './cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A belief someone else holds about the person: "her doctor suspects", "friends think he is", "die Ärztin vermutet",
// "les amis pensent qu'il", "su médico sospecha", "a família acha que ele", "il medico sospetta", "врач подозревает",
// "朋友们觉得他", "医者は…を疑っている", "친구들은 …라고 생각한다". It is their guess, not a fact of the person's, so
// speculative. The person's own opinion ("thinks children should play outside") has the person as its subject and is
// none of these (in Chinese and Japanese the other is named as the person's, with 的 or の: "用户和朋友都觉得" is a
// shared opinion), nor is a regard ("thinks highly of", "believes in"). Input is canonical text (canonical.ts).

const OTHERS_EN = String.raw`doctor|physician|therapist|dentist|friends?|family|parents|mother|father|mom|mum|dad|wife|husband|partner|boss|manager|colleagues|co-?workers|teachers?|coach|girlfriend|boyfriend|sister|brother|relatives|in-laws`;

const OTHERS_BELIEF: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:user['’]?s|his|her|their)\s+(?:\p{L}+\s+)?(?:${OTHERS_EN})\s+(?:(?:also|still|all|now|strongly)\s+)?(?:suspects?|suspected|thinks?|thought|believes?|believed|assumes?|guess(?:es)?|reckons?|wonders?\s+if|(?:is|are)\s+convinced)\b(?!\s+(?:in|(?:highly|the\s+world|a\s+lot|much|little|well|poorly|fondly)\s+of)\b)`,
  zh: String.raw`(?:的|他|她|其)(?:朋友|家人|父母|爸妈|爸媽|医生|醫生|大夫|妻子|丈夫|老公|老婆|同事|老板|老闆|老师|老師|女朋友|男朋友|女友|男友)(?:们|們)?(?:都|也|一直)?(?:觉得|覺得|认为|認為|怀疑|懷疑|以为|以為|猜)`,
  ja: String.raw`の(?:医者|医師|友人|友達|家族|両親|妻|夫|上司|同僚|先生|彼女|彼氏)(?:たち|達)?(?:は|が|も)[^。]{0,30}(?:を疑って|と疑って|と思って(?:いる|る)|と考えて(?:いる|る)|と見て(?:いる|る))`,
  ko: String.raw`(?:의사|친구들?|가족|부모님|아내|남편|상사|동료들?|선생님|여자\s?친구|남자\s?친구)(?:은|는|이|가|도)\s[^.]{0,40}(?:라고|다고|을|를)\s?(?:생각한다|생각해|여긴다|의심한다|의심하고|믿는다|본다)`,
  de: String.raw`\b(?:arzt|arztin|freunde|freundinnen|familie|eltern|frau|mann|partnerin|partner|chef|chefin|kollegen|kolleginnen|lehrer|lehrerin)\s+(?:des\s+nutzers\s+|der\s+nutzerin\s+)?(?:vermutet|vermuten|glaubt|glauben|denkt|denken|meint|meinen|halt\s+ihn|halten\s+ihn|halt\s+sie|halten\s+sie|verdachtigt)\b`,
  fr: String.raw`\b(?:medecin|docteur|amis|amies|famille|parents|femme|mari|conjointe?|patron|cheffe?|collegues|professeur)\s+(?:de\s+l['’]utilisat(?:eur|rice)\s+)?(?:pensent|pense|croient|croit|soupconnent|soupconne|supposent|suppose|estiment|estime|le\s+(?:croit|croient|trouve|trouvent|pense|soupconne)|la\s+(?:croit|croient|trouve|trouvent))\b`,
  es: String.raw`\b(?:medic[oa]|doctora?|amigos|amigas|familia|padres|esposa|esposo|marido|mujer|pareja|jefe|jefa|companeros|profesora?)\s+(?:del\s+usuario\s+|de\s+la\s+usuaria\s+)?(?:sospechan?|creen?|piensan?|suponen?|opinan?|l[oa]\s+(?:cree|creen|considera|consideran|ve|ven))\b`,
  pt: String.raw`\b(?:medic[oa]|doutora?|amigos|amigas|familia|pais|esposa|marido|mulher|namorad[ao]|chefe|colegas|professora?)\s+(?:do\s+usuario\s+|da\s+usuaria\s+)?(?:suspeitam?|desconfiam?|acham?|acreditam?|pensam?|supoem?|o\s+acham?|a\s+acham?)\b`,
  it: String.raw`\b(?:medico|medica|dottore|dottoressa|amici|amiche|famiglia|genitori|moglie|marito|compagn[oa]|capo|colleghi|insegnante)\s+(?:dell['’]utente\s+)?(?:sospetta(?:no)?|pensa(?:no)?|crede|credono|ritiene|ritengono|suppone|suppongono|lo\s+(?:crede|credono|considera|ritiene))\b`,
  ru: String.raw`(?<![\p{L}])(?:врач|доктор|друзья|подруги|семья|родители|жена|муж|начальник|коллеги|учитель)\s+(?:пользовател\p{L}*\s+)?(?:подозревает|подозревают|считает|считают|думает|думают|полагает|полагают)(?![\p{L}])`,
};

const OTHERS_BELIEF_OF = cued(new RegExp(union(OTHERS_BELIEF), 'iu'));

/** A belief someone else holds about the person: speculative. */
// Cheap prefilter: the stem of a verb of believing or suspecting in any of the languages.
const BELIEF_VERB = cued(
  new RegExp(
    canonicalize(
      String.raw`suspect|think|thought|believ|assum|guess|reckon|wonder|convinced|觉得|覺得|认为|認為|怀疑|懷疑|以为|以為|猜|疑って|思って|考えて|見て|생각|여긴|의심|믿는|본다|vermut|glaub|denk|mein|halt|verdacht|pens|croi|soupcon|suppos|estim|trouv|sospe|cre|piens|supon|opin|consider|suspeit|desconfi|acha|acham|acredit|supoe|ritien|подозрева|счита|дума|полага`,
    ),
    'iu',
  ),
);

export const hasOthersBelief = (text: string): boolean => BELIEF_VERB.test(text) && OTHERS_BELIEF_OF.test(text);
