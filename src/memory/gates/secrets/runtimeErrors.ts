import { cued } from '../cueScan';
import type { TextTest } from '../caseless';
import { hasSourceLocation } from './sourceLocations';

// Runtime output that runtimeShapes.ts does not know (gate 9): the log formats of common frameworks and the one-line
// errors command-line programs print, pasted after a label in any language ("Der Nutzer hat gepostet: …", "用户贴的：…").
// Each needs what the program prints around the words — a time stamp and a level between dashes, a process number,
// a tool's name and a colon, an SQLSTATE, an errno string after a host, a port or a path — not the words alone: "uses
// Python logging", "hates ECONNREFUSED errors", "git is fatal to his free time" pass. Input is canonical.

const LEVEL = String.raw`(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL)`;
const ISO_TIME = String.raw`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?`;
const METHOD = String.raw`(?:GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)`;

const ERROR_LINES: readonly TextTest[] = [
  // Python's logging default: "2026-01-01 10:00:00,123 - app.db - ERROR - …".
  new RegExp(String.raw`${ISO_TIME}\s+-\s+[\w.]{1,60}\s+-\s+${LEVEL}\s+-\s`),
  // Rails' request line: 'Started GET "/users" for 127.0.0.1 at …'.
  new RegExp(String.raw`\bStarted ${METHOD} "\/[^"\n]*" for [\d.:a-f]+`),
  // docker compose's prefix before a container's line: "web-1  | 2026-01-01T10:00:00Z …".
  new RegExp(String.raw`(?<![\w.-])[\w.-]{1,40}[-_]\d{1,3}\s+\|\s+${ISO_TIME}`),
  // Node's process warnings: "(node:1234) UnhandledPromiseRejectionWarning: …".
  /\(node:\d+\)\s+\[?\w*Warning\]?:/,
  // Node's system errors with their code: "Error: ENOENT: no such file…", "connect ECONNREFUSED 127.0.0.1:5432".
  /\bError: E[A-Z]{3,}:|\bE(?:CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH|NOTFOUND|ADDRINUSE)\s+\[?[\d.:a-f]+\]?:\d{2,5}\b/,
  // A Kubernetes event row: "Warning  BackOff  3m (x12 over 10m)  kubelet  …".
  /\b(?:Warning|Normal)\s{2,}[A-Z]\w+\s{2,}\d+[smhd](?:\d+[sm])?\b/,
  // MySQL's client error with its SQLSTATE: "ERROR 2002 (HY000): …", "ERROR 1045 (28000): …".
  /\bERROR \d{4} \([0-9A-Z]{5}\):/,
  // A command-line tool's name, a colon, then its error: "psql: error: …", "curl: (7) Failed…", "ssh: connect to host
  // …", "git: 'x' is not a git command", "bash: foo: command not found"; git's own "fatal: unable to access …".
  /(?<![\w./-])(?:git|psql|mysql|curl|wget|ssh|scp|rsync|npm|npx|yarn|pnpm|pip3?|docker|kubectl|helm|terraform|bash|zsh|sh|python3?|node|java|cargo|rustc|gcc|clang|make|sudo|apt(?:-get)?|brew|systemctl|journalctl|ffmpeg)\s?:\s+(?:error:|fatal:|\(\d{1,3}\)\s|connect to host\b|[^\n:]{1,40}:\s+command not found|'[^'\n]{1,40}' is not a\b|(?:cannot|could not|unable to)\s(?:open|access|find|connect|stat|create|remove|read|write|load|resolve|execute)\b)/i,
  /(?:^|[\s:])fatal: (?:unable to|not a git repository|repository '|could not|couldn't|refusing to|destination path|remote error|Authentication failed)/,
  // An errno message after the host, port or path it concerns: "port 22: Connection timed out", "'/app/x': No such file
  // or directory", "10.0.0.5:443: Connection refused".
  /(?:\bport \d{1,5}|\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?|\/[\w./-]+['"]?)[^\n]{0,40}?:\s(?:Connection refused|Connection timed out|Connection reset by peer|No such file or directory|Permission denied|Operation not permitted|No route to host|Name or service not known)\b/,
].map(cued);

/** Gate 9: a framework's log line or a program's error line. Expects the canonical form. */
export const hasProgramErrorLine = (text: string): boolean => ERROR_LINES.some((re) => re.test(text)) || hasSourceLocation(text);
