// What the encyclopedia says of a condition or a drug whoever has it: whether it is hereditary, its symptoms, how it
// differs from another ("橋本病は遺伝するの？", "갑상선 기능 저하증 증상", "Eliquis ou Xarelto : quelle différence ?").
// A world frame in the ten languages (aboutness.ts); the first person still makes the question the user's.

/** Latin and Cyrillic words, for a bounded alternation (whole words). */
export const CONDITION_FACTS_LATIN =
  'hereditary|inherited|erblich|vererbt|vererbbar|héréditaire|hereditari[oa]|hereditári[oa]|ereditari[oa]|наследствен\\p{L}*|передаётся по наследству|' +
  'symptoms?|symptome|symptômes?|síntomas?|sintomas?|sintomi|симптом(?:ы|ов|ам)?|' +
  "quelle différence|what'?s the difference|welche[rn]? unterschied|qué diferencia|que diferença|qual a diferença|che differenza|какая разница";

/** Chinese, Japanese and Korean: heredity and symptoms. */
export const CONDITION_FACTS_CJK = '遗传|遺伝|유전|症状|증상';
