import { DISCLOSURE_LEXICONS, type DisclosureLexicon } from './disclosure';
import { matchForm } from './evidence';
import { ownWordSegments } from './ownWords';

// The pre-check before an extraction call: could this user turn hold a lasting fact about the user?
// It looks, by category and in the ten languages, for memory requests, standing instructions,
// preferences and first-person disclosures (lexicons in disclosure/). It errs on the side of calling:
// an explicit remember or forget request anywhere in the text always counts, and every other category
// is looked for in the user's own words (not in pasted code, quoted blocks or attributed quotations).

const compile = (sources: readonly string[], lexicon: DisclosureLexicon): RegExp => {
  const body = sources.map((s) => `(?:${s})`).join('|');
  return new RegExp(lexicon.wordBoundaries ? `(?<![\\p{L}\\p{N}])(?:${body})(?:(?<=[\\s'-])|(?![\\p{L}\\p{N}]))` : body, 'iu');
};

const lexicons = Object.values(DISCLOSURE_LEXICONS);
const EXPLICIT = lexicons.map((l) => compile(l.explicit, l));
const OTHER = lexicons.map((l) => compile([...l.standing, ...l.preference, ...l.disclosure], l));

/** An explicit remember or forget request ("remember…", "忘掉…"), anywhere in the text: the user waits to see it kept. */
export function isExplicitMemoryRequest(userText: string): boolean {
  const whole = matchForm(userText);
  return EXPLICIT.some((re) => re.test(whole));
}

export function mayHoldMemory(userText: string): boolean {
  if (isExplicitMemoryRequest(userText)) return true;
  const own = ownWordSegments(userText).map(matchForm);
  return own.some((segment) => OTHER.some((re) => re.test(segment)));
}
