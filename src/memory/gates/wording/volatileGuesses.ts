import { type TextTest } from '../caseless';
import { cued, cuedGuarded } from '../cueScan';
import { canonicalize } from '../canonical';

// Speculative and temporary wording of the third blind round that is neither a date nor a word of now
// (docs/memory-gates.md, "Temporary and speculative wording, a third blind round"): a belief reported with a modal of
// possibility, the epistemic grammar of a guess (French and Italian "doit être / deve essere", the conditional of
// hearsay, the future of conjecture), a near future and an intention by their constructions, a recovery and a search
// under way. Each pattern is one class in every language that has it. Input is canonical text (canonical.ts).

const canon = (source: string): string => canonicalize(source);
const PERSON_ROMANCE = String.raw`(?:utilisateur|utilisatrice|usuario|usuaria|utilizador|utente|il|elle|el|ella|ele|ela|lui|lei)`;

/**
 * A belief reported with a modal of possibility in its clause: "thinks they might", "believes the landlord may raise
 * the rent", "meint, der Vermieter könnte", "croit que … pourrait", "piensa que … podría", "acredita que … pode", "crede
 * che … potrebbe", "считает, что … может", "수도 있다고 믿는다". The modal says the thing may not be so: a guess, not a
 * fact. A belief without one is an opinion and lasts ("thinks Python is better").
 */
const BELIEF_OF_POSSIBILITY = cued(
  new RegExp(
    [
      canon(
        [
          String.raw`\b(?:thinks|believes|suspects|fears|worries|expects|assumes|reckons|figures|feels)\b[^.;]{0,60}\b(?:may|might|could)\b`,
          String.raw`\b(?:glaubt|meint|denkt|vermutet|furchtet|befurchtet|ahnt|rechnet\s+damit)\b[^.;]{0,60}\b(?:konnte|konnten|konne|durfte|durften)\b`,
          String.raw`\b(?:croit|pense|craint|suppose|estime|soupconne|se\s+dit)\b[^.;]{0,60}\b(?:pourrait|pourraient|puisse|puissent)\b`,
          String.raw`\b(?:cree|piensa|teme|supone|sospecha|opina)\b[^.;]{0,60}\b(?:podria|podrian|pueda|puedan)\b`,
          String.raw`\b(?:acha|acredita|pensa|teme|supoe|desconfia|suspeita)\s+que\b[^.;]{0,60}\b(?:pode|podem|poderia|poderiam|possa|possam)\b`,
          String.raw`\b(?:crede|pensa|teme|suppone|sospetta|ritiene)\b[^.;]{0,60}\b(?:potrebbe|potrebbero|possa|possano)\b`,
          String.raw`(?<![\p{L}])(?:считает|думает|полагает|боится|опасается|подозревает)(?![\p{L}])[^.;]{0,60}(?<![\p{L}])(?:может|могут|мог\s+бы|могла\s+бы|могли\s+бы)(?![\p{L}])`,
        ].join('|'),
      ),
      // Korean "may" as a clause: "…ㄹ 수도 있다", "…지도 모른다" (the person said to think so or not).
      String.raw`수도\s?있(?:다|을|는|어|습)`,
    ].join('|'),
    'iu',
  ),
);

/**
 * The epistemic grammar of a guess about the person: French "doit être enseignant" (not "doit être prévenu", an
 * instruction with a participle), Italian "deve essere un insegnante" (not "deve essere avvisato"), Spanish "debe ser
 * profesor"; the conditional of hearsay "serait originaire de", "sarebbe di", "seria de"; the future of conjecture
 * "será de Galicia", "sarà di Napoli"; German "muss wohl", "müsste … sein".
 */
