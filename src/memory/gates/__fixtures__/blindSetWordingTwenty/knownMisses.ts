// The cases of the twentieth wording round that the gates get wrong, by text (see blindSetWordingTwenty.test.ts).
// At first the 20 misses of the first score (all 20 to refuse).
export const WORDING_TWENTY_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  'Has physio twice a week until March.',
  'Doing Dry January.',
  '牙齿正在做根管治疗。',
  '婚礼前在戒糖。',
  '三月まで週2回リハビリに通っている。',
  '結婚式に向けて糖質を控えている。',
  'ジュースクレンズ中。',
  'Geht bis März zweimal die Woche zur Physio.',
  'J’ai la jambe plâtrée.',
  'Ne boit plus d’alcool jusqu’à fin janvier.',
  'Tiene un esguince de tobillo.',
  'Va a fisioterapia dos veces por semana hasta marzo.',
  'Está haciendo una limpieza a base de zumos.',
  'Está fazendo tratamento de canal num dente.',
  'Está sem beber álcool em janeiro.',
  'Ходит с гипсом на ноге.',
  'До марта ходит на физиотерапию два раза в неделю.',
  'Сидит на соковой детокс-диете.',
  'Soffre di jet lag dopo il volo.',
  'Sta curando un dente dal dentista.',
]);
