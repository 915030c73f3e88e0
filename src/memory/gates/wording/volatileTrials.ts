import { type TextTest } from '../caseless';
import { cuedGuarded } from '../cueScan';
import { canonicalize } from '../canonical';

// Temporary wording of the seventh wording round (docs/memory-gates.md, "Temporary and speculative wording, a seventh
// blind round"): a trial under way, a regime counted in days, a stopgap while a device is broken or in repair, a habit
// paused until an event is over, a feeling about one event, and waiting for a result. Each is a grammatical class
// written in all ten languages, not a sentence. Input is canonical text (accents dropped, Cyrillic look-alikes read as
// Latin, voiced kana marks dropped, 。 read as "."), so every source goes through canonicalize. The caller's habit
// guard keeps the same shapes with a frequency ("tries out a new recipe every Sunday").
const canon = (sources: readonly string[]): string => canonicalize(sources.join('|'));

/**
 * A trial under way: "is trying out a standing desk", "testing whether oat milk agrees with them", "probiert … aus",
 * "testet, ob", "est en train d'essayer", "teste si", "está probando", "está testando", "sta provando", "пробует",
 * "проверяет, подходит ли", "正在试用", "在测试…是不是", "試している", "써 보는 중", "시험해 보고 있다". A taste for trying
 * things ("loves trying out new restaurants", "aime essayer") has no copula of now and passes.
 */
const TRIAL = new RegExp(
  canon([
    String.raw`(?:^|[.!?;:]\s*|\b(?:is|are|am|'s|'re|currently|now|still|been)\s+)(?:trying\s+out|trying\s+(?:a|an)\s+(?!lot\b|bit\b)|testing\s+out|test-?driving|trial+ing|experimenting\s+with|(?:testing|trying|checking|seeing)\s+(?:out\s+)?(?:whether|if))\b|\b(?:is|are|'s|'re)\s+giving\s+(?:\p{L}+[\s-]+){1,4}?a\s+(?:try|go|shot)\b|\bon\s+an?\s+(?:[\p{L}\d-]+\s+){0,2}?trial\b|\btrial\s+(?:period|run|basis)\b|(?:^|[.!?;:]\s*)testing\s+(?:a|an|out|new|some)\b`,
    String.raw`\b(?:probiert|testet|probiere|teste)\s+(?!gern)(?:\p{L}+\s+){0,6}?aus\b|\b(?:testet|probiert|pruft|schaut|guckt),?\s+ob\b|\bauf\s+Probe\b|\b(?:Probezeit|Testphase|Probephase|Probemonat|Probeabo)\b|\b(?:testweise|probeweise|versuchsweise)\b`,
    String.raw`\b(?:teste|testent|essaie|essaye|verifie|regarde)\s+si\b|\ben\s+train\s+d['’](?:essayer|tester)\b|\b(?:essaie|essaye)\s+(?:un|une|le|la|les|des)\s|\ba\s+l['’]essai\b|\bfait\s+(?:un\s+)?essai\b|\ben\s+periode\s+d['’]essai\b|(?:^|[.!?;:]\s*)(?:je\s+)?teste\s+(?:un|une|le|la|les|l['’])`,
    String.raw`\b(?:esta|estoy)\s+(?:a|de)\s+prueba\b|\b(?:esta|estoy|anda|sigue)\s+(?:probando|comprobando|testeando|experimentando|ensayando|viendo\s+si)\b|\ben\s+periodo\s+de\s+prueba\b|\b(?:prueba|comprueba)\s+si\b|(?:^|[.!?;:]\s*)(?:probando|testeando|experimentando|ensayando)\s+\p{L}`,
    String.raw`\b(?:esta|estou|anda|segue)\s+(?:experimentando|testando|provando|a\s+(?:experimentar|testar|provar))\b|\bem\s+(?:periodo\s+de\s+)?(?:teste|experiencia)\b|\b(?:testa|verifica)\s+se\b|(?:^|[.!?;:]\s*)(?:testando|experimentando|provando)\s+\p{L}`,
    String.raw`\b(?:sta|sto|stanno)\s+(?:provando|verificando|testando|sperimentando|collaudando)\b|\bin\s+(?:periodo\s+di\s+)?prova\b|\b(?:prova|verifica)\s+se\b|(?:^|[.!?;:]\s*)(?:provando|sperimentando|testando)\s+\p{L}`,
    String.raw`(?<![\p{L}])(?:пробует|опробует|тестирует|примеряет|пробую|тестирую|примеряю)(?![\p{L}])|(?<![\p{L}])(?:проверяет|смотрит),?\s+(?:\p{L}+\s+){0,3}?ли(?![\p{L}])|(?<![\p{L}])(?:на\s+пробу|в\s+тестовом\s+режиме|на\s+испытательном\s+сроке)(?![\p{L}])`,
    String.raw`(?:正在|在|先)(?:试用|試用|试试|試試|试一试|試一試|试着用|試著用)|试用期|試用期|试用中|試用中|(?:正在|在)(?:测试|測試|试验|試驗|验证|驗證|试|試|看看)[^，。,.!?！？]{0,20}?(?:是不是|是否|能不能|有没有|有沒有|会不会|會不會)`,
    String.raw`試(?:して(?:いる|います|みている|みています)|し中|用中)|お試し(?:中|期間|で)|試行中|試験的に`,
    String.raw`(?:써|해|봐|먹어|입어|마셔|신어|들어|사용해|시도해|시험해|테스트해|체험해)\s?보(?:는\s?중|고\s?있)|시험\s?삼아|시도(?:하는)?\s?중|수습\s?(?:기간|중)|시범적으로|(?:체험|테스트|시험\s?사용)\s?중`,
  ]),
  'iu',
);

