// The shape of one language's pre-check lexicon: regex sources by category, matched on the lower-cased,
// normalised user text. Latin and Cyrillic entries are matched as whole words; CJK entries anywhere.

export interface DisclosureLexicon {
  /** "remember", "forget", "don't mention … again": always worth a call. */
  readonly explicit: readonly string[];
  /** "from now on", "always answer in …", "call me …". */
  readonly standing: readonly string[];
  /** "I prefer", "I like", "I can't stand". */
  readonly preference: readonly string[];
  /** First-person facts, plans and decisions about the user ("I work as", "my wife", "I decided"). */
  readonly disclosure: readonly string[];
  /** Whether entries need word boundaries (scripts with spaces between words). */
  readonly wordBoundaries: boolean;
}
