// A plain static file server for a built dist/ (Node built-ins only), standing in for the hosts of README's
// Deploy section: no rewrites, no SPA fallback, a 404 for any missing file. It serves the same folder at
// several paths at once, and can send the headers of dist/_headers the way Netlify and Cloudflare Pages do.
//
//   node tools/static-server.mjs [--dir dist] [--port 4181] [--mount /] [--mount /a/b/mindkeep/]
//                                [--headers-port 4182] [--test-hooks]
//
// --port serves files only (like GitHub Pages: the <meta> policy is all there is); --headers-port serves the
// same mounts with the rules of <dir>/_headers applied relative to each mount. --test-hooks adds /__static/
// endpoints for the e2e tests: the files answered 404, and a "new version" of sw.js.
import http from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/**
 * Rules of a Netlify / Cloudflare Pages `_headers` file: a path pattern (`*` matches any rest of the path)
 * on its own line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {{ pattern: string; headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string; headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon < 0 || !rule) throw new Error(`_headers: cannot read line "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers every matching rule gives `path` (relative to where the folder is served), a header named
 * by several rules joined with a comma, as Cloudflare Pages does.
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const { pattern, headers } of rules) {
    const re = new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    if (!re.test(path)) continue;
    for (const [name, value] of headers) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/**
 * @param {{ dir: string; mounts?: string[]; headerRules?: ReturnType<typeof parseHeadersFile> | null;
 *           hooks?: ReturnType<typeof createTestHooks> | null }} options
 */
export function createStaticServer({ dir, mounts = ['/'], headerRules = null, hooks = null }) {
  const root = resolve(dir);
  // Longest first, so a nested mount wins over the root one.
  const ordered = [...mounts].sort((a, b) => b.length - a.length);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (hooks && url.pathname.startsWith('/__static/')) return hooks.handle(req, res, url.pathname);
    const notFound = () => {
      hooks?.misses.push(url.pathname);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const mount = ordered.find((m) => url.pathname === m.replace(/\/$/, '') || url.pathname.startsWith(m));
    if (!mount) return notFound();
    const rest = url.pathname.slice(mount.length - 1) || '/';
    let file = normalize(join(root, decodeURIComponent(rest)));
    if (file !== root && !file.startsWith(root + sep)) return notFound();
    let stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      // As GitHub Pages and nginx do: a folder is addressed with its trailing slash, then means its index.html.
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      file = join(file, 'index.html');
      stat = statSync(file, { throwIfNoEntry: false });
    }
    if (!stat?.isFile()) return notFound();
    let body = readFileSync(file);
    if (hooks && rest.endsWith('/sw.js') && hooks.version > 0)
      body = Buffer.concat([body, Buffer.from(`\n// test version ${hooks.version}\n`)]);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      ...(headerRules ? headersFor(headerRules, rest) : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** State the e2e tests read and change through /__static/ (shared by the listeners of one process). */
export function createTestHooks() {
  const hooks = {
    /** Paths answered 404 since the last reset. */
    misses: /** @type {string[]} */ ([]),
    /** Above 0, every sw.js ends with a comment naming it: the browser sees a new version of the app. */
    version: 0,
    /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} path */
    handle(req, res, path) {
      if (req.method === 'POST' && path === '/__static/reset') {
        hooks.misses = [];
        hooks.version = 0;
      } else if (req.method === 'POST' && path === '/__static/new-version') hooks.version += 1;
      else if (req.method !== 'GET' || path !== '/__static/misses') {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify({ misses: hooks.misses, version: hooks.version }));
    },
  };
  return hooks;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4181' },
      'headers-port': { type: 'string' },
      mount: { type: 'string', multiple: true, default: ['/'] },
      'test-hooks': { type: 'boolean', default: false },
    },
  });
  const mounts = values.mount.map((m) => `/${m}/`.replace(/\/+/g, '/'));
  const hooks = values['test-hooks'] ? createTestHooks() : null;
  const listeners = [{ port: Number(values.port), headerRules: null }];
  if (values['headers-port'])
    listeners.push({
      port: Number(values['headers-port']),
      headerRules: parseHeadersFile(readFileSync(join(values.dir, '_headers'), 'utf8')),
    });
  const servers = listeners.map(({ port, headerRules }) =>
    createStaticServer({ dir: values.dir, mounts, headerRules, hooks }).listen(port, '127.0.0.1', () =>
      process.stdout.write(
        `${values.dir}/ at ${mounts.map((m) => `http://127.0.0.1:${port}${m}`).join(' ')}${headerRules ? ' with _headers' : ''}\n`,
      ),
    ),
  );
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))).then(() => process.exit(0)));
}