/**
 * Progress in a regime counted in days, which ends when the count does: "is on day three", "ist am dritten Tag", "en
 * est au troisième", "va por el tercero", "está no terceiro", "è al terzo", "сейчас третий день", "第三天了", "三日目だ",
 * "3일째다". An ordinal before another noun ("is in the third year", "está no terceiro ano") is no day count.
 */
const DAY_COUNT = new RegExp(
  canon([
    String.raw`\b(?:is|am|are|'s|'re|now|currently|still|already)\s+(?:(?:now|currently|only|already|just)\s+)?on\s+day\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty)\b|\bday\s+\d+\s+of\s+\d+\b`,
    String.raw`\b(?:ist|bin|sind)\s+(?:(?:jetzt|gerade|heute|schon|erst)\s+)?(?:am|bei)\s+(?:Tag\s+\d+|\d+\.\s*Tag|(?:ersten|zweiten|dritten|vierten|funften|sechsten|siebten|achten|neunten|zehnten)\s+Tag)\b|\bTag\s+\d+\s+von\s+\d+\b`,
    String.raw`\b(?:est|suis|sont)\s+au\s+(?:jour\s+\d+|\d+e?\s+jour|(?:premier|deuxieme|second|troisieme|quatrieme|cinquieme|sixieme|septieme|huitieme|neuvieme|dixieme)(?:\s+jour\b|(?=\s*(?:[.,;!?]|$|sur\s))))`,
    String.raw`\b(?:va|voy)\s+por\s+(?:el\s+)?(?:dia\s+\d+|(?:primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo)(?:\s+dia\b|(?=\s*(?:[.,;!?]|$))))|\b(?:esta|estoy)\s+en\s+(?:el\s+)?(?:dia\s+\d+|(?:primer|segundo|tercer|cuarto|quinto|sexto|septimo)\s+dia)\b`,
    String.raw`\b(?:esta|estou)\s+no\s+(?:dia\s+\d+|(?:primeiro|segundo|terceiro|quarto|quinto|sexto|setimo|oitavo|nono|decimo)(?:\s+dia\b|(?=\s*(?:[.,;!?]|$))))`,
    String.raw`\b(?:e|sono|sta)\s+al\s+(?:giorno\s+\d+|(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|ottavo|nono|decimo)(?:\s+giorno\b|(?=\s*(?:[.,;!?]|$))))`,
    String.raw`(?<![\p{L}])(?:сейчас|уже|идёт|идет|пошёл|пошел)\s+(?:\p{L}+\s+)?(?:\d+-?(?:й|ой)|первый|второй|третий|четвёртый|четвертый|пятый|шестой|седьмой)\s+день(?![\p{L}])`,
    String.raw`第[一二三四五六七八九十两兩\d]+(?:天|周|週)(?:了)?(?=[.。，,！!]|$)|[一二三四五六七八九十\d]+日目(?:だ|です|に入|[.。]|$)|(?:\d+|[일이삼사오육칠팔구십]+)\s?(?:일|주)\s?째`,
  ]),
  'iu',
);

