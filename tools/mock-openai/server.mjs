// A loopback OpenAI-compatible model server for tests and the keyless demo. Node built-ins only.
// Deterministic by default; tests steer it through the /__mock/* control API (see server.d.mts).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { demoChatReply, demoChecklist, demoMemoryCandidates, demoStepReply, demoToolReply } from './demo.mjs';
import { embeddingsAnswer } from './embeddings.mjs';
import { answerFault, authorizationTrace, isFaultReply } from './faults.mjs';

const DEFAULT_OPTIONS = Object.freeze({
  chunkDelayMs: 30,
  firstTokenDelayMs: 0,
  rejectJsonSchema: false,
  rejectKeys: [],
  models: ['mock-chat', 'mock-memory'],
  demo: false,
});

const ERROR_TEXT = {
  400: ['Bad request.', 'invalid_request_error'],
  401: ['Incorrect API key provided.', 'invalid_request_error'],
  403: ['You are not allowed to use this resource.', 'permission_error'],
  404: ['The model does not exist or you do not have access to it.', 'invalid_request_error'],
  422: ['Unprocessable request.', 'invalid_request_error'],
  429: ['Rate limit reached. Please try again later.', 'rate_limit_error'],
  500: ['The server had an error while processing your request.', 'server_error'],
  502: ['Bad gateway.', 'server_error'],
  503: ['The service is temporarily unavailable.', 'server_error'],
};

const JSON_SCHEMA_REJECTION = "response_format json_schema not supported by this server; use {type: 'json_object'}.";

const sleep = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

// Echo the requested headers back: survives any change in the SDK's x-stainless-* set. A `*` wildcard would not cover Authorization by the Fetch spec, and without CORS headers
// the SDK reports a connection error after retrying.
function corsHeaders(req) {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Expose-Headers': 'retry-after, retry-after-ms, x-request-id',
    'Access-Control-Max-Age': '600',
    Vary: 'Access-Control-Request-Headers',
  };
}

function sendJson(res, status, body, extraHeaders = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...res.cors, ...extraHeaders });
  res.end(JSON.stringify(body));
}

function sendError(res, status, message, extraHeaders = {}) {
  const [fallback, type] = ERROR_TEXT[status] ?? [`Error ${status}.`, status >= 500 ? 'server_error' : 'invalid_request_error'];
  sendJson(res, status, { error: { message: message ?? fallback, type, param: null, code: null } }, extraHeaders);
}

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if (!raw.trim()) return {};
  return JSON.parse(raw);
}

/** Plain text of a message's content (string, or an array of content parts). */
export function messageText(message) {
  const content = message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p === 'string' ? p : (p?.text ?? ''))).join('');
  return '';
}

function lastUserText(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]?.role === 'user') return messageText(messages[i]);
  return '';
}

const KNOWN_SCHEMAS = ['memory_candidates', 'thread_compaction', 'task_checklist'];

/** The schema a structured request asks for: its json_schema name, or for json_object a marker in a system message. */
function schemaNameOf(body) {
  const format = body.response_format;
  if (!format || typeof format !== 'object') return null;
  if (format.type === 'json_schema') return format.json_schema?.name ?? null;
  const system = (body.messages ?? [])
    .filter((m) => m?.role === 'system')
    .map(messageText)
    .join('\n');
  const named = /schema (?:is )?named "([\w-]+)"/i.exec(system);
  if (named) return named[1];
  return KNOWN_SCHEMAS.find((name) => system.includes(name)) ?? null;
}

function classify(body) {
  if (body.response_format) return 'structured';
  if (Array.isArray(body.tools) && body.tools.length > 0) return 'tools';
  return 'chat';
}

function matches(reply, request) {
  const m = reply.match ?? {};
  // /v1/models answers only replies that ask for it by kind, so a catch-all chat reply is not eaten by it.
  if (request.kind === 'models' && m.kind !== 'models') return false;
  if (request.kind === 'embeddings' && m.kind !== 'embeddings') return false;
  if (m.kind && m.kind !== request.kind) return false;
  if (m.schemaName && m.schemaName !== request.schemaName) return false;
  if (m.model && m.model !== request.model) return false;
  if (m.lastUserContains && !lastUserText(request.body).includes(m.lastUserContains)) return false;
  if (m.anyMessageContains && !(request.body.messages ?? []).some((msg) => messageText(msg).includes(m.anyMessageContains))) return false;
  return true;
}

