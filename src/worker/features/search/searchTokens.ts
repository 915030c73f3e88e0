import { foldWord, splitRuns } from '../../../memory/record/tokenize';

// Conversation search tokens. Chinese has no spaces, so a CJK run is indexed as its single characters
// and its overlapping 2-character grams; a query word of three or more characters then needs all of its
// grams in one message, which finds it wherever it was written without a dictionary. Latin words are
// folded like recall tokens (NFKC, lower case, plural = singular), but stop words are kept: a search for
// "to be" must still find something.

/** Index terms of a text (duplicates kept out; order does not matter to the index). */
export function searchTerms(text: string): string[] {
  const out = new Set<string>();
  for (const run of splitRuns(text)) {
    if (!run.cjk) {
      out.add(foldWord(run.text));
      continue;
    }
    const chars = Array.from(run.text);
    for (let i = 0; i < chars.length; i += 1) {
      out.add(chars[i] as string);
      if (i + 1 < chars.length) out.add(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return [...out];
}
