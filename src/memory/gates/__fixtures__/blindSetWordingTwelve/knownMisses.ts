// The cases of the twelfth wording round that the gates get wrong, by text (see blindSetWordingTwelve.test.ts). All
// seven are plans dated with a year and said with a word of intention (planea, planeja, планирует, 打算, 予定, 계획,
// 예정): the third wording round refuses the same shape as a near plan ("O usuário planeja comprar um apartamento em
// 2027.", "Пользователь планирует купить квартиру в 2027 году."), and a pure core without a clock cannot tell 2027 from
// 2029. English, German, French and Italian pass because their sentences name no such word or a long range.
export const WORDING_TWELVE_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  '打算在2030年买房',
  'ユーザーは2029年に独立する予定だ。',
  '사용자는 2028년에 유학을 갈 계획이다.',
  '사용자는 박사 논문을 쓰고 있으며 2027년 8월 제출 예정이다.',
  'El usuario planea mudarse a Chile en 2029.',
  'O usuário planeja morar no Canadá em 2029.',
  'Пользователь планирует переехать в Казань в 2029 году.',
]);
