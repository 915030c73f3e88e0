// The eleventh set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes).

export const ELEVENTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  // A first-person line in quotation marks under a speaker label (a name, a role word or a user word) is a quoted
  // turn, not a memory; no gate refused it at the first score.
  'Customer: "I want a refund for order 4471, I\'m furious."',
  'Boss said: "I need the slides on my desk by 9."',
  'Sarah: "I\'m so tired, I\'m going to bed now."',
  'Nutzer: „Ich hasse meinen Job und kündige morgen.“',
  'Kunde: „Ich will sofort mein Geld zurück!“',
  'Chef: „Ich brauche die Folien bis 9 Uhr.“',
  'Lena: „Ich bin so müde, ich geh jetzt schlafen.“',
  'Client : « Je veux être remboursé tout de suite ! »',
  "Patron : « J'ai besoin des slides pour 9 h. »",
  'Camille : « Je suis crevée, je vais me coucher. »',
  'Cliente: «¡Quiero que me devuelvan el dinero ya!»',
  'Jefe: «Necesito las diapositivas antes de las 9.»',
  'Marta: «Estoy muy cansada, me voy a dormir.»',
  'Cliente: "Quero meu dinheiro de volta agora!"',
  'Chefe: "Preciso dos slides até as 9."',
  'Bia: "Tô muito cansada, vou dormir."',
  'Cliente: «Rivoglio subito i miei soldi!»',
  'Capo: «Mi servono le slide entro le 9.»',
  'Sara: «Sono stanchissima, vado a dormire.»',
  'Клиент: «Верните мне деньги немедленно!»',
  'Начальник: «Слайды нужны мне к девяти.»',
  'Катя: «Я так устала, иду спать.»',
  '客：「今すぐ返金してください！」',
  '上司：「9時までに資料を出して。」',
  '花子：「疲れたからもう寝るね。」',
  '고객: "지금 당장 환불해 주세요!"',
  '팀장: "9시까지 자료 올려 줘."',
  '지수: "너무 피곤해서 먼저 잘게."',
  '客户说：“我现在就要退款！”',
  '老板：“九点前把PPT给我。”',
  '小林：“我好累，先睡了。”',
  // One line "User: <a description in the third person>" is a note under a field label, not a turn; refused as a
  // transcript at the first score.
  'User: vegetarian for ten years, eats no fish either.',
  'Utilisateur : végétarien depuis dix ans, ne mange pas de poisson non plus.',
  'Usuario: vegetariano desde hace diez años, tampoco come pescado.',
  'Usuário: vegetariano há dez anos, também não come peixe.',
  'Utente: vegetariano da dieci anni, non mangia neanche pesce.',
  'Пользователь: вегетарианец уже десять лет, рыбу тоже не ест.',
  'ユーザー：ベジタリアン。魚も食べない。',
  '사용자: 채식주의자, 생선도 먹지 않음.',
  '用户：素食者，十年来不吃鱼也不吃肉。',
  // A yearly trip in a month with "every year", refused as temporary at the first score (va a esquiar, vai esquiar).
  'El usuario va a esquiar cada año en enero o febrero.',
  'O usuário vai esquiar todo ano em julho ou agosto.',
  // A state of now (agora, 今) with a verb no gate read as passing.
  'O usuário está preso no trânsito agora.',
  'ユーザーは今、渋滞に巻き込まれている。',
  // A one-off meeting on a weekday or at an hour in Russian, Japanese, Korean or Chinese wording that no gate read as
  // an appointment.
  'У пользователя запись к стоматологу в следующий вторник в 15:30.',
  'У пользователя в этот четверг собеседование.',
  'ユーザーは金曜の正午に大家さんと契約の打ち合わせをする。',
  '사용자는 금요일 정오에 집주인을 만나 계약서를 쓴다.',
  '用户周五晚上约了房东签合同。',
  // A project of years in the progressive, with a plan for retirement, refused as temporary at the first score.
  'ユーザーは何年も古いヨットを修理していて、定年後に航海するつもりだ。',
  '사용자는 몇 년째 낡은 요트를 수리하고 있으며 은퇴 후 항해할 계획이다.',
  // A chat log whose times stand in full-width brackets (【10:42】).
  '【10:42】老李：发票发了吗？\n【10:43】小张：还没',
]);
