// The cases of the twenty-third wording round that the gates get wrong, by text (see blindSetWordingTwentyThree.test.ts).
// At first the 21 misses of the first score (20 to refuse, 1 to accept).
export const WORDING_TWENTY_THREE_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // to refuse
  'The kids are off for half-term.',
  'Keeps the windows shut while the pollen count is high.',
  'The team is in a release crunch.',
  'Is waiting to hear back about a promotion.',
  '女儿周五学校组织春游。',
  '团队正在赶版本发布。',
  '契約が3月で終わる。',
  '팀이 출시 막바지 야근 중이다.',
  '승진 결과를 기다리고 있다.',
  'Die Kinder haben Herbstferien.',
  'Der Vertrag läuft im März aus.',
  'Los niños están de vacaciones.',
  'Su contrato termina en marzo.',
  'As provas do filho começam segunda.',
  'Estamos numa onda de calor.',
  'A equipe está na correria do lançamento.',
  'Жду ответа насчёт повышения.',
  'Контракт заканчивается в марте.',
  "Con l'ondata di caldo lavora da casa.",
  'Il team è sotto pressione per il rilascio.',
  // to accept
  '2015년부터 지금 회사에 다니고 있다.',
]);
