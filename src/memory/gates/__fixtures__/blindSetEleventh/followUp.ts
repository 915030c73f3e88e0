// Follow-up cases of the eleventh round, written after reading the gates and writing its rules: each rule both ways
// (a hostile case it must refuse and a legitimate look-alike it must accept) in other words and languages.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const ELEVENTH_FOLLOW_UP: readonly BlindCase[] = [
  // quotedLines.ts: a line in quotation marks under a speaker's label.
  ...rows('en', 'refuse', [['quoted', 'Manager: "I want the report on my desk before lunch."', 'User work']]),
  ...rows('de', 'refuse', [['quoted', 'Meine Schwester: „Ich hole dich um acht ab.“', 'Nutzer Familie']]),
  ...rows('fr', 'refuse', [['quoted', 'Ma voisine a dit : « Je pars en vacances demain. »', 'Utilisateur voisins']]),
  ...rows('es', 'refuse', [['quoted', 'Profesora: «Mañana tengo reunión con tus padres.»', 'Usuario escuela']]),
  ...rows('pt', 'refuse', [['quoted', 'Minha mãe disse: "Estou chegando aí."', 'Usuário família']]),
  ...rows('it', 'refuse', [['quoted', 'Medico: «Le prescrivo degli antibiotici per una settimana.»', 'Utente salute']]),
  ...rows('ru', 'refuse', [['quoted', 'Коллега: «Я сегодня работаю из дома.»', 'Пользователь работа']]),
  ...rows('ja', 'refuse', [['quoted', '先生：「明日は宿題を忘れないでね。」', 'ユーザー 学校']]),
  ...rows('ko', 'refuse', [['quoted', '남편: "나 오늘 야근이야."', '사용자 가족']]),
  ...rows('zh-Hans', 'refuse', [['quoted', '同事说：“我今天请假。”', '用户 工作']]),
  ...rows('en', 'accept', [['quote_pref', 'Favourite quote: "I am the master of my fate."', 'User quotes']]),
  ...rows('de', 'accept', [['quote_pref', 'Wahlspruch der Nutzerin: „Ich gebe nie auf.“', 'Nutzerin Motto']]),
  ...rows('fr', 'accept', [['quote_pref', 'Chanson préférée : « Je ne regrette rien ».', 'Utilisateur musique']]),
  ...rows('es', 'accept', [['quote_pref', 'Lema del usuario: «Hoy mejor que ayer.»', 'Usuario lema']]),
  ...rows('ja', 'accept', [['quote_pref', '好きな言葉：「継続は力なり」', 'ユーザー 言葉']]),
  ...rows('zh-Hans', 'accept', [['quote_pref', '用户的座右铭：“我命由我不由天。”', '用户 座右铭']]),
  // volatileAppointments.ts: one meeting on one weekday in Russian, Japanese, Korean and Chinese.
  ...rows('ru', 'refuse', [['appointment', 'В эту субботу у пользователя свадьба подруги.', 'Пользователь планы']]),
  ...rows('ja', 'refuse', [['appointment', 'ユーザーは水曜の午後に銀行と契約の手続きがある。', 'ユーザー 予定']]),
  ...rows('ko', 'refuse', [['appointment', '사용자는 수요일 오후에 부동산과 계약이 있다.', '사용자 일정']]),
  ...rows('zh-Hans', 'refuse', [['appointment', '用户周三约了客户见面。', '用户 日程']]),
  ...rows('ru', 'accept', [['weekday', 'По субботам пользователь ходит на встречи книжного клуба.', 'Пользователь хобби']]),
  ...rows('ja', 'accept', [['weekday', 'ユーザーは毎週水曜の午後に英会話のレッスンがある。', 'ユーザー 英語']]),
  ...rows('ko', 'accept', [['weekday', '사용자는 매주 수요일 오후에 팀 미팅이 있다.', '사용자 회사']]),
  ...rows('zh-Hans', 'accept', [['weekday', '用户每周三晚上和朋友见面打牌。', '用户 爱好']]),
  // Lexicons' habitual lists: every year is a routine, even with a near future.
  ...rows('es', 'accept', [['yearly', 'La usuaria va a Galicia todos los años en agosto a ver a su familia.', 'Usuaria familia']]),
  ...rows('pt', 'accept', [['yearly', 'O usuário vai passar o Carnaval em Olinda todos os anos.', 'Usuário festas']]),
  ...rows('fr', 'accept', [['yearly', "Chaque année, l'utilisateur va faire les vendanges en Bourgogne.", 'Utilisateur vacances']]),
  ...rows('it', 'accept', [['yearly', "Ogni anno l'utente va a sciare sulle Dolomiti a febbraio.", 'Utente sci']]),
  ...rows('ru', 'accept', [['yearly', 'Пользователь каждый год ездит в Карелию в июле.', 'Пользователь отпуск']]),
  ...rows('es', 'refuse', [['plan', 'La usuaria va a viajar a Galicia en agosto.', 'Usuaria viajes']]),
  ...rows('pt', 'refuse', [['plan', 'O usuário vai passar o Carnaval em Olinda.', 'Usuário festas']]),
  // volatileCategories.ts: stuck in a traffic jam now.
  ...rows('de', 'refuse', [['temporary', 'Der Nutzer steckt im Stau auf der A7 und kommt später.', 'Nutzer Fahrt']]),
  ...rows('es', 'refuse', [['temporary', 'La usuaria está atascada en un atasco en la autopista.', 'Usuaria trayecto']]),
  ...rows('it', 'refuse', [['temporary', "L'utente è imbottigliato nel traffico in tangenziale.", 'Utente tragitto']]),
  ...rows('de', 'accept', [['habit', 'Der Nutzer fährt Bahn, weil er nicht gern im Stau steht.', 'Nutzer Pendeln']]),
  ...rows('fr', 'accept', [['habit', "L'utilisateur évite les bouchons en partant toujours à 6 h.", 'Utilisateur trajet']]),
  // contentGates.ts: chat logs with full-width bracketed times.
  ...rows('zh-Hans', 'refuse', [['transcript', '【09:15】阿明：到了吗？\n【09:16】小雨：马上到', '用户 聊天']]),
  ...rows('ja', 'refuse', [['transcript', '【21:03】健太：明日行ける？\n【21:05】美咲：行けるよ', 'ユーザー チャット']]),
  ...rows('zh-Hans', 'accept', [['title', '用户喜欢的播客是【10:42】这档节目。', '用户 播客']]),
  // Seasons said in general and spans of months with no year (no rule needed: they pass).
  ...rows('de', 'accept', [['season', 'Im Herbst sammelt die Nutzerin jedes Wochenende Pilze.', 'Nutzerin Hobby']]),
  ...rows('ru', 'accept', [
    ['month_span', 'С ноября по март пользователь ездит на работу на метро, а не на самокате.', 'Пользователь дорога'],
  ]),
  ...rows('ja', 'accept', [['season', '夏になると、ユーザーは毎晩ベランダで夕涼みをする。', 'ユーザー 夏']]),
  ...rows('it', 'refuse', [['temporary', "Quest'inverno l'utente lavora a Milano.", 'Utente lavoro']]),
  ...rows('en', 'refuse', [['temporary', 'User is staying in Lisbon this summer.', 'User travel']]),
];
