/**
 * Which characters of a message are Markdown syntax rather than words: emphasis and code markers, heading
 * hashes, quote and list markers at a line's start, and a link's brackets and address. A snippet leaves
 * them out, so a search result reads as text ("Use React") and not as source ("**Use** `React`").
 */
const PATTERNS: readonly RegExp[] = [
  // Emphasis, strike-through and code markers.
  /\*\*|__|~~|`+/g,
  // Heading hashes, quote marks and list bullets at the start of a line, with the space after them.
  /^[ \t]*(?:#{1,6}|>+|[-*+])[ \t]+/gm,
  // A link or image: the "!" and "[" before its text, and "](address)" after it.
  /!?\[(?=[^\]\n]*\]\([^)\s]*\))/g,
  /\]\([^)\s]*\)/g,
];

/** `true` at each index of `text` that is Markdown syntax. */
export function markdownSyntaxMask(text: string): boolean[] {
  const mask = new Array<boolean>(text.length).fill(false);
  for (const pattern of PATTERNS)
    for (const m of text.matchAll(pattern)) for (let i = m.index; i < m.index + m[0].length; i += 1) mask[i] = true;
  return mask;
}
