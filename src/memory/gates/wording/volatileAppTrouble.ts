import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// An app or a device misbehaving since one update, or crashing again and again now, and a free trial running out:
// "Spotify keeps crashing since the last update", "seit dem letzten Update stürzt Outlook ständig ab", "plante depuis la
// mise à jour", "desde la última actualización WhatsApp se le cierra solo", "после обновления Телеграм постоянно
// вылетает", "更新之后一直闪退", "アップデートしてからSlackが落ちまくる", "업데이트 후로 앱이 계속 튕긴다"; "the free trial
// ends on Friday", "Adobeの無料体験があと三日で切れる", "пробный период заканчивается". A fix or the trial's end makes the
// memory stale. What lasts stays: updates in the plural ("apps often crash after updates, so he waits a week"), a
// habit ("always cancels free trials before they end"), a choice ("never uses auto-update"). Input is canonical text.

// one update, with a determiner or a word of "last": "since the update", "after yesterday's update", "since updating"
const SINCE_UPDATE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:since|after)\s+(?:(?:the|this|its|my|his|her|their|our|last|latest|recent|new|yesterday['’]s|last\s+week['’]s|an?)\s+)+(?:[\p{L}\d.-]+\s+){0,2}?(?:update|upgrade)\b(?!s)|\bsince\s+(?:i|they|he|she|we)?\s*(?:updated|upgraded|updating|upgrading)\b`,
  de: String.raw`\b(?:seit|nach)\s+(?:dem|diesem|einem)\s+(?:\p{L}+\s+)?(?:[\p{L}\d.-]*update|[\p{L}]*aktualisierung)\b|\bseit\s+(?:ich|er|sie|wir)\s+(?:\p{L}+\s+){0,2}?(?:aktualisiert|geupdatet|upgedatet)\b`,
  fr: String.raw`\b(?:depuis|apres)\s+(?:la|cette|sa|ma|leur)\s+(?:derniere\s+|nouvelle\s+)?(?:mise\s+a\s+jour|maj|update)\b|\bdepuis\s+(?:que\s+|qu['’]\s*)(?:\p{L}+\s+){0,2}?(?:mis\s+a\s+jour|mise\s+a\s+jour)\b`,
  es: String.raw`\b(?:desde|tras|despues\s+de)\s+(?:la|esta|su|mi)\s+(?:ultima\s+|nueva\s+)?(?:actualizacion|update)\b|\bdesde\s+que\s+(?:\p{L}+\s+){0,2}?actualiz\p{L}*\b`,
  pt: String.raw`\b(?:desde|apos|depois\s+d)\s*(?:a|esta|essa|sua|minha|da|dessa|desta)\s+(?:ultima\s+|nova\s+)?(?:atualizacao|update)\b|\bdesde\s+que\s+(?:\p{L}+\s+){0,2}?atualiz\p{L}*\b`,
  it: String.raw`\b(?:dall['’]?\s*|dopo\s+l['’]?\s*|da\s+quest['’]?\s*)(?:ultimo\s+)?(?:aggiornamento|update)\b|\bda\s+quando\s+(?:\p{L}+\s+){0,2}?aggiornat\p{L}*\b`,
  ru: String.raw`(?<![\p{L}])(?:после|с)\s+(?:последнего\s+|недавнего\s+|вчерашнего\s+|этого\s+)?(?:обновления|апдейта)(?![\p{L}])|(?<![\p{L}])с\s+тех\s+пор\s+как\s+(?:\p{L}+\s+){0,2}?обновил\p{L}*`,
  zh: String.raw`(?:自从|自從)?(?:更新|升级|升級)(?:了)?(?:系统|系統|版本|之后|之後|以后|以後|后|後)`,
  ja: String.raw`(?:アップデート|アプデ|更新|バージョンアップ)(?:して|し)?(?:から|後|以降)`,
  ko: String.raw`(?:업데이트|업뎃)\s?(?:한\s?(?:뒤|후|이후|다음)|하고\s?나서|된\s?(?:뒤|후|이후)|후|이후|뒤)`,
};

// crashing, freezing or failing to open, in a present form
const CRASHING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:crash(?:es|ing)?|freez(?:es|ing)|hangs|keeps?\s+(?:closing|restarting|rebooting|shutting\s+down|logging\s+(?:me|him|her|them)\s+out)|force[\s-]clos(?:es|ing)|(?:won['’]?t|doesn['’]?t|will\s+not)\s+(?:open|start|launch|boot|load|sync))\b`,
  de: String.raw`\b(?:sturzt|sturzen)\s+(?:\p{L}+\s+){0,4}?ab\b|\b(?:hangt|hangen)\s+sich\s+(?:\p{L}+\s+){0,2}?auf\b|\b(?:friert|frieren)\s+(?:\p{L}+\s+){0,3}?ein\b|\b(?:startet|offnet|synchronisiert)\s+(?:\p{L}+\s+){0,2}?nicht\s+mehr\b|\bcrasht\b`,
  fr: String.raw`\b(?:plante|plantent|crashe|crashent|freeze|rame|se\s+ferment?\s+(?:tout(?:e)?\s+seul|sans\s+arret)|ne\s+(?:s['’]\s*)?(?:ouvre|lance|demarre)\s+plus)\b`,
  es: String.raw`\b(?:se\s+(?:me\s+|le\s+|les\s+)?(?:cierra|cierran|cuelga|cuelgan|bloquea|bloquean|traba|reinicia)|crashea|crashean|no\s+(?:me\s+|le\s+)?(?:abre|arranca|carga|inicia))\b`,
  pt: String.raw`\b(?:trava|travam|crasha|crasham|fecha\s+sozinh[oa]|fecham\s+sozinh[oa]s|da\s+crash|reinicia\s+sozinh[oa]|nao\s+(?:abre|inicia|carrega|liga)\s+mais)\b`,
  it: String.raw`\b(?:crasha|crashano|si\s+(?:chiude|chiudono|blocca|bloccano|riavvia)|va\s+in\s+crash|non\s+si\s+apre\s+piu|si\s+impalla)\b`,
  ru: String.raw`(?<![\p{L}])(?:вылетает|вылетают|вылетать|падает|падают|зависает|зависают|крашится|глючит|глючат|тормозит|перезагружается|не\s+запускается|не\s+открывается)(?![\p{L}])`,
  zh: String.raw`闪退|閃退|崩溃|崩潰|卡死|死机|死機|打不开|打不開|自动重启|自動重啟|老是卡|一直卡`,
  ja: String.raw`落ち(?:る|まくる|まくって|て(?:いる|る|しまう))|クラッシュ(?:する|して)|強制終了(?:する|して|される)|固まる|固まって|フリーズ(?:する|して)|起動しない|開かない`,
  ko: String.raw`튕기|튕겨|튕긴|꺼지|꺼져|꺼진|먹통|멈추|멈춰|멈춘|멈췄|크래시|안\s?열리|안\s?켜지|다운되|다운된`,
};

// crashing again and again now: "keeps crashing", "stürzt ständig ab", "постоянно вылетает", "一直闪退", "落ちまくる"
const KEEPS_CRASHING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bkeeps?\s+(?:on\s+)?(?:crashing|freezing)\b`,
  de: String.raw`\b(?:sturzt|sturzen)\s+(?:\p{L}+\s+){0,3}?(?:standig|dauernd|andauernd|permanent)\s+ab\b`,
  fr: String.raw`\b(?:plante|plantent|crashe|crashent)\s+(?:sans\s+arret|tout\s+le\s+temps|a\s+repetition|en\s+boucle)\b`,
  es: String.raw`\b(?:se\s+(?:me\s+|le\s+)?(?:cierra|cuelga)|crashea)\s+(?:a\s+cada\s+rato|todo\s+el\s+rato|sin\s+parar|cada\s+dos\s+por\s+tres)\b`,
  pt: String.raw`\b(?:trava|crasha|fecha\s+sozinh[oa])\s+(?:toda\s+hora|o\s+tempo\s+todo|sem\s+parar)\b`,
  it: String.raw`\b(?:crasha|si\s+(?:chiude|blocca))\s+(?:di\s+continuo|in\s+continuazione|ogni\s+due\s+per\s+tre)\b`,
  ru: String.raw`(?<![\p{L}])(?:постоянно|вс[её]\s+время|то\s+и\s+дело)\s+(?:вылетает|падает|зависает|крашится|глючит)(?![\p{L}])`,
  zh: String.raw`(?:一直|老是|动不动就|動不動就)(?:闪退|閃退|崩溃|崩潰|卡死|死机|死機)`,
  ja: String.raw`落ちまくる|落ちまくって|(?:何度も|しょっちゅう)(?:落ちる|クラッシュ|フリーズ|固まる)`,
  ko: String.raw`(?:계속|자꾸)\s?(?:튕기|튕겨|튕긴|꺼지|꺼져|꺼진|먹통|멈추|멈춰|멈춘|다운되|다운된)`,
};

// a free trial running out
const TRIAL_ENDING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:free\s+)?trial(?:\s+period|\s+subscription)?\s+(?:\p{L}+\s+){0,3}?(?:ends|expires|runs\s+out|is\s+(?:ending|expiring|running\s+out|about\s+to\s+(?:end|expire|run\s+out)|up)|will\s+(?:end|expire|run\s+out))\b`,
  de: String.raw`\b(?:(?:kostenlose\s+)?test(?:phase|zeitraum|version|abo|monat)|probe(?:abo|monat|zeitraum|phase|version)|(?:free\s+)?trial)\s+(?:\p{L}+\s+){0,4}?(?:(?:lauft|endet|ist)\s+(?:\p{L}+\s+){0,3}?(?:ab|aus|vorbei|zu\s+ende)|endet)\b`,
  fr: String.raw`\b(?:essai\s+gratuit|periode\s+d['’]\s*essai|version\s+d['’]\s*essai|abonnement\s+d['’]\s*essai|(?:free\s+)?trial)\s+(?:\p{L}+\s+){0,3}?(?:se\s+termine|expire|finit|prend\s+fin|arrive\s+a\s+(?:son\s+)?(?:terme|echeance|expiration))\b`,
  es: String.raw`\b(?:prueba\s+gratuita|periodo\s+de\s+prueba|version\s+de\s+prueba|mes\s+de\s+prueba|(?:free\s+)?trial)\s+(?:\p{L}+\s+){0,4}?(?:termina|vence|caduca|acaba|se\s+acaba|expira|finaliza)\b`,
  pt: String.raw`\b(?:teste\s+gratis|teste\s+gratuito|periodo\s+de\s+teste|avaliacao\s+gratuita|periodo\s+gratuito|(?:free\s+)?trial)\s+(?:\p{L}+\s+){0,4}?(?:acaba|termina|expira|vence)\b`,
  it: String.raw`\b(?:prova\s+gratuita|periodo\s+di\s+prova|versione\s+di\s+prova|mese\s+di\s+prova|(?:free\s+)?trial)\s+(?:\p{L}+\s+){0,4}?(?:scade|finisce|termina)\b`,
  ru: String.raw`(?<![\p{L}])(?:пробн\p{L}+\s+(?:период|подписк\p{L}*|верси\p{L}*)|триал\p{L}*)\s+(?:\p{L}+\s+){0,4}?(?:заканчивается|закончится|истекает|истеч[её]т|кончается|кончится)(?![\p{L}])|(?<![\p{L}])(?:заканчивается|закончится|истекает|истеч[её]т|кончается|кончится)\s+(?:\p{L}+\s+){0,2}?(?:пробн\p{L}+\s+(?:период|подписк\p{L}*|верси\p{L}*)|триал\p{L}*)`,
  zh: String.raw`(?:免费试用|免費試用|试用期|試用期|试用版|試用版|体验期|體驗期|免费体验|免費體驗|体验会员|體驗會員)[^。！？!?]{0,8}(?:到期|结束|結束|过期|過期|快到|就要到|就到)|(?:试用|試用|体验|體驗)(?:还剩|還剩|只剩)`,
  ja: String.raw`(?:無料体験|無料トライアル|お試し期間|試用期間|トライアル期間|体験期間|無料期間)[^。！？!?]{0,10}(?:切れる|切れそう|終わる|終わりそう|終了する|期限切れ)`,
  ko: String.raw`(?:무료\s?체험|무료\s?체험판|체험\s?기간|무료\s?평가판|트라이얼|무료\s?기간)[^.!?]{0,10}(?:끝난다|끝나|만료|종료)`,
};

const SINCE_UPDATE_OF = cued(new RegExp(union(SINCE_UPDATE), 'iu'));
const CRASHING_OF = cued(new RegExp(union(CRASHING), 'iu'));
const KEEPS_CRASHING_OF = cued(new RegExp(union(KEEPS_CRASHING), 'iu'));
const TRIAL_ENDING_OF = cued(new RegExp(union(TRIAL_ENDING), 'iu'));

/** An app or device crashing since one update, or a free trial running out: temporary. */
export const hasAppTrouble = (text: string): boolean =>
  (SINCE_UPDATE_OF.test(text) && CRASHING_OF.test(text)) || TRIAL_ENDING_OF.test(text);

/**
 * An app or device crashing again and again now. Its word of frequency ("constantly", "ständig", "постоянно") is the
 * fault's, not a routine's, so this is read before words of frequency.
 */
export const hasKeepsCrashing = (text: string): boolean => KEEPS_CRASHING_OF.test(text);
