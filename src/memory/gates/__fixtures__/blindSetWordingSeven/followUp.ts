// Follow-up cases of the seventh wording round, written after the rules of volatileTrials.ts and the lexicon entries
// of the round: other wordings of each class (a trial, a regime counted in days, a stopgap while a device is in
// repair or broken, a habit paused until something is over, a feeling about one event, a wait, hearsay named by its
// source and a likelihood, a few weeks as a duration), each beside look-alikes that last (a taste for trying things, a
// job in repairs, a pride that lasts, a dislike of waiting, a dated stop, an ordinal before another noun), and each new
// lexicon entry both ways ("gestrig", "вчерашн", "скоро" before the ambulance, "derzeit" with a home, French weekdays
// in the plural, "bimestre", "tiene pensado" before a life plan).
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_SEVEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    trial: ['User is giving a meal-kit service a try.', 'They are test-driving an ergonomic split keyboard.'],
    temp_diet: ['Is on day five of quitting smoking.'],
    device_state: ["Their car is in the shop, so they're cycling to work in the meantime.", "The user's phone screen is smashed."],
    interrupted_habit: [
      'Has put the language course on hold until after the baby arrives.',
      'Is taking a break from climbing while a finger tendon heals.',
    ],
    event_feeling: ['Felt embarrassed after tripping on stage at the recital.'],
    waiting: ['Still waiting on a visa decision.'],
  }),
  ...group('en', 'accept', {
    trial: ['Loves trying out new restaurants.', 'Works as a software tester.'],
    temp_diet: ['Has loved dogs since day one.'],
    device_state: ['Repairs vintage radios as a hobby.', 'Works at a phone repair shop.'],
    interrupted_habit: ['Quit smoking in 2015 and never went back.'],
    event_feeling: ['Feels proud of their Irish heritage.', 'Is always nervous before flights.'],
    waiting: ['Hates waiting in long queues.', 'Works as a waiter in a bistro.'],
  }),
  ...group('de', 'refuse', {
    trial: ['Prüft, ob laktosefreie Milch besser bekommt.', 'Nutzt testweise einen E-Reader.'],
    temp_diet: ['Ist am zweiten Tag ohne Zigaretten.', 'Isst ein paar Wochen lang kein Brot.'],
    device_state: ['Das Auto ist in der Werkstatt, deshalb fährt er übergangsweise Bahn.', 'Der Laptop ist in der Reparatur.'],
    interrupted_habit: ['Hat das Fußballtraining bis nach der Operation auf Eis gelegt.'],
    event_feeling: ['War nach dem Elterngespräch ziemlich enttäuscht.', 'Ärgert sich über das gestrige Spiel.'],
    waiting: ['Wartet gerade auf den Befund vom Hautarzt.'],
    third_party: ['Seiner Schwester zufolge spielt der Nutzer Geige.', 'Laut Kollegin trinkt der Nutzer keinen Alkohol.'],
    whereabouts: ['Ist derzeit auf Geschäftsreise.'],
  }),
  ...group('de', 'accept', {
    trial: ['Probiert gern neue Rezepte aus.'],
    device_state: ['Arbeitet in einer Fahrradwerkstatt und repariert Räder.'],
    interrupted_habit: ['Hat 2012 mit dem Rauchen aufgehört.'],
    event_feeling: ['Ist stolz auf seine Herkunft.', 'Trägt am liebsten gestreifte Hemden.'],
    waiting: ['Mag es nicht, auf Busse zu warten.'],
    third_party: ['Hört gern laute Musik.', 'Spricht laut und deutlich.'],
    currently_lasting: ['Lebt derzeit mit ihrem Mann in Graz.'],
  }),
  ...group('fr', 'refuse', {
    trial: ['Essaie une nouvelle appli de méditation.', 'Teste si le télétravail lui convient.'],
    temp_diet: ['En est au jour 4 sans écran.', "Ne boit pas d'alcool pendant quelques semaines."],
    device_state: ['Sa voiture est en panne, il prend le bus en attendant.'],
    interrupted_habit: ['A mis la natation en pause le temps que son épaule guérisse.'],
    event_feeling: ["S'est senti soulagé après le rendez-vous chez le notaire."],
  }),
  ...group('fr', 'accept', {
    trial: ['Aime essayer de nouvelles recettes le week-end.'],
    device_state: ['Répare des vélos dans un atelier associatif.'],
    interrupted_habit: ['Prend le temps de cuisiner chaque soir.'],
    event_feeling: ['Est fier de ses origines bretonnes.'],
    habit_time: ['Va courir tous les jeudis soir.', 'Fait du yoga tous les matins.'],
  }),
  ...group('es', 'refuse', {
    trial: ['Está probando una aplicación de meditación.'],
    temp_diet: ['Va por el quinto día sin fumar.', 'No toma alcohol durante unas semanas.'],
    device_state: ['Tiene el coche en el taller y mientras tanto va en autobús.'],
    interrupted_habit: ['Tiene el gimnasio en pausa hasta después del parto.'],
    event_feeling: ['Se quedó aliviado después de hablar con el médico.'],
    waiting: ['Está a la espera de que le confirmen la plaza.'],
  }),
  ...group('es', 'accept', {
    trial: ['Le encanta probar cocinas nuevas.'],
    temp_diet: ['Vive en el tercer piso de un edificio antiguo.'],
    device_state: ['Trabaja en el taller de su padre.'],
    event_feeling: ['Se siente orgulloso de sus raíces gallegas.'],
    waiting: ['Odia esperar en las colas.'],
    long_plan: ['Tiene pensado retirarse a la costa algún día.'],
  }),
  ...group('pt', 'refuse', {
    trial: ['Está testando um aplicativo de meditação.'],
    temp_diet: ['Está sem beber por algumas semanas.'],
    device_state: ['O carro está no conserto, então vai de ônibus enquanto isso.'],
    interrupted_habit: ['Deu uma pausa na academia até se recuperar da cirurgia.'],
    event_feeling: ['Ficou aliviado depois da consulta.'],
    waiting: ['Está aguardando a resposta do visto.'],
    probability: ['Ele deve morar perto do centro.'],
    deadline: ['Tem muitas provas neste bimestre.'],
  }),
  ...group('pt', 'accept', {
    trial: ['Adora experimentar pratos novos.', 'Trabalha como testador de software.'],
    device_state: ['Trabalha na assistência técnica de uma loja de celulares.'],
    interrupted_habit: ['Parou de fumar em 2012.'],
    probability: ['Deve evitar glúten por causa da doença celíaca.'],
    deadline: ['Gosta de planejar o ano por bimestres.'],
    long_plan: ['Tem planos de se aposentar em Portugal.'],
  }),
  ...group('it', 'refuse', {
    trial: ["Sta provando un'app di meditazione."],
    temp_diet: ['Non beve alcol per qualche settimana.'],
    device_state: ["L'auto è dal meccanico e nel frattempo prende il treno."],
    interrupted_habit: ["Ha messo in pausa il corso di ballo fino a dopo l'esame."],
    event_feeling: ['Era deluso per la partita persa.'],
    waiting: ["È in attesa dell'esito del concorso."],
  }),
  ...group('it', 'accept', {
    trial: ['Ama provare ristoranti nuovi.'],
    temp_diet: ['Abita al terzo piano.'],
    device_state: ['Lavora in assistenza clienti per una compagnia telefonica.'],
    interrupted_habit: ['Ha smesso di fumare nel 2010.'],
    event_feeling: ['È orgoglioso delle sue origini siciliane.'],
    waiting: ['Non sopporta aspettare.'],
  }),
  ...group('ru', 'refuse', {
    trial: ['Тестирует новую клавиатуру.'],
    temp_diet: ['Отказался от сладкого на пару недель.'],
    device_state: ['Машина в ремонте, поэтому пока ездит на метро.'],
    interrupted_habit: ['Поставил тренировки на паузу, пока не заживёт плечо.'],
    event_feeling: ['Обрадовался после звонка из банка.', 'Расстроен из-за вчерашнего матча.'],
    waiting: ['Ждёт ответа от университета.'],
    whereabouts: ['Скоро переезжает в Минск.'],
  }),
  ...group('ru', 'accept', {
    trial: ['Любит пробовать новые блюда.'],
    interrupted_habit: ['Бросил курить десять лет назад.'],
    event_feeling: ['Гордится своими корнями.', 'Каждое утро доедает вчерашний ужин.'],
    waiting: ['Терпеть не может ждать.'],
    profession_time: ['Работает фельдшером скорой помощи.'],
  }),
  ...group('zh-Hans', 'refuse', {
    trial: ['用户在试用一款冥想应用。'],
    temp_diet: ['用户这几周不喝酒。'],
    device_state: ['用户的车送去修了，先坐地铁将就着。'],
    interrupted_habit: ['用户养伤期间暂停了健身。'],
    event_feeling: ['用户考完试后感到很轻松。'],
    waiting: ['用户正在等签证结果。'],
    third_party: ['据用户姐姐说，用户对花生过敏。'],
    one_instance: ['用户提过一次日本，所以应该很喜欢日本。'],
  }),
  ...group('zh-Hans', 'accept', {
    trial: ['用户喜欢尝试新餐厅。'],
    temp_diet: ['用户每次旅行第一天都去博物馆。'],
    interrupted_habit: ['用户十年前戒了烟。'],
    event_feeling: ['用户为自己的家乡感到自豪。'],
    waiting: ['用户不喜欢排队等位。'],
    third_party: ['用户的父亲是个医生。'],
  }),
  ...group('ja', 'refuse', {
    trial: ['ユーザーは瞑想アプリをお試し中だ。'],
    temp_diet: ['ユーザーは数週間お酒を控えている。'],
    device_state: ['ユーザーの車は修理中で、電車で通っている。'],
    interrupted_habit: ['ユーザーは肩が治るまでジム通いを一時中断している。'],
    event_feeling: ['ユーザーは面接を終えてほっとした。'],
    probability: ['ユーザーは教師である可能性が高い。'],
  }),
  ...group('ja', 'accept', {
    trial: ['ユーザーは新しい店を試すのが好きだ。'],
    interrupted_habit: ['ユーザーは十年前にタバコをやめた。'],
    event_feeling: ['ユーザーは自分の仕事に誇りを持っている。'],
  }),
  ...group('ko', 'refuse', {
    trial: ['사용자는 명상 앱을 써 보는 중이다.'],
    temp_diet: ['사용자는 몇 주 동안 술을 끊었다.'],
    device_state: ['사용자의 차가 수리 중이라 지하철을 타고 다닌다.'],
    interrupted_habit: ['사용자는 어깨가 나을 때까지 헬스를 쉬고 있다.'],
    event_feeling: ['사용자는 면접이 끝나고 안도했다.'],
    waiting: ['사용자는 비자 결과를 기다리는 중이다.'],
    third_party: ['어머니 말에 따르면 사용자는 고양이 알레르기가 있다.'],
    probability: ['사용자는 개발자일 가능성이 높다.'],
  }),
  ...group('ko', 'accept', {
    trial: ['사용자는 새로운 음식을 먹어 보는 것을 좋아한다.'],
    temp_diet: ['사용자는 채식한 지 10년째다.'],
    interrupted_habit: ['사용자는 10년 전에 담배를 끊었다.'],
    event_feeling: ['사용자는 자신의 직업을 자랑스러워한다.'],
    waiting: ['사용자는 기다리는 것을 싫어한다.'],
    probability: ['사용자는 높은 곳을 무서워한다.'],
  }),
  // Look-alikes of the rules' words that last, added when the rules were narrowed: a habit that waits until after a
  // meal, a lunch break, "the time that … takes", reading while waiting for the bus, a liking for mending broken things,
  // a record broken, "in words" in Korean, a rule drawn from a stated fact.
  ...group('en', 'accept', { interrupted_habit: ['Never checks email until after lunch.'] }),
  ...group('de', 'accept', { interrupted_habit: ['Trinkt keinen Kaffee bis nach dem Mittagessen.'] }),
  ...group('es', 'accept', { interrupted_habit: ['No mira el móvil hasta después de desayunar.'] }),
  ...group('it', 'accept', {
    interrupted_habit: ['Non guarda il telefono fino a dopo pranzo.', 'Legge il giornale in pausa pranzo.'],
  }),
  ...group('fr', 'accept', {
    interrupted_habit: ["Ne lit pas ses mails jusqu'après le déjeuner.", "N'aime pas le temps que prennent les trajets en voiture."],
    device_state: ['Lit des romans en attendant le bus.'],
  }),
  ...group('ja', 'accept', { device_state: ['ユーザーは壊れたものを直すのが好きだ。'] }),
  ...group('ja', 'refuse', { device_state: ['ユーザーはスマホが壊れて、古い機種を使っている。'] }),
  ...group('ko', 'refuse', { device_state: ['사용자는 노트북이 고장 나서 태블릿으로 일한다.'] }),
  ...group('pt', 'refuse', { device_state: ['O celular dele quebrou e ele usa um antigo.'] }),
  ...group('ko', 'accept', {
    device_state: ['사용자는 고장 난 물건을 고치는 것을 좋아한다.'],
    third_party: ['사용자는 말로는 잘 표현하지 않지만 가족을 아낀다.'],
  }),
  ...group('pt', 'accept', { device_state: ['Quebrou o recorde do clube de natação.'] }),
  ...group('zh-Hans', 'accept', { one_instance: ['用户是程序员，所以回答应该包含代码示例。'] }),
  ...group('ru', 'accept', { device_state: ['Любит головоломки на время.'] }),
  // Wordings of the classes probed after the rules (not in the round), and the look-alikes of the entries they added.
  ...group('en', 'refuse', {
    trial: ['User is trying a keto diet to see how they feel.', 'Is on a two-week trial of a meal delivery service.'],
    temp_diet: ['Has been experimenting with intermittent fasting this past week.'],
    waiting: ["Hasn't heard back from the landlord about the deposit yet.", 'Is anxious about the results of the biopsy.'],
    deadline: ['Is cramming for the bar exam.'],
  }),
  ...group('en', 'accept', {
    trial: ['Is trying a lot harder at work since the promotion in 2019.', 'Always tries a new recipe on Sundays.'],
    waiting: ['Gets nervous about exams.'],
  }),
  ...group('es', 'refuse', { trial: ['Está a prueba en su nuevo trabajo.'] }),
  ...group('zh-Hans', 'refuse', { waiting: ['用户在等银行的贷款审批。'] }),
  ...group('ja', 'refuse', { waiting: ['ユーザーは銀行の審査結果を待っている。'] }),
  ...group('ko', 'refuse', { trial: ['사용자는 새 직장에서 수습 기간 중이다.'] }),
  // A second probe of other wordings outside English (16 of 42 hostile probes were accepted at first, 0 of 12
  // legitimate ones refused): until a holiday, a feeling still held, an attempt, a device without which one is now, a
  // pause by injury, a wait for an outcome with an elided article.
  ...group('de', 'refuse', {
    temp_diet: ['Isst bis Ostern keine Süßigkeiten.'],
    event_feeling: ['Ist nach dem Streit mit dem Bruder noch sauer.'],
  }),
  ...group('de', 'accept', { trial: ['Testet beruflich Software für Autohersteller.'], waiting: ['Wartet nie gern in Schlangen.'] }),
  ...group('fr', 'refuse', {
    trial: ['Fait un essai avec un clavier ergonomique.'],
    interrupted_habit: ['A suspendu son abonnement à la salle le temps de sa convalescence.'],
    temp_diet: ["Ne mange pas de sucre jusqu'à Pâques."],
  }),
  ...group('fr', 'accept', { device_state: ['Travaille dans un centre de réparation de téléphones.'] }),
  ...group('es', 'refuse', {
    device_state: ['Tiene el móvil roto y usa el de su hermana.'],
    temp_diet: ['No come dulces hasta Semana Santa.'],
  }),
  ...group('es', 'accept', { trial: ['Es probador de videojuegos en Madrid.'] }),
  ...group('pt', 'refuse', {
    interrupted_habit: ['Deu um tempo no inglês até passar a mudança.'],
    device_state: ['Está sem celular porque caiu na piscina.'],
    waiting: ['Aguarda o resultado do concurso.'],
  }),
  ...group('pt', 'accept', { device_state: ['Faz manutenção de computadores há dez anos.'] }),
  ...group('it', 'refuse', {
    device_state: ['Ha il telefono rotto e usa quello della sorella.'],
    waiting: ["Sta aspettando l'esito del colloquio."],
  }),
  ...group('it', 'accept', {
    device_state: ["Lavora come meccanico da vent'anni."],
    waiting: ['Aspetta sempre il fine settimana per cucinare.'],
  }),
  ...group('ru', 'accept', { device_state: ['Работает в сервисном центре по ремонту техники.'] }),
  ...group('zh-Hans', 'accept', { device_state: ['用户是手机维修师傅。'] }),
  ...group('ja', 'refuse', {
    interrupted_habit: ['ユーザーは腰を痛めてジムを休んでいる。'],
    waiting: ['ユーザーはビザの審査を待っている。'],
  }),
  ...group('ja', 'accept', { device_state: ['ユーザーは車の整備士として働いている。'] }),
  ...group('ko', 'refuse', {
    trial: ['사용자는 아침 요가를 시도하는 중이다.'],
    interrupted_habit: ['사용자는 허리를 다쳐서 헬스를 쉬고 있다.'],
  }),
  ...group('ko', 'accept', { device_state: ['사용자는 자동차 정비사로 일한다.'] }),
  // A probe of legitimate texts that share the rules' words (30 written, 2 refused at first): a pause with a year, and
  // a loaner as a thing.
  ...group('en', 'accept', {
    interrupted_habit: ['Has been paused in their career only once, in 2016, for parental leave.'],
    device_state: ['Never uses loaner cars.'],
  }),
];
