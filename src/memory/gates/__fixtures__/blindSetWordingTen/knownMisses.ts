// The cases of the tenth wording round that the gates get wrong, by text (see blindSetWordingTen.test.ts).
export const WORDING_TEN_KNOWN_MISSES: ReadonlySet<string> = new Set([
  'Der Nutzer verzichtet in der Fastenzeit auf Süßigkeiten.',
  'Die Nutzerin schreibt momentan an ihrer Masterarbeit.',
  "L'utilisatrice prépare son mémoire de master cette année.",
]);
