// Follow-up cases of the tenth wording round, written after the rules of volatileUndertakings.ts, volatileFirmNow.ts,
// volatileShortPeriods.ts, volatileIllnessOnset.ts and the relatives in volatileContext.ts's hearsay: other wordings of
// each class (doing up one's home or getting ready for one event, under way; a routine held "for now" or inside a diet;
// the rest of a period or a few days of a stay; an illness just caught; hearsay from a relative), beside look-alikes
// that last and share their words (a renovation company, teaching exam preparation, a diet of a kind, a stay every
// year, the travel bug, a dated illness, "laut" as "loud", a grandmother's recipe).
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    temporary_project: ['User is getting ready for her wedding in June.', 'User is currently studying for the bar exam.'],
    temporary_state: ['For now the user works from home every Friday.', 'User caught the flu from their kid.'],
    temporary_diet: ['User is off social media for the rest of the month.'],
    hearsay: ['According to his wife, the user is a terrible cook.'],
  }),
  ...group('en', 'accept', {
    profession_time: [
      'User renovates old houses for a living.',
      'User works for a kitchen renovation company.',
      'User teaches exam preparation courses.',
    ],
    habit: ['User trains for a marathon every spring.', 'User is studying for the GMAT and aims at a score of 700.'],
    usual: [
      'User is on a vegan diet.',
      'User dislikes temporary fixes and prefers durable solutions.',
      'User is good at preparing for job interviews and coaches friends.',
    ],
    past_event: [
      'User has been a wedding photographer since 2015.',
      'According to the user, their grandmother was a nurse.',
      'User caught the travel bug in college and has visited 40 countries.',
      'User caught COVID in 2020 and still has no sense of smell.',
    ],
    chronic_condition: ['User lives with their partner and two kids.', 'According to the user, their sister is a doctor.'],
  }),
  ...group('de', 'refuse', {
    temporary_project: ['Die Nutzerin bereitet sich gerade auf das Staatsexamen vor.', 'Der Nutzer renoviert gerade sein Bad.'],
    temporary_state: ['Der Nutzer fährt vorerst jeden Tag mit dem Bus.', 'Ich hab mir ne Erkältung eingefangen.'],
    temporary_whereabouts: ['Der Nutzer bleibt ein paar Tage bei seinem Bruder.'],
    hearsay: ['Laut seiner Mutter war der Nutzer ein ruhiges Kind.'],
  }),
  ...group('de', 'accept', {
    past_event: ['Der Nutzer arbeitet als Umzugshelfer bei einer Spedition.'],
    profession_time: ['Der Nutzer ist Maler und streicht Wohnungen.', 'Die Nutzerin bereitet Schüler auf das Abitur vor.'],
    usual: ['Der Nutzer ernährt sich vegan.', 'Der Nutzer spricht laut, wenn er nervös ist.'],
    habit: ['Der Nutzer bleibt jedes Jahr ein paar Tage bei seinen Eltern.'],
  }),
  ...group('fr', 'refuse', {
    temporary_project: ["L'utilisateur prépare son déménagement à Lille.", "L'utilisatrice révise en ce moment pour le bac."],
    temporary_whereabouts: ['Je reste chez ma sœur quelques jours.'],
  }),
  ...group('fr', 'accept', {
    past_event: ["L'utilisateur est déménageur de métier.", "L'utilisatrice est professeure et prépare ses élèves au bac."],
    profession_time: ["L'utilisateur est artisan et rénove des maisons anciennes."],
    habit: ["L'utilisatrice prépare toujours ses valises la veille du départ.", 'Je reste toujours quelques jours chez ma mère à Noël.'],
    chronic_condition: ["L'utilisateur est au régime sans gluten depuis des années."],
    usual: ["L'utilisateur cuisine selon la recette de sa grand-mère."],
  }),
  ...group('es', 'refuse', {
    temporary_project: ['La usuaria se está preparando para las oposiciones ahora mismo.'],
    temporary_state: ['Por ahora la usuaria trabaja desde casa todos los lunes.', 'Pillé un resfriado y estoy en cama.'],
    temporary_diet: ['El usuario no come carne el resto del mes.'],
    hearsay: ['Según su novia, el usuario canta muy mal.'],
  }),
  ...group('es', 'accept', {
    habit: ['El usuario es profesor y prepara exámenes cada trimestre.'],
    profession_time: ['El usuario trabaja en una empresa de reformas.', 'La usuaria prepara a alumnos para la selectividad.'],
    usual: ['La usuaria está a dieta vegana desde 2015.', 'El usuario cocina según las recetas de su abuela.'],
    past_event: ['El usuario se quedó unas semanas en Perú en 2018.'],
  }),
  ...group('pt', 'refuse', {
    temporary_project: ['No momento o usuário está estudando para o vestibular.'],
    temporary_state: ['Por enquanto, o usuário vai de bicicleta todo dia.'],
    temporary_whereabouts: ['Fico na casa da minha mãe uns dias.'],
  }),
  ...group('pt', 'accept', {
    profession_time: ['O usuário é professor de cursinho para o vestibular.', 'O usuário é enfermeiro e cuida de pessoas doentes.'],
    usual: ['O usuário faz dieta low carb há anos.', 'A usuária ajuda alunos a estudar para o vestibular.'],
  }),
  ...group('it', 'refuse', {
    temporary_project: ["L'utente si sta preparando per il colloquio."],
    temporary_diet: ["L'utente è a dieta e ogni sera mangia solo verdure."],
    temporary_state: ["Ho preso l'influenza."],
    hearsay: ["Secondo sua moglie, l'utente russa."],
  }),
  ...group('it', 'accept', {
    past_event: ["L'utente prepara la valigia all'ultimo momento."],
    profession_time: ["L'utente lavora in un'impresa di ristrutturazioni."],
    usual: ["L'utente segue una dieta mediterranea.", "L'utente cucina secondo le ricette della nonna."],
    habit: ["L'utente prende il treno per Roma ogni lunedì."],
  }),
  ...group('ru', 'refuse', {
    temporary_project: ['Пользователь готовится к переезду в Казань.'],
    temporary_state: ['Пользователь подхватил простуду.'],
    hearsay: ['По словам жены, пользователь плохо готовит.'],
  }),
  ...group('ru', 'accept', {
    past_event: ['Пользователь преподаёт и готовит школьников к экзаменам.'],
    profession_time: ['Пользователь работает в компании, которая делает ремонт квартир.'],
    usual: ['Пользователь на кето-диете уже пять лет.', 'Пользователь назвал дочь по имени бабушки.'],
    habit: ['Пользователь каждый год живёт пару недель на даче.'],
  }),
  ...group('zh-Hans', 'refuse', {
    temporary_project: ['用户正在筹备婚礼。'],
    temporary_diet: ['用户在减肥，每天晚上只吃水果。'],
    hearsay: ['听他老婆说，用户不吃香菜。'],
  }),
  ...group('zh-Hans', 'accept', {
    past_event: ['用户是考研辅导老师。'],
    profession_time: ['用户在装修公司工作。', '用户是一名装修设计师。', '用户是减肥教练。', '用户是婚礼策划师，专门帮人筹备婚礼。'],
    usual: ['用户很听妈妈的话。', '用户在准备托福考试，目标100分。'],
  }),
  ...group('ja', 'refuse', {
    temporary_project: ['ユーザーは結婚式の準備中だ。'],
    temporary_state: ['ユーザーは当面の間、毎日在宅勤務だ。'],
  }),
  ...group('ja', 'accept', {
    past_event: ['ユーザーは受験生向けの塾講師だ。'],
    profession_time: [
      'ユーザーはリフォーム会社で働いている。',
      'ユーザーはダイエット食品の開発者だ。',
      'ユーザーはウェディングプランナーで、結婚式の準備を手伝っている。',
    ],
  }),
  ...group('ko', 'refuse', {
    temporary_project: ['사용자는 유학 준비 중이다.'],
    temporary_state: ['사용자는 당분간 매일 병원에 다닌다.'],
  }),
  ...group('ko', 'accept', {
    past_event: ['사용자는 이사 전문 업체를 운영한다.'],
    profession_time: [
      '사용자는 인테리어 회사에서 일한다.',
      '사용자는 시험 문제를 출제하는 교사다.',
      '사용자는 다이어트 식단 전문 영양사다.',
    ],
  }),
];
