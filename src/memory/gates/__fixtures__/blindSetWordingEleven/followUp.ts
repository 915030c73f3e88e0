// Follow-up cases of the eleventh wording round, written after the rules of volatileRecentStart.ts, volatileOutages.ts,
// volatileAppearance.ts, volatileElision.ts and the classes grown in volatileTrials.ts, volatileIllness.ts and
// volatileTense.ts: other wordings of each class (a state begun days ago, a service cut or an appliance broken, an
// impression of the person, a trial in a note, a wait for an announcement, an acute illness, going on as now for good),
// beside look-alikes that last and share their words (a weekday range, years counted, an electrician, a resemblance, a
// tester's job, an illness with its year, a move for good that is still ahead).
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_ELEVEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    illness: ['User has had strep throat since Tuesday.'],
    short_situation: ["The user's heating is out, so they work from a cafe."],
    inferred_trait: ['User comes across as a bit arrogant.'],
  }),
  ...group('en', 'accept', {
    habit: ['User works Monday through Friday, 9 to 5.'],
    fact: ['User is an electrician who fixes power outages for the city.'],
    future_plan: ['User will keep living in Oslo from now on.'],
  }),
  ...group('de', 'refuse', {
    illness: ['Die Nutzerin liegt seit Mittwoch mit Bronchitis flach.'],
    short_situation: ['Beim Nutzer ist seit gestern das Warmwasser abgestellt.'],
    inferred_trait: ['Der Nutzer wirkt ziemlich gestresst.'],
  }),
  ...group('de', 'accept', {
    fact: ['Der Nutzer ist seit drei Jahren Vegetarier.', 'Das Medikament wirkt bei der Nutzerin nicht.'],
    future_plan: ['Der Nutzer wird auch künftig weiter in Leipzig wohnen.'],
  }),
  ...group('fr', 'refuse', {
    travel_now: ['chez ses parents jusqu a vendredi'],
    inferred_trait: ["L'utilisateur paraît très stressé."],
    short_situation: ["Coupure d'électricité chez l'utilisatrice depuis ce matin."],
  }),
  ...group('fr', 'accept', {
    habit: ['Travaille du lundi au vendredi.'],
    future_plan: ["L'utilisatrice va continuer à vivre à Nantes pour toujours."],
  }),
  ...group('es', 'refuse', {
    illness: ['El usuario tiene bronquitis desde el jueves.'],
    trial: ['testeando una app de presupuestos'],
    inferred_trait: ['La usuaria parece muy cansada.'],
  }),
  ...group('es', 'accept', {
    fact: ['El usuario se parece mucho a su madre.', 'El usuario es probador de videojuegos.'],
    future_plan: ['La usuaria va a seguir viviendo en Valencia para siempre.'],
  }),
  ...group('pt', 'refuse', {
    illness: ['O usuário está com sinusite desde domingo.'],
    short_situation: ['Caiu a luz na casa da usuária.', 'A geladeira do usuário quebrou e está esperando o técnico.'],
  }),
  ...group('pt', 'accept', {
    fact: ['O usuário estuda piano desde a quinta série.', 'A usuária parece muito com a avó.'],
  }),
  ...group('it', 'refuse', {
    illness: ["L'utente ha la bronchite da martedì."],
    trial: ['sperimentando una dieta senza zuccheri'],
    inferred_trait: ["L'utente sembra molto stanco."],
  }),
  ...group('it', 'accept', {
    habit: ["L'utente lavora dal lunedì al venerdì."],
    future_plan: ["L'utente continuerà a lavorare da remoto anche in futuro."],
  }),
  ...group('ru', 'refuse', {
    illness: ['Пользователь болеет бронхитом со среды.'],
    short_situation: ['У пользователя не работает интернет.'],
    inferred_trait: ['Пользователь выглядит очень уставшим.'],
  }),
  ...group('ru', 'accept', {
    habit: ['Пользователь работает с понедельника по пятницу.'],
    fact: ['Пользователь болеет за «Зенит».'],
  }),
  ...group('zh-Hans', 'refuse', {
    illness: ['用户从周三开始发烧。'],
    short_situation: ['用户家空调坏了，这几天很热。'],
  }),
  ...group('zh-Hans', 'accept', {
    fact: ['用户是电工，负责维修停电故障。'],
    future_plan: ['用户以后也会继续在杭州工作。'],
  }),
  ...group('ja', 'refuse', {
    short_situation: ['ユーザーの家の冷蔵庫が故障している。'],
    waiting: ['ユーザーはビザの審査結果を待っている。'],
  }),
  ...group('ja', 'accept', {
    habit: ['ユーザーは月曜から金曜まで出社している。'],
    future_plan: ['ユーザーはこれからも大阪に住み続けるつもりだ。'],
  }),
  ...group('ko', 'refuse', {
    short_situation: ['사용자 집 보일러가 고장 났다.'],
    illness: ['사용자는 월요일부터 장염으로 고생 중이다.'],
  }),
  ...group('ko', 'accept', {
    habit: ['사용자는 월요일부터 금요일까지 출근한다.'],
    long_project: ['사용자는 5년째 블로그를 운영하고 있다.'],
  }),
];