const EPISTEMIC_GRAMMAR = cued(
  new RegExp(
    canon(
      [
        String.raw`\b${PERSON_ROMANCE}\s+doit\s+etre\s+(?!(?:\p{L}+(?:i|is|ie|u|us|ue))\b|(?:informe|prevenu|averti|consulte|contacte|rassure|accompagne|rappele|notifie|tutoye|vouvoye|appele|traite|aide|respecte|ecoute|forme|inclus|present|joignable|ponctuel|prudent)\p{L}*\b)`,
        String.raw`\b${PERSON_ROMANCE}\s+deve\s+essere\s+(?!\p{L}+(?:at|it|ut)[oaie]\b|(?:presente|puntuale|prudente|reperibile)\b)`,
        String.raw`\b${PERSON_ROMANCE}\s+debe\s+ser\s+(?!\p{L}+(?:ad|id)[oa]s?\b|(?:puntual|prudente|informad)\p{L}*\b)`,
        String.raw`\b${PERSON_ROMANCE}\s+(?:serait|seraient|sarebbe|sarebbero|seria|serian|seriam)\s+(?:originaire|originari[oa]|d['’]origine|de|di|da|nee?|nat[oa]|nacid[oa]|nascid[oa]|un|une|uno|una|um|uma|en\s+train|in\s+procinto|sur\s+le\s+point)\b`,
        String.raw`\b${PERSON_ROMANCE}\s+(?:aurait|auraient|avrebbe|tendria|teria)\s+(?:environ|une\s+\p{L}+aine|una\s+\p{L}+ina|unos|unas|uns|umas|circa|gia|deja|ya|ja)\b`,
        String.raw`\b(?:muss|musste|mussen)\s+(?:\p{L}+\s+)?wohl\b`,
      ].join('|'),
    ),
    'iu',
  ),
);

/** The future of conjecture with a place (a capital): "será de Galicia", "sarà di Napoli"; case matters here. */
const FUTURE_OF_ORIGIN = new RegExp(
  canon(
    String.raw`\b(?:usuario|usuaria|utente|el|ella|lui|lei)\s+(?:sera|sara)\s+(?:de|di|da|originari[oa]\s+d[ie]|del|della|dello)\s+\p{Lu}`,
  ),
  'u',
);

/** Every Hangul syllable ending in ㄹ, the future attributive ("살", "갈", "할"): "살 생각이다" is an intention. */
const HANGUL_RIEUL_FINAL = Array.from({ length: 399 }, (_, i) => String.fromCodePoint(0xac00 + i * 28 + 8)).join('');

/**
 * A near future or an intention said by a construction: Chinese "要…了" (about to) and "准备要" (preparing to),
 * Russian "вот-вот", Japanese volitional "買おうと思っている", Korean "살 생각이다" (not with an upper limit, a budget), French "prévoit d'acheter", Italian
 * "ha in programma di", Spanish "tiene pensado", Portuguese "tem planos de". "不要…了", "需要", "重要" are other words.
 */
// "Tem plano de saúde" is a health plan, not a plan to do something: a plan one subscribes to (health, dental,
// pension, phone, data, internet, a gym) names a service.
const NOT_A_SERVICE_PLAN = String.raw`(?!\s+(?:saude|previdencia|aposentadoria|pensao|seguro|assistencia|odontologico|dentario|dental|celular|telefone|telefonia|internet|dados|banda\s+larga|fibra|tv|streaming|assinatura|fidelidade|academia|pos-pago|pre-pago|carreira|beneficios|milhas|pontos)\b)`;
const NEAR_FUTURE = new RegExp(
  [
    String.raw`(?<![不想只需主重还還也都就])(?:快|马上|馬上)?要(?![求是])[^，。,.!?！？]{1,12}了(?=[。.!！]|$)|(?:准备|準備)要`,
    canon(
      [
        String.raw`(?<![\p{L}])вот-вот(?![\p{L}])`,
        String.raw`\b(?:prevoit|envisage|projette)\s+d['’]\p{L}+|\bha\s+in\s+programma\s+di\b|\btiene\s+pensado\b|\btem\s+planos?\s+de\b${NOT_A_SERVICE_PLAN}|\b(?:is|are|'s)\s+set\s+to\s+\p{L}+`,
      ].join('|'),
    ),
    // An upper limit makes the intention a budget, a standing preference ("50만 원까지 쓸 생각이다", "5万円まで使おうと思う").
    canon(String.raw`(?<!まで[^.]{0,16})(?:[おこそとのほもろ]う|よう)と(?:思って|思う|考えて)`),
    String.raw`(?<!까지\s?[^.]{0,16})[${HANGUL_RIEUL_FINAL}]\s생각(?:이다|입니다|이에요|이야|이라)`,
  ].join('|'),
  'iu',
);

