import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Temporary and speculative wording that a word list cannot say: grammatical shapes of the eleven languages
// (docs/memory-gates.md, "Temporary and speculative wording"). Each pattern is one whole class, in every language
// the gates read; the plain phrases of each class are lexicon entries (lexicons/*.ts). Input is canonical text
// (canonical.ts), so the Latin and Cyrillic sources go through the same function; Chinese, Japanese and Korean
// sources are written as the scanner sees them (。 reads as ".").

const canon = (source: string): string => canonicalize(source);
const WEEKDAY_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';
const PERSON_ZH = '用户|用戶|使用者|他|她';

/**
 * A passing activity said with the progressive marker of the language: the person is in a meeting, on a trip, on
 * leave, waiting for results or adjusting to a time zone now ("is in back-to-back meetings", "est en réunion",
 * "está numa reunião", "на совещании", "会議中", "회의 중", "倒时差中", "還在等面試結果", "結果待ち"). The activity
 * alone ("likes to read on holiday", "prefers morning meetings") says nothing about now.
 */
export const PASSING_ACTIVITY = cued(
  new RegExp(
    [
      canon(
        [
          String.raw`\b(?:is|are|'s|am)\s+(?:(?:still|currently|now|stuck|sitting|tied\s+up|busy|just)\s+){0,2}in\s+(?:a\s+|an\s+)?(?:[\w-]+\s+)?(?:meetings?|call|workshop|surgery)\b`,
          String.raw`\b(?:is|are|'s|am)\s+(?:still\s+)?waiting\s+(?:on|for)\s+(?:[\w-]+\s+){0,2}(?:results?|answers?|repl(?:y|ies)|news|call|callback|decision|diagnosis|verdict|approval|response|word|visa|work\s+permit|residence\s+permit|green\s+card)\b`,
          String.raw`\b(?:ist|sitzt|steckt)\s+(?:noch\s+)?(?:in\s+(?:einer|einem)\s+(?:Besprechung|Meeting|Sitzung|Termin)|im\s+(?:Urlaub|Meeting|Krankenhaus))\b`,
          String.raw`\bwartet\s+(?:noch\s+|gerade\s+|immer\s+noch\s+)?auf\s+(?:die|den|das|eine|einen|seine|ihre)?\s*\p{L}*(?:ergebnis|befund|antwort|ruckmeldung|nachricht|werte|zusage|bescheid|visum|aufenthaltstitel|arbeitserlaubnis)`,
          String.raw`\best\s+(?:encore\s+)?en\s+(?:reunion|conge|deplacement|rendez-vous)\b`,
          String.raw`\b(?:attend|attendent)\s+(?:toujours\s+|encore\s+)?(?:ses|les|des|sa|son|la|le|une|un)\s+(?:resultats?|reponses?|nouvelles|visa|titre\s+de\s+sejour|permis\s+de\s+travail)\b`,
          String.raw`\besta\s+(?:en\s+(?:una|la)\s+(?:reunion|llamada|consulta)|de\s+viaje)\b`,
          String.raw`\b(?:esta|sigue)\s+esperando\b`,
          String.raw`\b(?:esta|ta|estou)\s+(?:numa|em|na)\s+(?:reuniao|chamada|consulta)\b`,
          String.raw`\b(?:esta|ta|anda)\s+(?:aguardando|esperando)\b`,
          String.raw`\be\s+(?:in\s+riunione|in\s+viaggio|in\s+trasferta)\b`,
          String.raw`\b(?:aspetta|sta\s+aspettando)\s+(?:ancora\s+)?(?:i|il|la|le|l'|un|una)\s*(?:risultati|risultato|risposta|esito|visto|permesso\s+di\s+soggiorno)\b`,
          String.raw`(?<![\p{L}])(?:на\s+совещании|на\s+планерке|в\s+командировке|на\s+больничном)(?![\p{L}])`,
          String.raw`(?<![\p{L}])ждет\s+(?:\p{L}+\s+)?(?:результат|ответ|звонк|решени|виз|разрешени)`,
          // Aboard a vehicle now: nobody lives on a train ("est dans le train pour Lyon", "está no ônibus", "va en el
          // tren"); riding it as a habit has no copula of place ("va al trabajo en tren", "prend le bus chaque matin").
          String.raw`\best\s+(?:dans|a\s+bord\s+d(?:e|u|'))\s+(?:le\s+|la\s+|un\s+|une\s+|l')?(?:train|tgv|bus|car|avion|metro|taxi|tram|ferry|bateau|vol)\b`,
          String.raw`\b(?:esta|va|sigue)\s+en\s+(?:el|un|una|la)\s+(?:tren|autobus|bus|avion|metro|taxi|ave|barco|ferry|vuelo)\b`,
          String.raw`\b(?:esta|ta|segue)\s+(?:no|num|numa|na|dentro\s+do)\s+(?:trem|onibus|aviao|metro|taxi|comboio|autocarro|barco|uber|voo)\b`,
          // Stuck in a traffic jam: nobody lives in one ("steht im Stau", "está preso no trânsito", "застрял в пробке");
          // a habit of it has a word of frequency, which keeps the memory stable.
          String.raw`\b(?:steht|steckt|sitzt)\s+(?:gerade\s+|noch\s+|jetzt\s+)?im\s+Stau\b|\best\s+(?:coincee?|bloquee?)\s+dans\s+(?:les|des|un)\s+(?:bouchons?|embouteillages?)\b`,
          String.raw`\b(?:esta|sigue)\s+(?:atrapad[oa]|parad[oa]|atascad[oa])\s+en\s+(?:un|el)\s+(?:atasco|trafico|embotellamiento)\b|\b(?:esta|ta)\s+(?:pres[oa]|parad[oa])\s+no\s+(?:transito|engarrafamento|transito)\b`,
          String.raw`\be\s+(?:bloccat[oa]|fermo|ferma|imbottigliat[oa])\s+nel\s+traffico\b|(?<![\p{L}])(?:стоит|застрял[аи]?)\s+в\s+пробке(?![\p{L}])`,
        ].join('|'),
      ),
      // A noun of activity with 中 / 중: "休暇中", "会議中", "倒时差中", "시차 적응 중이라", "기다리는 중". 午前中, 一日中,
      // 世界中, 年中 and 그 중 (among them) are times and places, not activities.
      String.raw`(?<![午前後日年夜世界途背其之空])(?:会議|休暇|出張|旅行|移動|入院|外出|運転|療養|休職|倒时差|倒時差|开会|開會|出差|休假|度假)中`,
      // Riding now: "今、電車に乗っている", "新幹線で大阪に向かっているところ"; "毎日電車で通勤している" names no now.
      String.raw`(?:今|いま|現在)[^.]{0,12}(?:電車|新幹線|バス|飛行機|タクシー|地下鉄|フェリー|船)[^.]{0,10}(?:乗って|向かって|移動して)(?:いる|います|る)|(?:乗って|向かって)いるところ`,
      // In a traffic jam now: "渋滞に巻き込まれている", "渋滞にはまっている".
      String.raw`渋滞に(?:巻き込まれ|はまっ|捕まっ)て(?:いる|います)`,
      // At a place on a trip: "出張で大阪にいる"; "出張で使うバッグ" (the bag for trips) is a preference.
      String.raw`出張[でて][^.、,]{0,10}に(?:いる|います|滞在)`,
      String.raw`(?:회의|출장|휴가|휴직|여행|운전|외출|적응|입원|이동|기다리는)\s?중(?:이|인|에|입)`,
      String.raw`(?:还在|還在|正在|在)等[^，。,.]{0,8}(?:结果|結果|报告|報告|通知|回复|回覆|消息|答复|答覆)`,
      // …待ち as the state of now ("結果待ちで", "返事待ち中"); "行列待ちが嫌い" (hates queueing) is a dislike.
      String.raw`(?<=[\p{Script=Han}\p{Script=Katakana}ー])待ち(?=て|中|た(?![くい])|の状態|[.!]|$)`,
      String.raw`(?<!其)(?:${PERSON_ZH})(?:目前|现在|現在|此刻)?人在`,
      // 刚 + a verb: it has just happened ("刚下飞机", "剛跟男友吵架"); 刚好 (exactly), 刚强 (strong) are other words, and
      // "刚上大学时" (when … had just started) is the past. Starting a school stage begins a state that lasts for
      // years ("刚上幼儿园大班", "刚上初中"): the stage is the fact, not the moment.
      String.raw`[刚剛](?=[下跟和与與到从從回]|上(?!小学|小學|初中|高中|中学|中學|国中|國中|大学|大學|幼儿园|幼兒園|研究生)|搬)(?![^，。,.]{0,12}(?:时|時|的时候|的時候))`,
    ].join('|'),
    'iu',
  ),
);

