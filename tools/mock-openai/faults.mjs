// Fault modes of the loopback model server, for the fault-injection suite (docs/reliability.md). A scripted reply or rule
// with `fault` set answers a chat request with that fault instead of a normal answer:
//   'drop'         streams `faultAfterChunks` chunks (default 2), then destroys the socket (connection dropped);
//   'malformed'    streams `faultAfterChunks` chunks, then one SSE event whose data is not JSON, then stops;
//   'html'         HTTP 200 with an HTML page instead of JSON or an event stream (a captive portal, a proxy);
//   'stall'        streams `faultAfterChunks` chunks, then sends nothing for `stallMs` (default 30 s), then ends.
// With `holdUntilReleased`, a 'drop' or 'malformed' waits after its chunks until POST /__mock/release (or `stallMs`):
// a test can see the partial text on the page before the fault. Chromium discards what reached the browser but
// was not yet read by the page when a connection breaks, so a drop that follows its last chunk closely can lose it.
// Node built-ins only; wired into server.mjs with a few lines.
import { createHash } from 'node:crypto';

export const FAULTS = Object.freeze(['drop', 'malformed', 'html', 'stall']);

const sleep = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/** True when the reply asks for a fault this module answers. */
export function isFaultReply(reply) {
  return typeof reply?.fault === 'string' && FAULTS.includes(reply.fault);
}

/**
 * What the request log may keep of the Authorization header: a short hash of the bearer token (never the
 * key) and the Host it was sent to, so a test can prove that a key never reached another origin.
 */
export function authorizationTrace(req) {
  const header = req.headers.authorization ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  const token = m ? m[1].trim() : '';
  return {
    host: req.headers.host ?? '',
    bearerHash: token ? createHash('sha256').update(token).digest('hex').slice(0, 16) : null,
  };
}

/** The same short hash a test computes for a key it expects (or forbids) in the log. */
export function bearerHash(token) {
  return createHash('sha256').update(token).digest('hex').slice(0, 16);
}

/** Answers a chat request with the reply's fault. `meta` is the chunk id/model envelope of server.mjs. */
export async function answerFault(res, reply, meta, cors, hold = (ms) => sleep(ms)) {
  const after = reply.faultAfterChunks ?? 2;
  const chunkDelay = reply.chunkDelayMs ?? 30;
  if (reply.fault === 'html') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...cors });
    return res.end('<!doctype html><html><head><title>Sign in to the network</title></head><body><h1>Please sign in</h1></body></html>');
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    ...cors,
  });
  const send = (delta, finishReason = null) =>
    res.write(
      `data: ${JSON.stringify({ ...meta, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] })}\n\n`,
    );
  send({ role: 'assistant', content: '' });
  const pieces = reply.chunks ?? ['Partial ', 'answer ', 'before ', 'the ', 'fault.'];
  for (const [i, piece] of pieces.slice(0, after).entries()) {
    if (i > 0) await sleep(chunkDelay);
    if (res.destroyed) return;
    send({ content: piece });
  }
  // Held from the moment the last chunk is written, so a release sent once the page shows it is never early.
  if (reply.holdUntilReleased && reply.fault !== 'stall') {
    await hold(reply.stallMs ?? 30_000);
    if (res.destroyed) return;
  } else await sleep(chunkDelay);
  if (reply.fault === 'drop') return res.socket?.destroy();
  if (reply.fault === 'malformed') {
    res.write('data: {"id": "broken", "choices": [ {"delta": {"content": "this is not json\n\n');
    return res.end();
  }
  // 'stall': the connection stays open and silent, as a hung proxy or model would leave it.
  await sleep(reply.stallMs ?? 30_000);
  if (res.destroyed) return;
  send({}, 'stop');
  res.write('data: [DONE]\n\n');
  res.end();
}
