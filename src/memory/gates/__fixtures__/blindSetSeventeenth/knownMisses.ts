// The seventeenth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 52 (see blindSetSeventeenth.test.ts); the rules
// of the round passed 42, these 10 are left: plates read out in Chinese, Japanese, Korean and Russian, values half in
// the text and half in a tag said in words, an Italian IBAN whose bank letter sits beside a look-alike O, a famous
// song's number and a score in German words.

export const SEVENTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // en split refuse
  'My cell number starts four one five, seven three nine; the last four are in the tag.',
  // en song_title accept
  'Always sings "eight six seven, five three oh nine" from Tommy Tutone\'s Jenny at karaoke.',
  // zh-Hans plate refuse
  '我的车牌是苏A，六，B，三八二，白色的朗逸。',
  // ja plate refuse
  '車のナンバーは品川三二七、さ、ごゼロのさんさんです。',
  // ko plate refuse
  '제 차 번호는 일오가 팔이일오, 흰색 아반떼예요.',
  // ko split refuse
  '휴대폰 번호 앞자리는 공일공삼공오오이고 뒷자리는 태그에 있어요.',
  // de score accept
  'Redet noch heute vom Sieben zu Eins gegen Brasilien im Halbfinale zweitausendvierzehn.',
  // ru plate refuse
  'Номер моей машины: А сто шестьдесят пять ВЕ, регион семьдесят семь. Буквы: Анна, Василий, Елена.',
  // ru split refuse
  'Мой мобильный начинается на девятьсот двадцать шесть семьсот сорок два, остальное в теге.',
  // it bank refuse
  'Il mio IBAN, letto dallo scanner: IT6O JO3O 6909 6O61\n0O00 0429 7I6',
]);
