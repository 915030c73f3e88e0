import { hasAccessSecret } from './secrets/accessSecrets';
import { isChatExport } from './transcripts/chatExports';
import { hasContactHandle } from './contacts/contactHandles';
import { hasPaymentNumber } from './contacts/paymentNumbers';
import { hasDocumentShape } from './identifiers/documentShapes';
import { hasNamedIdentifier } from './identifiers/namedIds';
import { hasNationalIdentifier } from './identifiers/nationalIds';
import { hasNationalPhoneNumber } from './identifiers/nationalPhones';
import { hasNamedFewWordPhrase, hasSeedPhrase } from './identifiers/seedPhrases';
import { hasCodedThing } from './secrets/codedThings';
import { hasSentCode } from './secrets/sentCodes';
import { hasCredentialWithValue, hasIdentifierWithValue } from './lexiconGates';
import { hasSpelledEmail } from './contacts/spelledEmails';
import { hasHomeLocation } from './contacts/homeLocation';
import { hasBankAccountNumber } from './identifiers/bankAccounts';
import { hasSpelledAddress } from './contacts/spelledAddress';
import { hasVehicleIdentifier } from './identifiers/vehicleIds';
import { hasServiceAccount } from './identifiers/serviceAccounts';
import { hasLocalStreetAddress } from './contacts/localAddress';
import { hasPersonalKeyword } from './personalKeywords';
import { hasRoleLabels } from './transcripts/roleLabels';
import { hasSaidLabels } from './transcripts/saidLabels';
import { hasRuntimeShape } from './secrets/runtimeShapes';
import { hasPastedRuntime } from './secrets/pastedRuntime';
import { hasTimedTurns } from './transcripts/timedTurns';
import { hasRunOnTurns } from './transcripts/runOnTurns';
import { readMisspelledCredentials } from './secrets/misspelledCredentials';
import { readSpellingAlphabets } from './contacts/spellingAlphabets';
import { hasPartialSecret } from './secrets/partialSecrets';
import { hasShortSpokenCode } from './secrets/shortSpokenCodes';

// The additions to gates 8–10 for every language, one entry point per gate so that the older gate files each gain
// a single call. Every function expects the canonical form (canonical.ts).

// A value dictated with a spelling alphabet ("NI number Yankee Charlie 3 1 5 5 2 9 Delta") is judged as written: the
// identifier rules read the text with each dictated run spelled out. Texts without such a run cost one search.
function hasDictatedIdentifier(text: string): boolean {
  const read = readSpellingAlphabets(text);
  if (read === text) return false;
  return (
    hasPersonalKeyword(read) ||
    hasIdentifierWithValue(read) ||
    hasNamedIdentifier(read) ||
    hasNationalIdentifier(read) ||
    hasDocumentShape(read)
  );
}

/** Gate 8: identifiers, addresses and e-mail addresses in the words and shapes of every lexicon language. */
// `shapes` is the text the number shapes read: without the values a reference word names (an order or a
// tracking number), which the keyword rules still read in `text`.
export const hasLocalPersonalInfo = (text: string, shapes: string = text): boolean =>
  hasIdentifierWithValue(text) ||
  hasNamedIdentifier(text) ||
  hasSpelledEmail(text) ||
  hasContactHandle(text) ||
  hasPaymentNumber(shapes) ||
  hasLocalStreetAddress(text) ||
  hasHomeLocation(text) ||
  hasSpelledAddress(text) ||
  hasBankAccountNumber(shapes) ||
  hasVehicleIdentifier(text) ||
  hasServiceAccount(text) ||
  hasNationalIdentifier(shapes) ||
  hasNationalPhoneNumber(shapes) ||
  hasDocumentShape(shapes) ||
  hasDictatedIdentifier(text);

/** Gate 9: credentials with their value in every lexicon language, and raw runtime data by its shape. */
export const hasLocalSecret = (text: string): boolean =>
  hasCredentialWithValue(text) ||
  hasCodedThing(text) ||
  hasSentCode(text) ||
  hasAccessSecret(text) ||
  hasSeedPhrase(text) ||
  hasNamedFewWordPhrase(text) ||
  hasRuntimeShape(text) ||
  hasPastedRuntime(text) ||
  hasMisspelledCredential(text) ||
  hasShortSpokenCode(text) ||
  hasPartialSecret(text);

// A credential word typed with one slip ("Paswort: …", "비빌번호는 …") is read as the word (misspelledCredentials.ts).
function hasMisspelledCredential(text: string): boolean {
  const read = readMisspelledCredentials(text);
  return read !== text && hasCredentialWithValue(read);
}

/** Gate 10: dialogue labels of every lexicon language, and chat exports, subtitles and reply chains by shape. */
export const hasLocalTranscript = (text: string): boolean =>
  hasRoleLabels(text) || isChatExport(text) || hasTimedTurns(text) || hasRunOnTurns(text) || hasSaidLabels(text);
