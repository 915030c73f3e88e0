import { err, ok, type Result } from '../../shared';
import { MEMORY_TYPES } from '../../shared';
import { MEMORY_ACTIONS, POLARITIES, STABILITIES } from '../record/schema';

// The response_format sent to the model. OpenAI strict structured output demands that every key is
// required and no others are allowed, so optional fields are nullable instead of omitted.

export const EXTRACTION_SCHEMA_NAME = 'memory_candidates';
export const MAX_CANDIDATES = 5;

/** Signals a model may give; `pinned_decision_signal` belongs to the promotion path only. */
const MODEL_SOURCE_SIGNALS = ['explicit_memory_intent', 'implicit_stable_preference', 'standing_instruction_signal', 'forget_or_negation'];

const nullableString = { type: ['string', 'null'] } as const;

export const extractionJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['candidates'],
  properties: {
    candidates: {
      type: 'array',
      maxItems: MAX_CANDIDATES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'type',
          'text',
          'tags',
          'confidence',
          'stability',
          'identity',
          'action',
          'sourceSignal',
          'reason',
          'conflictSignal',
          'evidence',
        ],
        properties: {
          type: { type: 'string', enum: [...MEMORY_TYPES] },
          text: { type: 'string' },
          tags: { type: ['array', 'null'], items: { type: 'string' } },
          confidence: { type: 'number' },
          stability: { type: 'string', enum: [...STABILITIES] },
          identity: {
            type: 'object',
            additionalProperties: false,
            required: ['subject', 'facet', 'polarity'],
            properties: {
              subject: { type: 'string' },
              facet: nullableString,
              polarity: { type: ['string', 'null'], enum: [...POLARITIES, null] },
            },
          },
          action: { type: 'string', enum: [...MEMORY_ACTIONS] },
          sourceSignal: { type: ['string', 'null'], enum: [...MODEL_SOURCE_SIGNALS, null] },
          reason: nullableString,
          conflictSignal: { type: ['boolean', 'null'] },
          // The user's own words, verbatim, that support the candidate; checkGrounding decides if they do.
          evidence: nullableString,
        },
      },
    },
  },
} as const;

export interface ExtractionParseError {
  readonly code: 'malformed_output';
  readonly message: string;
}

const malformed = (message: string) => err<ExtractionParseError>({ code: 'malformed_output', message });

/** Some local servers wrap JSON in a Markdown fence even in JSON mode. */
const unfence = (s: string): string => s.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');

/**
 * Top-level check only: `{ candidates: [...] }` with at most 5 entries, or the job fails.
 * Each returned candidate is still untrusted and goes through `validateCandidate` on its own, so one
 * bad candidate never sinks the others.
 */
export function parseExtractionResponse(raw: unknown): Result<unknown[], ExtractionParseError> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(unfence(raw));
    } catch {
      return malformed('the answer is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return malformed('the answer is not a JSON object');
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== 'candidates') return malformed('the answer must have exactly one key, "candidates"');
  const candidates: unknown = (value as { candidates: unknown }).candidates;
  if (!Array.isArray(candidates)) return malformed('"candidates" is not an array');
  if (candidates.length > MAX_CANDIDATES) return malformed(`more than ${MAX_CANDIDATES} candidates`);
  return ok([...candidates]);
}
