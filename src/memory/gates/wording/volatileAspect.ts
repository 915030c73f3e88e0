import { type TextTest } from '../caseless';
import { cued, cuedGuarded } from '../cueScan';
import { canonicalize } from '../canonical';

// Temporary and speculative wording said by tense, aspect and mood rather than by a time word (docs/memory-gates.md,
// "Temporary and speculative wording, a second blind round"): the progressive of an activity that ends by nature, an
// intention dated by a bare weekend, a span counted from now, and a modal of possibility said of the person. Each
// pattern is one grammatical class in every language the gates read. Input is canonical text (canonical.ts: accents
// dropped, Cyrillic look-alikes read as Latin, 。 read as "."), so the Latin and Cyrillic sources go through canonicalize.

const canon = (source: string): string => canonicalize(source);
const PERSON_ZH = '用户|用戶|使用者|他|她|我';

/**
 * The marked progressive of a search, which ends by nature when it succeeds: "is looking for a flat", "está buscando
 * piso", "está a procurar casa", "sta cercando casa", "正在找工作", "目前在找房子", "引っ越し先を探している", "집을 찾고
 * 있다", and the periphrases "auf Wohnungssuche", "à la recherche de", "в поисках работы". A present that marks no
 * aspect ("Der Nutzer sucht eine Wohnung in München", "cherche un appartement", "ищет квартиру") says the same of a
 * lasting situation as readily and passes; a lasting project in the progressive ("is building an app", "正在开发",
 * "sta aprendo un agriturismo", "웹툰을 연재하고 있다") is no search.
 */
const SEEKING = new RegExp(
  [
    canon(
      [
        String.raw`\b(?:is|are|am|'s)\s+(?:(?:still|currently|now|actively)\s+)?(?:looking|searching|hunting)\s+(?:for|around\s+for)\b`,
        String.raw`\b(?:is|are|am|'s)\s+(?:(?:still|currently|now)\s+)?(?:house|flat|apartment|job)[\s-]?hunting\b`,
        // A wait, the search's twin: "is expecting a parcel / a call / guests".
        String.raw`\b(?:is|are|am|'s)\s+(?:(?:still|currently|now)\s+)?expecting\s+(?:a|an|the|some|his|her|their|guests|visitors)\b`,
        String.raw`\bist\s+(?:\p{L}+\s+)?auf\s+(?:Wohnungs|Job|Stellen|Haus|Zimmer)suche\b`,
        String.raw`\best\s+(?:\p{L}+\s+)?a\s+la\s+recherche\s+d|\best\s+(?:\p{L}+\s+)?en\s+train\s+de\s+chercher\b`,
        String.raw`\b(?:esta|estoy|sigue|anda)\s+buscando\b`,
        String.raw`\b(?:esta|estou|anda|segue|ta)\s+(?:procurando|a\s+procurar)\b`,
        String.raw`\b(?:sta|sto)\s+cercando\b|\bè?\s*alla\s+ricerca\s+di\b`,
        String.raw`(?<![\p{L}])(?:находится\s+|сейчас\s+)?в\s+поисках?\s+(?:\p{L}+\s+)?(?:работы|квартиры|жилья)`,
      ].join('|'),
    ),
    String.raw`(?:${PERSON_ZH})(?:目前|现在|現在|最近)?(?:正在|正|在)(?:找|寻找|尋找)(?!到)`,
    canon(String.raw`(?:探して|探し中|探している)`),
    String.raw`(?:찾고|구하고|알아보고)\s?(?:있|중)`,
  ].join('|'),
  'iu',
);

