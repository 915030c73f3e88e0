// Gate 9 (SPEC §3.4): credentials and raw runtime data. Shapes are anchored on their real prefixes
// and lengths so that everyday words ("likes cookies", "at 10:30:00 every day") pass.

const SECRET_SHAPES: readonly RegExp[] = [
  // OpenAI-style keys, including sk-proj-… and Anthropic's sk-ant-…
  /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9_-]{20,}/,
  /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{8,}/,
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/,
  /\bgh[pousr]_[A-Za-z0-9]{10,}/,
  /\bgithub_pat_[A-Za-z0-9_]{10,}/,
  /\bxox[a-z]-[A-Za-z0-9-]{6,}/,
  /\bAIza[0-9A-Za-z_-]{20,}/,
  /\beyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\./,
  /\bBearer\s+[A-Za-z0-9._~+/=-]{16,}/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----|BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY/i,
  /\b(?:api[ _-]?key|access[ _-]?token|secret[ _-]?key|auth[ _-]?token|refresh[ _-]?token|client[ _-]?secret)\s*[:=]\s*\S{8,}/i,
];

const COOKIE_SHAPES: readonly RegExp[] = [
  /\bset-cookie\s*:/i,
  /(?:^|\n)\s*cookie\s*:/i,
  // Header casing, or a `name=value` pair after it: "favourite cookie: oatmeal" still passes.
  /\bCookie\s*:/,
  /\bcookie\s*:\s*[^\s=;:]+=/i,
  /\bdocument\.cookie\b/i,
];

const RUNTIME_NAMES = /\b(?:graph[ _-]?state|thread[ _-]?state|raw[ _-]?prompt|provider[ _-]?response|raw[ _-]?tool[ _-]?results?)\b/i;

// V8 stack frames. `at file:L:C` must look like a path or URL (a `/`, `\` or `.`), so a clock time
// such as "at 10:30:00" is not a frame.
const STACK_FRAMES: readonly RegExp[] = [
  /\bat\s+(?:async\s+)?[^\s()]+\s+\([^()\s]+:\d+:\d+\)/,
  /\bat\s+(?:async\s+)?[^\s()]*[/\\.][^\s()]*:\d+:\d+/,
  /\bat\s+(?:async\s+)?(?:\S+\s+)?\(?<anonymous>(?::\d+:\d+)?\)?/,
];

export function hasSecretOrRuntimeData(text: string): boolean {
  return (
    SECRET_SHAPES.some((re) => re.test(text)) ||
    COOKIE_SHAPES.some((re) => re.test(text)) ||
    RUNTIME_NAMES.test(text) ||
    STACK_FRAMES.some((re) => re.test(text))
  );
}
