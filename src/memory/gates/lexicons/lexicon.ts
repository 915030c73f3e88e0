// The words one language uses for what the content gates look for. One data file per
// language; lexiconGates.ts compiles them all into one set of patterns, in canonical form
// (canonical.ts), so an accent, a Cyrillic letter or a Japanese voiced mark is matched as the scanner sees it.
//
// An entry is a phrase. A space in it matches any run of spaces, hyphens or nothing ("App-Passwort",
// "app passwort", "AppPasswort"); an apostrophe matches either apostrophe. Two prefixes change it:
//  - "=" matches the case as written (German "morgen", tomorrow, is not "Morgen", the morning);
//  - "/" is a regular-expression source, for the few entries a plain phrase cannot say.

export interface Lexicon {
  /** BCP 47 tag. */
  readonly lang: string;
  /** German glues nouns together ("Haustürcode", "WLAN-Passwort"): an entry may end a longer word. */
  readonly compounds?: boolean;
  /** Passwords, PINs, door codes, security answers, recovery codes: with a value, gate 9. */
  readonly credential: readonly string[];
  /** ID cards, passports, tax and social-security numbers, accounts, addresses: with a value, gate 8. */
  readonly identifier: readonly string[];
  /**
   * Words that name a value as a commerce or service reference: order, invoice, receipt, tracking and parcel,
   * booking and confirmation, ticket and case, loyalty, SKU, part, model and serial, flight and train numbers.
   * A digit run right after one is the shop's or the service's number, not a person's: its shape alone (a
   * check digit some national format happens to accept) refuses nothing (referenceNumbers.ts).
   */
  readonly reference: readonly string[];
  /** Street types, as addresses are written in the language (with a house number, gate 8). */
  readonly street: readonly string[];
  /** The house number may follow the street name ("Via Roma 12", "Calle Mayor 5"), not only precede it. */
  readonly streetNumberAfter?: boolean;
  /** How an e-mail address is spelled out: the words for "@" and for ".". */
  readonly emailAt: readonly string[];
  readonly emailDot: readonly string[];
  /** Today, right now, this week, currently, a passing state: a stable memory says none of these. */
  readonly temporary: readonly string[];
  /** Maybe, probably, I guess: a guess is not a fact. */
  readonly speculative: readonly string[];
  /** Every day, always, usually: a routine keeps a memory stable even with "today" in it. */
  readonly habitual: readonly string[];
  /** Speaker labels of a dialogue, by side. */
  readonly roles: { readonly user: readonly string[]; readonly assistant: readonly string[] };
  /** Test material: a sentence frame with `{w}` for one word, and everyday memories that use no entry. */
  readonly frame: string;
  readonly legitimate: readonly string[];
}
