import { CREDENTIAL_SHAPES } from './credentialCatalogue';

// Scrubbing of text that is shown or stored (a server's error body, a base URL): every credential
// shape the memory gates refuse is cut out here too, so a key of another provider echoed by a server
// never reaches the screen or the database. One catalogue, two uses.

export const REDACTED = '[redacted]';

/** The catalogue's patterns, made global so every occurrence is replaced. */
const SHAPES: readonly RegExp[] = CREDENTIAL_SHAPES.map(
  ({ pattern }) => new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
);

// A private key's header is what the catalogue recognises; the key material follows it, up to the
// footer or, in a clipped body, to the end of the text.
const KEY_BLOCK =
  /-{3,}\s*BEGIN [A-Z0-9 ]*PRIVATE KEY[\s\S]*?(?:END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?\s*-*|$)|PuTTY-User-Key-File-\d[\s\S]*/gi;

/** Replaces every known credential shape in `text` with `[redacted]`. */
export function redactCredentials(text: string): string {
  return SHAPES.reduce((out, re) => out.replace(re, REDACTED), text.replace(KEY_BLOCK, REDACTED));
}