/** Splits text into word-sized pieces (spaces kept) so that a stream arrives in several chunks. */
export function wordChunks(text) {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  return pieces.length > 0 ? pieces : [text];
}

function defaultContent(request, options) {
  const userText = lastUserText(request.body);
  if (request.kind !== 'structured')
    return options.demo ? (demoStepReply(userText) ?? demoChatReply(request.body)) : `Mock reply to: ${userText}`;
  if (request.schemaName === 'memory_candidates') return JSON.stringify({ candidates: options.demo ? demoMemoryCandidates(userText) : [] });
  if (request.schemaName === 'task_list' && options.demo) return JSON.stringify(demoChecklist(userText));
  if (request.schemaName === 'thread_compaction') {
    const gist = userText
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 160)
      .replace(/[.!?。！？]+$/, '');
    return JSON.stringify({ summary: `Earlier turns covered: ${gist || 'a short exchange'}.`, pinnedDecisions: [] });
  }
  return '{}';
}

function replyContent(reply, request, options) {
  if (reply.raw !== undefined) return reply.raw;
  if (reply.json !== undefined) return JSON.stringify(reply.json);
  if (reply.text !== undefined) return reply.text;
  if (reply.chunks) return reply.chunks.join('');
  if (reply.toolCalls) return null;
  return defaultContent(request, options);
}

