import { type TextTest } from '../caseless';
import { cued, cuedGuarded } from '../cueScan';
import { canonicalize } from '../canonical';

// Temporary and speculative wording said by tense: a near future or an intention, a return or an arrival "just" done,
// a single weekday as a date, a looks-like ending; and the one tense that keeps a memory lasting although it holds a
// word of recency, a lasting change just made ("recently retired", "недавно стал отцом"). Docs: docs/memory-gates.md,
// "Temporary and speculative wording, a second blind round". Input is canonical text (canonical.ts).

const canon = (source: string): string => canonicalize(source);

/**
 * A near future or an intention: "is about to", "is going to move", "plans to", "va déménager", "est sur le point de",
 * "se va a mudar", "vai se casar", "sta per", "si trasferirà", "hat vor, … zu", "собирается бросить", "打算 / 计划 + a
 * verb", "…予定だ / つもりだ", "…예정이다 / 려고 한다". "Is going to the gym", "va à la piscine", "va a clases", "vai à
 * missa" are motion with a place (a habit with a frequency word keeps the memory stable anyway), and "plans meals"
 * takes no verb.
 */
// "Vai trabalhar de bicicleta", "va a trabajar en bici", "va travailler à vélo": how one gets to work, no intention.
const COMMUTE = String.raw`(?!\s+(?:de|en|a|em)\s+(?:bicicleta|bici|velo|carro|coche|moto|metro|onibus|autobus|trem|tren|pe|pie|pied|voiture|bus|train|patinete|trottinette)\b)`;
const INTENTION = new RegExp(
  [
    canon(
      [
        String.raw`\b(?:is|are|am|'s|'re)\s+(?:about\s+to|on\s+the\s+verge\s+of|planning\s+(?:to|on)|intending\s+to|going\s+to\s+(?!(?:the|a|an|his|her|their|my|bed|school|church|work|class|college|university|mass|town|sleep)\b)\p{L}+)\b`,
        String.raw`\b(?:plans|intends)\s+to\s+\p{L}+`,
        String.raw`\b(?:hat|habe)\s+vor\s*,?\s+(?:\p{L}+\s+){0,5}zu\s+\p{L}+|\b(?:ist|bin)\s+(?:kurz\s+davor|im\s+Begriff)\b`,
        String.raw`\b(?:va|vais)\s+(?:se\s+|s['’]|bientot\s+)?\p{L}+(?:er|ir|re)\b${COMMUTE}|\best\s+sur\s+le\s+point\s+d|\b(?:utilisateur|utilisatrice|il|elle)\s+(?:compte|prevoit\s+de|envisage\s+de)\s+\p{L}+(?:er|ir|re)\b`,
        String.raw`\b(?:se\s+)?(?:va|voy)\s+a\s+\p{L}+(?:ar|er|ir)(?:se|le|lo|la|les)?\b${COMMUTE}|\b(?:piensa|planea)\s+\p{L}+(?:ar|er|ir)(?:se)?\b|\besta\s+a\s+punto\s+de\b`,
        String.raw`\b(?:vai|vou)\s+(?:se\s+|me\s+)?\p{L}+(?:ar|er|ir)\b${COMMUTE}|\b(?:pretende|planeja|esta\s+prestes\s+a)\s+\p{L}+`,
        String.raw`\b(?:utente|lui|lei)\s+(?:si\s+|ci\s+|ne\s+)?(?:sara|avra|andra|fara|verra|potra|dovra|vorra|\p{L}{2,}(?:era|ira))\b(?<!\bera)|\bha\s+intenzione\s+di\b|\b(?:sta|sto)\s+per\s+\p{L}+(?:are|ere|ire|rsi)\b`,
        String.raw`(?<![\p{L}])(?:собирается|собираюсь|планирует|планирую|намерен|намерена)\s+\p{L}+(?:ть|ться|ти)(?![\p{L}])`,
      ].join('|'),
    ),
    // 准备 + a verb is as often a project under way ("在准备考研") as an intention, so only 打算 / 计划 count.
    String.raw`(?:打算|计划|計劃)(?!好|的)[去来來在把给給跟和回搬买買换換辞辭报報考学學做找开開参加參加]`,
    // A part of today with "must / will": "用户下午要去面试"; "下午一般不喝咖啡" (a habit) has no modal.
    String.raw`(?<![每一])(?:上午|下午|中午|傍晚|晚上)(?:要|得去|打算|准备|準備|还要|還要)`,
    canon(String.raw`(?:予定|つもり)(?:だ|です|である|でいる|[.]|$)`),
    String.raw`(?:예정|계획)(?:이다|입니다|이에요|이야|[.]|$)|려고\s?(?:한다|해요|합니다|하는\s?중)`,
  ].join('|'),
  'iu',
);

