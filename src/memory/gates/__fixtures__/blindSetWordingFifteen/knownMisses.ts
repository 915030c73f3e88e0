// The cases of the fifteenth wording round that the gates get wrong, by text (see blindSetWordingFifteen.test.ts).
// At first the 22 misses of the first score.
export const WORDING_FIFTEEN_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // a state of the moment after an event of the day (tired after a shift or a week)
  'Is exhausted after a long week.',
  '야간 근무 끝나고 완전 지쳤다.',
  'Nach der Nachtschicht völlig erschöpft.',
  'Crevé après sa garde de nuit.',
  'Está exausta depois do plantão.',
  'Устал после смены.',
  'È distrutta dopo il turno di notte.',
  // a feeling about a coming or current event
  'Está agobiada con la mudanza.',
  'El usuario está nervioso por el examen de mañana.',
  'Пользователь волнуется из-за завтрашнего экзамена.',
  // a mood under "andar"
  'A usuária anda meio triste.',
  // a craving of the moment
  '现在特别想喝奶茶。',
  'ユーザーは今甘いものが食べたい。',
  "L'utilisateur a une grosse envie de chocolat, là.",
  'Agora está com desejo de brigadeiro.',
  // a suspicion or a possibility of a condition
  '用户怀疑自己对花粉过敏。',
  "Il se pourrait qu'elle soit anémique.",
  'Пользователь подозревает у себя аллергию на пыльцу.',
  "L'utente sospetta di avere un'allergia al polline.",
  'Potrebbe soffrire di emicrania.',
  // "must have" as a guess
  'O usuário deve ter filhos.',
  // a lasting feeling about a place written as a simile, refused
  'リスボンが第二の故郷のように感じる。',
]);
