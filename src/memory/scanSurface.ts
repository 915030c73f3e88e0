import { canonicalize } from './canonical';
import { isTranscript } from './contentGates';
import { containsOwnSecret, hasSecretOrRuntimeData } from './secrets';
import { hasIdentifierNumber, hasSensitivePersonalInfo } from './sensitiveInfo';

// One scanning surface for gates 8–10 (issue 10, point 1): every string the candidate would store is
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
  /** The user's own API key(s), never to be stored (issue 10, point 4). */
  readonly secrets?: readonly string[];
}

/** The fields one under another, and run together (a value split across two fields joins up again). */
export const surfacesOf = (fields: Pick<ScanFields, 'given' | 'stored'>): string[] => [
  canonicalize([...fields.given, ...fields.stored].join('\n')),
  canonicalize(fields.stored.join('')),
];

/** The first content gate (8, 9, 10, in SPEC order) the fields fail, if any. */
export function judgeContent(fields: ScanFields, options: ScanOptions = {}): ContentVerdict | undefined {
  const surfaces = surfacesOf(fields);
  if (surfaces.some(hasSensitivePersonalInfo) || fields.keyForms.some((k) => hasIdentifierNumber(canonicalize(k)))) return 'sensitive_personal_information';
  if (surfaces.some(hasSecretOrRuntimeData)) return 'raw_runtime_state';
  if (options.secrets?.length && surfaces.some((s) => containsOwnSecret(s, options.secrets ?? []))) return 'raw_runtime_state';
  if (isTranscript(surfaces[0] ?? '')) return 'full_transcript';
  return undefined;
}