/**
 * A one-off event just done: "has just landed", "just broke up", "vient de rentrer", "acaba de volver", "acabou de
 * chegar", "ha appena litigato", "только что вернулся", "帰ってきたばかり", "막 돌아왔다". Just starting a lasting state
 * is the state, not the moment, and passes ("has just started university", "vient d'entrer à l'université", "acaba de
 * cumplir treinta años", "ha appena iniziato l'università", "только что поступил", "大学に入ったばかり", "막 대학에
 * 입학해서"); "vient de Marseille" is where the person comes from (a name, so the verb must be lower case: this
 * pattern is case-sensitive), and "has just one sibling" is "only".
 */
const LASTING_STARTS_EN = String.raw`started|begun|become|turned|moved|retired|joined|enrolled|married|got\s+married|adopted|bought|graduated|had\s+a\s+baby|signed|one|two|three|a|an|the|some|few|\d+`;
const JUST_DONE = new RegExp(
  [
    canon(
      [
        String.raw`\b(?:has|have|'s|'ve)\s+just\s+(?!(?:${LASTING_STARTS_EN})\b)\p{L}+`,
        String.raw`\b(?:[Uu]ser|he|she|they|I)\s+just\s+(?!(?:${LASTING_STARTS_EN})\b)\p{Ll}+ed\b`,
        String.raw`\bvien(?:t|s|nent)\s+d['’]?(?:e\s+)?(?!(?:entrer|commencer|demarrer|devenir|emmenager|s['’]installer|avoir|se\s+marier|adopter|acheter|prendre\s+sa\s+retraite|rejoindre|integrer|obtenir)\b)(?:se\s+|s['’])?\p{Ll}+(?:er|ir|re)\b`,
        // Spanish and Portuguese share "acaba de": the lasting starts of both languages are left out.
        String.raw`\b(?:acaba|acabo)\s+de\s+(?!(?:empezar|comenzar|cumplir|entrar|mudarse|ser|tener|casarse|jubilarse|adoptar|comprar|graduarse|incorporarse|ingresar|comecar|completar|fazer|mudar|ter|casar|aposentar|adotar|formar)\b)(?!se\s+(?:mudar|casar|aposentar|formar)\b)\p{Ll}+(?:ar|er|ir)(?:se|le|lo|la)?\b`,
        String.raw`\b(?:acabou|acabei)\s+de\s+(?!(?:comecar|entrar|completar|fazer|mudar|ser|ter|casar|aposentar|adotar|comprar|formar|ingressar)\b)(?:se\s+)?(?!(?:mudar|casar|aposentar|formar)\b)\p{Ll}+(?:ar|er|ir)\b`,
        String.raw`\b(?:ha|ho|hanno|e|sono|si\s+e)\s+appena\s+(?!(?:iniziat|cominciat|compiut|entrat|diventat|trasferit|sposat|andat|comprat|adottat|laureat|assunt)[oaie]\b)\p{Ll}+[oaie]\b`,
        String.raw`(?<![\p{L}])только\s+что\s+(?!(?:поступил|поступила|стал|стала|переехал|переехала|начал|начала|женился|вышла|вышел|усыновил|окончил|окончила)(?![\p{L}]))\p{Ll}+(?:л|ла|ли|лся|лась)(?![\p{L}])`,
      ].join('|'),
    ),
    canon(String.raw`(?<!入っ|始め|なっ|入社し|結婚し|引っ越し|就職し|退職し|生まれ|入学し|転職し)たばかり`),
    String.raw`막\s(?!(?:입학|시작|취직|입사|결혼|은퇴|이사|졸업|대학|회사))[\p{Script=Hangul}\s]{0,12}?(?:했|왔|갔|났|끝냈)`,
  ].join('|'),
  'u',
);