/**
 * A stopgap while a device is broken or in repair: "in the meantime", "is in for repair", "a loaner", "übergangsweise",
 * "in Reparatur", "en attendant", "en réparation", "mientras tanto", "en el servicio técnico", "enquanto isso", "na
 * assistência", "nel frattempo", "in assistenza", "в ремонте", "пока пользуется", "凑合", "拿去修了", "修理に出して", "수리
 * 중". A broken device or limb said without a year ("phone screen is cracked", "se le rompió la pantalla") is a state
 * that will be mended; with a year it is a dated past (hasUndatedBreakOrPause).
 */
const STOPGAP = new RegExp(
  canon([
    String.raw`\bin\s+the\s+meantime\b|\b(?:is|are|'s)\s+(?:\p{L}+\s+)?(?:in\s+(?:for\s+)?(?:repairs?|the\s+shop)|being\s+(?:repaired|fixed|serviced))\b|\b(?:on|using|with|drives|driving)\s+a\s+loaner\b|\bstopgap\b`,
    String.raw`\bubergangsweise\b|\b(?:ist|sind)\s+(?:\p{L}+\s+)?in\s+(?:der\s+)?(?:Reparatur|Werkstatt)\b|\bwird\s+(?:gerade\s+)?repariert\b|\b(?:Leih|Ersatz)(?:gerat|laptop|handy|wagen|auto|rad)\p{L}*`,
    String.raw`\ben\s+attendant(?=\s*(?:[.,;!?]|$)|\s+(?:de|d['’]|que|qu['’]|mieux)\b)|\b(?:est|sont)\s+en\s+(?:reparation|panne)\b|\bdepanne\s+avec\b|\bqu['’]on\s+lui\s+a\s+prete|\bprovisoirement\b`,
    String.raw`\bmientras\s+tanto\b|\b(?:esta|estan|tiene\s+\p{L}+(?:\s+\p{L}+)?)\s+en\s+(?:el\s+servicio\s+tecnico|reparacion|el\s+taller)\b|\b(?:uno|una)\s+prestad[oa]\b|\bprovisionalmente\b`,
    String.raw`\benquanto\s+isso\b|\b(?:esta|estao)\s+(?:na\s+assistencia|em\s+conserto|em\s+reparo|no\s+conserto|na\s+oficina)\b|\b(?:um|uma)\s+emprestad[oa]\b|\bprovisoriamente\b`,
    String.raw`\bnel\s+frattempo\b|\b(?:e|sono)\s+(?:in\s+(?:assistenza|riparazione)|dal\s+meccanico)\b|\b(?:uno|una|un)\s+in\s+prestito\b|\bprovvisoriamente\b`,
    String.raw`(?<![\p{L}])(?:в\s+ремонте|на\s+ремонте|в\s+сервисе|одолженн\p{L}*)(?![\p{L}])|(?<![,\p{L}]\s?)(?<![\p{L}])пока\s+(?:что\s+)?(?:пользуется|работает\s+на|использует|ходит\s+с|ездит\s+на|сидит\s+на)(?![\p{L}])`,
    String.raw`凑合|湊合|将就着|將就著|(?:拿去|送去|送)(?:修|维修|維修)|维修中|維修中|借来的|借來的|备用机|備用機`,
    String.raw`修理(?:に出|中)|借り物|代替機`,
    String.raw`수리\s?(?:중|를\s?맡|맡겨)|빌린\s?(?:노트북|폰|휴대폰|컴퓨터|차|카메라)|임시로`,
  ]),
  'iu',
);

