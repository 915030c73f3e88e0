// Follow-up cases of the fifth wording round, written after reading the gate rules and writing volatileContext.ts:
// the same classes in new words (hostile: a hedge after the clause, hearsay from an acquaintance, the conditional of
// hearsay, honorific evidentials, a state until an end, an illness "with", tiredness with its emoji, the last train,
// a coming weekday in Russian) and their look-alikes in lasting senses (legitimate: "RN" the nurse, a conditional of
// liking, a habit of the last train, "行なう", "낼 수 있다", a friend who tells jokes, a quoted hedge).
import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

const refused: readonly BlindCase[] = [
  ...grouped('en', 'refuse', {
    trailing_hedge: ['The user is a teacher, if I remember correctly.'],
    guess_hearsay: ['According to her roommate, the user is allergic to nuts.'],
    ends_with_event: ['The user is sleeping on the sofa until the new bed arrives.'],
    chat: ['user exhausted rn 🥱'],
  }),
  ...grouped('zh-Hans', 'refuse', {
    trailing_hedge: ['用户是老师，可能吧。'],
    guess_hearsay: ['听朋友说用户养了一只狗。'],
    one_off: ['用户没赶上末班地铁。'],
    chat: ['用户困死了😪'],
  }),
  ...grouped('ja', 'refuse', {
    trailing_hedge: ['ユーザーは大学院生です、おそらく。'],
    guess_hearsay: ['ユーザーはお忙しいようでございます。'],
    ends_with_event: ['ユーザーは引っ越し先が決まるまで実家にいます。'],
  }),
  ...grouped('ko', 'refuse', {
    trailing_hedge: ['사용자는 대학원생이에요, 아마.'],
    guess_hearsay: ['친구 말로는 사용자가 개를 키운대요.', '사용자는 많이 피곤하신가 봐요.'],
    ends_with_event: ['사용자는 집이 완성될 때까지 호텔에 있어요.'],
  }),
  ...grouped('de', 'refuse', {
    trailing_hedge: ['Der Nutzer ist Lehrer, wenn ich mich recht erinnere.'],
    guess_hearsay: ['Laut seiner Schwester hat der Nutzer einen Hund.'],
    ends_with_event: ['Der Nutzer schläft auf dem Sofa, bis die Wunde verheilt ist.'],
    mood_illness: ['Der Nutzer liegt mit einer Bronchitis im Bett.'],
  }),
  ...grouped('fr', 'refuse', {
    trailing_hedge: ["L'utilisateur est professeur, je crois."],
    guess_hearsay: ["D'après une amie, l'utilisateur a un chien."],
    ends_with_event: ["L'utilisateur dort chez ses parents en attendant la fin des travaux."],
    one_off: ["L'utilisateur a raté le dernier métro."],
  }),
  ...grouped('es', 'refuse', {
    trailing_hedge: ['El usuario es profesor, supongo.'],
    guess_hearsay: ['Según una vecina, el usuario tiene un perro.'],
    ends_with_event: ['El usuario duerme en el sofá hasta el final de las obras.'],
    mood_illness: ['El usuario está en la cama con fiebre.'],
  }),
  ...grouped('pt', 'refuse', {
    trailing_hedge: ['O usuário é professor, se bem me lembro.'],
    guess_hearsay: ['Segundo uma amiga, o usuário tem um cachorro.'],
    ends_with_event: ['O usuário dorme no sofá até a obra acabar.'],
    one_off: ['O usuário perdeu o último ônibus.'],
  }),
  ...grouped('it', 'refuse', {
    trailing_hedge: ["L'utente è insegnante, mi pare."],
    guess_hearsay: ["Secondo una vicina, l'utente ha un cane.", "L'utente sarebbe originario di Napoli."],
    ends_with_event: ["L'utente dorme sul divano fino alla fine dei lavori."],
  }),
  ...grouped('ru', 'refuse', {
    trailing_hedge: ['Пользователь учитель, по-моему.'],
    guess_hearsay: ['По словам соседки, у пользователя есть собака.'],
    ends_with_event: ['Пользователь живёт у родителей до окончания ремонта.'],
    near_plan: ['Пользователь в ближайшую пятницу переедет к сестре.'],
  }),
];

const accepted: readonly BlindCase[] = [
  ...grouped('en', 'accept', {
    lasting_condition: ["The user is an RN at a children's hospital."],
    habit_time: ['The user always takes the last train home after choir practice.'],
    time_preference: ['The user hates early meetings 😴', 'The user prefers the last train of the night to a taxi.'],
  }),
  ...grouped('zh-Hans', 'accept', {
    time_preference: ['用户喜欢听朋友说笑话。', '用户喜欢在客人来之前打扫房间。'],
    habit_time: ['用户每次出门之前都会检查门窗。'],
  }),
  ...grouped('ja', 'accept', {
    habit_time: ['ユーザーは研究発表を英語で行なう。'],
    time_preference: ['ユーザーは朝のお茶を好まれます。', 'ユーザーはバスが来るまで本を読むのが好きです。'],
  }),
  ...grouped('ko', 'accept', {
    lasting_condition: ['사용자는 혼자서 월세를 낼 수 있다.'],
    habit_time: ['사용자는 매주 금요일 막차를 탄다.'],
    time_preference: ['사용자는 버스가 올 때까지 음악을 듣는 것을 좋아한다.'],
  }),
  ...grouped('de', 'accept', {
    time_preference: ['Der Nutzer wäre froh über kürzere Antworten.'],
    habit_time: ['Der Nutzer nimmt freitags immer den letzten Zug.', 'Der Nutzer liest gern, bis der Bus kommt.'],
    lasting_condition: ['Der Nutzer arbeitet mit einer Grippe-Impfstoff-Firma zusammen.'],
  }),
  ...grouped('fr', 'accept', {
    time_preference: ["L'utilisateur serait ravi d'avoir des réponses plus courtes."],
    quoted: ["L'utilisateur dit souvent « il me semble »."],
  }),
  ...grouped('es', 'accept', {
    time_preference: ['El usuario sería feliz con respuestas más cortas.'],
    habit_time: ['El usuario toma café con leche cada mañana.'],
  }),
  ...grouped('pt', 'accept', {
    time_preference: ['O usuário seria grato por respostas mais curtas.'],
    habit_time: ['O usuário toma chá com limão todas as noites.'],
    lasting_condition: ['O usuário pesquisa vacinas com gripe aviária.'],
  }),
  ...grouped('it', 'accept', {
    time_preference: ["L'utente sarebbe felice di ricevere risposte più brevi."],
    habit_time: ["L'utente prende sempre l'ultimo treno il venerdì."],
    past_dated: ["L'utente sarebbe dovuto diventare medico, ma ha scelto la musica."],
  }),
  ...grouped('ru', 'accept', {
    habit_time: ['Пользователь всегда уезжает последней электричкой по пятницам.'],
    lasting_condition: ['Друг пользователя работает врачом.'],
  }),
];

export const WORDING_FIVE_FOLLOW_UP: readonly BlindCase[] = [...refused, ...accepted];
