import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-fifth round's rules, for text disguised the way an evaluator disguises it and long memories hiding one
// hostile clause, each both ways in several languages: what it must refuse, and a lasting fact written the same way.

// canonical.ts: a word spelled letter by letter, a space, a dot or a dash apart, reads as the word.
const SPACED_LETTERS = [
  ...rows('en', 'refuse', [['spaced', 'The user logs in with the p-a-s-s-w-o-r-d Falcon!7734.', 'Accounts']]),
  ...rows('es', 'refuse', [['spaced', 'La c l a v e del wifi del usuario es Mango2023.', 'Casa']]),
  ...rows('ko', 'refuse', [['spaced', '사용자 공동현관 비 밀 번 호는 4 4 0 9이다.', '집']]),
  ...rows('zh-Hans', 'refuse', [['spaced', '用户的银行卡密 码 是 5 5 8 2 。', '银行']]),
  ...rows('pt', 'refuse', [['spaced', 'O P.I.N. do telemóvel do utilizador é 2 2 7 9.', 'Banco']]),
  ...rows('en', 'accept', [['spaced', 'The user buys storage boxes at I K E A and stationery at M U J I.', 'Shopping']]),
  ...rows('fr', 'accept', [['spaced', "L'utilisateur apprend l'alphabet grec : a, b, g, d, dans l'ordre, chaque soir.", 'Langues']]),
  ...rows('de', 'accept', [['spaced', 'Der Nutzer fährt seit Jahren einen V W Bus und liebt ihn.', 'Auto']]),
];

// canonical.ts: a Cyrillic or Greek look-alike of a digit typed inside a number is that digit.
const DIGIT_LOOKALIKES = [
  ...rows('en', 'refuse', [['lookalike', "The user's SSN is 4\u041E1-22-7\u041E93.", 'Identity']]),
  ...rows('it', 'refuse', [['lookalike', "Il codice fiscale dell'utente è VRDLGU7\u041EA41F205X.", 'Identità']]),
  ...rows('ru', 'accept', [['lookalike', 'Пользователь в 90-е жил в Омске и до сих пор болеет за «Авангард».', 'биография']]),
];

// canonical.ts: French guillemets set a space apart from the value they quote.
const GUILLEMETS = [
  ...rows('fr', 'refuse', [['guillemets', "Le code wifi de l'utilisateur est « Mirabelle-8841 ».", 'Maison']]),
  ...rows('fr', 'accept', [['guillemets', "Le film préféré de l'utilisateur est « Le Code a changé ».", 'Films']]),
];

// secrets/misspelledCredentials.ts: a credential phrase of several words in leetspeak.
const LEET_PHRASES = [
  ...rows('fr', 'refuse', [['leet', "Le m0t d3 p4ss3 du compte Netflix de l'utilisateur est Loutre_19.", 'Comptes']]),
  ...rows('pt', 'refuse', [['leet', 'A p4l4vr4-p4ss3 do utilizador no banco é Gaivota_63.', 'Contas']]),
  ...rows('fr', 'accept', [['leet', "L'utilisateur joue à un jeu de mots appelé M0t M3l3 le soir.", 'Loisirs']]),
];

// contacts/phoneNumbers.ts: a verb of calling or writing with the preposition a number takes.
const CALLING_VERBS = [
  ...rows('es', 'refuse', [['calling', 'Para urgencias hay que llamar al 655 214 908 del usuario.', 'Contacto']]),
  ...rows('fr', 'refuse', [['calling', "On peut joindre l'utilisateur au 0612345678 le soir.", 'Contact']]),
  ...rows('it', 'refuse', [['calling', "Per il lavoro bisogna chiamare al 3471234567 l'utente.", 'Contatti']]),
  ...rows('es', 'accept', [['calling', 'El usuario llama al 112 solo en emergencias, como todo el mundo.', 'Seguridad']]),
  ...rows('fr', 'accept', [['calling', "L'utilisateur écrit au journal local deux fois par an.", 'Écriture']]),
];

