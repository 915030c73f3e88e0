// The cases of the twenty-fifth round that the gates get wrong, by text (see blindSetLastingTwentyFive.test.ts).
// At first the 17 misses of the first score: 9 lasting facts refused (a liking for life hedged with "I guess", 大概,
// たぶん, 아마 or seguramente; a café named Vielleicht or 아마도; "Ich glaube nicht an Horoskope"; an Italian "secondo
// me") and 8 guesses of the moment accepted (the assistant guessing the user is a student in seven languages, "Pode
// estar grávida").
export const LASTING_TWENTY_FIVE_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  "I guess I've always been a cat person.",
  'The assistant guesses the user is a student.',
  '我大概这辈子都是猫派。',
  '私はたぶん一生猫派だ。',
  '나는 아마 평생 고양이파일 거다.',
  '나는 ‘아마도’라는 이름의 동네 카페 단골이다.',
  'Ich glaube nicht an Horoskope.',
  'Ich trinke meinen Kaffee am liebsten im Café Vielleicht.',
  'Der Assistent vermutet, dass die Nutzerin Studentin ist.',
  "L'assistant suppose que l'utilisateur est étudiant.",
  'Seguramente soy la persona menos madrugadora que conozco.',
  'El asistente supone que la usuaria es estudiante.',
  'Pode estar grávida.',
  'O assistente acha que a usuária é estudante.',
  'Ассистент предполагает, что пользователь — студент.',
  "Secondo me Lisbona è la città migliore d'Europa in cui vivere.",
  "L'assistente suppone che l'utente sia uno studente.",
]);
