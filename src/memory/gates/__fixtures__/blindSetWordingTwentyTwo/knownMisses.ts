// The cases of the twenty-second wording round that the gates get wrong, by text (see blindSetWordingTwentyTwo.test.ts).
// At first the 17 misses of the first score (all 17 to refuse).
export const WORDING_TWENTY_TWO_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  'My baby is teething and barely sleeping.',
  'Is waiting on a tax refund.',
  '我家宝宝在长牙，晚上老哭。',
  '家里的猫正在发情。',
  '用户在等发工资。',
  '息子が風邪で学校を休んでいる。',
  '犬が手術後で安静にしている。',
  'Ich warte noch auf mein Gehalt.',
  'La chatte est en chaleur.',
  "Attend un remboursement d'impôts.",
  'Se me ha roto la caldera.',
  'Devolví una chaqueta que no me quedaba bien.',
  'O bebê está com os dentinhos nascendo.',
  'A gata está no cio.',
  'Ждёт зарплату.',
  'Sto aspettando lo stipendio.',
  'Il rimborso delle tasse deve ancora arrivare.',
]);