/**
 * A single weekday as a date where the language marks the habit apart: English "on Thursday" against "on Thursdays",
 * Russian "в пятницу" (this Friday) against "по
 * пятницам" (on Fridays), French "samedi" without an article against "le samedi" (on Saturdays).
 */
const ONE_WEEKDAY = new RegExp(
  canon(
    [
      String.raw`\bon\s+(?:this\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!s|\s+(?:morning|afternoon|evening|night)s\b)`,
      String.raw`(?<![\p{L}])(?:в|во)\s+(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)(?![\p{L}])`,
      String.raw`(?<!\b(?:le|les|du|au|chaque|tous\s+les|de|jusqu['’]a|a)\s)\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b(?!\s+(?:soir|matin|apres-midi)s\b)`,
    ].join('|'),
  ),
  'iu',
);

/**
 * Until an event: "until the renovation is done", "jusqu'à ce qu'il trouve", "hasta que", "até que", "finché", "fino a
 * quando", "пока не", "直到…为止", "bis die Wohnung fertig ist". "Until 9 am" (a clock time) is a daily routine.
 */
const UNTIL_EVENT = new RegExp(
  [
    canon(
      [
        String.raw`\buntil\s+(?:the|they|he|she|his|her|their|it|further)\b`,
        String.raw`\bjusqu['’]a\s+ce\s+qu|\b(?:hasta|ate)\s+que\b|\b(?:finche|fino\s+a\s+quando)\b`,
        String.raw`(?<![\p{L}])пока\s+не(?![\p{L}])`,
        String.raw`\bbis\s+(?:die|der|das|er|sie|seine|ihre)\s+(?:\p{L}+\s+){0,3}(?:fertig|da|zuruck|gefunden)\b`,
      ].join('|'),
    ),
    String.raw`直到[^，。,.]{1,16}(?:为止|為止|之前|结束|結束|回来|回來)`,
  ].join('|'),
  'iu',
);

/** Portuguese "andar" with a state (lately): "anda meio deprimido", "anda cansada"; "anda de bicicleta" is riding. */
const ANDAR_STATE = new RegExp(
  canon(
    String.raw`\b(?:anda|ando|andam)\s+(?:(?:meio|muito|bem|um\s+pouco|tao|super|mais|meio\s+que)\s+)?\p{L}+(?:ado|ada|ido|ida|oso|osa|ados|adas)\b|\bnao\s+(?:anda|ando|andam)\s+\p{L}+(?:ando|endo|indo)\b`,
  ),
  'iu',
);

/** Temporary by tense: a near future or an intention, an event just done, until an event, a single weekday as a date, andar + a state. */
export const TEMPORARY_TENSE: readonly TextTest[] = [INTENTION, JUST_DONE, ONE_WEEKDAY, ANDAR_STATE, UNTIL_EVENT].map(cuedGuarded);

/**
 * A look or a report said by the ending: Japanese "好きそうだ / 忙しそう" (looks) and "…そうだ" (they say), Korean "피곤해
 * 보인다" (looks tired). "そうめん", "かわいそう" + a noun and Korean "해 보다" (to try) are not.
 */
export const LOOKS_ENDING = cued(
  new RegExp(
    [
      canon(String.raw`(?<=[\p{Script=Han}\p{Script=Hiragana}])そう(?=だ|です|に見え|[.]|$)`),
      String.raw`(?<=[\p{Script=Hangul}])(?:해|아|어|워|와|워)\s?보(?:인다|여요|입니다|이네|여서|인다고)`,
    ].join('|'),
    'u',
  ),
);