/**
 * Until a named day: "till Friday", "until the 14th", "до пятницы", "周五之前", "到禮拜五", "金曜まで", "금요일까지";
 * not the end of a range of weekdays ("Monday till Friday", "с понедельника до пятницы", "周一到周五", "月曜から金曜まで",
 * "월요일부터 금요일까지"), which is a working week.
 * A routine ("every week until Friday" is no English) keeps the memory stable as elsewhere.
 */
export const UNTIL_DAY = cued(
  new RegExp(
    [
      canon(
        [
          String.raw`(?<!\b(?:${WEEKDAY_EN})\s)\b(?:till|til|until|through)\s+(?:${WEEKDAY_EN})\b(?!s)`,
          String.raw`\b(?:till|til|until)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b`,
          String.raw`(?<![\p{L}])(?<!(?:понедельника|вторника|среды|четверга|пятницы|субботы)\s)до\s+(?:понедельника|вторника|среды|четверга|пятницы|субботы|воскресенья|выходных|конца\s+недели)(?![\p{L}])`,
        ].join('|'),
      ),
      String.raw`(?<![一二三四五六日天])(?:到|直到)(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]|(?:周|週|星期|礼拜|禮拜)[一二三四五六日天](?:之前|以前)`,
      canon(String.raw`(?<!から)[月火水木金土日]曜(?:日)?まで`),
      String.raw`(?<!부터\s?)[월화수목금토일]요일까지`,
    ].join('|'),
    'iu',
  ),
);

