import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A belief someone else holds about the person: "her doctor suspects", "friends think he is", "die Ärztin vermutet",
// "les amis pensent qu'il", "su médico sospecha", "a família acha que ele", "il medico sospetta", "врач подозревает",
// "朋友们觉得他", "医者は…を疑っている", "친구들은 …라고 생각한다". It is their guess, not a fact of the person's, so
// speculative. The person's own opinion ("thinks children should play outside") has the person as its subject and is
// none of these (in Chinese and Japanese the other is named as the person's, with 的 or の: "用户和朋友都觉得" is a
// shared opinion), nor is a regard ("thinks highly of", "believes in"). Input is canonical text (canonical.ts).

const OTHERS_EN = String.raw`doctors?|physician|therapist|psychiatrist|psychologist|counsell?or|nurse|dentist|friends?|family|parents|mother|father|mom|mum|dad|wife|husband|spouse|partner|boss|manager|colleagues?|co-?workers?|teachers?|coach|girlfriend|boyfriend|sisters?|brothers?|siblings|relatives|in-laws|grand(?:mother|father|ma|pa|parents)|aunt|uncle|cousin|son|daughter|neighbou?rs?|roommates?|flatmates?`;

const OTHERS_ZH = String.raw`朋友|家人|父母|爸妈|爸媽|妈妈|媽媽|爸爸|母亲|母親|父亲|父親|妈|媽|爸|姐姐|妹妹|哥哥|弟弟|奶奶|爷爷|爺爺|外婆|外公|医生|醫生|大夫|心理医生|心理醫生|妻子|丈夫|老公|老婆|对象|對象|同事|领导|領導|老板|老闆|老师|老師|女朋友|男朋友|女友|男友|室友|邻居|鄰居`;
const OTHERS_JA = String.raw`医者|医師|主治医|カウンセラー|友人|友達|家族|両親|母親?|父親?|母さん|父さん|姉|兄|妹|弟|妻|夫|奥さん|旦那さん|上司|同僚|先生|彼女|彼氏`;
const OTHERS_KO = String.raw`의사|상담사|친구들?|가족|부모님|엄마|아빠|어머니|아버지|언니|누나|오빠|형|아내|남편|상사|동료들?|선생님|여자\s?친구|남자\s?친구`;
const OTHERS_DE = String.raw`arzt|arztin|therapeut(?:in)?|psychiater(?:in)?|freund(?:in)?|freunde|freundinnen|familie|eltern|mutter|vater|mama|papa|schwester|bruder|geschwister|oma|opa|frau|mann|partnerin|partner|chef|chefin|kollege|kollegin|kollegen|kolleginnen|lehrer|lehrerin|nachbar(?:in)?`;
const OTHERS_FR = String.raw`medecin|docteur|psy|psychiatre|psychologue|therapeute|ami|amie|amis|amies|famille|parents|mere|pere|maman|papa|soeur|frere|grand-mere|grand-pere|femme|mari|conjointe?|compagnon|compagne|patron|cheffe?|collegue|collegues|professeur|voisine?`;
const OTHERS_ES = String.raw`medic[oa]|doctora?|psicolog[oa]|psiquiatra|terapeuta|amig[oa]s?|familia|padres|madre|padre|mama|papa|herman[oa]s?|abuel[oa]|esposa|esposo|marido|mujer|pareja|novi[oa]|jefe|jefa|companer[oa]s?|profesora?|vecin[oa]s?`;
const OTHERS_PT = String.raw`medic[oa]|doutora?|psicolog[oa]|psiquiatra|terapeuta|nutricionista|amig[oa]s?|familia|pais|mae|pai|irm[aã]o?s?|av[oó]|esposa|marido|mulher|namorad[ao]|chefe|colegas?|professora?|vizinh[oa]s?`;
const OTHERS_IT = String.raw`medico|medica|dottore|dottoressa|psicolog[oa]|psichiatra|terapeuta|amic[oa]|amici|amiche|famiglia|genitori|madre|padre|mamma|papa|sorella|fratello|nonn[oa]|moglie|marito|compagn[oa]|fidanzat[oa]|capo|collega|colleghi|insegnante|vicin[oa]`;
const OTHERS_RU = String.raw`врач|доктор|психолог|психиатр|терапевт|друг|подруга|друзья|подруги|семья|родители|мама|папа|мать|отец|сестра|брат|бабушка|дедушка|жена|муж|начальник|начальница|коллега|коллеги|учитель|сосед|соседка`;