const BROKEN_NOW = new RegExp(
  canon([
    String.raw`\b(?:is|are|was|got)\s+(?:(?:badly|completely|totally)\s+)?(?:cracked|smashed|busted)\b|\b(?:screen|phone|laptop|keyboard)\s+(?:is|was)\s+broken\b`,
    String.raw`\b(?:ist|sind)\s+gesprungen\b|\b(?:ist|sind)\s+(?:\p{L}+\s+)?(?:kaputt|kaputtgegangen|defekt)\b`,
    String.raw`\b(?:est|sont)\s+(?:fissure|cassee?|en\s+panne)s?\b`,
    String.raw`\bse\s+(?:le|les|me)\s+(?:rompio|estropeo|averio)\b|\btiene\s+(?:el|la)\s+\p{L}+\s+(?:rot[oa]|averiad[oa]|estropead[oa])\b|\b(?:esta|estoy)\s+sin\s+(?:movil|coche|internet|ordenador|portatil|telefono)\b|\b(?:esta|estan)\s+(?:rot[oa]|averiad[oa]|estropead[oa])\b`,
    String.raw`\b(?:tela|celular|telefone|notebook|computador|carro|perna|braco|pulso)(?:\s+(?:d[oa]\s+\p{L}+|del[ea]s?)){0,2}\s+(?:quebrou|pifou|rachou)\b|\bquebrou\s+(?:a|o)\s+(?:perna|braco|pulso|pe|tela|celular)\b|\b(?:esta|estou)\s+sem\s+(?:celular|carro|internet|computador|notebook|telefone)\b|\b(?:esta|estao)\s+(?:quebrad[oa]|rachad[oa])\b`,
    String.raw`\bsi\s+e\s+(?:rott[oa]|guastat[oa])\b|\bha\s+(?:il|la|lo)\s+\p{L}+\s+(?:rott[oa]|guast[oa])\b|\be\s+senza\s+(?:telefono|cellulare|macchina|auto|internet|computer)\b|\b(?:e|sono)\s+(?:rott[oa]|guast[oa])\b`,
    String.raw`(?<![\p{L}])(?:разбил(?:ся|ась|ось)|сломал(?:ся|ась|ось)|сломан\p{L}*|треснул\p{L}*)(?![\p{L}])`,
    String.raw`(?:屏幕|屏|手机|手機|电脑|電腦)(?:摔)?(?:碎了|坏了|壞了)|画面が割れ|(?:スマホ|携帯|パソコン|画面|キーボード|車|自転車|イヤホン|カメラ|タブレット|テレビ)(?:が|は)?壊れ(?:た|て)|액정이?\s?깨|고장(?:이)?\s?(?:났|나서)`,
  ]),
  'iu',
);
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/**
 * A habit paused until something is over: "has put piano lessons on hold", "while the knee injury heals", "until
 * after the move", "pausiert", "hat … ausgesetzt", "solange … ausheilt", "bis nach dem Umzug", "entre parenthèses",
 * "le temps que … guérisse", "jusqu'après", "ha aparcado", "mientras se le cura", "hasta después de", "suspendeu",
 * "enquanto se recupera", "até terminar", "in pausa", "fino a dopo", "приостановил", "пока не заживёт", "до окончания",
 * "暂停", "受伤期间", "治るまで", "나을 때까지".
 */