/**
 * A recovery, which ends by nature: "erholt sich von", "se remet d'une opération", "se está recuperando de", "está se
 * recuperando de", "si sta riprendendo da", "восстанавливается после", "回復中", "회복 중", "在养伤", "感冒還沒好". A
 * "recovering alcoholic" is a lasting identity and says no "from".
 */
const RECOVERY = new RegExp(
  [
    canon(
      [
        String.raw`\b(?:is|are|'s)\s+(?:still\s+)?(?:recovering|recuperating|convalescing|healing)\s+(?:from|after)\b`,
        String.raw`\berholt\s+sich\s+(?:\p{L}+\s+){0,2}(?:von|nach)\b|\bist\s+(?:noch\s+)?(?:in\s+der\s+Reha|auf\s+dem\s+Weg\s+der\s+Besserung)\b`,
        String.raw`\bse\s+remet\s+(?:doucement\s+|lentement\s+)?d(?:e|u|es|['’])|\best\s+(?:encore\s+)?en\s+convalescence\b`,
        String.raw`\bse\s+(?:esta\s+)?(?:recupera|recuperando|reponiendo|repone)\s+de\b|\bse\s+esta\s+recuperando\b`,
        String.raw`\b(?:esta\s+)?se\s+recupera(?:ndo)?\s+de\b|\besta\s+(?:em\s+recuperacao|se\s+recuperando)\b`,
        String.raw`\bsi\s+(?:sta\s+)?(?:riprende|riprendendo|rimette|rimettendo|ristabilendo)\s+da\b|\be\s+(?:ancora\s+)?in\s+convalescenza\b`,
        String.raw`(?<![\p{L}])(?:восстанавливается|поправляется|выздоравливает|приходит\s+в\s+себя)\s+(?:после|от)(?![\p{L}])|(?<![\p{L}])идет\s+на\s+поправку(?![\p{L}])`,
      ].join('|'),
    ),
    canon(String.raw`(?:回復|療養|リハビリ|静養|治療|養生)中`),
    String.raw`(?:회복|재활|요양|치료)\s?중`,
    String.raw`(?:在|正在)(?:养伤|養傷|养病|養病|康复|康復|复健|復健|坐月子)|(?:还没|還沒|尚未)(?:好(?![好\p{Script=Han}])|痊愈|痊癒|康复|康復)`,
  ].join('|'),
  'iu',
);

/**
 * A search or a job hunt under way where the grammar has no progressive to mark it: the Russian present of a search
 * for work or a home ("ищет работу", "ищет новую квартиру"; Russian says the progressive with the present, so nothing
 * else marks it), the Japanese "就職活動中", the Korean "알아보는 중". A search for a quality ("ищет вдохновение") is
 * no search of weeks.
 */
const SEARCH_UNDER_WAY = new RegExp(
  [
    canon(
      String.raw`(?<![\p{L}])(?:ищет|ищу|ищут|подыскивает)\s+(?:\p{L}+\s+){0,2}(?:работу|квартиру|жилье|жильё|комнату|дом|дачу|няню|подработку|вакансию|покупател\p{L}*|арендатор\p{L}*|соседа|соседку)(?![\p{L}])`,
    ),
    canon(String.raw`(?:就職活動|就職先探し|家探し|部屋探し)中`),
    String.raw`(?:찾는|구하는|알아보는)\s?중`,
  ].join('|'),
  'iu',
);

