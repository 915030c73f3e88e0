#!/usr/bin/env node
// The sync relay the user runs: the stock Yjs websocket server (@y/websocket-server, pinned) with its
// LevelDB persistence, bound to loopback by default. It stores and forwards sealed bytes; it never holds
// a key. Run it behind a TLS proxy to reach it from other devices (see docs/sync.md).
//
//   npm run relay -- [--port 4012] [--host 127.0.0.1] [--data ./mindkeep-relay]
//
// Environment: MINDKEEP_RELAY_PORT, MINDKEEP_RELAY_HOST, MINDKEEP_RELAY_DATA (flags win).
// Prints one line `relay listening on ws://HOST:PORT` when ready (with --port 0, the port it got).
import http from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocketServer } from 'ws';

const DEFAULT_RELAY_PORT = 4012;
const DEFAULT_RELAY_DATA = './mindkeep-relay';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, data: { type: 'string' } },
  strict: true,
});
const host = values.host ?? process.env.MINDKEEP_RELAY_HOST ?? '127.0.0.1';
const port = Number(values.port ?? process.env.MINDKEEP_RELAY_PORT ?? DEFAULT_RELAY_PORT);
const dataDir = resolve(values.data ?? process.env.MINDKEEP_RELAY_DATA ?? DEFAULT_RELAY_DATA);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`relay: not a port: ${values.port ?? process.env.MINDKEEP_RELAY_PORT}`);
  process.exit(2);
}

// The server module reads YPERSISTENCE once, when it loads: set it first, then import it.
process.env.YPERSISTENCE = dataDir;
const { setupWSConnection, getPersistence } = await import('@y/websocket-server/utils');

// The health answer of the stock server, so tools written for it work here too.
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/plain' });
  response.end('okay');
});
const wss = new WebSocketServer({ noServer: true });
wss.on('connection', setupWSConnection);
server.on('upgrade', (request, socket, head) => {
  // No authentication: the room names are 256-bit values only paired devices can compute, and every
  // value is sealed. A proxy in front may add a token check.
  wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
});

server.listen(port, host, () => {
  const address = server.address();
  console.log(`relay listening on ws://${host}:${typeof address === 'object' && address ? address.port : port} (data: ${dataDir})`);
});

// Close LevelDB on the way out so its lock is released for the next start on the same folder.
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const client of wss.clients) client.terminate();
  server.close();
  try {
    await getPersistence()?.provider?.destroy();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