/**
 * A lasting change just made, said with a word of recency: "recently retired", "recently moved to Lyon", "vor Kurzem in
 * Rente gegangen", "a récemment pris sa retraite", "se jubiló hace poco", "недавно стал отцом", "最近退休了", "最近結婚
 * した", "최근에 은퇴했다", and a span of recent years ("最近几年", "ここ数年"). The recency word is read away: the change
 * is the fact, as "just started university" is.
 */
export const RECENT_LASTING_CHANGE = new RegExp(
  [
    canon(
      [
        String.raw`\b(?:recently|lately)(?=\s+(?:retired|married|got\s+married|moved\s+to|relocated\s+to|became|adopted|graduated|started\s+(?:university|college|school|a\s+new\s+job|working)|bought\s+a\s+(?:house|flat|home)|got\s+a\s+(?:dog|cat)))\b`,
        String.raw`\b(?:vor\s+kurzem|kurzlich|neulich)(?=\s+(?:\p{L}+\s+){0,3}(?:in\s+(?:Rente|Pension)\s+gegangen|geheiratet|umgezogen|gezogen|(?:Vater|Mutter|Oma|Opa)\s+geworden))`,
        String.raw`\brecemment(?=\s+(?:pris\s+sa\s+retraite|(?:s['’]est\s+)?marie|demenage|devenu|adopte))`,
        String.raw`\b(?:recientemente|hace\s+poco)(?=\s+(?:se\s+(?:jubilo|caso|mudo|ha\s+(?:jubilado|casado|mudado))|fue\s+(?:padre|madre)|adopto))`,
        String.raw`\brecentemente(?=\s+(?:se\s+(?:aposentou|casou|mudou)|virou\s+(?:pai|mae)|adotou|(?:e\s+)?(?:andat[oa]\s+in\s+pensione|sposat[oa]|trasferit[oa]|diventat[oa])))`,
        String.raw`\bdi\s+recente(?=\s+(?:e\s+)?(?:andat[oa]\s+in\s+pensione|si\s+e\s+(?:sposat|trasferit)[oa]|diventat[oa]))`,
        String.raw`(?<![\p{L}])недавно(?=\s+(?:вышел|вышла|женился|вышла\s+замуж|переехал|переехала|стал|стала|завел|завела|окончил|окончила))`,
      ].join('|'),
    ),
    String.raw`最近(?=(?:退休|结婚|結婚|搬到|搬去|当了|當了|成为|成為|领养|領養|毕业|畢業)|[几幾\d一二两兩三四五六七八九十]+年)`,
    canon(String.raw`(?:最近|ここ)(?=(?:退職|結婚|引っ越|[一二三四五六七八九十\d数]+年))`),
    String.raw`(?:최근에?|요즘)(?=\s?(?:은퇴했|결혼했|이사했|입양했|졸업했))|최근\s?(?:몇|\d+)\s?년`,
  ].join('|'),
  'giu',
);

/**
 * An intention whose goal is far off, a stage of life or an unnamed day: "plans to retire in Portugal", "compte prendre
 * sa retraite", "piensa jubilarse", "pretende se aposentar", "老後を…過ごすつもりだ", "은퇴 후 … 살 계획이다", "打算退休后",
 * "hopes someday to". A life plan is lasting project context, not a near future: in a clause that names retirement,
 * old age or "someday", the words of intention are read away; a date in the clause ("plans to retire next year") still
 * counts, as every other temporary sign does.
 */
