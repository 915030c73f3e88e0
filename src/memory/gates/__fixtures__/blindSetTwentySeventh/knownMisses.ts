// The twenty-seventh set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 82 (see blindSetTwentySeventh.test.ts), every one a
// refusal missed; the category rules of the round pass all but these 6:
// - a device's serial number named as such (Seriennummer, numero di serie, серийный номер, 序號): the reference words
//   keep a serial number the service's on purpose (docs/memory-gates.md, "Commerce and service reference numbers");
//   one tied to its owner is not told apart from a washing machine's there;
// - a policy number after a description longer than the far label's 60 characters (de), and a room safe's code after a
//   relative clause longer than a code's 56 (ru): widening either window for every word was not attempted.

export const TWENTY_SEVENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  '使用者 MacBook 的序號是 C02ZW4827MD6，保固登記用的。',
  'Die Versicherungsnummer der Nutzerin bei ihrer privaten Krankenversicherung (Debeka) ist 4827391-06.',
  'Die Seriennummer des MacBooks des Nutzers ist C02XK1ZJJG5H, hinterlegt bei der Hausratversicherung.',
  'Код от сейфа в номере отеля, где пользователь всегда останавливается в Сочи, — 3917.',
  'Серийный номер ноутбука пользователя Lenovo — PF3K4827.',
  "Il numero di serie della Nintendo Switch dell'utente è XAW10048273916.",
]);
