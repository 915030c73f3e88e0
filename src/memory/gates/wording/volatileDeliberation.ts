import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';
import { LONG_RANGE } from './volatileTense';

// A plan not yet acted on, said as a deliberation or a first step rather than as an intention (volatileTense.ts):
// weighing whether to do something ("is thinking about learning the piano", "überlegt, … zu", "songe à", "está
// pensando en", "sta pensando di", "подумывает", "在考虑", "…ようかと考えている", "배워 볼까 생각 중"), saving up for a
// thing ("saving up for a motorbike", "spart auf ein E-Bike", "économise pour", "ahorra para", "juntando dinheiro para",
// "mettendo da parte i soldi per", "копит на", "攒钱买", "貯金している", "돈을 모으고"), or wanting to start soon
// ("wants to start … soon", "a envie de se mettre bientôt à", "quiere empezar pronto", "そのうち…たい"). A goal held for
// life is a value ("has always wanted to", "lifelong dream") and names none of these; saving for old age is a habit of
// a lifetime and passes. Input is canonical text.

const DELIBERATION: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|are|am|'s|'re|been)\s+(?:seriously\s+|still\s+|now\s+)?(?:thinking\s+(?:about|of)|considering|contemplating|weighing|toying\s+with\s+the\s+idea\s+of|mulling\s+over)\s+(?:\p{L}+ing|whether|getting|a\s+move)\b|\b(?:is|are|am|'s|'re)\s+(?:currently\s+)?saving\s+(?:up\s+)?(?:for|to\s+buy)\b|\bwants?\s+to\s+(?:start|begin|take\s+up|get\s+into|try)\b[^.;]{0,40}\b(?:soon|shortly|next\s+\p{L}+)\b`,
  de: String.raw`\buberlegt\s*(?:gerade\s*|noch\s*|ernsthaft\s*)?,?\s+(?:ob\b|(?:\p{L}+\s+){0,5}zu\s+\p{L}+)|\bspielt\s+mit\s+dem\s+gedanken\b|\bspart\s+(?:gerade\s+|zurzeit\s+)?(?:auf|fur)\s+(?:ein|eine|einen|den|die|das|neue)\b|\bmochte\s+(?:bald|demnachst)\s+(?:mit\s+)?(?:\p{L}+\s+){0,3}(?:anfangen|beginnen)\b`,
  fr: String.raw`\b(?:songe|reflechit|pense\s+serieusement)\s+a\s+(?:se\s+|s['’])?\p{L}+(?:er|ir|re)\b|\bhesite\s+a\s+\p{L}+(?:er|ir|re)\b|\beconomise\s+(?:pour|en\s+vue\s+d)|\bmet\s+de\s+l['’]argent\s+de\s+cote\s+pour\b|\b(?:a\s+envie|voudrait|veut)\s+de\s+(?:se\s+mettre|commencer)\s+(?:bientot\s+)?a?\b[^.;]{0,30}\bbientot\b|\b(?:a\s+envie|voudrait|veut)\s+(?:de\s+)?(?:se\s+mettre|commencer)\s+bientot\b`,
  es: String.raw`\besta\s+pensando\s+en\s+\p{L}+(?:ar|er|ir)(?:se|le|lo|la)?\b|\bse\s+(?:esta\s+)?plante(?:a|ando)\s+\p{L}+(?:ar|er|ir)\b|\b(?:esta\s+)?ahorr(?:a|ando)\s+para\s+(?:comprar|un|una|el|la)\b|\bquiere\s+(?:empezar|comenzar|ponerse)\s+(?:pronto|en\s+breve)\b|\bquiere\s+(?:empezar|comenzar|ponerse)\s+a\s+\p{L}+\s+(?:\p{L}+\s+){0,2}pronto\b`,
  pt: String.raw`\besta\s+pensando\s+em\s+\p{L}+(?:ar|er|ir)\b|\besta\s+cogitando\b|\b(?:esta\s+)?(?:juntando|economizando|guardando)\s+(?:dinheiro\s+)?para\s+(?:comprar|um|uma|o|a)\b|\bquer\s+(?:comecar|iniciar)\s+(?:logo|em\s+breve)\b|\bquer\s+(?:comecar|iniciar)\s+a\s+\p{L}+\s+(?:\p{L}+\s+){0,2}(?:logo|em\s+breve)\b`,
  it: String.raw`\bsta\s+pensando\s+di\s+\p{L}+(?:are|ere|ire|rsi)\b|\bsta\s+valutando\s+(?:di|se)\b|\b(?:sta\s+)?(?:mettendo|mette)\s+da\s+parte\s+(?:i\s+)?(?:soldi\s+)?per\b|\bsta\s+risparmiando\s+per\b|\bvuole\s+(?:iniziare|cominciare|mettersi)\s+(?:presto|a\s+breve)\b`,
  ru: String.raw`(?<![\p{L}])подумывает(?![\p{L}])|(?<![\p{L}])(?:думает|размышляет)\s+о\s+том,?\s+(?:чтобы|не\s+)|(?<![\p{L}])(?:копит|откладывает\s+деньги|собирает\s+деньги)\s+на(?![\p{L}])|(?<![\p{L}])хочет\s+(?:скоро|вскоре)\s+начать(?![\p{L}])`,
  zh: String.raw`(?:在|正在)考虑(?!问题)|(?:在|正在)考慮(?!問題)|(?:在|正在)犹豫要不要|(?:在|正在)猶豫要不要|(?:攒钱|存钱|攢錢|存錢)(?:买|買|换|換|去)|想(?:过段时间|過段時間|近期|最近)开始`,
  ja: String.raw`(?:よう|おう|こう|そう|とう|のう|ぼう|もう|ろう)かと(?:考えて|思って|迷って)いる|そのうち[^。.]{0,20}たいと思って|(?:を買う|を買うため|の)(?:ために|に向けて)(?:貯金|お金を貯め)`,
  ko: String.raw`(?:볼까|할까|갈까|살까|배울까)\s?(?:생각|고민)\s?중|(?:사려고|위해|하려고)\s?돈을\s?모으(?:고|는)|곧\s?[^.]{0,20}(?:시작하고|해\s?보고)\s?싶어`,
};

const DELIBERATION_OF = cued(new RegExp(union(DELIBERATION), 'iu'));
// Saving for old age or retirement is a habit of a lifetime, not a plan not yet acted on; saving up to buy a house
// "some day" is a long-range goal (LONG_RANGE of volatileTense.ts), lasting as a life plan is.
const OLD_AGE = cued(
  new RegExp(
    canonicalize(
      String.raw`retire|pension|old\s+age|rainy\s+day|ruhestand|rente|alter\b|retraite|jubilacion|aposentadoria|pensione|vecchiaia|пенси|старост|退休|养老|養老|老後|定年|노후|은퇴`,
    ),
    'iu',
  ),
);
// Cheap prefilter: the verbs and nouns the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`thinking|consider|contemplat|weighing|toying|mulling|saving|wants?\s+to|uberlegt|gedanken|spart|mochte|songe|reflechit|pense|hesite|economise|argent|envie|voudrait|veut|pensando|plante|ahorr|quiere|cogitando|juntando|economizando|guardando|quer\b|valutando|mett|risparmiando|vuole|подумыва|думает|размышля|копит|откладыва|деньги|хочет|考虑|考慮|犹豫|猶豫|攒钱|存钱|攢錢|存錢|开始|かと|そのうち|貯金|貯め|생각|고민|모으|싶어`,
    ),
    'iu',
  ),
);

/** A plan not yet acted on: weighing it, saving up for it, or wanting to start soon: temporary. */
export const hasDeliberation = (text: string): boolean =>
  HINT.test(text) && DELIBERATION_OF.test(text) && !OLD_AGE.test(text) && !LONG_RANGE.test(text);
