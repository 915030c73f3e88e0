// The one source of the HTTP policy a Mindkeep host should send. index.html's Content-Security-Policy <meta>
// must say the same (the build refuses otherwise, vite.config.ts), and deploy/headerFiles.mjs writes the header
// files for hosts that read them (public/_headers, deploy/nginx.conf, deploy/Caddyfile); deploy/policy.test.ts
// fails when any of them says something else.
//
// Why headers at all when the page has the <meta>: a <meta> policy covers the document only. A dedicated
// worker takes its policy from its own script's response headers, and Mindkeep's worker makes every model
// call; on a host that sends no header (GitHub Pages) the worker runs with no policy. The meta stays as the
// floor there.

/**
 * Defence in depth for a page that holds API keys (docs/reliability.md). connect-src is open to the user's
 * own endpoint: any https origin, or http on loopback for local servers; and to the user's own sync relay
 * (docs/sync.md), a WebSocket: wss anywhere, ws only on loopback, as for the endpoint.
 * @type {ReadonlyArray<readonly [string, string]>}
 */
const DIRECTIVES = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['img-src', "'self' data:"],
  ['style-src', "'self'"],
  ['font-src', "'self'"],
  ['manifest-src', "'self'"],
  ['connect-src', "'self' https: http://127.0.0.1:* http://localhost:* wss: ws://127.0.0.1:* ws://localhost:*"],
];

/** The policy of the page's <meta>. */
export const CONTENT_SECURITY_POLICY = DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** What only a header can say (a <meta> may not carry frame-ancestors): no other site may frame the page. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

/** The policy header: the meta's policy, plus what only a header can carry. Same for the page and every script. */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; ${HEADER_ONLY_DIRECTIVES}`;

/** Headers for every file of the build. */
export const SECURITY_HEADERS = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY_HEADER],
  ['X-Content-Type-Options', 'nosniff'],
];

/** A hashed file name never changes content: cache it for a year. */
export const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Entry points are revalidated on each load, so a new version (index.html, sw.js) is seen at once. */
export const REVALIDATE = 'no-cache';

/** Vite's assets/ folder: every file name carries a hash of its content. Relative to where dist/ is served. */
export const HASHED_FOLDER = '/assets/';
/** Files whose name stays the same from version to version and that decide which version runs. */
export const ENTRY_POINTS = ['/', '/index.html', '/sw.js', '/manifest.webmanifest'];
