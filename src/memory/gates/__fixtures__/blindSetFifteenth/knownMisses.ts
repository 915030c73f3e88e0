// The fifteenth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes). At the first score there were 39 (see blindSetFifteenth.test.ts);
// the rules of the round left these 6.

export const FIFTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // A slip in a two-character Han credential word (密马 for 密码): one changed character of two would take in
  // ordinary words (密度, 密切), so misspelledCredentials.ts reads CJK words of four characters or more only.
  '登录信息:\n  账号: li.ming\n  密马: Qingshan27!',
  // A Thai ID on the line after its label: the identifier rules read a value on the label's line.
  'タイの国民ID（奥さん）:\n1032409289965',
  // 社保 (social insurance) is refused as a keyword alone in Chinese, with or without a value, by design.
  '社保问题更喜欢打 12333 热线咨询。',
  // "chaque 2e dimanche d'avril" read as temporary: the wording rules are another helper's (gates/wording/).
  'Court les 10 km de Paris chaque 2e dimanche d’avril, record 47:12.',
  // Appliance model codes of capitals and digits that one of stdnum's formats takes.
  'Cuisine avec un Cookeo CE851500 et un four Bosch HBA534BS0.',
  // "spedizioni" (plural, its ending changed) is not read as the reference word "spedizione".
  'Ama tracciare da sé le spedizioni BRT, con codici tipo 0571234567890.',
]);