/** One day's part named with a single weekday ("on Thursday afternoon"); "on Thursday afternoons" is a routine. */
export const ONE_DAY_PART = cued(
  new RegExp(canon(String.raw`\bon\s+(?:${WEEKDAY_EN})\s+(?:morning|afternoon|evening|night)\b(?!s)`), 'iu'),
);

/**
 * A verb of seeming with an infinitive, a guess in every Romance and Germanic language: "scheint lange Antworten nicht
 * zu mögen", "semble préférer", "parece preferir", "pare preferire", "sembra avere". "Die Sonne scheint" has none.
 */
export const SEEMING = cued(
  new RegExp(
    canon(
      [
        String.raw`\bscheint\s+(?:\p{L}+\s+){0,4}zu\s+\p{L}+`,
        String.raw`\bsemble(?:nt)?\s+(?:ne\s+pas\s+|pas\s+)?\p{L}+(?:er|ir|re)\b`,
        String.raw`\ba\s+l['’]air\s+(?:de|d['’])`,
        String.raw`\bparece(?:n)?\s+(?:no\s+|nao\s+)?\p{L}+(?:ar|er|ir|arle|erle|irle)\b`,
        String.raw`\b(?:pare|sembra|sembrano|paiono)\s+(?:non\s+)?\p{L}+(?:are|ere|ire)\b`,
      ].join('|'),
    ),
    'iu',
  ),
);

/**
 * An epistemic modal or tense: a guess said by the grammar, not by a word. Spanish "deber de" + infinitive; the
 * Portuguese "deve ser / deve ter uns"; the French "doit avoir la trentaine"; the Italian future of probability with
 * a round number ("avrà una trentina d'anni"); Russian "должно быть" as an aside; the French conditional of hearsay
 * after a report ("serait …, d'après …"); "Igual" opening a Spanish clause (maybe), not "me da igual" (don't care); English
 * "must be a / from / into" after the person, not an instruction ("must be told first").
 */
export const EPISTEMIC = cued(
  new RegExp(
    canon(
      [
        String.raw`\bdeben?\s+de\s+\p{L}+(?:ar|er|ir)\b`,
        String.raw`\b(?:usuario|usuaria|ele|ela)\s+deve\s+(?:ser|estar|morar|trabalhar|gostar|ter\s+(?:uns|umas|cerca|mais\s+de|menos\s+de))\b(?!\s+\p{L}+(?:ad|id)[oa]s?\b)`,
        String.raw`\bdoit\s+avoir\s+(?:la\s+\p{L}+aine|environ|dans\s+les)\b`,
        String.raw`\b(?:avra|sara)\s+(?:una\s+\p{L}+ina|sui|circa|intorno)\b`,
        String.raw`(?:^|[,.;:]\s*)должно\s+быть\s*,`,
        String.raw`\b(?:serait|aurait|seraient|auraient)\b[^.]{0,40}\bd['’]apres\b`,
        String.raw`\b(?:user|he|she)\s+must\s+be\s+(?:a|an|from|into|in\s+(?:their|his|her))\b`,
        String.raw`(?:^|[.!?;:,]\s*)igual\s+(?!que\b|de\b|a\b|para\b|da\b)\p{L}`,
      ].join('|'),
    ),
    'iu',
  ),
);