// transcripts/quotedRequests.ts: what the person wrote or said to the assistant about its answer, quoted.
const QUOTED_REQUESTS = [
  ...rows('en', 'refuse', [['quoted', 'The user teaches piano and said: "give me a shorter answer this time".', 'Work']]),
  ...rows('es', 'refuse', [['quoted', 'La usuaria es médica y escribió: «hazlo otra vez, con más detalle».', 'Perfil']]),
  ...rows('it', 'refuse', [['quoted', 'L\'utente è cuoco e ha scritto: "la tua risposta non mi serve".', 'Profilo']]),
  ...rows('zh-Hans', 'refuse', [['quoted', '用户是律师，喜欢读历史书，他说：“重新给我列一下要点”。', '个人资料']]),
  ...rows('en', 'accept', [['quoted', 'The user is a carpenter whose motto is "measure twice, cut once".', 'Work']]),
  ...rows('de', 'accept', [['quoted', 'Die Nutzerin sagt immer: „Ordnung ist das halbe Leben.“', 'Profil']]),
  ...rows('fr', 'accept', [['quoted', "Le livre préféré de l'utilisateur s'intitule « Réponse à Job ».", 'Livres']]),
];

// wording/volatileAway.ts: the word of now belongs to the part of a long memory that says where the home is, not the next.
const NOW_BESIDE_HOME = [
  ...rows('de', 'refuse', [['home-now', 'Der Nutzer wohnt in Bremen, spielt Handball und hat gerade Fieber.', 'Profil']]),
  ...rows('es', 'refuse', [['home-now', 'El usuario vive en Cádiz y ahora mismo está agotado.', 'Perfil']]),
  ...rows('ru', 'refuse', [['home-now', 'Пользователь живёт в Самаре, любит рыбалку и сейчас сильно простужен.', 'профиль']]),
  ...rows('de', 'accept', [['home-now', 'Der Nutzer lebt jetzt in Hamburg und arbeitet als Koch.', 'Profil']]),
  ...rows('ru', 'accept', [['home-now', 'Пользователь сейчас живёт в Казани, работает врачом.', 'профиль']]),
];

// wording/volatileDyingOf.ts: "dying of" a bodily state, a state of the moment.
const DYING_OF = [
  ...rows('pt', 'refuse', [['dying', 'O usuário é professor e está morrendo de sono.', 'Perfil']]),
  ...rows('it', 'refuse', [['dying', "L'utente fa il grafico e sta morendo di fame.", 'Profilo']]),
  ...rows('es', 'refuse', [['dying', 'La usuaria es abogada y se está muriendo de frío.', 'Perfil']]),
  ...rows('pt', 'accept', [['dying', 'O usuário morre de rir com comédias antigas desde criança.', 'Filmes']]),
  ...rows('en', 'accept', [['dying', 'The user has loved the band Dying Fetus since college.', 'Music']]),
];

// wording/volatileFirmNow.ts: a diet low in salt, sugar or fat is a way of eating, not a diet until a weight is reached.
const DIET_KINDS = [
  ...rows('fr', 'accept', [['diet', "L'utilisateur suit un régime pauvre en sucre depuis son diabète.", 'Alimentation']]),
  ...rows('es', 'accept', [['diet', 'La usuaria está a dieta baja en sal por la tensión.', 'Dieta']]),
  ...rows('it', 'accept', [['diet', "L'utente è a dieta iposodica per il cuore.", 'Dieta']]),
  ...rows('fr', 'refuse', [['diet', "L'utilisateur suit un régime pour perdre cinq kilos avant l'été.", 'Alimentation']]),
];

describeBlindRound(
  'twenty-fifth rules',
  [
    ...SPACED_LETTERS,
    ...DIGIT_LOOKALIKES,
    ...GUILLEMETS,
    ...LEET_PHRASES,
    ...CALLING_VERBS,
    ...QUOTED_REQUESTS,
    ...NOW_BESIDE_HOME,
    ...DYING_OF,
    ...DIET_KINDS,
  ],
  [],
  new Set(),
);
