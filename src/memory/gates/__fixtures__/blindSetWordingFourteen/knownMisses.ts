// The cases of the fourteenth wording round that the gates get wrong, by text (see blindSetWordingFourteen.test.ts).
// At first the 26 misses of the first score.
export const WORDING_FOURTEEN_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // en
  'Is vegetarian for Lent.',
  'User swims at 6 am during the summer break.',
  // zh-Hans
  '我手术前不喝酒。',
  '暑假期间我每天早上六点游泳。',
  // ja
  'ユーザーは今は福岡に住んでいる。',
  '夏休みの間は毎朝6時に泳ぐ。',
  'ユーザーは2027年のベルリンマラソンに出るつもり。',
  // ko
  '사용자는 대구 출신이래요.',
  '방학 동안 매일 아침 6시에 수영해요.',
  // de
  'Die Nutzerin soll in Bremen aufgewachsen sein.',
  'In den Sommerferien schwimme ich jeden Morgen um sechs.',
  // fr
  'Dirigerait une équipe de douze personnes.',
  'Pendant les vacances, je nage tous les matins à six heures.',
  // es
  'Dicen que la usuaria creció en Bilbao.',
  'Durante las vacaciones nado cada mañana a las seis.',
  // pt
  'A usuária teria crescido em Recife.',
  'O usuário está afastado do trabalho.',
  'Deve ser gerente de uma equipe de doze pessoas.',
  'O usuário anda pulando o café da manhã.',
  'Nas férias nado todas as manhãs às seis.',
  'Responda em inglês só nesta conversa.',
  // ru
  'Вроде бы предпочитает тёмную тему.',
  'Я пока живу в Казани.',
  'Пользовательница, говорят, выросла в Томске.',
  'На каникулах плаваю каждое утро в шесть.',
  // it
  'Durante le vacanze nuoto ogni mattina alle sei.',
]);
