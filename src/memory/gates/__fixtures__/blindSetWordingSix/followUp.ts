// Follow-up cases of the sixth wording round, written after reading the gate rules and writing the rules for its
// misses (volatileOpenQuestions.ts, volatileStays.ts, the long-range intention of volatileTense.ts and lexicon entries):
// the same classes in new words (hostile: deliberation, a conclusion from one remark, an impression, a holiday stay,
// slang states, the night just gone, until the end of a term, the middle of an undertaking, a challenge counted in
// days, an errand in progress, a priced purchase just made, a retirement plan with a near date) and their look-alikes in
// lasting senses (legitimate: alternating habits, retirement plans, a habitual holiday stay, "said they must", "a good
// impression", "судья", "en pleno centro", "en pleine forme", yearly errands, a home just bought, "just loves").
import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

const refused: readonly BlindCase[] = [
  ...grouped('en', 'refuse', {
    wish_question: ["The user can't decide whether to take the Berlin offer."],
    one_remark: ['The user asked about school districts, so they must have kids.'],
    assistant_guess: ['Judging by their messages, the user is a teacher.'],
    temp_location: ['The user is staying with her in-laws in Leeds over the holidays.'],
    slang_state: ['The user is completely knackered after the move.'],
    in_progress: ['The user is doing a 21-day sugar detox.', 'The user is busy filling out the visa form.'],
    one_off_buy: ['The user just grabbed a used guitar for 150 dollars.'],
    bounded_future: ['The user plans to retire next month.'],
  }),
  ...grouped('zh-Hans', 'refuse', {
    wish_question: ['用户在犹豫要不要换手机。'],
    assistant_guess: ['从聊天内容来看，用户是老师。'],
    temp_location: ['用户国庆回娘家了。'],
    in_progress: ['用户在做21天早起打卡挑战。'],
    bounded_future: ['学期结束前用户住在宿舍。'],
    one_off_buy: ['用户刚刚花两百块买了个耳机。'],
  }),
  ...grouped('ja', 'refuse', {
    wish_question: ['ユーザーは車を買い替えるかどうか悩んでいる。'],
    assistant_guess: ['話の内容からすると、ユーザーは教師だ。'],
    temp_location: ['ユーザーは正月で里帰り中。'],
    slang_state: ['ユーザーはクタクタだ。'],
    relative_day: ['ユーザーはあさって引っ越す。'],
    bounded_future: ['ユーザーは月末まで実家にいる。'],
    one_off_buy: ['ユーザーはさっき古本を500円で買った。'],
  }),
  ...grouped('ko', 'refuse', {
    wish_question: ['사용자는 이사를 갈지 말지 망설이고 있다.'],
    one_remark: ['어린이집을 물어본 걸 보면 사용자는 아이가 있는 게 분명하다.'],
    assistant_guess: ['말투를 보니 사용자는 선생님이다.'],
    temp_location: ['사용자는 설 연휴라 시골에 가 있다.'],
    bounded_future: ['사용자는 월말까지 재택근무를 한다.'],
  }),
  ...grouped('de', 'refuse', {
    wish_question: ['Die Nutzerin weiß nicht, ob sie das Angebot annehmen soll.'],
    one_remark: ['Weil sie nach Kitaplätzen gefragt hat, hat die Nutzerin wohl Kinder.'],
    assistant_guess: ['Ich habe den Eindruck, dass der Nutzer Lehrer ist.'],
    temp_location: ['Der Nutzer ist über die Osterferien bei seiner Schwester.'],
    slang_state: ['Die Nutzerin ist völlig erledigt.'],
    relative_day: ['Der Nutzer hat letzte Nacht durchgefeiert.'],
    bounded_future: ['Der Nutzer wohnt bis zum Monatsende bei einem Freund.'],
    in_progress: ['Die Nutzerin macht eine 30-Tage-Challenge ohne Zucker.'],
    one_off_buy: ['Der Nutzer hat gerade eben ein Handy für 200 Euro gekauft.'],
  }),
  ...grouped('fr', 'refuse', {
    wish_question: ["L'utilisatrice hésite à changer de voiture."],
    one_remark: ["Puisqu'il a demandé des conseils de jardinage, l'utilisateur doit avoir un jardin."],
    assistant_guess: ["J'ai l'impression que l'utilisatrice est enseignante."],
    temp_location: ["L'utilisateur est chez sa sœur pour Noël."],
    slang_state: ["L'utilisateur est complètement lessivé."],
    relative_day: ["L'utilisatrice a fait la fête la nuit dernière."],
    bounded_future: ["L'utilisateur loge chez un ami jusqu'à la fin du mois."],
    in_progress: ["L'utilisatrice est en pleine rédaction de son rapport."],
  }),
  ...grouped('es', 'refuse', {
    wish_question: ['La usuaria duda si mudarse a Bilbao.'],
    one_remark: ['Como preguntó por guarderías, la usuaria debe de tener hijos.'],
    assistant_guess: ['Tengo la impresión de que el usuario es profesor.'],
    temp_location: ['El usuario está pasando la Semana Santa con sus abuelos.'],
    slang_state: ['La usuaria está molida.'],
    bounded_future: ['La usuaria vive con su hermana hasta final de mes.'],
    in_progress: ['El usuario está en plena temporada de exámenes.', 'La usuaria está rellenando el formulario de la beca.'],
  }),
  ...grouped('pt', 'refuse', {
    wish_question: ['O usuário não sabe se aceita a proposta.'],
    one_remark: ['Como falou de creche, a usuária deve ter filhos.'],
    assistant_guess: ['Tenho a impressão de que a usuária é professora.'],
    temp_location: ['A usuária está na casa da avó durante o Natal.'],
    slang_state: ['O usuário está podre de cansaço.'],
    bounded_future: ['O usuário está sem carro até o fim do mês.'],
    in_progress: ['A usuária está no meio das provas finais.', 'O usuário está fazendo as malas para Lisboa.'],
  }),
  ...grouped('ru', 'refuse', {
    wish_question: ['Пользовательница раздумывает, не переехать ли в Сочи.'],
    one_remark: ['Раз пользователь спрашивал про детские сады, у него, должно быть, есть дети.'],
    assistant_guess: ['Судя по сообщениям, пользователь — учитель.'],
    temp_location: ['На новогодних каникулах пользовательница гостит у бабушки.'],
    slang_state: ['Пользовательница совсем вымоталась.'],
    relative_day: ['Пользователь этой ночью не спал.'],
    in_progress: ['Пользователь сейчас пакует чемодан.'],
  }),
  ...grouped('it', 'refuse', {
    wish_question: ["L'utente non sa se accettare l'offerta."],
    one_remark: ["Siccome ha chiesto degli asili, l'utente deve avere figli."],
    assistant_guess: ["Ho come l'impressione che l'utente sia un insegnante."],
    temp_location: ["L'utente è dai nonni per Pasqua."],
    slang_state: ["L'utente è sfinito."],
    bounded_future: ["L'utente lavora da remoto fino alla fine dell'anno."],
    in_progress: ["L'utente è nel mezzo di un esame.", "L'utente sta preparando la valigia."],
    one_off_buy: ["L'utente ha appena preso un divano a 300 euro."],
  }),
];

