import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A fact drawn from evidence rather than said by the user: "judging by the photos", "based on their accent", "from the
// way they write", "nach dem Akzent zu urteilen", "d'après sa façon d'écrire", "à en juger par", "por su acento", "a
// juzgar por", "pelo jeito como escreve", "a giudicare dall'accento", "судя по фотографиям", "从口音判断",
// "写真から判断して", "말투로 보아". The clue after "by / from / based on" is a thing a person shows and little else (an
// accent, a way of writing or speaking, a spelling, a username): a voice, a name, a style or photos are as often what
// someone is known for, likes or works with ("famous for his voice", "apaixonado pelo estilo gótico", "makes collages
// from their photos"), so those count only after a verb of judging ("judging by", "судя по", "a julgar pelas"). An
// evidence analyst or a judge at work names no clue of this kind and passes. Input is canonical text.

const CLUE_EN = String.raw`(?:accent|selfies?|spelling|grammar|username|handle|vocabulary|slang|dialect|avatar|typing|appearance)`;
const CLUE_DE = String.raw`(?:akzents?|schreibweise|schreibstils?|dialekts?|wortwahl|aussprache|art\s+zu\s+(?:schreiben|sprechen|reden))`;
const CLUE_FR = String.raw`(?:accent|photos|facon\s+d['’](?:ecrire|parler)|maniere\s+d['’](?:ecrire|parler)|orthographe|pseudo|vocabulaire)`;
const CLUE_ES = String.raw`(?:acento|forma\s+de\s+(?:escribir|hablar)|manera\s+de\s+(?:escribir|hablar)|ortografia|deje)`;
const CLUE_PT = String.raw`(?:sotaque|jeito\s+(?:como|que|de)\s+(?:escreve|fala|escrever|falar)|forma\s+(?:como|de)\s+(?:escreve|fala|escrever|falar)|maneira\s+(?:como|de)\s+(?:escreve|fala|escrever|falar)|ortografia)`;
const CLUE_IT = String.raw`(?:accento|modo\s+(?:in\s+cui|di)\s+(?:scrive|parla|scrivere|parlare)|ortografia|cadenza)`;

const EVIDENCE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bjudging\s+(?:by|from)\b|\b(?:based\s+on|going\s+by)\s+(?:their|his|her|the\s+user['’]s|user['’]s)\s+(?:\p{L}+\s+)?${CLUE_EN}\b|\b(?:from|by)\s+(?:their|his|her|the\s+user['’]s|user['’]s)\s+(?:accent|spelling|username|handwriting|dialect|vocabulary)\b|\bfrom\s+(?:the\s+way|how)\s+(?:they|he|she|the\s+user)\s+(?:write|writes|talk|talks|speak|speaks|type|types|dress|dresses)\b`,
  de: String.raw`\bnach\s+(?:dem|der|den|seinem|seiner|seinen|ihrem|ihrer|ihren)\s+(?:\p{L}+\s+){0,2}zu\s+(?:urteilen|schliessen)\b|\b(?:dem|seinem|ihrem)\s+${CLUE_DE}\s+nach\b|\b(?:aufgrund|anhand|wegen)\s+(?:des|der|seines|seiner|ihres|ihrer)\s+${CLUE_DE}`,
  fr: String.raw`\ba\s+en\s+juger\s+par\b|\b(?:d['’]apres|vu|au\s+vu\s+de|a\s+cause\s+de|de\s+par)\s+(?:sa|son|ses|la|le|les|l['’])\s*${CLUE_FR}\b`,
  es: String.raw`\ba\s+juzgar\s+por\b|\b(?:por|segun|por\s+como|dado)\s+(?:su|sus|el|la|los|las)\s+${CLUE_ES}\b|\bpor\s+como\s+(?:escribe|habla)\b`,
  pt: String.raw`\ba\s+julgar\s+(?:por|pelo|pela|pelos|pelas)\b|\b(?:pelo|pela|pelos|pelas|pelo\s+seu|pela\s+sua)\s+${CLUE_PT}\b|\bpelo\s+jeito\s+(?:como|que)\b`,
  it: String.raw`\ba\s+giudicare\s+da\b|\b(?:dal|dalla|dalle|dai|dallo|dall['’]|dal\s+suo|dalla\s+sua|in\s+base\s+al(?:la|l['’])?)\s*${CLUE_IT}\b`,
  ru: String.raw`(?<![\p{L}])судя\s+по(?![\p{L}])|(?<![\p{L}])по\s+(?:его|е[её])\s+(?:акценту|фотографиям|фоткам|фото|манере|говору|выговору|почерку|имени|фамилии|нику)(?![\p{L}])`,
  zh: String.raw`(?:从|從|看|听|聽)(?:他|她|用户|用戶|对方|對方)?的?(?:口音|照片|语气|語氣|名字|穿着|穿著|文字|写法|寫法|说话|說話|头像|頭像|字迹|字跡)[^，。,.]{0,6}(?:判断|判斷|来看|來看|看出|推断|推斷|推测|推測)|(?:听|聽)(?:他的|她的|用户的|用戶的)?口音|(?:由此|据此|據此)(?:判断|判斷|推断|推斷)`,
  ja: String.raw`(?:口調|話し方|書き方|訛り|なまり|方言|写真|名前|文体|服装|アイコン|投稿)から(?:判断|推測|察)?(?:して|見て|みて|すると|考えると|する限り)`,
  ko: String.raw`(?:말투|억양|사투리|사진|글투|이름|문체|옷차림|말씨)(?:로|를)\s?(?:보아|보면|봐서|봐선|봤을\s?때|미루어)|(?:으로|로)\s?미루어\s?(?:보아|보면|볼\s?때)`,
};

const EVIDENCE_OF = cued(new RegExp(union(EVIDENCE), 'iu'));
// Cheap prefilter: the verbs of judging and the nouns of clues the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`judg|based\s+on|going\s+by|\bway\b|\bhow\b|accent|photo|picture|writing|spelling|voice|name|username|vocabulary|dialect|style|profile|look|urteilen|schliessen|nach\b|aufgrund|anhand|juger|d['’]apres|\bvu\b|facon|maniere|juzgar|acento|forma|manera|julgar|sotaque|jeito|pelo|pela|giudicare|dal|судя|по\s|判断|判斷|来看|來看|看出|推断|推斷|口音|照片|头像|頭像|穿着|穿著|判断|推測|察|口調|話し方|書き方|訛り|なまり|方言|写真|文体|服装|보아|보면|봐서|봐선|봤을|미루어`,
    ),
    'iu',
  ),
);

/** A fact inferred from a clue the person shows: speculative. */
export const hasInferenceFromEvidence = (text: string): boolean => HINT.test(text) && EVIDENCE_OF.test(text);