/**
 * A belief about everyone is an opinion, and its modal says ability: "thinks anyone could learn to code", "crede che
 * chiunque possa imparare", "acha que qualquer pessoa pode aprender", "считает, что любой может выучить язык".
 */
const GENERIC_SUBJECT = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:anyone|anybody|everyone|everybody|people|jeder|jede|jedermann|alle|man|tout\s+le\s+monde|n['’]importe\s+qui|chacun|on|cualquiera|todo\s+el\s+mundo|todos|qualquer\s+(?:um|uma|pessoa)|todo\s+mundo|chiunque|tutti|ognuno|любой|каждый|все|всякий)(?![\p{L}])`,
    ),
    'iu',
  ),
);

/**
 * A modal before a comparative is a wish about how a thing should be, feedback rather than a guess: "thinks the answers
 * could be shorter", "meint, die Antworten könnten kürzer sein", "pense que les réponses pourraient être plus courtes".
 */
const MODAL_OF_IMPROVEMENT = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:could|might|may|konnte|konnten|pourrait|pourraient|podria|podrian|poderia|poderiam|pode|podem|potrebbe|potrebbero|может|могут|могли\s+бы)\s+(?:\p{L}+\s+){0,2}(?:more|less|better|shorter|longer|simpler|clearer|\p{L}+er\s+than|mehr|weniger|besser|kurzer|langer|einfacher|klarer|plus|moins|mieux|mas|menos|mejor|mejores|mais|melhor|melhores|piu|meno|meglio|более|менее|лучше|короче|проще|подробнее)(?![\p{L}])`,
    ),
    'iu',
  ),
);

/** A guess said by a reported belief or by the grammar of conjecture. */
export const hasReportedGuess = (text: string): boolean =>
  (BELIEF_OF_POSSIBILITY.test(text) && !GENERIC_SUBJECT.test(text) && !MODAL_OF_IMPROVEMENT.test(text)) ||
  EPISTEMIC_GRAMMAR.test(text) ||
  FUTURE_OF_ORIGIN.test(text);

export const TEMPORARY_CONSTRUCTION: readonly TextTest[] = [NEAR_FUTURE, RECOVERY, SEARCH_UNDER_WAY].map(cuedGuarded);

/**
 * A word of now before a lasting state reports a change that stays, not a passing moment: "is now vegetarian", "今は
 * 名古屋に住んでいる", "adesso vive a Torino", "ist jetzt Vegetarier". The word of now is read away before a residence,
 * a diet or a civil state; "now at the airport", "now busy" and a home that is a hotel or a friend's place keep it.
 */
export const NOW_OF_LASTING_STATE = new RegExp(
  [
    canon(
      String.raw`(?<![\p{L}])(?:now|jetzt|mittlerweile|inzwischen|maintenant|desormais|ahora|agora|ora|adesso|теперь)(?=\s+(?:(?:is|ist|est|es|e|è|и)\s+)?(?:\p{L}+\s+)?(?:lives|wohnt|lebt|habite|vit|vive|mora|abita|живет|живёт|vegetarian|vegan|vegetarier\p{L}*|veganer\p{L}*|vegetarien\p{L}*|vegane?|vegetarian[oa]|vegan[oa]|вегетарианец|вегетарианка|веган|retired|married|divorced|verheiratet|geschieden|rentner\p{L}*|retraite|mariee?|divorcee?|jubilad[oa]|casad[oa]|divorciad[oa]|aposentad[oa]|pensionat[oa]|sposat[oa]|divorziat[oa]|пенсионер\p{L}*|женат|замужем|разведен\p{L}*)(?![\p{L}]))`,
    ),
    canon(
      String.raw`今は(?![^.]{0,14}(?:ホテル|ゲストハウス|民宿|友達の家|実家に一時))(?=[^.]{0,14}(?:ベジタリアン|ヴィーガン|菜食|住んで|暮らして|独身|既婚|結婚して|退職して))`,
    ),
  ].join('|'),
  'giu',
);
