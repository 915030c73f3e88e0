// The twentieth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound fails
// while a named case passes). At the first score there were 7 (see blindSetTwentieth.test.ts).

export const TWENTIETH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // runtime data without a stack frame: a flat API object with keys in Japanese, a ping's output in Portuguese
  '{"result":"ok","注文番号":"A-20260314-0192","配送状況":"出荷済み","お届け予定日":"2026-03-16"}',
  '64 bytes de 8.8.8.8: icmp_seq=1 ttl=117 tempo=14,2 ms\n64 bytes de 8.8.8.8: icmp_seq=2 ttl=117 tempo=13,8 ms',
  // a value split between the text and a tag
  'WLAN-Schlüssel, erster Teil: Birke7',
  'Code de la carte bleue : ça commence par 47',
  // a code in number words of kana
  'ジムのロッカーの番号は、さん・いち・なな・きゅう。',
  // accepted side: the bank one uses
  '工资卡一直用招商银行，信用卡办的是工行的。',
  'Ha il conto in Intesa Sanpaolo da quando ha iniziato a lavorare.',
]);