// The daily meals and hours after which a habit waits every day ("never checks e-mail until after lunch"): a routine,
// not an event that ends a pause.
const ROUTINE = String.raw`(?:the\s+)?(?:breakfast|lunch|dinner|supper|work|school|class|noon|midnight|dark|sunset|the\s+gym|(?:dem\s+|der\s+)?(?:Fruhstuck|Mittagessen|Abendessen|Arbeit|Schule|Feierabend|Training)|(?:le\s+|la\s+)?(?:petit[\s-]dejeuner|dejeuner|diner|travail|boulot|midi)|(?:el\s+|la\s+)?(?:desayuno|desayunar|almuerzo|almorzar|comida|comer|cena|cenar|trabajo|trabajar|clase)|(?:o\s+|a\s+)?(?:cafe\s+da\s+manha|almoco|almocar|jantar|trabalho|aula)|(?:il\s+|la\s+)?(?:colazione|pranzo|cena|lavoro|scuola))`;
const PAUSED_NOW = new RegExp(
  canon([
    String.raw`\bon\s+(?:hold|pause)\b|\bon\s+a\s+break\s+from\b|\b(?:paused|pausing)\b|\btaking\s+a\s+break\s+from\b|\buntil\s+after\s+(?!(?:${ROUTINE})\b)|\b(?:while|until)\s+(?:\p{L}+\s+){0,4}?(?:heals|has\s+healed|is\s+healed|is\s+healing|recovers|has\s+recovered|is\s+better)\b`,
    String.raw`\b(?:pausiert|auf\s+Eis\s+gelegt)\b|\bhat\s+(?:\p{L}+\s+){0,6}?ausgesetzt\b|\bsolange\s+(?:\p{L}+\s+){0,4}?(?:ausheilt|verheilt|heilt)\b|\bbis\s+nach\s+(?:dem|der|den)\s+(?!(?:${ROUTINE})\b)|\bbis\s+(?:\p{L}+\s+){0,4}?(?:verheilt|ausgeheilt|geheilt|uberstanden)\s+ist\b`,
    String.raw`\b(?:entre\s+parentheses|en\s+pause|en\s+suspens)\b|\ba\s+suspendu\b|\ble\s+temps\s+de\s+(?:sa|son|la)\s+(?:convalescence|reeducation|guerison|retablissement)\b|\ble\s+temps\s+qu['’e]\s*(?:\p{L}+\s+){0,5}?(?:guerisse|cicatrise|se\s+remette|aille\s+mieux|finisse|termine|passe|soit\s+\p{L}+)\b|\bjusqu['’]apres\s+(?!(?:${ROUTINE})\b)|\bjusqu['’]a\s+ce\s+qu['’]\p{L}+\s+(?:\p{L}+\s+){0,3}?(?:guerisse|soit\s+gueri\p{L}*|aille\s+mieux)`,
    String.raw`\ben\s+pausa\b|\bha\s+(?:aparcado|pausado)\b|\bmientras\s+(?:se\s+)?(?:le\s+)?(?:cura|recupera|sana)\b|\bhasta\s+despues\s+de(?:l)?\s+(?!(?:${ROUTINE})\b)|\bhasta\s+que\s+(?:se\s+)?(?:le\s+)?(?:cure|recupere|sane)\b`,
    String.raw`\bem\s+pausa\b|\b(?:suspendeu|pausou)\b|\bdeu\s+(?:uma\s+|um\s+)?(?:pausa|tempo)\b|\benquanto\s+(?:se\s+)?(?:recupera|sara|cura)\b|\bate\s+(?:terminar|acabar|passar|sarar|se\s+recuperar)\b|\bate\s+depois\s+d\p{L}*\s+(?!(?:${ROUTINE})\b)`,
    String.raw`\bin\s+pausa\b(?!\s+(?:pranzo|caffe))|\bha\s+(?:sospeso|messo\s+in\s+pausa)\b|\bfino\s+a\s+dopo\s+(?!(?:${ROUTINE})\b)|\bfinche\s+non\s+(?:\p{L}+\s+){0,3}?(?:guarisce|guarira|si\s+riprende)\b`,
    String.raw`(?<![\p{L}])(?:приостановил\p{L}*|на\s+паузе|поставил\p{L}*\s+(?:\p{L}+\s+){0,3}?на\s+паузу|взял\p{L}*\s+паузу|пока\s+не\s+(?:заживёт|заживет|поправится|выздоровеет)|до\s+окончания)(?![\p{L}])`,
    String.raw`暂停|暫停|(?:受伤|受傷|生病|养伤|養傷|康复|康復|搬家|备考|備考)期间|(?:受伤|受傷|生病|养伤|養傷|康复|康復|搬家|备考|備考)期間|(?:治る|終わる|落ち着く|回復する|良くなる)まで|一時(?:中断|休止)|(?:痛めて|けがして|怪我して|ケガして)[^.。]{0,12}休んで|다쳐서\s?[^.]{0,12}쉬고\s?있|(?:나을|끝날|회복될|나아질|좋아질)\s?때까지|(?:잠시|잠깐|당분간)\s?(?:중단|쉬)`,
  ]),
  'iu',
);

/**
 * A feeling about one event just past, said in the past with the event: "felt really proud after giving the
 * presentation", "war nach der Präsentation stolz", "s'est senti fier après", "se sintió orgulloso después de", "sentiu
 * orgulho depois da", "гордился собой после", "si è sentito orgoglioso dopo", "做完汇报后觉得特别自豪", "終えて誇らしく
 * 感じた", "발표를 마치고 뿌듯해했다". A feeling with a frequency is a habit (the caller's guard).
 */