const OTHERS_BELIEF: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:user['’]?s|his|her|their|a|one\s+of\s+(?:his|her|their))\s+(?:\p{L}+\s+)?(?:${OTHERS_EN})\s+(?:(?:at|from)\s+work\s+)?(?:(?:also|still|all|now|strongly)\s+)?(?:suspects?|suspected|thinks?|thought|believes?|believed|assumes?|guess(?:es)?|reckons?|wonders?\s+if|(?:is|are)\s+convinced)\b(?!\s+(?:(?:firmly|strongly|deeply|really)\s+)?(?:in|(?:highly|the\s+world|a\s+lot|much|little|well|poorly|fondly)\s+of)\b)`,
  zh: String.raw`(?:的|他|她|其)(?:${OTHERS_ZH})(?:们|們)?(?:都|也|一直)?(?:觉得|覺得|认为|認為|怀疑|懷疑|以为|以為|猜)`,
  ja: String.raw`の(?:${OTHERS_JA})(?:たち|達)?(?:は|が|も)[^。]{0,30}(?:を疑って|と疑って|と思って(?:いる|る)|と考えて(?:いる|る)|と見て(?:いる|る))`,
  ko: String.raw`(?:${OTHERS_KO})(?:은|는|이|가|도)\s[^.]{0,40}(?:라고|다고|을|를)\s?(?:생각한다|생각해|여긴다|의심한다|의심하고|믿는다|본다)`,
  de: String.raw`\b(?:${OTHERS_DE})\s+(?:des\s+nutzers\s+|der\s+nutzerin\s+|von\s+ihm\s+|von\s+ihr\s+)?(?:vermutet|vermuten|glaubt|glauben|denkt|denken|meint|meinen|halt\s+ihn|halten\s+ihn|halt\s+sie|halten\s+sie|verdachtigt)\b(?!\s+(?:\p{L}+\s+)?an\b)`,
  fr: String.raw`\b(?:${OTHERS_FR})\s+(?:de\s+l['’]utilisat(?:eur|rice)\s+|de\s+travail\s+|de\s+bureau\s+)?(?:pensent|pense|croient|croit|soupconnent|soupconne|supposent|suppose|estiment|estime|le\s+(?:croit|croient|trouve|trouvent|pense|soupconne)|la\s+(?:croit|croient|trouve|trouvent))\b(?!\s+(?:\p{L}+\s+)?(?:en|a|au|aux)\b)`,
  es: String.raw`\b(?:${OTHERS_ES})\s+(?:del\s+usuario\s+|de\s+la\s+usuaria\s+|de\s+(?:trabajo|oficina|piso|clase)\s+)?(?:sospechan?|creen?|piensan?|suponen?|opinan?|l[oa]\s+(?:cree|creen|considera|consideran|ve|ven))\b(?!\s+(?:\p{L}+\s+)?en\b)`,
  pt: String.raw`\b(?:${OTHERS_PT})\s+(?:do\s+usuario\s+|da\s+usuaria\s+|dele\s+|dela\s+|de\s+trabalho\s+)?(?:suspeitam?|desconfiam?|acham?|acreditam?|pensam?|supoem?|o\s+acham?|a\s+acham?)\b(?!\s+(?:\p{L}+\s+)?(?:em|no|na|nos|nas)\b)`,
  it: String.raw`\b(?:${OTHERS_IT})\s+(?:dell['’]utente\s+|di\s+lavoro\s+)?(?:sospetta(?:no)?|pensa(?:no)?|crede|credono|ritiene|ritengono|suppone|suppongono|lo\s+(?:crede|credono|considera|ritiene))\b(?!\s+(?:\p{L}+\s+)?(?:in|nel|nella|nei|negli|nelle)\b)`,
  ru: String.raw`(?<![\p{L}])(?:${OTHERS_RU})\s+(?:пользовател\p{L}*\s+)?(?:подозревает|подозревают|считает|считают|думает|думают|полагает|полагают)(?![\p{L}])`,
};

const OTHERS_BELIEF_OF = cued(new RegExp(union(OTHERS_BELIEF), 'iu'));