export const LONG_RANGE = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:retire|retires|retiring|retirement|old\s+age|someday|some\s+day|one\s+day|eventually|in\s+the\s+long\s+run|ruhestand|rente|pension\p{L}*|irgendwann|eines\s+tages|retraite|un\s+jour|a\s+terme|jubil\p{L}*|algun\s+dia|a\s+largo\s+plazo|aposent\p{L}*|um\s+dia|a\s+longo\s+prazo|un\s+giorno|a\s+lungo\s+termine|пенси\p{L}*|когда-нибудь|когда-то\s+в\s+будущем)(?![\p{L}])|老後|定年後|退職後|引退後|いつか|将来|將來|은퇴|노후|언젠가|退休|养老|養老|有朝一日|总有一天|總有一天`,
    ),
    'iu',
  ),
);
const INTENTION_WORD = new RegExp(
  canon(
    String.raw`(?<![\p{L}])(?:plans|intends|is\s+planning\s+to|compte|prevoit\s+de|envisage\s+de|projette\s+de|piensa|planea|tiene\s+pensado|tem\s+planos?\s+de|ha\s+in\s+programma\s+di|pretende|planeja|планирует|собирается|hat\s+vor|ha\s+intenzione\s+di)(?![\p{L}])|つもり|予定|계획|예정|打算|计划|計劃`,
  ),
  'giu',
);

/**
 * Going on as now, with no end: a verb of continuing and a word of "from now on / for good" in one clause ("will keep
 * working remotely from now on", "wird auch in Zukunft weiter in Hamburg wohnen", "continuera à vivre ici à l'avenir",
 * "seguirá trabajando en remoto de forma permanente", "vai continuar morando em Portugal definitivamente", "continuerà a
 * vivere in campagna anche in futuro", "и дальше будет жить в Москве навсегда", "以后也会继续住在上海", "これからもずっと東京に住み続けるつもりだ",
 * "앞으로도 계속 제주도에서 살 계획이다"). The plan is the lasting state itself, so its future or intention is read away; a
 * date in the clause still counts.
 */
const CONTINUING = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:keep|keeps|continue|continues|stay|stays|remain|remains|weiter\p{L}*|bleib\p{L}*|continuer\p{L}*|rester\p{L}*|restera\p{L}*|seguir\p{L}*|continuar\p{L}*|quedarse|permanecer\p{L}*|ficar|continuare|restare|rimanere|rimarr\p{L}*|продолж\p{L}*|остан\p{L}*|оста\p{L}*)(?![\p{L}])|继续|繼續|一直|続け|ずっと|계속|유지`,
    ),
    'iu',
  ),
);
const ONWARD = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:from\s+now\s+on|permanently|for\s+good|for\s+life|for\s+the\s+rest\s+of\s+\p{L}+\s+life|in\s+(?:the\s+)?future|going\s+forward|indefinitely|dauerhaft|fur\s+immer|kunftig|zukunftig|in\s+zukunft|auf\s+dauer|pour\s+toujours|definitivement|a\s+l['’]avenir|desormais|dorenavant|a\s+vie|para\s+siempre|de\s+forma\s+permanente|permanentemente|definitivamente|en\s+el\s+futuro|en\s+adelante|de\s+por\s+vida|para\s+sempre|de\s+vez|no\s+futuro|daqui\s+pra\s+frente|daqui\s+para\s+a\s+frente|per\s+sempre|in\s+futuro|d['’]ora\s+in\s+poi|da\s+ora\s+in\s+poi|a\s+vita|навсегда|насовсем|в\s+будущем|впредь|и\s+дальше|отныне|всю\s+жизнь)(?![\p{L}])|以后也|以後也|今后也|今後也|永远|永遠|一辈子|一輩子|今後も|これからも|この先も|一生|앞으로도|평생|영원히`,
    ),
    'iu',
  ),
);
const INTENTION_ANY = new RegExp(INTENTION.source, 'giu');

/**
 * The text with the words of intention left out of each clause that names a long-range goal, and with its intention or
 * future left out of each clause that goes on as now for good.
 */
export function withoutLongRangeIntention(text: string): string {
  return text.replace(/[^.!?;\n]+/g, (clause) => {
    const onward = CONTINUING.test(clause) && ONWARD.test(clause);
    const plain = onward ? clause.replace(INTENTION_ANY, ' ') : clause;
    return LONG_RANGE.test(plain) || onward ? plain.replace(INTENTION_WORD, ' ') : plain;
  });
}
