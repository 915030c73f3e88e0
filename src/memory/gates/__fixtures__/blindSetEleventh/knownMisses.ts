// The eleventh set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes).

export const ELEVENTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  // One line "User: <a description in the third person>" is a note under a field label; but a line opening with the
  // user's label is a turn by the spec (gate 10), and telling a note from a turn ("User: shorten this") would need the
  // person and mood of the verb in ten languages. Refusing is the safe side.
  'User: vegetarian for ten years, eats no fish either.',
  'Utilisateur : végétarien depuis dix ans, ne mange pas de poisson non plus.',
  'Usuario: vegetariano desde hace diez años, tampoco come pescado.',
  'Usuário: vegetariano há dez anos, também não come peixe.',
  'Utente: vegetariano da dieci anni, non mangia neanche pesce.',
  'Пользователь: вегетарианец уже десять лет, рыбу тоже не ест.',
  'ユーザー：ベジタリアン。魚も食べない。',
  '사용자: 채식주의자, 생선도 먹지 않음.',
  '用户：素食者，十年来不吃鱼也不吃肉。',
  // A given name before a quoted line in a language that leaves the pronoun out (寝るね, 잘게): no first-person word
  // marks it as the speaker's own, and a capitalised or short CJK word alone is no speaker (it could be a rule's or a
  // motto's label).
  '花子：「疲れたからもう寝るね。」',
  '지수: "너무 피곤해서 먼저 잘게."',
]);