function toolCallsOf(reply) {
  return (reply.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_mock_${i + 1}`,
    type: 'function',
    function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}) },
  }));
}

function usageOf(request, content) {
  const prompt = Math.ceil(JSON.stringify(request.body.messages ?? []).length / 4);
  const completion = Math.ceil((content ?? '').length / 4);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

function destroyMidway(res) {
  res.socket?.destroy();
}

const reasoningOf = (reply) => reply.reasoning ?? reply.reasoningChunks?.join('') ?? '';
const reasoningFieldOf = (reply) => reply.reasoningField ?? 'reasoning_content';

async function answerJson(res, request, reply, options, meta) {
  const content = replyContent(reply, request, options);
  const toolCalls = toolCallsOf(reply);
  await sleep(reply.firstTokenDelayMs ?? options.firstTokenDelayMs);
  if (reply.dropAfterChunks !== undefined) return destroyMidway(res);
  const reasoning = reasoningOf(reply);
  const message = {
    role: 'assistant',
    content,
    refusal: null,
    ...(reasoning ? { [reasoningFieldOf(reply)]: reasoning } : {}),
    ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
  };
  sendJson(res, 200, {
    ...meta,
    object: 'chat.completion',
    choices: [{ index: 0, message, finish_reason: toolCalls.length ? 'tool_calls' : 'stop', logprobs: null }],
    usage: usageOf(request, content),
  });
}

async function answerStream(res, request, reply, options, meta) {
  const content = replyContent(reply, request, options);
  const toolCalls = toolCallsOf(reply);
  const chunkDelay = reply.chunkDelayMs ?? options.chunkDelayMs;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    ...res.cors,
  });
  const send = (delta, finishReason = null, extra = {}) =>
    res.write(
      `data: ${JSON.stringify({ ...meta, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }], ...extra })}\n\n`,
    );

  send({ role: 'assistant', content: '' });
  await sleep(reply.firstTokenDelayMs ?? options.firstTokenDelayMs);
  // A reasoning model thinks (in its own field) before it answers.
  const thoughts = reply.reasoningChunks ?? (reply.reasoning ? wordChunks(reply.reasoning) : []);
  for (const [i, piece] of thoughts.entries()) {
    if (i > 0) await sleep(chunkDelay);
    if (res.destroyed) return;
    send({ [reasoningFieldOf(reply)]: piece });
  }
  if (thoughts.length > 0) await sleep(chunkDelay);
  const pieces = reply.chunks ?? (content ? wordChunks(content) : []);
  let sent = 0;
  for (const piece of pieces) {
    if (sent > 0) await sleep(chunkDelay);
    if (res.destroyed) return;
    if (reply.dropAfterChunks !== undefined && sent >= reply.dropAfterChunks) return destroyMidway(res);
    send({ content: piece });
    sent++;
  }
  for (const [index, call] of toolCalls.entries()) {
    await sleep(chunkDelay);
    send({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] });
    send({ tool_calls: [{ index, function: { arguments: call.function.arguments } }] });
  }
  if (reply.dropAfterChunks !== undefined) return destroyMidway(res);
  send({}, toolCalls.length ? 'tool_calls' : 'stop');
  if (request.body.stream_options?.include_usage)
    res.write(`data: ${JSON.stringify({ ...meta, object: 'chat.completion.chunk', choices: [], usage: usageOf(request, content) })}\n\n`);
  res.write('data: [DONE]\n\n');
  res.end();
}

function createState(initial) {
  const base = { ...DEFAULT_OPTIONS, ...initial };
  const state = { queue: [], rules: [], log: [], seq: 0, options: { ...base }, held: [] };
  const release = () => {
    for (const resume of state.held.splice(0)) resume();
  };
  return {
    state,
    /** Waits until `release` (or `reset`) is called, or `ms` have passed. */
    hold(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        state.held.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    release,
    reset() {
      release();
      state.queue = [];
      state.rules = [];
      state.log = [];
      state.seq = 0;
      state.options = { ...base };
    },
    script(replies) {
      state.queue.push(...replies.map((r) => ({ ...r, remaining: r.times ?? 1 })));
    },
    addRules(rules) {
      state.rules.push(...rules.map((r) => ({ ...r, remaining: r.times ?? Infinity })));
    },
    setOptions(patch) {
      state.options = { ...state.options, ...patch };
    },
    log() {
      return state.log.map((entry) => ({ ...entry }));
    },
  };
}

/** The reply for a request: first matching scripted reply, else first matching rule, else none (defaults). */
function takeReply(state, request) {
  for (const list of [state.queue, state.rules]) {
    const index = list.findIndex((r) => matches(r, request));
    if (index < 0) continue;
    const reply = list[index];
    // A json_schema rejection is not the reply's real answer: keep it for the json_object retry.
    const rejectsThis = reply.rejectJsonSchema && request.body.response_format?.type === 'json_schema';
    if (reply.mergeCandidates) return mergedCandidates(list, request, rejectsThis);
    if (!rejectsThis && --reply.remaining <= 0) list.splice(index, 1);
    return reply;
  }
  return {};
}

/**
 * One extraction request may cover several turns (a batch): every matching reply marked `mergeCandidates`
 * answers it together, their candidates joined in order, as a model would propose each turn's facts.
 */
function mergedCandidates(list, request, keep) {
  const matching = list.filter((r) => r.mergeCandidates && matches(r, request));
  const candidates = matching.flatMap((r) => r.json?.candidates ?? []);
  const delayMs = Math.max(0, ...matching.map((r) => r.delayMs ?? 0));
  if (!keep) for (const r of matching) if (--r.remaining <= 0) list.splice(list.indexOf(r), 1);
  return { ...matching[0], json: { candidates }, delayMs };
}

function bearerToken(req) {
  const header = req.headers.authorization ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  return m ? m[1].trim() : '';
}

async function handleControl(req, res, path, control) {
  const body = req.method === 'POST' ? await readJson(req) : {};
  const replies = (v) => (Array.isArray(v) ? v : []);
  if (req.method === 'GET' && path === '/__mock/log') return sendJson(res, 200, control.log());
  if (req.method === 'POST' && path === '/__mock/reset') control.reset();
  else if (req.method === 'POST' && path === '/__mock/script') control.script(replies(body.replies));
  else if (req.method === 'POST' && path === '/__mock/rules') control.addRules(replies(body.rules));
  else if (req.method === 'POST' && path === '/__mock/options') control.setOptions(body ?? {});
  else if (req.method === 'POST' && path === '/__mock/release') control.release();
  else return sendError(res, 404, `Unknown control endpoint ${req.method} ${path}.`);
  return sendJson(res, 200, { ok: true });
}

async function handleApi(req, res, path, control) {
  const { state } = control;
  const options = state.options;
  let body = {};
  if (req.method === 'POST') {
    try {
      body = await readJson(req);
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.');
    }
  }
  const isChat = req.method === 'POST' && path === '/v1/chat/completions';
  const isEmbeddings = req.method === 'POST' && path === '/v1/embeddings';
  const kind = isChat ? classify(body) : path === '/v1/models' ? 'models' : isEmbeddings ? 'embeddings' : 'other';
  const request = { kind, body, model: body.model ?? null, schemaName: kind === 'structured' ? schemaNameOf(body) : null };
  const entry = {
    seq: ++state.seq,
    at: new Date().toISOString(),
    method: req.method,
    path,
    kind,
    model: request.model,
    schemaName: request.schemaName,
    stream: body.stream === true,
    body,
    authorizationPresent: typeof req.headers.authorization === 'string' && req.headers.authorization.length > 0,
    ...authorizationTrace(req),
    status: 200,
  };
  state.log.push(entry);
  const fail = (status, message, headers) => {
    entry.status = status;
    sendError(res, status, message, headers);
  };

  const token = bearerToken(req);
  if (!token) return fail(401, 'You didn\'t provide an API key. Send it as "Authorization: Bearer <key>".');
  if (options.rejectKeys.includes(token)) return fail(401, 'Incorrect API key provided.');
  if (kind === 'other') return fail(404, `Unknown endpoint ${req.method} ${path}.`);

  // A server without json_schema support refuses before any scripted reply is spent.
  const asksJsonSchema = body.response_format?.type === 'json_schema';
  if (options.rejectJsonSchema && asksJsonSchema) return fail(400, JSON_SCHEMA_REJECTION);
  const scripted = takeReply(state, request);
  // The demo model answers tool requests with tool calls unless a test scripted something else.
  const reply = options.demo && request.kind === 'tools' && Object.keys(scripted).length === 0 ? demoToolReply(body) : scripted;
  await sleep(reply.delayMs ?? 0);
  if (reply.status && reply.status >= 400) {
    const headers = reply.retryAfter !== undefined ? { 'retry-after': String(reply.retryAfter) } : {};
    return fail(reply.status, reply.message, headers);
  }
  if (kind === 'embeddings') {
    const answer = embeddingsAnswer(body, options);
    return answer.error ? fail(...answer.error) : sendJson(res, 200, answer.body);
  }
  if (kind === 'models')
    return sendJson(res, 200, {
      object: 'list',
      data: options.models.map((id) => ({ id, object: 'model', created: 1700000000, owned_by: 'mindkeep-mock' })),
    });

  if (reply.rejectJsonSchema && asksJsonSchema) return fail(400, JSON_SCHEMA_REJECTION);

  const meta = { id: `chatcmpl-mock-${entry.seq}`, created: Math.floor(Date.now() / 1000), model: request.model ?? 'mock-chat' };
  if (isFaultReply(reply)) return answerFault(res, reply, meta, res.cors, control.hold);
  return body.stream === true ? answerStream(res, request, reply, options, meta) : answerJson(res, request, reply, options, meta);
}

/**
 * An http.Server (not yet listening) with `.mock`, the same control surface as the /__mock/* endpoints,
 * for in-process tests.
 */
export function createMockServer(opts = {}) {
  const control = createState(opts);
  const server = http.createServer(async (req, res) => {
    res.cors = corsHeaders(req);
    const path = new URL(req.url ?? '/', 'http://mock').pathname;
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, res.cors);
        return res.end();
      }
      if (req.method === 'GET' && path === '/health') {
        res.writeHead(200, { 'Content-Type': 'text/plain', ...res.cors });
        return res.end('ok');
      }
      if (path.startsWith('/__mock/')) return await handleControl(req, res, path, control);
      if (path.startsWith('/v1/')) return await handleApi(req, res, path, control);
      return sendError(res, 404, `Unknown endpoint ${req.method} ${path}.`);
    } catch (e) {
      if (!res.headersSent)
        sendError(res, e instanceof SyntaxError ? 400 : 500, e instanceof SyntaxError ? 'Invalid JSON body.' : 'Mock server failure.');
      else res.destroy();
    }
  });
  server.mock = {
    reset: control.reset,
    script: (...replies) => control.script(replies),
    rules: (...rules) => control.addRules(rules),
    options: control.setOptions,
    release: control.release,
    log: control.log,
  };
  return server;
}

/** Starts a server (port 0 = any free port) and resolves with its URLs and a close function. */
export function startMockServer({ port = 0, host = '127.0.0.1', ...opts } = {}) {
  const server = createMockServer(opts);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      resolve({
        server,
        url,
        baseURL: `${url}/v1`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const demo = process.env.MOCK_DEMO === '1' || process.argv.includes('--demo');
  const { server, baseURL } = await startMockServer({ port, demo });
  process.stdout.write(`mock OpenAI server on ${baseURL}${demo ? ' (demo mode)' : ''}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      server.closeAllConnections?.();
      server.close(() => process.exit(0));
    });
}
