// Follow-up cases of the fourteenth wording round, written after the rules of volatileHearsay.ts, volatileMustGuess.ts,
// volatileForNow.ts, volatileLeave.ts, volatileThisChat.ts, volatileLatelyAspect.ts, volatileThisHoliday.ts and the
// classes grown in volatileEventBound.ts: other minimal pairs of each class, in other languages and wordings than the
// set's. One of the first 43 missed (Italian "avrebbe tre nipoti", the conditional of "have" before a number): the
// hearsay rule grew that frame in Italian, Portuguese and Spanish, and five cases were added with it (two to
// refuse, a twin and two wishes of "would have" to accept).
import type { BlindCase } from '../blindCase';
import { group, twins } from './cases';

export const WORDING_FOURTEEN_FOLLOW_UP: readonly BlindCase[] = [
  ...twins('en', {
    fact: [['Word is she grew up in Galway.', 'She grew up in Galway.']],
    instr: [['Use metric units just for this chat.', 'Use metric units in every chat.']],
  }),
  ...twins('de', {
    work: [['Der Nutzer soll früher als Pilot gearbeitet haben.', 'Der Nutzer hat früher als Pilot gearbeitet.']],
    instr: [['Benutze nur in diesem Chat metrische Einheiten.', 'Benutze immer metrische Einheiten.']],
  }),
  ...group('de', 'refuse', { habit: ['Dieses Semesterferien jobbt er jeden Tag im Café.'] }),
  ...twins('fr', { family: [['Aurait trois petits-enfants.', 'A trois petits-enfants.']] }),
  ...twins('es', {
    fact: [['Cuentan que el usuario vivió en Lima.', 'El usuario vivió en Lima.']],
    habit: [['Anda cocinando más en casa.', 'Siempre cocina en casa.']],
  }),
  ...group('es', 'refuse', { family: ['El usuario tendría un perro.'] }),
  ...twins('pt', {
    work: [
      ['O usuário teria trabalhado como piloto.', 'O usuário trabalhou como piloto.'],
      ['Deve ser professora de inglês.', 'É professora de inglês.'],
      ['O usuário está de licença médica.', 'O usuário é médico do trabalho.'],
    ],
    habit: [['Nestas férias acorda cedo todos os dias.', 'Nas férias acorda cedo todos os dias.']],
    family: [['O usuário teria dois filhos.', 'O usuário tem dois filhos adotivos.']],
  }),
  ...group('pt', 'accept', { pref: ['Teria interesse em cursos de design.'] }),
  ...twins('it', { family: [['Avrebbe tre nipoti.', 'Ha tre nipoti.']] }),
  ...group('it', 'accept', { pref: ['Avrebbe bisogno di esempi brevi.'] }),
  ...twins('ru', {
    fact: [
      ['Как говорят, вырос в Перми.', 'Вырос в Перми.'],
      ['Он пока снимает квартиру в Самаре.', 'Он снимает квартиру в Самаре.'],
    ],
  }),
  ...twins('zh-Hans', {
    fact: [['据说用户在昆明长大。', '用户在昆明长大。']],
    instr: [['只在这次聊天里用公制单位。', '一直用公制单位。']],
    health: [['婚礼前不吃甜食。', '从不吃甜食。']],
  }),
  ...twins('ja', {
    fact: [['札幌育ちとのこと。', '札幌育ち。']],
    instr: [['このチャットだけメートル法で。', 'いつもメートル法で。']],
  }),
  ...twins('ko', {
    family: [['사용자는 손주가 셋이래요.', '사용자는 손주가 셋이에요.']],
    work: [['사용자는 휴직 중이에요.', '사용자는 재택근무를 해요.']],
  }),
];
