// What the encyclopedia says of a condition or a drug whoever has it: whether it is hereditary, its symptoms, how it
// differs from another ("橋本病は遺伝するの？", "갑상선 기능 저하증 증상", "Eliquis ou Xarelto : quelle différence ?").
// A world frame in the ten languages (aboutness.ts); the first person still makes the question the user's.

/** Latin and Cyrillic words, for a bounded alternation (whole words). */
export const CONDITION_FACTS_LATIN =
  'hereditary|inherited|erblich|vererbt|vererbbar|héréditaire|hereditari[oa]|hereditári[oa]|ereditari[oa]|наследствен\\p{L}*|передаётся по наследству|' +
  'symptoms?|symptome|symptômes?|síntomas?|sintomas?|sintomi|симптом(?:ы|ов|ам)?|' +
  'what kind of (?:disease|illness|condition) is|welche art krankheit ist|quel genre de maladie est|qué tipo de enfermedad es|que tipo de doença é|che tipo di malattia è|что за болезнь|' +
  "quelle différence|what'?s the difference|welche[rn]? unterschied|qué diferencia|que diferença|qual a diferença|che differenza|какая разница";

/** Chinese, Japanese and Korean: heredity, symptoms, and what kind of illness a named condition is (녹내장은 어떤 병이야?). */
export const CONDITION_FACTS_CJK =
  '遗传|遺伝|유전|症状|증상|(?:은|는) 어떤 (?:병|질환)|是什么病|是一种什么病|是怎样的病|はどんな病気|ってどんな病気';