/**
 * Russian "вроде (бы)" (it seems), also opening a sentence ("Вроде бы любит джаз"), not "вроде" before a name, quoted or
 * not, "вроде того" (such as): "языки вроде Rust", "фильмы вроде «Амели»", or before a sample code or number of five
 * digits or more ("по номеру заказа вроде 72999602-0001"); a small number stays a guess ("ему вроде 30 лет"). Case
 * matters here, so the pattern has its own flags.
 */
export const SEEMS_RU = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])[Вв]роде(?:\s+бы)?(?!\s+[«"“„'(]?\p{Lu}|\s+(?:того|этого|таких|такого|такой)(?![\p{L}])|\s+\d(?:[\s-]?\d){4})`,
    ),
    'u',
  ),
);

/**
 * Guesses in the sentence endings of Japanese and Korean: "左利きかも。", "教師らしい。", "好きみたい。",
 * "エンジニアなんじゃないかな", "선생님인가 보다", "좋아하는 모양이다", "디자이너가 아닐까 싶다", "삼십 대로 보인다". Attributive
 * "自分らしい服装" (like oneself), "行ってみたい" (would like to try), "かもめ" and "하트 모양이다" (heart-shaped) are not.
 */
export const HEDGE_ENDING = cued(
  new RegExp(
    canon(
      [
        String.raw`かも(?=[.!！?？、,]|$|ね|よ|な|です|だ)`,
        String.raw`らしい(?=[.!！?？]|$|よ|ね)`,
        String.raw`(?<![てで])みたい(?=[.!！?？]|$|です|だ|ね|よ)`,
        String.raw`(?:ん|の)(?:じゃ|では)ない(?:か|かな|だろう)`,
        String.raw`(?<=[\p{Script=Hangul}])(?:인가|[은는]가|나)\s?보(?:다|네|군|아|여)`,
        String.raw`(?:는|은|던|인)\s모양이`,
        String.raw`아닐까|을까\s?싶`,
        String.raw`(?:로|으로|처럼)\s?보인다`,
        // "학생일 거예요" (it will be that she is a student): the conjecture of 이다, not a plan ("이사할 것이다").
        String.raw`일\s?(?:거|것)(?:이다|예요|에요|야|다|입니다|이에요)`,
      ].join('|'),
    ),
    'u',
  ),
);

/** A state said of the person with "感觉是 / 感覺是" (seems to be): "使用者感覺是台南人". */
export const SEEMS_ZH = cued(new RegExp(String.raw`(?:${PERSON_ZH})感[觉覺](?:是|像|上是)`, 'u'));

/**
 * Hedge words mentioned, not used: "without hedging words like maybe or probably", "terms such as 'perhaps'". The
 * list after "words like" is removed before the wording is read.
 */
export const MENTIONED_WORDS =
  /\b(?:words?|terms?|phrases?|expressions?|hedges?|qualifiers?|fillers?)\s+(?:like|such\s+as)\s+[\p{L}'’-]+(?:(?:,\s*|\s+(?:or|and)\s+|,\s*(?:or|and)\s+)[\p{L}'’-]+)*/giu;

/** A name given with "called / named / heißt / s['’]appelle …": "a dog called Maybe", "ein Hund namens Vielleicht". */
export const GIVEN_NAME = new RegExp(
  canon(
    String.raw`\b(?:called|named|nicknamed|heißt|namens|s['’]appelle|nomme|se\s+llama|llamad[oa]|se\s+chama|chamad[oa]|si\s+chiama|chiamat[oa])\s+\p{Lu}[\p{L}'’-]*`,
  ),
  'gu',
);

/** A word quoted before a Chinese, Japanese or Korean particle ("이름은 '아마'이다", "'내일을 향해 쏴라'를"). */
// Typographic single quotes too ("‘아마도’라는 이름의 카페").
export const QUOTED_BEFORE_PARTICLE =
  /(?<![\p{L}\p{N}])(?:'[^'\n]{1,60}'|‘[^‘’\n]{1,60}’)(?=[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;
