// The eighteenth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 9 (see blindSetEighteenth.test.ts).

export const EIGHTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // en bank_login refuse
  'Logs into Wells Fargo online as dreyes_1985 and confirms with the texted one-time code, last one 604218.',
  // en ordinary_number accept
  'Lives on the 4th floor and takes the 38 Geary bus to work.',
  // zh-Hans citizenship accept
  '持中国护照，同时是香港永久居民。',
  // fr pension_number refuse
  "Son numéro d'allocataire CAF, pour l'APL, est le 4829173.",
  // es bank_choice accept
  'Es clienta de ING de toda la vida y no piensa cambiarse.',
  // pt health_number refuse
  'O Cartão SUS dela é 207 4839 2615 0005, pede sempre no posto.',
  // pt pension_number refuse
  'O NIS dele no INSS é 120.48392.61-1, o mesmo do PIS.',
  // pt bank_login refuse
  'No Itaú, agência 0482, conta 91736-5, e o token que chegou agora foi 481027.',
  // pt insurer_hospital accept
  'Tem plano de saúde da Unimed e se trata no Hospital Albert Einstein.',
]);
