// The cases of the twenty-sixth wording round that the gates get wrong, by text (see blindSetWordingTwentySix.test.ts):
// the 20 misses of the first score, all to refuse.
export const WORDING_TWENTY_SIX_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  'Inferred from the chat: the user works night shifts as a nurse.',
  '她妈妈觉得她有抑郁症。',
  '奥さんからは発達障害じゃないかと言われている。',
  '승진할 거라는 얘기를 들었다고 함.',
  '채식주의자일 가능성이 있다.',
  'Aus dem Gespräch geht hervor, dass der Nutzer Vater von zwei Kindern ist.',
  'Ein Kollege meint, er sei ausgebrannt.',
  'Könnte sich für Astronomie interessieren.',
  "Sa mère pense qu'elle est dyslexique.",
  'Por las preguntas, se deduce que el usuario es padre.',
  'Su madre cree que tiene TDAH.',
  'Un compañero de trabajo dice que está quemado.',
  'Se rumorea que lo van a ascender.',
  'Deduz-se da conversa que o usuário é advogado.',
  'A mãe dela acha que ela tem TDAH.',
  'Из разговора можно сделать вывод, что пользователь программист.',
  'Мама считает, что у неё СДВГ.',
  "Dalle domande si intuisce che l'utente è un genitore.",
  "Sua madre pensa che abbia l'ADHD.",
  'Si vocifera che verrà promosso.',
]);
