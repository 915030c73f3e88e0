import { err, ok, type Result } from '../shared';
import { clientFor } from './client';
import { EMBED_BATCH_MAX } from './limits';
import { checkSettings, type LlmSettings } from './settings';
import { displayBaseURL, toLlmError, type LlmError } from './errors';

// The embeddings call (POST /embeddings) of an OpenAI-compatible endpoint, for meaning-based recall.
// Same endpoint and key as chat; what is sent is the text to embed and nothing else.

/** Asked of models that can shorten their vectors: less to store and to compare, little lost. */
export const REDUCED_DIMENSION = 512;

/**
 * The `dimensions` to ask for: OpenAI's text-embedding-3 family (under any provider prefix) accepts a
 * shorter vector; other models reject or ignore the field, so it is not sent to them.
 */
export function requestedDimensions(model: string): number | undefined {
  return /(^|[/:])text-embedding-3-(small|large)\b/i.test(model.trim()) ? REDUCED_DIMENSION : undefined;
}

export interface EmbedRequest {
  model: string;
  inputs: readonly string[];
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface Embeddings {
  vectors: Float32Array[];
  dimension: number;
}

/** Embeds up to EMBED_BATCH_MAX texts; answers in input order, all with one dimension, or an LlmError. */
export async function embedTexts(settings: LlmSettings, request: EmbedRequest): Promise<Result<Embeddings, LlmError>> {
  const checked = checkSettings(settings);
  if (!checked.ok) return checked;
  const { baseURL, apiKey } = checked.value;
  const model = request.model.trim();
  if (!model) return err({ code: 'no_embedding_model' });
  if (request.inputs.length === 0) return ok({ vectors: [], dimension: 0 });
  if (request.inputs.length > EMBED_BATCH_MAX) return err({ code: 'too_many_inputs', values: { limit: EMBED_BATCH_MAX } });
  const dimensions = requestedDimensions(model);
  try {
    const response = await clientFor(checked.value).embeddings.create(
      { model, input: [...request.inputs], encoding_format: 'float', ...(dimensions ? { dimensions } : {}) },
      { signal: request.signal, timeout: request.timeoutMs ?? 30_000, maxRetries: 0 },
    );
    return parseEmbeddings(response as unknown, request.inputs.length, displayBaseURL(baseURL, apiKey));
  } catch (e) {
    return err(toLlmError(e, baseURL, { operation: 'embeddings', model, apiKey }));
  }
}

/** Checks the answer's shape: one numeric vector per input, by index, all of one length. */
export function parseEmbeddings(body: unknown, count: number, where: string): Result<Embeddings, LlmError> {
  const malformed = err<LlmError>({ code: 'malformed', values: { baseUrl: where } });
  const data = (body as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length !== count) return malformed;
  const vectors: Float32Array[] = new Array(count);
  for (const [position, item] of data.entries()) {
    const raw = (item as { embedding?: unknown })?.embedding;
    // Some servers answer base64 (little-endian float32) even when asked for floats.
    const embedding = typeof raw === 'string' ? decodeBase64Floats(raw) : raw;
    const index = (item as { index?: unknown })?.index;
    const at = typeof index === 'number' && Number.isInteger(index) ? index : position;
    if (!Array.isArray(embedding) || embedding.length === 0 || at < 0 || at >= count || vectors[at]) return malformed;
    if (!embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) return malformed;
    vectors[at] = Float32Array.from(embedding as number[]);
  }
  const dimension = vectors[0]?.length ?? 0;
  if (vectors.some((v) => !v || v.length !== dimension)) return malformed;
  return ok({ vectors, dimension });
}

/** Base64 of little-endian float32 values, as the OpenAI API sends with `encoding_format: 'base64'`. */
function decodeBase64Floats(text: string): number[] | null {
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    if (bytes.length === 0 || bytes.length % 4 !== 0) return null;
    const view = new DataView(bytes.buffer);
    return Array.from({ length: bytes.length / 4 }, (_, i) => view.getFloat32(i * 4, true));
  } catch {
    return null;
  }
}