// A marker of now opening the progressive of reading, watching or listening: "is currently reading", "正在看",
// "今…読んでいる", "지금 … 읽고 있다", "сейчас читает", "sta leggendo … in questo periodo", "está lendo … no momento".
// Words of now that are already temporary on their own (right now, gerade, en ce moment, ahora mismo) need no rule.
const CONSUMING_NOW = new RegExp(
  [
    canon(
      [
        String.raw`\b(?:is|are|am|'s)\s+(?:currently|presently|now)\s+(?:re)?(?:reading|watching|binge[\s-]?watching|listening\s+to|playing\s+through)\b`,
        String.raw`\b(?:currently|presently)\s+(?:re)?(?:reads|watches|binge[\s-]?watches)\b`,
        ...[
          [String.raw`(?:sta|sto)\s+(?:leggendo|guardando|ascoltando|rileggendo)`, String.raw`(?:attualmente|adesso|ora)`],
          [String.raw`(?:esta|estou)\s+(?:lendo|assistindo|vendo|ouvindo|a\s+ler|a\s+ver)`, String.raw`(?:no\s+momento|agora|atualmente)`],
          [String.raw`(?:esta|estoy)\s+(?:leyendo|viendo|mirando|escuchando|releyendo)`, String.raw`(?:actualmente|ahora)`],
        ].map(([progressive, now]) => String.raw`\b${now}\b[^.]{0,60}\b${progressive}\b|\b${progressive}\b[^.]{0,60}\b${now}\b`),
        String.raw`\best\s+(?:\p{L}+\s+)?en\s+train\s+de\s+(?:lire|relire|regarder|ecouter|chercher|demenager|faire\s+ses\s+cartons)\b`,
        String.raw`\b(?:is|are|am|'s)\s+(?:(?:still|currently|now)\s+)?in\s+the\s+(?:middle|midst)\s+of\b`,
      ].join('|'),
    ),
    String.raw`(?:${PERSON_ZH})(?:目前|现在|現在)?正在(?:读|讀|看|听|聽|追|玩|重温|重溫|搬家|装修|裝修)|(?:${PERSON_ZH})(?:目前|现在|現在)?在(?:读|讀|看|追|重温|重溫)\s`,
    canon(
      String.raw`(?:今(?![日年月週夜朝晩後度回ま])|いま|現在|目下)[、,]?(?:[^.]|(?<=[\p{Script=Katakana}ー])\.(?=\p{Script=Katakana})){0,30}(?:読んで|見て|観て|聴いて|読み返して)(?:いる|います)`,
    ),
    String.raw`(?:지금|현재)\s[^.]{0,30}(?:읽고|보고|듣고)\s?있`,
    canon(String.raw`(?<![\p{L}])сейчас\s+(?:читает|смотрит|слушает|перечитывает|пересматривает)`),
  ].join('|'),
  'iu',
);

/**
 * A bare weekend made a date by an intention: "准备周末搬家", "週末に部屋を片付けるつもり", "хочет на выходных
 * покрасить балкон", "hat vor, am Wochenende …", "pretende … neste fim de semana". A bare weekend with a verb of liking or
 * the present ("周末喜欢在家做饭", "Am Wochenende kocht er gern", "주말에는 항상") is a habit.
 */
const PLANNED_WEEKEND = new RegExp(
  [
    String.raw`(?:打算|准备|準備|计划|計劃|预计|預計)[^.，,]{0,6}(?:周末|週末)|(?:周末|週末)[^.，,]{0,6}(?:打算|准备|準備|计划|計劃)`,
    canon(String.raw`週末[にはも]?[^.]{0,24}(?:つもり|予定|計画)`),
    String.raw`주말에[^.]{0,24}(?:예정|계획|려고|할\s?거)`,
    canon(
      [
        String.raw`(?<![\p{L}])(?:хочет|собирается|планирует|думает)\s+(?:\p{L}+\s+){0,3}на\s+выходных|(?<![\p{L}])на\s+выходных\s+(?:\p{L}+\s+)?(?:хочет|собирается|планирует)`,
        String.raw`\b(?:hat\s+vor|will|plant|mochte|wollen|vorhat)\b[^.]{0,40}\bam\s+Wochenende\b|\bam\s+Wochenende\b[^.]{0,40}\b(?:vorhat|vor\s*,|plant|will)\b`,
      ].join('|'),
    ),
  ].join('|'),
  'iu',
);

/**
 * A span counted from now: "for the next ten days", "die nächsten zwei Wochen", "les deux prochaines semaines", "los
 * próximos días", "nas próximas semanas", "nei prossimi giorni", "ближайшие две недели", "接下来两周", "今後2週間",
 * "앞으로 며칠". "The next step" or "the next version" is no span of time.
 */
