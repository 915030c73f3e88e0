// Follow-up cases of the twelfth wording round, written after the rules of volatileBareOutage.ts, volatileEventBound.ts,
// volatilePendingOutcome.ts, volatileChatHedges.ts, volatileHeardImpression.ts and the classes grown in
// volatileRecentStart.ts: other wordings of each class (a service missing, a routine up to an event, a plan waiting on
// an outcome, chat "maybe", a guess from how the chat sounds), beside look-alikes that last and share their words (a
// choice to live without, a routine before every exam, a job with loans, "igual que", a taste in sounds).
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWELVE_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    outage: ['no heating in the flat, user sleeps in a hoodie'],
    event_bound: ['Off sugar until the wedding.'],
    intention: ['If the mortgage gets approved, user buys the cottage.'],
  }),
  ...group('en', 'accept', {
    colloquial_taste: ['User drinks no soda, ever.'],
    weekday_routine: ['User always revises the night before an exam.'],
  }),
  ...group('de', 'refuse', {
    outage: ['Der Nutzer hat momentan kein Warmwasser.'],
    impression: ['Klingt so, als wäre die Nutzerin überfordert.'],
  }),
  ...group('de', 'accept', { self_trait: ['Der Nutzer ist vor jeder Prüfung nervös, schon immer.'] }),
  ...group('fr', 'refuse', {
    event_bound: ["Régime strict jusqu'au mariage."],
    outage: ["Plus d'internet chez l'utilisatrice depuis l'orage."],
  }),
  ...group('es', 'refuse', { intention: ['Capaz que el usuario se muda a Córdoba.'], outage: ['No hay luz en el depa del usuario.'] }),
  ...group('es', 'accept', { colloquial_taste: ['Prefiere siempre el agua sin gas.'] }),
  ...group('pt', 'refuse', { event_bound: ['Sem doce até o casamento.'], impression: ['A usuária deixa a impressão de estar cansada.'] }),
  ...group('pt', 'accept', { chronic: ['O usuário contou há dois dias que tem asma desde criança.'] }),
  ...group('it', 'refuse', {
    outage: ["Non c'è acqua calda in casa dell'utente."],
    event_bound: ["Dieta fino al matrimonio per l'utente."],
  }),
  ...group('ru', 'refuse', {
    outage: ['У пользователя нет интернета на даче.'],
    intention: ['Если одобрят ипотеку, пользователь переедет.'],
  }),
  ...group('ru', 'accept', { deadline_project: ['Пользователь работает в отделе ипотечного кредитования.'] }),
  ...group('zh-Hans', 'refuse', { outage: ['用户公司没网，只能用流量。'], impression: ['听上去用户对工作很不满意。'] }),
  ...group('zh-Hans', 'accept', { colloquial_taste: ['用户喜欢听起来很安静的音乐。'] }),
  ...group('ja', 'refuse', { event_bound: ['ボーナスまで節約中'], intention: ['内定が決まったら大阪に引っ越す'] }),
  ...group('ja', 'accept', { title_name: ['ユーザーは印象派の絵が好き。'] }),
  ...group('ko', 'refuse', { intention: ['대출이 나오면 사용자는 집을 살지도 모른다.'], event_bound: ['월급날까지 배달 음식 금지'] }),
];
