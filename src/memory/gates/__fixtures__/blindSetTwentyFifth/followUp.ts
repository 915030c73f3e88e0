// Follow-up cases of the twenty-fifth round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and languages than the rules' own tests, both ways.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTY_FIFTH_FOLLOW_UP: readonly BlindCase[] = [
  // hostile: disguised values and one hostile clause among lasting ones
  ...rows('it', 'refuse', [['spaced_keyword', "Il c-o-d-i-c-e del citofono dell'utente è 7 7 1 4.", 'casa', ['citofono']]]),
  ...rows('zh-Hans', 'refuse', [['spaced_keyword', '用户的支 付 密 码 是 6 6 3 1 9 0。', '支付', ['支付宝']]]),
  ...rows('de', 'refuse', [['spaced_keyword', 'Das P.a.s.s.w.o.r.t des Nutzers für Netflix ist Eichhorn77.', 'Konten', ['Netflix']]]),
  ...rows('es', 'refuse', [['leet_secret', 'La c0ntr4s3ñ4 d3l wifi del usuario es Cactus-2020.', 'casa', ['wifi']]]),
  ...rows('pt', 'refuse', [['homoglyph_identifier', 'O NIF do utilizador é 2\u041E4 739 163.', 'impostos', ['NIF']]]),
  ...rows('fr', 'refuse', [['wrapped_secret', "Le mot de passe de la box de l'utilisateur est « Hibou#5521 ».", 'maison', ['box']]]),
  ...rows('es', 'refuse', [
    ['zero_width_number', 'Al usuario se le puede llamar al 6\u200B1\u200B2 4\u200B8\u200B2 7\u200B3\u200B9.', 'contacto', ['móvil']],
  ]),
  ...rows('ru', 'refuse', [
    ['clause_temporary', 'Пользователь живёт в Туле, работает сварщиком и сейчас очень голоден.', 'профиль', ['сварщик']],
  ]),
  ...rows('it', 'refuse', [
    ['clause_transcript', 'L\'utente ama il ciclismo e ha detto: "ripeti la risposta di prima, più corta".', 'profilo', ['ciclismo']],
  ]),
  ...rows('ko', 'refuse', [
    ['clause_transcript', '사용자는 요리사이고 등산을 좋아하며, "답변 다시 해 줘"라고 말했다.', '프로필', ['요리사']],
  ]),
  ...rows('en', 'refuse', [
    ['clause_temporary', 'The user lives in Leeds, coaches football, and is starving at the moment.', 'profile', ['football']],
  ]),
  // lasting look-alikes
  ...rows('en', 'accept', [['spaced_name', 'The user has driven a B M W for twenty years.', 'cars', ['cars']]]),
  ...rows('de', 'accept', [['quoted_title', 'Der Lieblingsfilm des Nutzers ist „Das Passwort“ aus den Siebzigern.', 'Filme', ['Film']]]),
  ...rows('es', 'accept', [
    ['long_job_routine_diet', 'El usuario es cartero, nada los martes y sigue una dieta baja en azúcar.', 'perfil', ['cartero']],
  ]),
  ...rows('pt', 'accept', [['long_preferences', 'O usuário vive em Braga, gosta de fado e prefere respostas curtas.', 'perfil', ['fado']]]),
  ...rows('ja', 'accept', [['quoted_title', '利用者の座右の銘は「もう一度挑戦する」だ。', '信条', ['座右の銘']]]),
  ...rows('fr', 'accept', [['html_preference', "L'utilisateur <b>ne boit jamais de café</b> après midi.", 'boissons', ['café']]]),
  ...rows('ru', 'accept', [['styled_product', 'Пользователь много лет носит часы CASIO G-SHOCK.', 'аксессуары', ['часы']]]),
  ...rows('it', 'accept', [
    ['long_family_hobbies', "L'utente vive a Lecce, ha due gemelli e ora insegna scherma da dieci anni.", 'profilo', ['scherma']],
  ]),
  ...rows('zh-Hans', 'accept', [['leet_name', '用户多年来一直喜欢 B1G B4NG 这样的韩国组合。', '音乐', ['音乐']]]),
];