const COMING_SPAN = new RegExp(
  [
    canon(
      [
        String.raw`\b(?:the\s+)?(?:next|coming|following)\s+(?:[\p{L}\d-]+\s+)?(?:days|weeks|months|nights)\b`,
        String.raw`\b(?:die|den|in\s+den)\s+(?:nachsten|kommenden)\s+(?:[\p{L}\d-]+\s+)?(?:Tage[n]?|Wochen|Monate[n]?)\b`,
        String.raw`\b(?:les|des|dans\s+les|pendant\s+les)\s+(?:[\p{L}\d-]+\s+)?(?:prochains\s+(?:jours|mois)|prochaines\s+semaines)\b`,
        String.raw`\b(?:los|las|en\s+los|en\s+las|durante\s+los|durante\s+las)\s+(?:proximos|proximas)\s+(?:[\p{L}\d-]+\s+)?(?:dias|semanas|meses)\b`,
        String.raw`\b(?:os|as|nos|nas)\s+(?:proximos|proximas)\s+(?:[\p{L}\d-]+\s+)?(?:dias|semanas|meses)\b`,
        String.raw`\b(?:i|le|nei|nelle|per\s+i|per\s+le)\s+(?:prossimi|prossime)\s+(?:[\p{L}\d-]+\s+)?(?:giorni|settimane|mesi)\b`,
        String.raw`(?<![\p{L}])(?:в\s+)?(?:ближайшие|следующие)\s+(?:[\p{L}\d-]+\s+)?(?:дни|дня|недели|неделю|месяцы|месяца)(?![\p{L}])`,
      ].join('|'),
    ),
    String.raw`(?:接下来|接下來|未来|未來)(?:的)?(?:[\d一二两兩三四五六七八九十几幾]+)?(?:个|個)?(?:天|周|週|星期|礼拜|禮拜|月)`,
    canon(String.raw`(?:今後|これから)(?:\d+|数|[一二三四五六七八九十]+)(?:日|週間|か月|ヶ月)`),
    String.raw`앞으로\s?(?:며칠|몇\s?주|몇\s?달|\d+\s?(?:일|주|개월))`,
  ].join('|'),
  'iu',
);

/**
 * An undertaking of weeks said with 中 / 중 (in the middle of): a diet, quitting smoking, a job hunt, a move, a
 * pregnancy or parental leave ("ダイエット中", "就活中", "减肥中", "装修中", "다이어트 중", "금연 중"). The activity
 * nouns of meetings, trips and leave are in volatileCategories.ts; "勉強中" (learning) is left out, a study lasts.
 */
const UNDERTAKING = new RegExp(
  canon(
    String.raw`(?:ダイエット|減量|禁酒|禁煙|就活|婚活|転職活動|求職|引っ越し|妊娠|育休|産休|帰省|减肥|減肥|戒烟|戒菸|备考|備考|求职|求職|装修|裝修|搬家)中|(?:다이어트|금연|금주|구직|취준|이사|임신|육아휴직|출산휴가)\s?중(?:이|인|에|입)`,
  ),
  'u',
);

/** Temporary by aspect: a bounded activity in progress, a weekend made a date, a span counted from now. */
export const TEMPORARY_ASPECT: readonly TextTest[] = [SEEKING, CONSUMING_NOW, PLANNED_WEEKEND, COMING_SPAN, UNDERTAKING].map(cuedGuarded);

/**
 * A modal of possibility said of the person (English "might" and "could be" are hedge words of volatileWording.ts):
 * "könnte … interessiert sein", "pourrait être",
 * "podría estar", "poderia se interessar", "potrebbe essere", "dovrebbe abitare", "мог бы заинтересоваться", and
 * Konjunktiv II or the future with "wohl" ("würde wohl gern", "wird wohl"). Only right after the person: "a reminder
 * that the build could break" is about a thing. The modal of a rule about the user ("should be asked first") is no
 * guess, nor ability ("kann kein Gluten vertragen", "não pode comer") nor a lasting refusal ("würde nie Fleisch essen").
 */
