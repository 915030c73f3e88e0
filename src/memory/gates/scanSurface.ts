import { canonicalize, spellsLongNumber } from './canonical';
import { isDialogue, isTranscript } from './contentGates';
import { hasQuotedChatRequest } from './transcripts/quotedRequests';
import { containsOwnSecret, hasSecretOrRuntimeData } from './secrets/secrets';
import { hasNamedIdentifier } from './identifiers/namedIds';
import { hasWordWithValueField } from './lexiconGates';
import { hasStreetWithHouseField } from './contacts/splitAddress';
import { foldScannedNumbers } from './contacts/ocrDigits';
import { readDictatedRuns } from './contacts/dictatedLetters';
import { hasSpokenCode } from './secrets/spokenCodes';
import { hasIdentifierNumber, hasSensitivePersonalInfo, withoutReferences } from './sensitiveInfo';

// One scanning surface for gates 8–10: every string the candidate would store is
// judged together, in canonical form, so nothing can hide by being split across fields ("sk-proj-" in
// the text, the rest in a tag) or by being written in another script.

export type ContentVerdict = 'sensitive_personal_information' | 'raw_runtime_state' | 'full_transcript';

export interface ScanFields {
  /** Each field as given (normalised, line breaks kept) and as stored (whitespace collapsed). */
  readonly given: readonly string[];
  readonly stored: readonly string[];
  /** Key forms (final tags, stable key): judged for identifier numbers only, since they break e-mails. */
  readonly keyForms: readonly string[];
}

export interface ScanOptions {
  /** The user's own API key(s), never to be stored. */
  readonly secrets?: readonly string[];
}

/**
 * Stored fields run together, one joining per line: every field in order (with and without spaces), each field run into
 * the next, and the text with each later field. A value split across fields joins up again ("sk-proj-…" + "…rest",
 * "tod" + "ay", "PRIVATE" + "KEY"), and a field run into the next ends where that one ends, so no word glues to an
 * unrelated one.
 */
function fieldPairs(stored: readonly string[]): string {
  const present = stored.filter((s) => s.length > 0);
  // Every field in order, for a value spread over three or more fields. Both with and without a space: storage trims
  // each field, so a split at a space loses the space.
  const pairs = [present.join(''), present.join(' ')];
  // The line with spaces already joins each field to the next, a space after it as after any word. Run together with no
  // space, a field glues to the next one's letters ("…NullPointerException" + "background"), so each field is also run
  // into the next alone, ending where that one ends.
  for (let j = 1; j < present.length; j += 1) pairs.push(`${present[j - 1]}${present[j]}`);
  // The text with each later field it does not stand beside, both ways.
  for (let j = 2; j < present.length; j += 1) pairs.push(`${present[0]}${present[j]}`, `${present[0]} ${present[j]}`);
  return [...new Set(pairs)].join('\n');
}

/**
 * The fields one under another, each distinct string once (a field as given is most often the very string stored, and
 * a line twice adds nothing to read but the time to read it), and joined in pairs (a value split across two fields joins
 * up again).
 */
export const surfacesOf = (fields: Pick<ScanFields, 'given' | 'stored'>): string[] => [
  canonicalize([...new Set([...fields.given, ...fields.stored])].join('\n')),
  canonicalize(fieldPairs(fields.stored)),
];

// A field that is only a number, and the digit runs of the others: "card 4012 8888 で払う" with the tag
// "8888 1881" holds one card number, wherever in the text its first half stands.
const BARE_NUMBER = /^[\d\s\-./()+]*\d[\d\s\-./()+]*$/;
const DIGIT_RUN = /\+?\d+(?:[ \-./]\d+)*/g;

/** Each digit run of a field beside each field that is only a number, both ways, one pair per line. */
function numberJoins(stored: readonly string[]): string {
  const bare = stored.filter((f) => BARE_NUMBER.test(f));
  if (bare.length === 0) return '';
  const lines: string[] = [];
  for (const b of bare)
    for (const f of stored) if (f !== b) for (const m of f.matchAll(DIGIT_RUN)) lines.push(`${m[0]} ${b.trim()}`, `${b.trim()} ${m[0]}`);
  return lines.join('\n');
}

/** A field whose scanned numbers, their look-alike letters read as digits, hold what gate 8 refuses (ocrDigits.ts). */
function readsAsScannedNumber(field: string): boolean {
  const folded = foldScannedNumbers(field);
  return folded !== field && hasSensitivePersonalInfo(canonicalize(folded));
}

/** A field whose runs dictated letter by letter, read back, hold what gate 8 refuses (dictatedLetters.ts). */
const readsAsDictatedValue = (field: string): boolean =>
  readDictatedRuns(field).some((read) => read !== field && hasSensitivePersonalInfo(canonicalize(read)));

/** The first content gate (8, 9, 10, in that order) the fields fail, if any. */
export function judgeContent(fields: ScanFields, options: ScanOptions = {}): ContentVerdict | undefined {
  const surfaces = surfacesOf(fields);
  // The fields repeat (a field as given is often the same string as stored; the subject and the default tag
  // recur), so each string is brought to canonical form once per call.
  const canonical = new Map<string, string>();
  const canon = (s: string): string => {
    const known = canonical.get(s);
    if (known !== undefined) return known;
    const form = canonicalize(s);
    canonical.set(s, form);
    return form;
  };
  const stored = fields.stored.map(canon);
  const joins = numberJoins(stored);
  if (
    surfaces.some(hasSensitivePersonalInfo) ||
    (joins !== '' && hasSensitivePersonalInfo(joins)) ||
    fields.stored.some(spellsLongNumber) ||
    fields.stored.some(readsAsScannedNumber) ||
    fields.stored.some(readsAsDictatedValue) ||
    fields.keyForms.some((k) => hasIdentifierNumber(withoutReferences(canon(k))) || hasNamedIdentifier(canon(k))) ||
    hasWordWithValueField(stored) ||
    hasStreetWithHouseField(stored)
  )
    return 'sensitive_personal_information';
  if (surfaces.some(hasSecretOrRuntimeData) || fields.stored.some(hasSpokenCode)) return 'raw_runtime_state';
  if (options.secrets?.length && surfaces.some((s) => containsOwnSecret(s, options.secrets ?? []))) return 'raw_runtime_state';
  // A dialogue is judged per field and per joined pair (one per line of the pairs surface), never on
  // the whole surface, which repeats a field in several forms.
  // Each distinct unit once: a field as given is often the very string stored.
  const units = new Set([...fields.given, ...fields.stored].map(canon).concat((surfaces[1] ?? '').split('\n')));
  if (surfaces.some(isTranscript) || [...units].some(isDialogue) || surfaces.some(hasQuotedChatRequest)) return 'full_transcript';
  return undefined;
}

/** Whether a short text read from an untrusted record (a key, a label) may be shown: nothing sensitive or secret in it. */
export function isSafeToShow(text: string): boolean {
  const scanned = canonicalize(text);
  return !hasSensitivePersonalInfo(scanned) && !hasSecretOrRuntimeData(scanned);
}
