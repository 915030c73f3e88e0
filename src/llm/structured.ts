import OpenAI, { APIError } from 'openai';
import { err, type Result } from '../shared';
import { clientFor, type LlmMessage } from './client';
import { checkSettings, type LlmSettings } from './settings';
import { displayBaseURL, serverErrorText, toLlmError, type LlmError } from './errors';

export interface StructuredRequest<T> {
  model: string;
  messages: LlmMessage[];
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  parse: (raw: unknown) => Result<T, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_DETAIL = 300;

/** A 400/422 that says the server does not do `json_schema` (Ollama, LM Studio, older vLLM, DeepSeek …). */
export function rejectsJsonSchema(e: unknown): boolean {
  if (!(e instanceof APIError) || (e.status !== 400 && e.status !== 422)) return false;
  const text = `${serverErrorText(e)} ${e.message}`.toLowerCase();
  return /response_format|json_schema|not supported|unsupported/.test(text);
}

/** The fallback prompt: the schema travels in a system message; the mock server reads the name from it. */
export function schemaInstruction(schemaName: string, jsonSchema: Record<string, unknown>): LlmMessage {
  return {
    role: 'system',
    content:
      'Answer with one JSON object and nothing else: no prose, no code fences. ' +
      `It must match this JSON schema exactly; the JSON schema is named "${schemaName}":\n${JSON.stringify(jsonSchema)}`,
  };
}

function withInstruction(messages: LlmMessage[], instruction: LlmMessage): LlmMessage[] {
  const firstNonSystem = messages.findIndex((m) => m.role !== 'system');
  const at = firstNonSystem < 0 ? messages.length : firstNonSystem;
  return [...messages.slice(0, at), instruction, ...messages.slice(at)];
}

function stripCodeFence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  return fenced ? (fenced[1] ?? '') : text.trim();
}

const clip = (s: string) => (s.length > MAX_DETAIL ? `${s.slice(0, MAX_DETAIL)}…` : s);

/** `detail`: the model's own refusal or the parser's complaint, for the technical detail (never our prose). */
function malformed(detail?: string): LlmError {
  return detail ? { code: 'malformed', values: { detail } } : { code: 'malformed' };
}

/** Reads the answer's content as JSON and runs the caller's strict parser over it. */
function readAnswer<T>(
  completion: { choices?: { message?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }[] },
  req: StructuredRequest<T>,
): Result<T, LlmError> {
  const choice = completion.choices?.[0];
  if (choice?.message?.refusal) return err(malformed(clip(choice.message.refusal)));
  const content = choice?.message?.content;
  if (typeof content !== 'string' || !content.trim()) return err(malformed());
  let raw: unknown;
  try {
    raw = JSON.parse(stripCodeFence(content));
  } catch {
    return err(malformed(choice?.finish_reason === 'length' ? 'finish_reason: length' : undefined));
  }
  const parsed = req.parse(raw);
  return parsed.ok ? parsed : err(malformed(`${req.schemaName}: ${clip(parsed.error)}`));
}

/**
 * One structured-output call at temperature 0: `json_schema` strict first; if the endpoint rejects that,
 * once more with `json_object` and the schema described in a system message.
 */
export async function completeStructured<T>(settings: LlmSettings, req: StructuredRequest<T>): Promise<Result<T, LlmError>> {
  const checked = checkSettings(settings);
  if (!checked.ok) return checked;
  const { baseURL, apiKey } = checked.value;
  const client = clientFor(checked.value);

  // Our own timer covers the whole call (the SDK's timeout stops at the response headers).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  req.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (req.signal?.aborted) controller.abort();

  const base = { model: req.model, temperature: 0, stream: false } as const;
  const attempt = (params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming) =>
    client.chat.completions.create(params, { signal: controller.signal, maxRetries: 0 });

  try {
    let completion;
    try {
      completion = await attempt({
        ...base,
        messages: req.messages,
        response_format: { type: 'json_schema', json_schema: { name: req.schemaName, schema: req.jsonSchema, strict: true } },
      });
    } catch (e) {
      if (!rejectsJsonSchema(e)) throw e;
      completion = await attempt({
        ...base,
        messages: withInstruction(req.messages, schemaInstruction(req.schemaName, req.jsonSchema)),
        response_format: { type: 'json_object' },
      });
    }
    return readAnswer(completion, req);
  } catch (e) {
    if (timedOut)
      return err({
        code: 'timeout',
        values: { baseUrl: displayBaseURL(baseURL, apiKey), seconds: Math.round((req.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000) },
      });
    return err(toLlmError(e, baseURL, { operation: 'structured', model: req.model, apiKey }));
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onCallerAbort);
  }
}
