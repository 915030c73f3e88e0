/**
 * One chat's sampling parameters, as the user typed them in its options. Absent: the endpoint's default,
 * so nothing is sent and a server that rejects a parameter never sees it.
 */
export interface Sampling {
  readonly temperature?: number;
  readonly maxTokens?: number;
}

/** The range OpenAI-compatible endpoints accept for temperature. */
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 2;
/** Answers longer than this would not fit any current model's output. */
export const MAX_TOKENS_MIN = 1;
export const MAX_TOKENS_MAX = 1_000_000;

/** Why a typed value was refused; the UI words it. */
export type SamplingProblem = 'notNumber' | 'notWhole' | 'outOfRange';

export type ParsedSampling = { ok: true; value: number | undefined } | { ok: false; problem: SamplingProblem };

/** A decimal as people type it: "0.7", ",7" and "0,7" alike; empty means "the default". */
function parseDecimal(text: string): number | null | undefined {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return undefined;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function parseTemperature(text: string): ParsedSampling {
  const value = parseDecimal(text);
  if (value === undefined) return { ok: true, value: undefined };
  if (value === null) return { ok: false, problem: 'notNumber' };
  if (value < TEMPERATURE_MIN || value > TEMPERATURE_MAX) return { ok: false, problem: 'outOfRange' };
  return { ok: true, value };
}

export function parseMaxTokens(text: string): ParsedSampling {
  const value = parseDecimal(text.replace(/[\s_]/g, ''));
  if (value === undefined) return { ok: true, value: undefined };
  if (value === null) return { ok: false, problem: 'notNumber' };
  if (!Number.isInteger(value)) return { ok: false, problem: 'notWhole' };
  if (value < MAX_TOKENS_MIN || value > MAX_TOKENS_MAX) return { ok: false, problem: 'outOfRange' };
  return { ok: true, value };
}

/** Whether stored values are ones the form could have produced (stored settings are untrusted). */
export const isValidTemperature = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= TEMPERATURE_MIN && value <= TEMPERATURE_MAX;
export const isValidMaxTokens = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MAX_TOKENS_MIN && value <= MAX_TOKENS_MAX;