// The same people saying that the person is or has something ("a colleague said he is burnt out", "ein Kollege meint,
// er sei ausgebrannt", "un compañero dice que está quemado", "奥さんからは…と言われている"): their word, not the person's.
// Only a state or a condition follows, so advice they give ("says she has to rest", "dice que tiene que…", "says she
// can work from home") is none of these.
const RELAYED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:user['’]?s|his|her|their|a|one\s+of\s+(?:his|her|their))\s+(?:\p{L}+\s+)?(?:${OTHERS_EN})\s+(?:(?:at|from)\s+work\s+)?(?:says?|said|keeps\s+saying|told\s+(?:him|her|them))\s+(?:that\s+)?(?:he|she|they|the\s+user|user)(?:['’]s\b|\s+(?:is|was|has|had|might|may|could|probably|likely|suffers)\b)(?!\s+to\b)`,
  zh: String.raw`(?:的|他|她|其)(?:${OTHERS_ZH})(?:们|們)?(?:都|也|一直)?(?:说|說)(?:他|她)(?:有|是|得了|患|可能|大概)`,
  ja: String.raw`(?:${OTHERS_JA})(?:たち|達)?(?:から|に)(?:は|も)?[^。]{0,30}(?:と|って)言われ(?:て|た|る)`,
  ko: String.raw`(?:${OTHERS_KO})(?:은|는|이|가|도)\s[^.]{0,40}(?:라고|다고)\s?(?:말한다|했다|하더라)`,
  de: String.raw`\b(?:${OTHERS_DE})\s+(?:des\s+nutzers\s+|der\s+nutzerin\s+|von\s+ihm\s+|von\s+ihr\s+)?(?:sagt|sagen|sagte|meint|meinen|behauptet|findet)\s*,?\s*(?:dass\s+)?(?:er|sie)\s+(?:sei|habe|leide|ist|hat|leidet)\b(?!\s+(?:zu|das\s+recht)\b)`,
  fr: String.raw`\b(?:${OTHERS_FR})\s+(?:de\s+l['’]utilisat(?:eur|rice)\s+|de\s+travail\s+|de\s+bureau\s+)?(?:dit|disent|a\s+dit|affirme|affirment|trouve|trouvent)\s+qu['’]\s*(?:il|elle)\s+(?:est|a|souffre|serait|aurait)\b(?!\s+(?:le\s+droit|besoin)\b)`,
  es: String.raw`\b(?:${OTHERS_ES})\s+(?:del\s+usuario\s+|de\s+la\s+usuaria\s+|de\s+(?:trabajo|oficina|piso|clase)\s+)?(?:dice|dicen|dijo|dijeron|asegura|aseguran)\s+que\s+(?:(?:el|ella)\s+)?(?:esta|es|tiene|sufre|padece|anda|seria|tendria)\b(?!\s+(?:que|derecho)\b)`,
  pt: String.raw`\b(?:${OTHERS_PT})\s+(?:do\s+usuario\s+|da\s+usuaria\s+|dele\s+|dela\s+|de\s+trabalho\s+)?(?:diz|dizem|disse|disseram|fala|falou)\s+que\s+(?:(?:ele|ela)\s+)?(?:esta|e|tem|sofre|seria|teria)\b(?!\s+(?:que|de|direito)\b)`,
  it: String.raw`\b(?:${OTHERS_IT})\s+(?:dell['’]utente\s+|di\s+lavoro\s+)?(?:dice|dicono|ha\s+detto|sostiene|sostengono)\s+che\s+(?:(?:lui|lei)\s+)?(?:e|ha|soffre|sia|abbia|sarebbe|avrebbe)\b(?!\s+(?:bisogno|diritto)\b)`,
  ru: String.raw`(?<![\p{L}])(?:${OTHERS_RU})\s+(?:пользовател\p{L}*\s+)?(?:говорит|говорят|сказал|сказала|сказали|утверждает|уверяет)\s*,?\s*что\s+(?:он|она|у\s+него|у\s+неё|у\s+нее)(?![\p{L}])`,
};

const RELAYED_OF = cued(new RegExp(union(RELAYED), 'iu'));

// Cheap prefilter: the stem of a verb of believing or suspecting in any of the languages.
const BELIEF_VERB = cued(
  new RegExp(
    canonicalize(
      String.raw`suspect|think|thought|believ|say|said|told|sag|behaupt|find|dit|disent|affirm|dic|dij|asegur|diz|diss|fal|sosten|говор|сказа|утвержда|уверя|说|說|言われ|말한|했다|하더라|assum|guess|reckon|wonder|convinced|觉得|覺得|认为|認為|怀疑|懷疑|以为|以為|猜|疑って|思って|考えて|見て|생각|여긴|의심|믿는|본다|vermut|glaub|denk|mein|halt|verdacht|pens|croi|soupcon|suppos|estim|trouv|sospe|cre|piens|supon|opin|consider|suspeit|desconfi|acha|acham|acredit|supoe|ritien|подозрева|счита|дума|полага`,
    ),
    'iu',
  ),
);

/** A belief someone else holds about the person, or their word on the person's state: speculative. */
export const hasOthersBelief = (text: string): boolean => BELIEF_VERB.test(text) && (OTHERS_BELIEF_OF.test(text) || RELAYED_OF.test(text));