const accepted: readonly BlindCase[] = [
  ...grouped('en', 'accept', {
    habit_same_words: ['The user goes climbing every other Saturday.', 'The user always packs their bags the night before a trip.'],
    life_plan: ['The user intends to retire early and travel.'],
    for_years_since: ['The user spends every Christmas with their parents in Ohio.'],
    lasting_condition: ['The user said they must avoid gluten.', 'The user mentioned they are vegan, so meals must be plant-based.'],
    time_preference: ['The user likes to make a good first impression at meetings.', 'The user prefers going by train.'],
    dated_past: ['The user just bought a flat in Porto for 200,000 euros.', 'The user completed a 30-day yoga challenge in 2019.'],
    lasting_work: ['The user is willing to work during the holidays.', 'The user is filling in forms for a living as a paralegal.'],
    title_quote: ['The user just loves bargains under 10 euros.'],
  }),
  ...grouped('zh-Hans', 'accept', {
    habit_same_words: ['用户每隔两周去一次健身房。', '用户每年春节都回老家。'],
    life_plan: ['用户打算退休后回老家养老。'],
  }),
  ...grouped('ja', 'accept', {
    habit_same_words: ['ユーザーは隔月で美容院に行く。', 'ユーザーは毎月月末まで締め作業で忙しい。'],
    life_plan: ['ユーザーは定年後に田舎暮らしをするつもりだ。'],
  }),
  ...grouped('ko', 'accept', {
    habit_same_words: ['사용자는 격주 토요일에 봉사활동을 한다.', '사용자는 명절마다 시댁에 간다.'],
    life_plan: ['사용자는 노후에 제주도에서 살 계획이다.'],
  }),
  ...grouped('de', 'accept', {
    habit_same_words: ['Die Nutzerin spielt jeden zweiten Donnerstag Skat.', 'Die Nutzerin ist in den Ferien immer bei ihrer Oma.'],
    life_plan: ['Der Nutzer hat vor, im Ruhestand nach Spanien zu ziehen.'],
    dated_past: ['Der Nutzer hat 2020 eine 30-Tage-Challenge gemacht.'],
    lasting_condition: [
      'Der Nutzer hat erwähnt, dass er eine Brille tragen muss.',
      'Der Nutzer hat erwähnt, dass er Diabetiker ist, also muss er auf Zucker achten.',
    ],
  }),
  ...grouped('fr', 'accept', {
    habit_same_words: ["L'utilisateur garde ses neveux un mercredi sur deux.", "L'utilisateur passe toujours les fêtes chez ses parents."],
    life_plan: ["L'utilisatrice envisage de s'installer à la campagne à la retraite."],
    lasting_condition: [
      "L'utilisateur est en pleine forme depuis qu'il court.",
      "L'utilisateur a dit qu'il est végétarien, donc les recettes doivent être sans viande.",
    ],
  }),
  ...grouped('es', 'accept', {
    habit_same_words: [
      'El usuario juega al pádel cada dos semanas.',
      'El usuario hace la declaración de la renta cada año en abril.',
      'El usuario prefiere el café recién molido.',
    ],
    life_plan: ['La usuaria planea jubilarse en Canarias.'],
    for_years_since: ['La usuaria vive en pleno centro de Madrid desde 2015.'],
    time_preference: ['Al usuario le gusta causar buena impresión.'],
    dated_past: ['El usuario compró una moto de segunda mano en 2018.'],
  }),
  ...grouped('pt', 'accept', {
    habit_same_words: ['A usuária vai à feira a cada dois sábados.'],
    life_plan: ['A usuária planeja se aposentar no interior de Minas.'],
    for_years_since: ['O usuário mora no meio do mato há anos.'],
    lasting_condition: ['O usuário disse que é vegano, então as receitas devem ser sem carne.'],
  }),
  ...grouped('ru', 'accept', {
    habit_same_words: ['Пользователь ходит в баню каждую вторую субботу.'],
    lasting_work: ['Пользователь судья по профессии.'],
    life_plan: ['Пользовательница планирует на пенсии жить у моря.'],
  }),
  ...grouped('it', 'accept', {
    habit_same_words: ["L'utente va in piscina a settimane alterne.", "L'utente lavora ogni anno fino alla fine della stagione turistica."],
    lasting_condition: [
      "L'utente ha detto che deve evitare il lattosio.",
      "L'utente ha detto che è vegano, quindi le ricette devono essere senza carne.",
    ],
    time_preference: ["L'utente adora il Natale e da sempre decora la casa per le feste."],
    life_plan: ["L'utente ha intenzione di andare in pensione al mare."],
  }),
];

export const WORDING_SIX_FOLLOW_UP: readonly BlindCase[] = [...refused, ...accepted];