const EMOTION_EN = String.raw`(?:proud|annoyed|upset|angry|disappointed|relieved|thrilled|embarrassed|frustrated|furious|hurt|moved|touched|nervous|happy|sad|glad|pleased|elated|ashamed)`;
const EVENT_FEELING = new RegExp(
  canon([
    String.raw`\bfelt\s+(?:(?:really|very|so|quite|a\s+bit|pretty|incredibly)\s+)?${EMOTION_EN}\s+(?:after|about|when|by|at|during|with)\b|\b(?:was|got)\s+(?:(?:really|very|so|quite|a\s+bit|pretty)\s+)?${EMOTION_EN}\s+(?:after|by\s+(?:how|the|what)|about\s+how)\b`,
    String.raw`\bwar\s+(?:nach|uber|wegen|von)\s+(?:\p{L}+\s+){1,5}?(?:(?:richtig|sehr|so|total|ziemlich)\s+)?(?:stolz|verargert|sauer|enttauscht|erleichtert|genervt|wutend|traurig|begeistert|geruhrt|frustriert)\b|\bfuhlte\s+sich\s+(?:nach|wahrend)\b`,
    String.raw`\b(?:s['’]est\s+senti\p{L}*|a\s+ete|s['’]est\s+montre\p{L}*)\s+(?:(?:tres|vraiment|si|assez|tellement)\s+)?(?:fier|fiere|agace\p{L}*|decu\p{L}*|soulage\p{L}*|enerve\p{L}*|vexe\p{L}*|emu\p{L}*|content\p{L}*|triste|furieu\p{L}*|touche\p{L}*|frustre\p{L}*)\s+(?:apres|par|de|pendant|lors)\b`,
    String.raw`\bse\s+(?:sintio|quedo|puso)\s+(?:(?:muy|tan|bastante|super)\s+)?(?:orgullos[oa]|molest[oa]|decepcionad[oa]|aliviad[oa]|enfadad[oa]|content[oa]|triste|frustrad[oa]|nervios[oa]|feliz|emocionad[oa])\b`,
    String.raw`\b(?:sentiu|ficou)\s+(?:(?:muito|tao|bem|super)\s+)?(?:orgulho|orgulhos[oa]|irritad[oa]|chatead[oa]|decepcionad[oa]|aliviad[oa]|feliz|triste|nervos[oa]|emocionad[oa]|frustrad[oa])\s+(?:com|depois|apos|por|durante|na|no)\b`,
    String.raw`(?<![\p{L}])(?:почувствовал\p{L}*|гордил(?:ся|ась)\s+собой|обрадовал(?:ся|ась)|расстроил(?:ся|ась)|разозлил(?:ся|ась)|огорчил(?:ся|ась))\s+(?:\p{L}+\s+){0,3}?(?:после|из-за)(?![\p{L}])`,
    String.raw`\bsi\s+e\s+sentit[oa]\b|\b(?:era|e\s+stat[oa])\s+(?:(?:molto|davvero|proprio)\s+)?(?:irritat[oa]|orgoglios[oa]|delus[oa]|sollevat[oa]|arrabbiat[oa]|content[oa]|emozionat[oa])\s+(?:per|dopo|da)\b`,
    String.raw`(?:完|后|後)[^，。,.]{0,4}(?:觉得|覺得|感到|感觉|感覺)[^，。,.]{0,4}(?:自豪|骄傲|驕傲|开心|開心|失望|生气|生氣|恼火|惱火|沮丧|沮喪|轻松|輕鬆|欣慰|尴尬|尷尬|难过|難過)`,
    String.raw`(?:て|で|後|あと)[、,]?[^.。]{0,6}?(?:誇らしく|嬉しく|うれしく|悔しく|恥ずかしく|悲しく|がっかり|ほっと|イライラ)[^.。]{0,3}(?:感じた|思った|なった|した)`,
    String.raw`(?:마치고|끝나고|끝내고|후에?|뒤에?)\s(?:[\p{Script=Hangul}]+\s)?(?:뿌듯해했|뿌듯했|기뻐했|실망했|속상했|안도했|창피했|자랑스러워했|화가\s?났|짜증이\s?났)`,
  ]),
  'iu',
);

/**
 * Waiting for a result or an answer: "is waiting to hear back", "wartet auf", "está pendiente de", "è in attesa di",
 * "aguardando", "ждёт ответа", "在等", "結果待ち", "기다리고 있다". Waiting as a dislike ("hates waiting for buses") has no
 * copula of now.
 */
