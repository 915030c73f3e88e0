import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { RECALL_MIN_SCORE } from '../thresholds';
import type { UserMemory } from '../../record/schema';
import { EVERY_ANSWER_TYPES } from '../anchorSense';

// The user asks what the assistant knows of one side of their own life — "where do I live?", "was ist mein Beruf?",
// "a cosa sono allergico?", "какая у меня машина?", "我是做什么工作的？" — in words the memory that answers need not share,
// nor its language ("User works as a QA engineer…"). Each facet names, in the ten languages recall ranks, the
// question that asks it (in the recall form: lower case, apostrophes and punctuation as spaces) and how a memory
// states it. The rule answers only a question about the user that no memory met on its own words, and only with the
// store's memories of that facet about the user themself (a memory about a partner's or a child's job names people),
// at most three, at the lowest weight a selected memory has.

interface Facet {
  readonly id: string;
  readonly asks: RegExp;
  readonly states: RegExp;
}

const FACETS: readonly Facet[] = [
  {
    id: 'home',
    asks: new RegExp(
      [
        String.raw`\bwhere\s+do\s+i\s+live\b|\bwhat\s+(?:city|town|country)\s+do\s+i\s+live\b|\bwhere\s+is\s+my\s+home\b`,
        String.raw`\bwo\s+(?:wohne|lebe)\s+ich\b|\bmein\s+wohnort\b`,
        String.raw`\bo[uù]\s+(?:est\s+ce\s+que\s+)?(?:j\s+habite|je\s+vis)\b|\bj\s+habite\s+o[uù]\b`,
        String.raw`\bd[oó]nde\s+vivo\b|\ben\s+qu[eé]\s+ciudad\s+vivo\b|\bonde\s+(?:eu\s+)?(?:moro|vivo)\b|\bdove\s+(?:io\s+)?(?:vivo|abito)\b`,
        String.raw`где\s+я\s+(?:живу|проживаю)|в\s+каком\s+городе\s+я\s+живу`,
        String.raw`どこに住んで|어디(?:에|서)?\s?살(?:아|고|지|더라)|내가\s?사는\s?(?:곳|도시|동네)|我住(?:在)?哪|我家在哪`,
      ].join('|'),
      'u',
    ),
    states: new RegExp(
      String.raw`\b(?:lives|living|resides|based)\s+in\b|\b(?:wohnt|lebt)\s+in\b|\b(?:habite|vit)\s+(?:à|a|en|au|dans)\b|\bvive\s+(?:en|a|in)\b|\bmora\s+(?:em|no|na)\b|\babita\s+a\b|(?<![\p{L}])(?:живет|живёт|проживает)\s+в(?![\p{L}])|に住んで|で暮らして|에\s?(?:산다|살고|살아|거주)|住在|定居`,
      'iu',
    ),
  },
  {
    id: 'job',
    asks: new RegExp(
      [
        String.raw`\bwhat\s+do\s+i\s+do\s+for\s+(?:a\s+)?(?:living|work)\b|\bwhat\s+(?:s|is)\s+my\s+(?:job|occupation|profession)\b|\bwhere\s+do\s+i\s+work\b`,
        String.raw`\bwas\s+ist\s+mein\s+beruf\b|\b(?:als\s+)?was\s+arbeite\s+ich\b|\bwo\s+arbeite\s+ich\b`,
        String.raw`\bquel\s+est\s+mon\s+(?:m[eé]tier|travail|boulot)\b|\bqu\s+est\s+ce\s+que\s+je\s+fais\s+dans\s+la\s+vie\b|\bo[uù]\s+(?:est\s+ce\s+que\s+)?je\s+travaille\b`,
        String.raw`\ba\s+qu[eé]\s+me\s+dedico\b|\bcu[aá]l\s+es\s+mi\s+(?:trabajo|profesi[oó]n)\b|\bd[oó]nde\s+trabajo\b|\ben\s+qu[eé]\s+trabajo\b`,
        String.raw`\bqual\s+(?:[eé]\s+)?(?:a\s+minha\s+profiss[aã]o|o\s+meu\s+(?:trabalho|emprego))\b|\bonde\s+(?:eu\s+)?trabalho\b|\bcom\s+o\s+que\s+(?:eu\s+)?trabalho\b`,
        String.raw`\bqual\s+[eè]\s+il\s+mio\s+(?:lavoro|mestiere)\b|\bche\s+lavoro\s+faccio\b|\bdove\s+lavoro\b|\bdi\s+cosa\s+mi\s+occupo\b`,
        String.raw`кем\s+я\s+работаю|где\s+я\s+работаю|какая\s+у\s+меня\s+(?:работа|профессия)|чем\s+я\s+занимаюсь`,
        String.raw`私の仕事は|何の仕事を?して|職業は(?:何|なん)|내\s?직업|무슨\s?일을?\s?하(?:지|는지|더라)|我(?:是)?做(?:什么|什麼)工作|我的(?:工作|职业|職業)是(?:什么|什麼)|我是干(?:什么|什麼)的`,
      ].join('|'),
      'u',
    ),
    states: new RegExp(
      String.raw`\bworks?\s+(?:as|at|for)\b|\b(?:job|occupation|profession)\b|\barbeitet\s+(?:als|bei)\b|\bberuf|\btravaille\s+(?:comme|chez|dans)\b|\bm[eé]tier\b|\btrabaja\s+(?:como|en)\b|\bprofesi[oó]n\b|\btrabalha\s+(?:como|em|na|no)\b|\bprofiss[aã]o\b|\blavora\s+(?:come|in|da|presso)\b|(?<![\p{L}])работает\s|профессия|として働|で働いて|の仕事をして|職業|으로\s?일(?:한|하)|에서\s?일(?:한|하)|직업|(?:工作是|职业|職業|在[^，。,.]{1,10}工作)`,
      'iu',
    ),
  },
  {
    id: 'allergy',
    asks: new RegExp(
      String.raw`\bwhat\s+am\s+i\s+allergic\b|\bmy\s+allerg|\bwogegen\s+bin\s+ich\s+allergisch\b|\bmeine\s+allergi|\b[aà]\s+quoi\s+(?:suis\s+je|je\s+suis)\s+allergique\b|\bmes\s+allergies\b|\ba\s+qu[eé]\s+soy\s+al[eé]rgic|\bmis\s+alergias\b|\bsou\s+al[eé]rgic[oa]\s+a\s+qu[eê]\b|\bminhas\s+alergias\b|\ba\s+cosa\s+sono\s+allergic|\ble\s+mie\s+allergie\b|на\s+что\s+у\s+меня\s+аллергия|мои\s+аллергии|(?:何|なに)の?アレルギー|私のアレルギー|무슨\s?알레르기|내\s?알레르기|我对(?:什么|什麼)过敏|我對(?:什么|什麼)過敏|我(?:有)?(?:什么|什麼)(?:过敏|過敏)`,
      'u',
    ),
    states: /allerg|alérgic|alergia|аллерги|アレルギー|알레르기|过敏|過敏/iu,
  },
  {
    id: 'vehicle',
    asks: new RegExp(
      String.raw`\bwhat\s+(?:car|vehicle|bike|motorbike)\s+do\s+i\s+(?:drive|have|own|ride)\b|\bwhat\s+(?:s|is)\s+my\s+car\b|\bwelches\s+auto\s+(?:fahre|habe)\s+ich\b|\bquelle\s+voiture\s+(?:je\s+conduis|j\s+ai)\b|\bqu[eé]\s+coche\s+(?:tengo|conduzco)\b|\bqual\s+(?:[eé]\s+)?o\s+meu\s+carro\b|\bque\s+carro\s+(?:eu\s+)?(?:tenho|dirijo)\b|\bche\s+(?:auto|macchina)\s+(?:ho|guido)\b|какая\s+у\s+меня\s+машина|на\s+какой\s+машине\s+я|私の車は|何の車|내\s?차(?:가|는)\s?(?:뭐|무슨)|我开(?:什么|什麼)车|我開(?:什么|什麼)車|我的车是|我的車是`,
      'u',
    ),
    states: new RegExp(
      String.raw`\b(?:drives|car|vehicle|motorbike|fährt|auto|voiture|conduit|coche|conduce|carro|dirige|macchina|guida)\b|(?<![\p{L}])(?:машин\p{L}*|автомобил\p{L}*|водит)(?![\p{L}])|車に乗って|愛車|차를\s?(?:몰|타)|开的是|開的是|的车|的車`,
      'iu',
    ),
  },
  {
    id: 'instrument',
    asks: new RegExp(
      String.raw`\bwhat\s+instruments?\s+do\s+i\s+play\b|\bwelches\s+instrument\s+spiele\s+ich\b|\bde\s+quel\s+instrument\s+je\s+joue\b|\bqu[eé]\s+instrumento\s+toco\b|\bque\s+instrumento\s+(?:eu\s+)?toco\b|\bche\s+strumento\s+suono\b|на\s+каком\s+инструменте\s+я\s+играю|何の楽器|どの楽器|무슨\s?악기|어떤\s?악기|我(?:会|會)?(?:弹|彈|拉|吹)(?:什么|什麼)|我(?:会|會)(?:什么|什麼)乐器|我(?:会|會)(?:什么|什麼)樂器`,
      'u',
    ),
    states: new RegExp(
      String.raw`\b(?:guitar|piano|violin|cello|bass|drums|ukulele|flute|saxophone|trumpet|clarinet|harp|accordion|gitarre|klavier|geige|schlagzeug|guitare|violon|batterie|guitarra|bater[ií]a|viol[ií]n|violino|chitarra|pianoforte|batteria|flauta|flauto|violão)\b|(?<![\p{L}])(?:гитар\p{L}*|пианино|фортепиано|скрипк\p{L}*|барабан\p{L}*)(?![\p{L}])|ギター|ピアノ|バイオリン|ドラム|기타를|피아노|바이올린|드럼|吉他|钢琴|鋼琴|小提琴|打鼓|架子鼓`,
      'iu',
    ),
  },
];

/** As many as recall injects at most: a facet held by more memories names none of them for sure. */
const MAX_HOLDERS = 3;

/** Whether a memory holds the user's own side of this facet: no memory of another person's, none that shapes every answer. */
const holds = (f: MemoryFeatures, facet: Facet): boolean =>
  !EVERY_ANSWER_TYPES.has(f.memory.type) && !f.namesPeople && facet.states.test([f.memory.text, ...f.memory.tags].join('\n'));

/** The memories that answer a question asking one facet of the user's own life, at most three. */
export function profileFacetMemories(store: readonly MemoryFeatures[], q: QueryFeatures): { memory: UserMemory; score: MemoryScore }[] {
  if (q.aboutness === 'world') return [];
  const facet = FACETS.find((f) => f.asks.test(q.form));
  if (facet === undefined) return [];
  const holders = store.filter((f) => holds(f, facet));
  if (holders.length === 0 || holders.length > MAX_HOLDERS) return [];
  const total = RECALL_MIN_SCORE;
  return holders.map((h) => ({ memory: h.memory, score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 } }));
}