export const MODAL_GUESS = cued(
  new RegExp(
    [
      canon(
        [
          // Canonical text reads "könnte" as "konnte" (could, in the past): only a state or a liking ends the guess.
          String.raw`\b(?:Nutzer(?:in)?|Benutzer(?:in)?|User(?:in)?|er|sie)\s+(?:konnte|konnten)\s+(?:\p{L}+\s+){0,5}(?:sein|haben|mogen|gefallen|interessieren|wollen)\b`,
          String.raw`\b(?:wurde|wurden|wird|werden|konnte)\s+(?:\p{L}+\s+)?wohl\b(?!\s*(?:nie|kaum))`,
          String.raw`\b(?:utilisateur|utilisatrice|il|elle)\s+(?:pourrait|pourraient)\s+(?:\p{L}+\s+)?\p{L}+(?:er|ir|re)\b`,
          String.raw`\b(?:usuario|usuaria|el|ella)\s+(?:podria|podrian)\s+(?:\p{L}+\s+)?\p{L}+(?:ar|er|ir|arse|erse|irse)\b`,
          String.raw`\b(?:usuario|utilizador|ele|ela)\s+(?:poderia|poderiam)\s+(?:se\s+)?\p{L}+(?:ar|er|ir)\b`,
          String.raw`\b(?:utente|lui|lei)\s+(?:potrebbe|potrebbero)\s+(?:\p{L}+\s+)?\p{L}+(?:are|ere|ire)\b`,
          // "dovrebbe" of a guess goes with a state ("dovrebbe abitare a Torino"); "dovrebbe ricevere risposte brevi" and
          // "dovrebbe essere avvisato" are instructions.
          String.raw`\b(?:utente|lui|lei)\s+(?:dovrebbe|dovrebbero)\s+(?:essere(?!\s+\p{L}+(?:at|it|ut)[oaie]\b)|avere|abitare|vivere|lavorare|stare|venire\s+da|conoscere|amare)\b`,
          String.raw`(?<![\p{L}])(?:пользователь|пользовательница|он|она)\s+(?:мог|могла|могли)\s+бы(?![\p{L}])`,
        ].join('|'),
      ),
    ].join('|'),
    'iu',
  ),
);

/**
 * A guess opened by a verb of feeling or seeing before the person ("感覺使用者不太喜歡運動", "我觉得用户…"), and the
 * Japanese appearance endings "…ように見える / ように思える / ように感じる"; a place felt "like home" ("第二の故郷のように感じる")
 * is a feeling of one's own, not a guess.
 */
export const SEEMING_OPENER = cued(
  new RegExp(
    String.raw`(?:^|[.，,])\s*(?:感觉|感覺|我觉得|我覺得|看来|看來)(?:${PERSON_ZH.replace('|我', '')})|${canon('(?<!(?:故郷|ふるさと|地元|我が家|実家|自分の家)の)(?:ように|みたいに)(?:見える|見えます|思える|思えます|感じる|感じられる)')}`,
    'u',
  ),
);

/**
 * German "gerade" (just) before the start of a lasting stage: "hat gerade ein Informatikstudium begonnen", "ist gerade
 * in Rente gegangen", "ist gerade Vater geworden", "ist gerade nach Leipzig gezogen". The stage lasts for years, as "刚上
 * 大学" and "just started university" do; "gerade" with anything else is now ("liest gerade", "ist gerade krank").
 */
export const LASTING_START_DE = new RegExp(
  canon(
    [
      String.raw`\b(?:hat|haben|habe)\s+gerade\s+(?:\p{L}+\s+){0,3}\p{L}*(?:studium|ausbildung|lehre|schule|job|stelle|arbeit|promotion|referendariat|beruf)\s+(?:\p{L}+\s+){0,3}(?:begonnen|angefangen|angetreten)\b`,
      String.raw`\b(?:ist|sind|bin)\s+gerade\s+(?:(?:in\s+(?:Rente|Pension|den\s+Ruhestand)\s+gegangen)|(?:Vater|Mutter|Oma|Opa|Gro(?:ß|ss)vater|Gro(?:ß|ss)mutter)\s+geworden|(?:\p{L}+\s+){0,3}(?:umgezogen|gezogen))\b`,
    ].join('|'),
  ),
  'giu',
);
