// What the encyclopedia says of a condition or a drug whoever has it: whether it is hereditary, how it is passed on,
// whether it can be cured or reversed, how long an attack lasts, its symptoms, how it differs from another ("橋本病は遺伝するの？", "갑상선 기능 저하증 증상", "Eliquis ou Xarelto : quelle différence ?").
// A world frame in the ten languages (aboutness.ts); the first person still makes the question the user's.

/** Latin and Cyrillic words, for a bounded alternation (whole words). */
export const CONDITION_FACTS_LATIN =
  'hereditary|inherited|erblich|vererbt|vererbbar|héréditaire|hereditari[oa]|hereditári[oa]|ereditari[oa]|наследствен\\p{L}*|передаётся по наследству|' +
  // how it is passed on ("wie wird X übertragen": "übertragen" alone also moves money or data)
  'transmitted|transmissible|contagious|wie wird \\p{L}+ übertragen|übertragbar|ansteckend|se transmet(?:tent)?|contagieu(?:x|se)|' +
  'se transmiten?|contagios[oa]s?|transmissível|si trasmett(?:e|ono)|trasmissibile|передаётся|передается|передаются|заразн\\p{L}*|' +
  // whether it can be cured or reversed
  'curable|reversible|be (?:reversed|cured)|heilbar|geheilt werden|rückgängig gemacht werden|guérissable|réversible|guérit-on|se (?:puede )?(?:curar|revertir)|' +
  'curável|reversível|tem cura|curabile|reversibile|si può (?:curare|guarire|invertire)|излечим\\p{L}*|обратим\\p{L}*|можно ли вылечить|' +
  'symptoms?|symptome|symptômes?|síntomas?|sintomas?|sintomi|симптом(?:ы|ов|ам)?|' +
  'what kind of (?:disease|illness|condition) is|welche art krankheit ist|quel genre de maladie est|qué tipo de enfermedad es|que tipo de doença é|che tipo di malattia è|что за болезнь|' +
  "quelle différence|what'?s the difference|welche[rn]? unterschied|qué diferencia|que diferença|qual a diferença|che differenza|какая разница|" +
  // whether there is a cure
  'is there a cure|gibt es eine heilung|peut-on (?:en )?guérir|tiene cura|лечится ли';

/** Chinese, Japanese and Korean: heredity, how it is passed on, whether it is cured for good, symptoms, and what kind of illness a named condition is (녹내장은 어떤 병이야?). */
export const CONDITION_FACTS_CJK =
  '传播途径|怎么传播|如何传播|传染|感染経路|伝染|うつる病気|전염|감염 경로|治愈|逆转|完治|완치|' +
  '遗传|遺伝|유전|症状|증상|(?:은|는) 어떤 (?:병|질환)|是什么病|是一种什么病|是怎样的病|はどんな病気|ってどんな病気|' +
  // whether it is cured, how long an attack lasts
  '能治好|治得好|能不能治|可以治好|能根治|可以根治|治る病気|治りますか|완치되|나을 수 있|一般持续|通常持续|持续几天|持续多久';
