import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A state that is temporary by its nature, said with no word of time: a sunburn, a hangover, jet lag, a bad cold named
// with an adjective, being snowed in, on strike, fasting, out of work, or cross with one person ("is annoyed with their
// landlord", "跟房东闹得很不愉快", "злится на", "está molesto con"), in a fight with or not speaking to one ("hat Streit mit",
// "ne parle plus à", "とけんかしている", "말을 안 하고 있다"). Each class is one pattern over every language,
// compiled from the table below; input is canonical text (canonical.ts). A lasting condition ("has asthma") is none of
// these, nor a thing named after the state ("a hangover cure", "sunburn cream"), nor life without work as a trait
// ("не может жить без работы"), and a routine keeps the memory stable (the caller reads these only where no word of
// frequency is).

// The people one is cross with for a while: a named person of one's life, not a kind of behaviour ("gets annoyed by
// loud chewing" is a lasting trait).
const PERSON_EN = String.raw`landlord|landlady|neighbou?rs?|boss|manager|roommate|flatmate|colleagues?|co-?workers?|sister|brother|mother|father|mom|mum|dad|parents|partner|wife|husband|girlfriend|boyfriend|friend|teacher|son|daughter|in-laws`;

const PASSING_STATE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:has|have|got)\s+(?:a\s+)?(?:(?:bad|mild|nasty|terrible|slight|painful|awful)\s+)?(?:sunburn|jet\s?lag|hangover)\b(?!\s+(?:cures?|remed\p{L}*|tips?|kits?|apps?|products?|clinic|business|creams?|lotions?|sprays?|patch(?:es)?|relief))|\b(?:is|are|am|got|was)\s+(?:(?:completely|totally|still|badly)\s+)?(?:sunburn(?:ed|t)|snowed\s+in|on\s+strike|hungover|between\s+jobs|out\s+of\s+work|stranded|quarantin(?:ed|ing)|in\s+quarantine|self-isolating)\b|\b(?:is|are|am)\s+(?:(?:really|very|so|quite|a\s+bit|pretty|still)\s+)?(?:annoyed|angry|mad|upset|furious|cross|fed\s+up)\s+(?:with|at)\s+(?:the|their|his|her|my|a|an)\s+(?:\p{L}+\s+)?(?:${PERSON_EN})\b|\b(?:has\s+)?(?:fallen|fell)\s+out\s+with\b|\b(?:is|are)\s+not\s+speaking\s+to\s+(?:the|their|his|her)\b|\b(?:is|are|am|'s)\s+(?:still\s+|currently\s+)?in\s+a\s+(?:\p{L}+\s+)?(?:fight|row|quarrel|spat|feud)\s+with\b|\b(?:is|are|am)\s+(?:still\s+)?fighting\s+with\s+(?:the|their|his|her|my)\b|\b(?:is|are|am)\s+not\s+(?:speaking|talking)\s+to\b|\b(?:isn|aren)['’]?t\s+(?:speaking|talking)\s+to\b|\b(?:has|have)(?:\s+not|n['’]?t)\s+(?:spoken|talked)\s+to\b`,
  zh: String.raw`晒伤|曬傷|倒时差|倒時差|被(?:大)?雪困|被困在|在罢工|罢工中|在罷工|罷工中|在禁食|禁食中|失业了|失業了|(?:重|小|大)感冒|(?:跟|和|与|與)[^，。,.]{1,8}(?:闹|鬧)(?:得|了)?(?:很|有点|有些)?(?:不愉快|矛盾|别扭|彆扭|僵)|(?:跟|和|与|與)[^，。,.]{1,8}吵架了|生[^，。,.]{1,6}的气|生[^，。,.]{1,6}的氣|在冷战|在冷戰|(?:没|沒|不)(?:和|跟|与|與)[^，。,.]{1,8}(?:说话|說話|讲话|講話)|(?:正在|在)(?:和|跟|与|與)[^，。,.]{1,8}吵架`,
  ja: String.raw`日焼けして(?:痛|ヒリヒリ)|日焼けが(?:痛|ひどい)|雪に閉じ込め|雪で足止め|ストライキ中|スト中|断食中|失業中|求職中|(?:に|に対して)(?:腹を立てて|怒って|イライラして)|と(?:けんか|喧嘩|冷戦)中|(?:と|に)(?:けんか|喧嘩|ケンカ)して(?:いる|いて|る|います)|口を(?:きいて|利いて)(?:いない|ない|いません)`,
  ko: String.raw`햇볕에\s?(?:심하게\s?)?(?:타서|탔)|햇빛에\s?(?:심하게\s?)?(?:타서|탔)|시차\s?적응\s?(?:중|을\s?못)|눈에\s?갇혀|눈\s?때문에\s?고립|파업\s?중|파업에\s?참여|단식\s?중|금식\s?중|실직\s?(?:중|했|상태)|구직\s?중|(?:때문에|에게|한테)\s?(?:화가\s?나|짜증이\s?나|삐져)|(?:와|과|랑|하고)\s?싸워서|(?:와|과|랑)\s?싸운\s?상태|(?:와|과|랑|하고)\s?싸우고\s?있|(?:와|과|랑|하고)\s?(?:말을|말도)\s?안\s?하고\s?있`,
  de: String.raw`\bhat\s+(?:einen\s+)?(?:dicken|schweren|ordentlichen|ublen|fetten|mords)\s*kater\b|\bhat\s+(?:einen\s+)?kater\s+(?:und|nach|vom|von)\s+(?!einer\s+katze|eine\s+katze)|\bhat\s+(?:einen\s+)?(?:(?:schlimmen|leichten|starken)\s+)?(?:sonnenbrand|jetlag)\b|\b(?:ist|sind)\s+(?:(?:völlig|komplett|noch)\s+)?(?:eingeschneit|verkatert|gestrandet|arbeitslos|erkältet|krankgeschrieben|im\s+streik|in\s+quarantane)\b|\bstreik(?:t|en)\s+(?:mit|gerade|fur|seit|bei)\b|\b(?:ist|sind)\s+(?:\p{L}+\s+)?(?:sauer|wutend|verargert|genervt|bose)\s+(?:auf|uber)\s+(?:seinen|seine|ihren|ihre|den|die|das)\b|\b(?:hat|haben)\s+sich\s+(?:mit\s+(?:\p{L}+\s+){1,2})?(?:zerstritten|verkracht)\b|\bfastet\b|\b(?:hat|habe|haben)\s+(?:gerade\s+|noch\s+|momentan\s+)?(?:\p{L}+\s+)?streit\s+mit\b|\bstreit(?:et|e|en)\s+sich\s+(?:gerade\s+|noch\s+)?mit\b|\b(?:spricht|redet|sprechen|reden)\s+(?:\p{L}+\s+){0,3}nicht\s+(?:mehr\s+)?mit\b`,
  fr: String.raw`\b(?:a|avait)\s+(?:un|une|la|le)\s+(?:gros(?:se)?|petit(?:e)?|bon(?:ne)?|sale|vilain(?:e)?|sacre(?:e)?)\s+(?:rhume|grippe|angine|gastro|toux|gueule\s+de\s+bois)\b|\b(?:a|avait)\s+(?:un|des)\s+coups?\s+de\s+soleil\b|\b(?:est|sont)\s+(?:en\s+greve|(?:bloque|coince)e?s?\s+par\s+la\s+neige|au\s+chomage|sans\s+emploi|en\s+quarantaine|a\s+jeun|en\s+decalage\s+horaire)\b|\bfai(?:t|sait|re)\s+(?:la\s+)?greve\b|\b(?:a|ont)\s+(?:le\s+)?(?:jet\s?lag|decalage\s+horaire)\b|\b(?:est|sont)\s+(?:\p{L}+\s+)?(?:fache(?:e)?s?|en\s+colere|enerve(?:e)?s?|furieu(?:x|se)|vexe(?:e)?s?|brouille(?:e)?s?)\s+(?:contre|avec)\b|\bse\s+sont\s+disputes\b|\bne\s+(?:lui\s+|leur\s+)?parl(?:e|es|ent)\s+plus\s+(?:a|avec)\b|\bse\s+disputent?\s+avec\b|\b(?:est|sont)\s+en\s+froid\s+avec\b`,
  es: String.raw`\btiene\s+(?:un|una)\s+(?:\p{L}+\s+)?(?:resfriado|gripe|catarro|resaca|quemadura\s+de\s+sol)\b|\b(?:esta|estan)\s+(?:\p{L}+\s+)?(?:resfriad[oa]s?|acatarrad[oa]s?|afonic[oa]s?|con\s+resaca|de\s+huelga|en\s+huelga|en\s+paro|desemplead[oa]s?|sin\s+trabajo|en\s+ayunas|de\s+ayuno|quemad[oa]s?\s+por\s+el\s+sol|(?:atrapad|aislad|bloquead)[oa]s?\s+por\s+la\s+nieve|con\s+jet\s?lag|en\s+cuarentena)\b|\b(?:esta|estan)\s+(?:\p{L}+\s+)?(?:molest[oa]s?|enfadad[oa]s?|enojad[oa]s?|cabread[oa]s?|pelead[oa]s?|furios[oa]s?|disgustad[oa]s?)\s+con\b|\bhace\s+huelga\b|\bno\s+(?:le\s+|les\s+|se\s+)?habla(?:n)?\s+(?:con|a)\b|\bse\s+(?:peleo|ha\s+peleado)\s+con\b|\besta\s+(?:\p{L}+\s+)?(?:peleando|discutiendo)\s+con\b`,
  pt: String.raw`\b(?:esta|ta|estao)\s+(?:\p{L}+\s+)?(?:de\s+jejum|em\s+jejum|em\s+greve|de\s+greve|desempregad[oa]s?|sem\s+emprego|sem\s+trabalho|de\s+ressaca|com\s+ressaca|queimad[oa]s?\s+de\s+sol|ilhad[oa]s?|pres[oa]s?\s+pela\s+neve|com\s+jet\s?lag|de\s+quarentena|em\s+quarentena|(?:chatead|irritad|brav|zangad|brigad|furios|magoad)[oa]s?\s+com)\b|\bfaz(?:endo)?\s+greve\b|\bfazendo\s+jejum\b|\bnao\s+(?:esta\s+)?(?:fala|falando)\s+com\b|\bbrigou\s+com\b|\besta\s+(?:\p{L}+\s+)?brigando\s+com\b`,
  it: String.raw`\b(?:e|sono)\s+(?:\p{L}+\s+)?(?:(?:bloccat|isolat)[oaie]\s+(?:dalla|per\s+la)\s+neve|in\s+sciopero|disoccupat[oaie]|senza\s+lavoro|a\s+digiuno|in\s+quarantena|scottat[oaie]|(?:arrabbiat|seccat|irritat|furios|infastidit|offes)[oaie]\s+con|in\s+lite\s+con)\b|\bfa(?:nno)?\s+sciopero\b|\bscioper(?:a|ano)\b|\b(?:ha|hanno)\s+litigato\s+con\b|\bha\s+(?:una?\s+)?(?:brutt[oa]\s+|fort[ei]\s+)?(?:scottatura|sbornia|jet\s?lag)\b|\bha\s+(?:un\s+)?(?:brutto|forte)\s+(?:raffreddore|mal\s+di\s+gola)\b|\bnon\s+(?:\p{L}+\s+)?parla\s+(?:piu\s+)?con\b|\bnon\s+si\s+parlano\b|\bsta\s+litigando\s+con\b`,
  ru: String.raw`(?<![\p{L}])(?:простужен[аы]?|(?:в|на)\s+забастовке|бастует|бастуют|застрял[аи]?\s+(?:из-за\s+снега|в\s+снегу)|занесло\s+снегом|(?:пользовател\p{L}*|он|она|остал(?:ся|ась)|сидит|оказал(?:ся|ась))\s+(?:сейчас\s+)?без\s+работы|безработн\p{L}*|голодает|обгорел[аи]?|сгорел[аи]?\s+на\s+солнце|джетлаг|(?:злится|сердится|обижен[аы]?|обиделс[яь]|обиделась)\s+на|поссорил(?:ся|ась|ись)\s+с|в\s+ссоре\s+с|на\s+карантине|на\s+больничном)(?![\p{L}])|(?<![\p{L}])не\s+(?:разговаривает|разговаривают|общается|общаются|говорит)\s+с(?![\p{L}])|(?<![\p{L}])(?:ругается|ссорится)\s+с(?![\p{L}])`,
};

const PASSING_STATE_OF = cued(new RegExp(union(PASSING_STATE), 'iu'));

// Held for years, the same state is a lasting one: an estrangement, not a quarrel ("est brouillé avec son père depuis
// des années", "spricht seit Jahren nicht mit", "多年没和父亲说话", "아버지와 수년째 말을 안 하고 있다").
const HELD_FOR_YEARS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:for|in)\s+(?:many\s+|several\s+|\d+\s+)?years|since\s+(?:19|20)\d\d`,
  de: String.raw`seit\s+(?:vielen\s+|einigen\s+|\d+\s+)?jahren|seit\s+langem`,
  fr: String.raw`depuis\s+(?:des|plusieurs|\d+)\s+ans?(?:nees)?|depuis\s+longtemps`,
  es: String.raw`(?:desde\s+hace|hace|lleva)\s+(?:muchos\s+|varios\s+|\d+\s+)?anos`,
  pt: String.raw`(?:ha|faz)\s+(?:muitos\s+|varios\s+|\d+\s+)?anos|ha\s+muito\s+tempo`,
  it: String.raw`da\s+(?:molti\s+|tanti\s+|\d+\s+)?anni|da\s+tanto\s+tempo`,
  ru: String.raw`(?<![\p{L}])(?:много\s+лет|годами|несколько\s+лет|уже\s+\d+\s+(?:лет|года))(?![\p{L}])`,
  zh: String.raw`多年|好几年|好幾年|几年来|幾年來|年来|年來`,
  ja: String.raw`何年も|長年|数年来`,
  ko: String.raw`(?:수|몇|\d+)\s?년째|오랫동안|수년간`,
};
const HELD_FOR_YEARS_OF = cued(new RegExp(union(HELD_FOR_YEARS), 'iu'));

/** A state that passes by its nature, said with no word of time, unless held for years: temporary. */
export const hasPassingState = (text: string): boolean => PASSING_STATE_OF.test(text) && !HELD_FOR_YEARS_OF.test(text);
