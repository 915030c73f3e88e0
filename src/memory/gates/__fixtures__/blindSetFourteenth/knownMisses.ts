// The fourteenth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes).

export const FOURTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // ja: phone digits read out in kana of both scripts
  '電話番号はゼロきゅうゼロはちにきゅうさんよんよんさんいちです。',
  // ko: a log line under a Korean level word
  '[오류] 2024-03-05 10:22:31 데이터베이스 연결 실패 (시도 3/5) host=db01',
  // de: 'ätt' for at
  'Seine Mailadresse ist jan punkt reuter ätt gmx punkt de.',
  // es: a security answer of two short words
  'Respuesta a la pregunta de seguridad (nombre de su primer colegio): San Fermín 60.',
  // es: a Spanish address with n.º and izda.
  'Vive en la C/ Alcalá, n.º 72, 3.º izda., 28002 Madrid.',
  // es: a password named in the text, its value alone in the tags
  'Contraseña del router: ver etiqueta.',
  // pt: a Markdown table of job states
  '| id | nome    | estado  |\n|----|---------|---------|\n| 12 | backup  | falhou  |\n| 13 | sincron | ok      |',
  // it: a log line under an Italian level word in brackets
  '[AVVISO] 2024-03-05 07:45:12 disco /dev/sda1 pieno al 97%, spazio libero 1,2 GB',
  // it: over-refusal: a password manager named without a value
  'Usa un gestore di password e non salva mai le password nel browser.',
]);