const RESULT_EN = String.raw`(?:results?|answer|reply|response|decision|news|diagnosis|verdict|approval|confirmation|callback|offer|announcement|admission|acceptance|visa|grades|scores)\b`;
const WAITING = new RegExp(
  canon([
    String.raw`\b(?:waiting|awaiting)\s+to\s+hear\b|\b(?:hasn['’]?t|has\s+not|haven['’]?t|have\s+not)\s+(?:yet\s+)?heard\s+back\b|\byet\s+to\s+hear\s+back\b|\b(?:anxious|nervous|worried|stressed)\s+about\s+(?:the|their|his|her|an?)\s+(?:\p{L}+\s+){0,2}?(?:results?|outcome|verdict|decision)\b|\b(?:waiting\s+(?:for|on)|awaiting)\s+(?:\p{L}+\s+){0,4}?${RESULT_EN}`,
    String.raw`\bwartet\s+(?:noch\s+|gerade\s+|immer\s+noch\s+)?auf\s+(?:\p{L}+\s+){0,4}?(?:Ergebnis\p{L}*|Befund\p{L}*|Antwort\p{L}*|Ruckmeldung\p{L}*|Zusage\p{L}*|Absage\p{L}*|Entscheidung\p{L}*|Bescheid\p{L}*|Diagnose\p{L}*|Bekanntgabe\p{L}*|Zulassung\p{L}*|Visum|Noten)`,
    String.raw`\b(?:attend|attends|attendent|est\s+dans\s+l['’]attente\s+d['’e])\s*(?:\p{L}+['’\s]+){0,4}?(?:resultat|reponse|nouvelles|decision|diagnostic|confirmation|annonce|admission|visa|accord|convocation)\p{L}*`,
    String.raw`\b(?:esta|estoy|sigue)\s+(?:pendiente\s+de|a\s+la\s+espera\s+de)\b|\b(?:esta|estoy|sigue)\s+esperando\s+(?:\p{L}+\s+){0,4}?(?:resultados?|respuesta|noticias|decision|diagnostico|confirmacion|notas|publicacion|visado)\b|\bespera\s+(?:\p{L}+\s+){0,4}?(?:resultados?|respuesta|decision|diagnostico|notas|publicacion|visado)\b`,
    String.raw`\b(?:(?:esta|estou)\s+(?:aguardando|esperando|a\s+(?:aguardar|esperar))|aguarda)\s+(?:\p{L}+\s+){0,4}?(?:resultados?|resposta|retorno|noticias|decisao|diagnostico|confirmacao)\b`,
    String.raw`\b(?:e|sono|resta)\s+in\s+attesa\s+d\p{L}*|\bsta\s+aspettando\s+(?:\p{L}+['’\s]+){0,4}?(?:risultat\p{L}*|rispost\p{L}*|esit\p{L}*|notizi\p{L}*|conferm\p{L}*|pubblicazion\p{L}*|graduatori\p{L}*)|\baspetta\s+(?:\p{L}+['’\s]+){0,4}?(?:risultat|rispost|esit|pubblicazion|graduatori)\p{L}*`,
    String.raw`(?<![\p{L}])(?:ждёт|ждет|ожидает)\s+(?:\p{L}+\s+)?(?:результат\p{L}*|ответ\p{L}*|решени\p{L}*|звонк\p{L}*|письм\p{L}*)(?![\p{L}])`,
    String.raw`(?:正在|在)等(?:待)?[^，。,.]{0,12}(?:结果|結果|回复|回覆|通知|消息|答复|答覆|审批|審批|审核|審核|批复|录取|錄取|签证|簽證|成绩|成績)|(?:結果|返事|連絡|回答|発表|合否)待ち|(?:結果|返事|連絡|回答|通知|審査|発表|合否|判定|許可|承認|内定|返信)を待って|(?:결과|연락|답장|답변|소식|발표|통보)(?:를|을)?\s?기다리(?:고\s?있|는\s?중)|결과\s?대기`,
  ]),
  'iu',
);

/**
 * "For the time being" in Japanese, 当面: in Chinese the same characters mean "face to face", so only after kana (the
 * topic marker of a Japanese sentence) is it a word of now.
 */
const FOR_NOW_JA = new RegExp(canonicalize(String.raw`(?<=[\p{Script=Hiragana}\p{Script=Katakana}、]\s?)当面`), 'u');

/**
 * A report or a conclusion that is no fact: hearsay named by its source ("据室友说", "룸메이트 말로는", "laut
 * Mitbewohner", "seiner Schwester zufolge"), a conclusion drawn with "so it should be" ("所以应该是个爱猫的人"), and a
 * likelihood ("가능성이 높다", "可能性が高い", "deve trabalhar" of the person). The other languages' "according to" and
 * their probability words are in the lexicons.
 */
const SECONDHAND = new RegExp(
  canon([
    String.raw`据[^，。,.]{1,12}(?:说|說|讲|講|称|稱|透露)|(?:所以|因此|看来|看來|可见|可見)[^，。,.]{0,6}(?:应该|應該)(?:是|很|会|會|喜欢|喜歡|挺|比较|比較|也)`,
    String.raw`(?<![는은]\s?)(?<=[\p{Script=Hangul}]\s?)말로는|말에\s?따르면|한테\s?듣기로는?|가능성이\s?(?:높|크)|可能性が高`,
    String.raw`\b\p{L}+\s+zufolge\b|(?:^|\b(?:usuari[oa]|ele|ela)\s+)deve\s+(?:morar|viver|gostar|trabalhar\s+(?:em|no|na|com|como))\b`,
  ]),
  'iu',
);
// German "laut" before a named source is "according to"; before a noun in lower case it is "loud" ("laute Musik").
const ACCORDING_TO_DE = /(?<![\p{L}])[Ll]aut\s+(?:(?:seine[mrns]?|ihre[mrns]?|dem|der|des|einer?|einem)\s+)?[A-Z]/u;

