import { hasAccessSecret } from './accessSecrets';
import { isChatExport } from './chatExports';
import { hasDocumentShape } from './identifiers/documentShapes';
import { hasNamedIdentifier } from './identifiers/namedIds';
import { hasNationalIdentifier } from './identifiers/nationalIds';
import { hasNationalPhoneNumber } from './identifiers/nationalPhones';
import { hasSeedPhrase } from './identifiers/seedPhrases';
import { hasCredentialWithValue, hasIdentifierWithValue, hasSpelledEmail } from './lexiconGates';
import { hasLocalStreetAddress } from './localAddress';
import { hasRoleLabels } from './roleLabels';
import { hasRuntimeShape } from './runtimeShapes';

// The additions to gates 8–10 for every language, one entry point per gate so that the older gate files each gain
// a single call. Every function expects the canonical form (canonical.ts).

/** Gate 8: identifiers, addresses and e-mail addresses in the words and shapes of every lexicon language. */
// `shapes` is the text the number shapes read: without the values a reference word names (an order or a
// tracking number), which the keyword rules still read in `text`.
export const hasLocalPersonalInfo = (text: string, shapes: string = text): boolean =>
  hasIdentifierWithValue(text) ||
  hasNamedIdentifier(text) ||
  hasSpelledEmail(text) ||
  hasLocalStreetAddress(text) ||
  hasNationalIdentifier(shapes) ||
  hasNationalPhoneNumber(shapes) ||
  hasDocumentShape(shapes);

/** Gate 9: credentials with their value in every lexicon language, and raw runtime data by its shape. */
export const hasLocalSecret = (text: string): boolean =>
  hasCredentialWithValue(text) || hasAccessSecret(text) || hasSeedPhrase(text) || hasRuntimeShape(text);

/** Gate 10: dialogue labels of every lexicon language, and chat exports, subtitles and reply chains by shape. */
export const hasLocalTranscript = (text: string): boolean => hasRoleLabels(text) || isChatExport(text);
