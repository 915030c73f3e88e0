import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Guests staying over for one visit: "friends are staying with us", "übernachten Freunde bei uns", "viennent dormir
// chez nous", "se quedan unos amigos a dormir", "vêm passar o fim de semana em casa", "vengono a dormire da noi", "к нам
// приезжают друзья с ночёвкой", "朋友们来我家住两晚", "友達が泊まりに来る", "친구들이 자고 간다". A visit ends by itself, so the
// memory is stale once the guests leave. What is lasting names no one visit: a liking ("loves having friends to stay",
// "友達が泊まりに来るのが好き"), a guest room kept for visitors, a word of habit (the caller leaves those out: "friends often
// stay with us" has one in the lexicons). Input is canonical text.

const HOME_FR = String.raw`(?:chez\s+(?:nous|moi|lui|elle|eux)|a\s+la\s+maison)`;
const HOME_ES = String.raw`(?:en\s+(?:casa|mi\s+casa|su\s+casa|nuestra\s+casa))`;
const HOME_PT = String.raw`(?:(?:la\s+)?em\s+casa|na\s+(?:minha|nossa|sua)\s+casa|com\s+a\s+gente|conosco|aqui)`;

const GUESTS_STAYING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|are|am|['’]s|['’]re|['’]m)\s+(?:\p{L}+\s+)?(?:staying\s+(?:with|at)\s+(?:us|me|him|her|them|our|my|his|their)|coming\s+(?:over\s+)?to\s+stay|sleeping\s+over|crashing\s+(?:with|at|on))\b|\b(?:has|have|['’]ve|['’]s)\s+(?:got\s+)?(?:\p{L}+\s+){1,3}?(?:staying\s+(?:with|over)|coming\s+to\s+stay)\b|\bhouse\s*guests?\s+(?:until|this|for)\b`,
  de: String.raw`\b(?:ubernachte|ubernachtet|ubernachten|pennt|pennen)\s+(?:\p{L}+\s+){0,5}?bei\s+(?:uns|mir|ihm|ihr|ihnen)\b|\b(?:kommt|kommen)\s+(?:\p{L}+\s+){0,5}?(?:zu\s+Besuch|zum\s+Ubernachten|ubernachten)\b|\b(?:hat|habe|haben)\s+(?:gerade\s+|grade\s+)?(?:Besuch|Ubernachtungsgaste|Gaste)\b(?!\s+gern)`,
  fr: String.raw`\b(?:viennent|vient|viens|venons)\s+(?:\p{L}+\s+){0,3}?(?:dormir|loger|sejourner|passer\s+(?:le|la|quelques|deux|trois)\s+\p{L}+)\s+${HOME_FR}|\b(?:dorment|dort|logent|loge|sejournent|sejourne|restent|reste)\s+${HOME_FR}\s+(?:ce|cette|jusqu|pour|quelques)`,
  es: String.raw`\bse\s+(?:quedan?|queda)\s+(?:\p{L}+\s+){0,3}?a\s+dormir\b|\b(?:vienen|viene|vengo)\s+(?:\p{L}+\s+){0,3}?a\s+(?:dormir|quedarse|pasar\s+(?:el|unos|unas|dos|tres)\s+\p{L}+)\s+${HOME_ES}|\b(?:tiene|tenemos|tengo)\s+(?:visita|invitados|gente)\s+(?:en\s+casa|a\s+dormir)\b`,
  pt: String.raw`\b(?:vem|vao|vai|venho)\s+(?:\p{L}+\s+){0,3}?(?:dormir|ficar|passar\s+(?:o|a|uns|umas|dois|duas|tres)\s+\p{L}+(?:\s+de\s+semana)?)\s+${HOME_PT}|\b(?:esta|estao)\s+hospedad[oa]s?\s+(?:la\s+)?(?:em\s+casa|aqui|conosco|com\s+(?:a\s+gente|ele|ela|eles))|\b(?:tem|temos|tenho)\s+(?:visita|hospedes)\s+em\s+casa\b`,
  it: String.raw`\b(?:vengono|viene|vengo)\s+(?:\p{L}+\s+){0,3}?a\s+(?:dormire|stare)\s+da\s+(?:noi|me|lui|lei)\b|\b(?:dormono|dorme|stanno|sta)\s+da\s+(?:noi|me)\s+(?:per|fino|questo|questa|qualche)\b|\b(?:abbiamo|ho|ha)\s+ospiti\s+(?:in\s+casa|a\s+dormire|per|fino|questo|questa)\b`,
  ru: String.raw`(?<![\p{L}])с\s+ночевк\p{L}*|(?<![\p{L}])(?:приезжа\p{L}*|приед\p{L}*|прилета\p{L}*|прилет(?:ят|ит|ели|ел|ела)|останавлива\p{L}*|останов(?:ится|ятся|ились|ился|илась)|ночу\p{L}*|гостя\p{L}*|гостит)\s+(?:\p{L}+\s+){0,4}?(?:у\s+(?:нас|меня|него|нее|них)|к\s+(?:нам|мне))(?![\p{L}])|(?<![\p{L}])(?:к\s+(?:нам|мне))\s+(?:\p{L}+\s+){0,2}?(?:приезжа|приед|прилета)\p{L}*|(?<![\p{L}])(?<!(?:любит|люблю|любят)\s)погостить(?![\p{L}])`,
  zh: String.raw`(?<!喜欢|喜歡|欢迎|歡迎)来(?:我|我们|我們|他|她|他们|他們)?家(?:里|裡)?(?:住|过夜|過夜|借住|小住)|到(?:我|我们|我們)家(?:住|过夜|過夜)|(?:在|来|來)(?:我|我们|我們)家(?:住|睡)(?:几|幾|两|兩|一|[0-9])`,
  ja: String.raw`泊まりに(?:来る|来て|来ます|くる)(?!の(?:が|は))|(?:うち|家|我が家|自宅)に泊まる(?!の(?:が|は))|(?:うち|家|我が家|自宅)に泊まって(?:いる|る|います)`,
  ko: String.raw`(?:자고\s?(?:간다|갈\s?예정|가기로)|자러\s?(?:온다|와|오기로)|묵고\s?(?:간다|갈\s?예정|있다)|(?:우리\s?)?집에서\s?(?:자고|묵고)\s?(?:간다|갈))`,
};

const GUESTS_STAYING_OF = cued(new RegExp(union(GUESTS_STAYING), 'iu'));

/** Guests staying over for one visit: temporary. */
export const hasGuestsStaying = (text: string): boolean => GUESTS_STAYING_OF.test(text);