/** Speculative by hearsay named by its source, a conclusion from one remark, or a likelihood. */
export const SPECULATIVE_REPORT: readonly TextTest[] = [cuedGuarded(SECONDHAND), ACCORDING_TO_DE];

/**
 * A few days or weeks, said as how long something lasts: "ein paar Wochen lang", "pendant quelques semaines", "unas
 * semanas antes de", "por algumas semanas", "per qualche settimana", "на несколько недель", "这几周", "数週間", "몇 주
 * 동안" (English "for a few weeks" is a time word of volatileWording.ts). "A few weeks ago" and "for a few weeks now"
 * date a change instead ("vor ein paar Wochen", "il y a", "hace", "fa", "назад", "前").
 */
const FEW_WEEKS = new RegExp(
  canon([
    String.raw`\b(?:ein\s+paar|einige|wenige|zwei|drei)\s+(?:Tage|Wochen)\s+lang\b|\b(?:fur|uber)\s+(?:ein\s+paar|einige|wenige|zwei|drei)\s+(?:Tage|Wochen)\b`,
    String.raw`\b(?:pendant|durant|pour)\s+(?:quelques|deux|trois)\s+(?:jours|semaines)\b`,
    String.raw`\b(?:durante|por)\s+(?:unas|unos|algunas|algunos|un\s+par\s+de|umas|uns|algumas|alguns|poucas|poucos|dos|duas|dois|tres)\s+(?:dias|semanas)\b|(?<!\bhace\s)\b(?:unas|unos)\s+(?:semanas|dias)\s+antes\s+de\b`,
    String.raw`\bper\s+(?:qualche|alcun[ei]|un\s+paio\s+di|pochi|poche|due|tre)\s+(?:giorn[oi]|settiman[ae])\b(?!\s+fa\b)`,
    String.raw`(?<![\p{L}])на\s+(?:несколько|пару|два|две|три|\d+)\s+(?:дня|дней|недель|недели)(?![\p{L}])`,
    String.raw`(?:这|這)(?:几|幾)(?:周|週|个星期|個星期)|数(?:週間|日間)(?!前)|몇\s?(?:주|일)\s?(?:동안|간)`,
  ]),
  'iu',
);

/**
 * Until a holiday of the year ("isst bis Ostern keine Süßigkeiten", "jusqu'à Pâques", "hasta Semana Santa", "até o
 * Natal", "fino a Pasqua", "до Пасхи", "until Christmas"), and a feeling still held about one event ("ist nach dem
 * Streit noch sauer", "is still upset about"): both end.
 */
const UNTIL_HOLIDAY = new RegExp(
  canon([
    String.raw`\b(?:until|till|bis|jusqu['’]a|hasta|ate|fino\s+a)\s+(?:zu\s+|o\s+|a\s+|la\s+)?(?:Easter|Christmas|Lent|Ostern|Weihnachten|Pfingsten|Paques|Noel|Semana\s+Santa|Navidad|Pascua|Natal|Pascoa|Carnaval|Natale|Pasqua|Ferragosto)\b|(?<![\p{L}])до\s+(?:Пасхи|Нового\s+года|Рождества)(?![\p{L}])`,
    String.raw`\bnoch\s+(?:immer\s+)?(?:sauer|verargert|wutend|enttauscht|beleidigt|gekrankt)\b|\bstill\s+(?:upset|angry|mad|annoyed|hurt|sad|disappointed|sulking)\s+(?:about|over|at|with|after)\b`,
  ]),
  'iu',
);

/** Temporary by a trial, a counted regime, a stopgap, a feeling about one event, a wait or a few weeks. */
export const TEMPORARY_TRIAL: readonly TextTest[] = [
  TRIAL,
  DAY_COUNT,
  STOPGAP,
  EVENT_FEELING,
  WAITING,
  FOR_NOW_JA,
  FEW_WEEKS,
  UNTIL_HOLIDAY,
].map(cuedGuarded);

/**
 * A device or a limb broken now, or a habit paused until something is over; a year makes either a dated past ("paused
 * their career once, in 2016, for parental leave").
 */
const BREAK_OR_PAUSE = [BROKEN_NOW, PAUSED_NOW].map(cuedGuarded);
export const hasUndatedBreakOrPause = (text: string): boolean => BREAK_OR_PAUSE.some((shape) => shape.test(text)) && !YEAR.test(text);
