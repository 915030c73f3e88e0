// The cases of the twenty-fourth round that the gates get wrong, by text (see blindSetLastingTwentyFour.test.ts).
// The 11 misses of the first score: 9 to accept refused as temporary (7 lasting states with a word for "nowadays",
// a hospital named after a date, a dislike of Friday nights out) and 2 temporary controls accepted.
export const LASTING_TWENTY_FOUR_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // nowadays_state, refused
  '今は在宅で仕事をしている。',
  '나는 요즘은 완전히 재택근무로 일한다.',
  "Aujourd'hui, je vis à Montréal.",
  'Hoy en día soy vegetariano.',
  'Hoje em dia moro em Lisboa.',
  'Сейчас работает удалённо.',
  'Adesso lavora da remoto a tempo pieno.',
  // time_name, refused
  'Es enfermera en el Hospital 12 de Octubre.',
  // never_time, refused
  'Non mi piacciono i venerdì sera in discoteca.',
  // control_now, accepted
  '我现在特别困。',
  'Estou passando uns dias na casa da minha irmã.',
]);
