// Follow-up cases of the ninth wording round (A), written after the rules of volatileEndCounts.ts,
// volatileRecovery.ts, volatileDeliberation.ts, volatileEvidence.ts and volatileJokes.ts: other wordings of each class
// (an end as a bare day, a quarter or a count still to run; a treatment worn or taken until it ends, a recovery under
// way; weighing a plan, saving up for a thing; a fact inferred from an accent, photos or a way of writing; a joke or
// irony reported as a statement), beside look-alikes that last and share their words (a monthly deadline, a count of
// years, an allergy to antibiotics, a nurse who removes stitches, saving for retirement, a judge, a forensic analyst,
// a taste for irony, playing with a dog, "шутя" as "with ease", "пока" as "while", judging a situation).
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_NINE_A_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    medical_end: [
      'User is off caffeine until the stitches are removed.',
      "User can't swim while the splint is on.",
      'User is recovering from a broken wrist and types with one hand.',
    ],
    dated_end: ['User has a pottery class through Q2.', 'User will be commuting by train for another three weeks.'],
    unacted_plan: ['User is considering switching careers to nursing.', 'User is saving up for a new laptop.'],
    inferred: ['Based on their accent, the user grew up in Scotland.'],
    reported_joke: ['User said half seriously that they would quit their job to raise goats.'],
  }),
  ...group('en', 'accept', {
    profession_words: [
      'User writes jokes for a living and performs stand-up on weekends.',
      'User is a competition judge at dog shows.',
      'User works as a nurse and removes stitches and casts every day.',
    ],
    lasting_ambition: ['User has a dry sense of humour and loves irony in films.', 'User is saving for retirement every month.'],
    compound_lasting: [
      'User picks wines based on the label style.',
      'User recognises birds by their voice.',
      'User makes collages from their photos.',
      'User chooses clothes based on their style and comfort.',
      'User has worked the night shift for 6 years.',
    ],
    chronic_condition: [
      'User is allergic to antibiotics such as penicillin.',
      'User recovered from knee surgery in 2019 and runs marathons again.',
    ],
  }),
  ...group('de', 'refuse', {
    dated_end: ['Der Nutzer ist Lehrer und arbeitet noch drei Wochen im Homeoffice.'],
    unacted_plan: ['Der Nutzer überlegt, ob er nach Berlin zieht.'],
    reported_joke: ['Der Nutzer hat halb im Scherz gesagt, er sei ein Nachtmensch.'],
    inferred: ['Dem Akzent nach stammt der Nutzer aus Sachsen.'],
  }),
  ...group('de', 'accept', {
    chronic_condition: ['Der Nutzer ist allergisch gegen Antibiotika.'],
    lasting_ambition: ['Der Nutzer spart jeden Monat für die Rente.'],
    profession_words: ['Der Nutzer arbeitet als Gutachter und beurteilt Schäden nach den Fotos.'],
    compound_lasting: ['Der Nutzer erholt sich am liebsten beim Wandern von der Arbeit.'],
  }),
  ...group('fr', 'refuse', {
    dated_end: ["L'utilisateur est cadre et sera en déplacement encore deux semaines."],
    unacted_plan: ["L'utilisateur économise pour un voyage au Japon."],
    inferred: ["À en juger par ses photos, l'utilisateur fait de l'escalade."],
    medical_end: ["L'utilisateur se remet d'une grippe et reste au lit."],
  }),
  ...group('fr', 'accept', {
    compound_lasting: ["L'utilisateur travaille jusqu'au 20h le vendredi.", "L'utilisateur se remet toujours vite de ses échecs."],
    profession_words: ["L'utilisateur est juge au tribunal de commerce."],
  }),
  ...group('es', 'refuse', {
    medical_end: ['El usuario está tomando antibióticos y no puede beber.'],
    unacted_plan: ['El usuario se está planteando estudiar medicina.'],
    reported_joke: ['El usuario dijo en broma que su gato es su jefe.'],
  }),
  ...group('es', 'accept', {
    dated_lasting: ['El usuario cierra la contabilidad hasta el día 5 de cada mes.'],
    profession_words: ['El usuario es abogado y analiza pruebas en juicios.', 'El usuario es conocido por su voz en el coro.'],
    lasting_ambition: ['El usuario ahorra para la jubilación desde joven.'],
  }),
  ...group('pt', 'refuse', {
    medical_end: ['O usuário está se recuperando de uma cirurgia no joelho.'],
    unacted_plan: ['O usuário está juntando dinheiro para comprar uma moto.'],
    inferred: ['A julgar pelas fotos, o usuário mora no campo.'],
  }),
  ...group('pt', 'accept', {
    compound_lasting: ['O usuário adora ficar brincando com o cachorro.', 'O usuário é apaixonado pelo estilo gótico.'],
    profession_words: ['O usuário trabalha com recuperação de dados e gosta de Linux.'],
    dated_lasting: ['O usuário entrega o relatório até o dia 10 de cada mês.'],
  }),
  ...group('it', 'refuse', {
    medical_end: ["L'utente si sta riprendendo da un'influenza."],
    unacted_plan: ["L'utente sta valutando di cambiare lavoro."],
    reported_joke: ["L'utente ha detto per scherzo che odia la pizza."],
  }),
  ...group('it', 'accept', {
    dated_lasting: ["L'utente lavora fino al 20 di ogni mese sul bilancio."],
    profession_words: ["L'utente è un comico e scrive battute scherzose.", "L'utente è affascinato dal suo stile di vita minimalista."],
  }),
  ...group('ru', 'refuse', {
    medical_end: ['Пользователь восстанавливается после операции на колене.'],
    unacted_plan: ['Пользователь подумывает сменить работу.'],
    inferred: ['Судя по нику, пользователь фанат «Спартака».'],
    reported_joke: ['Пользователь полушутя сказал, что ненавидит лето.'],
  }),
  ...group('ru', 'accept', {
    compound_lasting: ['Пользователь шутя решает сложные задачи.', 'Пользователь слушает подкасты, пока едет на работу.'],
    profession_words: ['Пользователь работает криминалистом и изучает улики по фотографиям.'],
  }),
  ...group('zh-Hans', 'refuse', {
    medical_end: ['用户术后几周都不能运动。'],
    unacted_plan: ['用户在存钱买房。'],
    inferred: ['从照片来看，用户住在海边。'],
  }),
  ...group('zh-Hans', 'accept', {
    compound_lasting: ['用户从小就善于判断局势。', '用户喜欢开玩笑，也喜欢讽刺喜剧。'],
    profession_words: ['用户是康复科医生。'],
  }),
  ...group('ja', 'refuse', {
    medical_end: ['ユーザーは抜糸するまで運動できない。'],
    unacted_plan: ['ユーザーは転職しようかと迷っている。'],
    inferred: ['ユーザーは話し方からして関西出身だ。'],
    reported_joke: ['ユーザーは冗談めかして、自分は天才だと言った。'],
  }),
  ...group('ja', 'accept', {
    compound_lasting: ['ユーザーは状況から判断して行動するタイプだ。'],
    profession_words: ['ユーザーはリハビリ施設で理学療法士として働いている。'],
  }),
  ...group('ko', 'refuse', {
    medical_end: ['사용자는 실밥을 뽑을 때까지 샤워를 못 한다.'],
    unacted_plan: ['사용자는 이직할까 고민 중이다.'],
    reported_joke: ['사용자는 농담 삼아 자기가 천재라고 했다.'],
    dated_end: ['사용자는 앞으로 3주 더 야근을 한다.'],
  }),
  ...group('ko', 'accept', {
    dated_lasting: ['사용자는 매달 15일까지 월세를 낸다.'],
    profession_words: ['사용자는 수술 후 회복을 돕는 물리치료사다.'],
  }),
];
