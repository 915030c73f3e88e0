// The cases of the eighth wording round that the gates get wrong, by text (see blindSetWordingEight.test.ts). The
// storm case left the list with the twenty-third round's weather-spell rule ("since the storm").
export const WORDING_EIGHT_KNOWN_MISSES: ReadonlySet<string> = new Set([
  '用户说要是不下雨的话就每天去跑步。',
  'ユーザーは今、友人の家に居候していると言っていた。',
  "L'utilisateur a mentionné qu'il ne mange que de la soupe depuis son opération des dents.",
  'Пользователь сказал, что после удаления зуба пока ест только супы.',
]);
