// The cases of the eleventh wording round that the gates get wrong, by text (see blindSetWordingEleven.test.ts).
export const WORDING_ELEVEN_KNOWN_MISSES: ReadonlySet<string> = new Set([
  'ユーザーは大学の合格発表を待っている。',
  'ユーザーの家は今、エアコンが壊れている。',
  '사용자의 집 인터넷이 며칠째 안 된다.',
  '사용자는 앞으로도 계속 제주도에서 살 계획이다.',
  'Die Nutzerin wirkt eher ungeduldig.',
  'en vacances au Maroc jusqu a dimanche',
  "L'utilisatrice semble assez timide.",
  'probando Linux por un mes a ver que tal',
  'A usuária está com dengue desde sexta.',
  'experimentando dieta cetogenica esse mes',
  'A internet da casa do usuário está fora do ar há dois dias.',
  'O usuário vai continuar morando em Portugal definitivamente.',
  'Пользовательница болеет ангиной с понедельника.',
  'У пользователя отключили горячую воду на две недели.',
  "L'utente sembra una persona molto ansiosa.",
  "L'utente continuerà a vivere in campagna anche in futuro.",
]);
