import { cued } from '../cueScan';
import type { TextTest } from '../caseless';
import { CREDENTIAL_SHAPES } from '../../../shared/credentialCatalogue';
import { hasLocalSecret } from '../languageGates';
import { hasStackFrame } from './stackFrames';

// Gate 9 (docs/memory-gates.md): credentials and raw runtime data. Input is the canonical form
// (canonical.ts). Known token shapes live in the credential catalogue; this file adds the shapes
// that are not one provider's: assignments, connection strings, cookies, unnamed high-entropy tokens,
// internal state names and stack frames.

// `NAME=value` / `NAME: value` where the name says it holds a secret. Environment-variable names
// (upper case or with underscores, "OPENAI_API_KEY", "db_password") need any value; plain words
// ("token: …") need a value that looks like a token, so prose such as "the key: be brief" passes.
// The secret word ends the name ("GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "SECRET_KEY_BASE"); "TOKEN_LIMIT" or
// "AUTH_MODE" name a setting, not a secret. Tools also glue a prefix on without a separator ("PGPASSWORD",
// "MYSQLPWD", "GHTOKEN"); such a name still has to be written like an environment variable (ENV_NAME).
const ENV_ASSIGNMENT =
  /(?<![A-Za-z0-9_-])(?:export\s+)?(?:[A-Za-z0-9]+[_-])*(?:[A-Za-z0-9]+(?:PASSWORD|PASSWD|PWD|SECRET|TOKEN|APIKEY)|API[_-]?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PWD|PASS|CREDENTIALS?|AUTH[_-]?TOKEN)(?:[_-](?:BASE|V\d))?\s*[:=：]\s*["']?([^\s"']{4,})/i;
const ENV_NAME = /^(?:export\s+)?[A-Z0-9_-]*[A-Z][A-Z0-9_-]*$|_/;
const NAMED_SECRET = cued(
  /(?<![A-Za-z])(?:api[\s_-]?key|access[\s_-]?key|access[\s_-]?token|secret[\s_-]?key|auth[\s_-]?token|refresh[\s_-]?token|client[\s_-]?secret|private[\s_-]?key|app[\s_-]?secret|密钥|秘钥|令牌|口令|访问令牌)\s*[:=：]\s*["']?\S{8,}/i,
);
const WORD_SECRET =
  /(?<![A-Za-z])(?:token|secret|passwd|pwd|pw|pass|credentials?|key|密钥|秘钥)(?:\s*[:=：]\s*|\s+is\s+|\s*[是为]\s*)["']?([!#-&(-~]{8,})/i;
/**
 * A value that looks like a token: digits, token symbols or mixed case, judged without closing
 * punctuation; a dot alone does not count ("is consistency." run into the next field reads
 * "consistency.context").
 */
const looksLikeToken = (raw: string): boolean => {
  const v = raw.replace(/[.,;:!?)\]}'"]+$/, '');
  return v.length >= 8 && (/\d/.test(v) || /[_\-+/=]/.test(v) || (/[a-z]/.test(v) && /[A-Z]/.test(v.slice(1))));
};

// Credentials named by what they are, with their value: recovery and backup codes, seed phrases, 2FA codes.
const NAMED_CREDENTIAL = cued(
  /(?<![A-Za-z])(?:backup|recovery|2fa|mfa|otp|one[\s-]time)\s+(?:codes?|phrase|key|passcode)s?\s*(?:[:=：]|are|is)\s*(?=\S*\d)\S{4,}|(?<![A-Za-z])(?:recovery|seed|mnemonic|secret)\s+(?:phrase|words)\s*[:=：]\s*\S{3,}|(?:助记词|私钥|恢复码|备用码|验证码|动态码)\s*(?:是|为|[:：=])\s*\S{4,}/i,
);
// The same credentials written without a separator, as people type them: a one-time or verification code
// with its digits ("OTP 482913", "验证码 482913"), a physical access code ("door code 4821#", "门禁码 2580"),
// and a seed phrase of twelve or more words ("mnemonic: abandon ability …"). The words alone pass.
const CODE_WITH_DIGITS = cued(
  /(?<![A-Za-z])(?:otp|2fa|mfa|one[\s-]time\s+(?:code|password|passcode|pin)|(?:verification|security|auth(?:entication)?|login|sms|confirmation)\s+code|(?:door|gate|alarm|lock|safe|garage|locker|entry|building|keypad|access)\s*(?:code|combination|combo|pin))s?\s*(?:[:=：#]|is|are)?\s*\d{3,8}(?!\d)|(?:验证码|驗證碼|校验码|校驗碼|动态码|動態碼|动态密码|動態密碼|短信码|门禁码|門禁碼|开门码|開門碼)\s*(?:是|为|為|[:：=])?\s*\d{3,8}(?!\d)/i,
);
const SEED_PHRASE = cued(
  /(?<![A-Za-z])(?:mnemonic|seed\s*phrase|recovery\s*phrase|secret\s*phrase|backup\s*phrase|wallet\s*words|助记词|助記詞)\s*(?:[:=：]|is|是)?\s*(?:[a-z]{3,8}[\s,]+){11,}[a-z]{3,8}/i,
);
// "with key Tr0ub4dor&3", "password Summer2024!": a credential word and a value with letters and digits.
const BARE_VALUE = cued(/(?<![A-Za-z])(?:key|token|secret|passwd|pwd|pw)\s+(?=[!#-&(-~]*[A-Za-z])(?=[!#-&(-~]*\d)[!#-&(-~]{8,}/i);

function hasAssignment(text: string): boolean {
  if (NAMED_SECRET.test(text) || NAMED_CREDENTIAL.test(text) || BARE_VALUE.test(text)) return true;
  if (CODE_WITH_DIGITS.test(text) || SEED_PHRASE.test(text)) return true;
  const word = WORD_SECRET.exec(text);
  if (word && looksLikeToken(word[1] ?? '')) return true;
  const env = ENV_ASSIGNMENT.exec(text);
  if (!env || /^(?:\d+|true|false|none|null|on|off|yes|no)$/i.test(env[1] ?? '')) return false;
  const name = env[0].split(/\s*[:=：]/)[0] ?? '';
  return ENV_NAME.test(name);
}

// Connection strings with credentials: URL user-info of any scheme, and the key/value forms of
// ADO.NET, ODBC and Azure.
const CONNECTION_STRINGS: readonly TextTest[] = [
  /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:[^\s/@]+@[^\s/]+/i,
  /(?:^|[;\s"'])(?:Password|Pwd|AccountKey|SharedAccessKey|SharedAccessSignature|SharedSecret)\s*=\s*[^;\s]{3,}/i,
].map(cued);

const COOKIE_SHAPES: readonly TextTest[] = [
  /\bset-cookie\s*:/i,
  /(?:^|\n)\s*cookie\s*:/i,
  // Header casing, or a `name=value` pair after it: "favourite cookie: oatmeal" still passes.
  /\bCookie\s*:/,
  /\bcookie\s*:\s*[^\s=;:]+=/i,
  /\bdocument\.cookie\b/i,
  // Session-cookie pairs: "sessionid=…", "JSESSIONID=…", "connect.sid=…", "csrftoken=…".
  /(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]*(?:sess(?:ion)?(?:id)?|sid|csrf|xsrf|auth|jwt|remember)[A-Za-z0-9_.-]*=[A-Za-z0-9%._\-+/=:]{8,}/i,
  // Two or more `name=value;` pairs, as a cookie header is written.
  /(?<![A-Za-z0-9_.-])[A-Za-z_][A-Za-z0-9_.-]*=[^\s;=]{6,};\s*[A-Za-z_][A-Za-z0-9_.-]*=[^\s;=]{6,}/,
].map(cued);

// Internal state names, as identifiers only: "ThreadState", "thread_state", "rawPrompt". English
// prose ("keeps the thread state in mind") is not an identifier.
const INTERNAL_NAME = cued(
  /(?<![A-Za-z0-9])(?:graph_?state|thread_?state|raw_?prompt|provider_?response|raw_?tool_?results?)(?![A-Za-z0-9])/i,
);

// An unnamed token: ≥ 24 characters, several character classes, frequent class changes and high
// entropy. Random keys and hashes trip it; words, camelCase identifiers and numbers do not.
const TOKEN_RUN = /[A-Za-z0-9_\-+=/]{24,}/g;

function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

const classOf = (ch: string): number => (/[a-z]/.test(ch) ? 0 : /[A-Z]/.test(ch) ? 1 : /[0-9]/.test(ch) ? 2 : 3);

/**
 * Names people write are built from words and numbers: "claude-3-5-sonnet-20241022", "useEffectCleanup2",
 * "TypeScriptReactVite2024". A key has a long segment of mixed characters in no word pattern.
 */
function isStructuredName(token: string): boolean {
  const segments = token.split(/[-_.+=]+/);
  const mixedLong = segments.some((s) => s.length >= 16 && /[a-z]/i.test(s) && (/\d/.test(s) || (/[a-z]/.test(s) && /[A-Z]/.test(s))));
  if (!mixedLong) return true;
  const uppers = token.match(/[A-Z]/g)?.length ?? 0;
  const camelWords = token.match(/[A-Z][a-z]{2,}/g)?.length ?? 0;
  const longestDigits = Math.max(0, ...(token.match(/\d+/g) ?? []).map((d) => d.length));
  return uppers > 0 && camelWords / uppers >= 0.6 && longestDigits <= 4;
}

export function isHighEntropyToken(raw: string): boolean {
  // A slash joins base64 pieces ("wJalr…/K7MD…") but also path segments: only mixed case and digits
  // together read as a key.
  if (raw.includes('/') && !(/[a-z].*[a-z]/.test(raw) && /[A-Z].*[A-Z]/.test(raw) && /\d/.test(raw))) return false;
  const token = raw.replace(/\//g, '');
  if (token.length < 24 || isStructuredName(token)) return false;
  const classes = new Set([...token].map(classOf).filter((c) => c < 3));
  const digits = token.replace(/\D/g, '').length;
  if (classes.size < 2 || digits < 2 || digits === token.length) return false;
  let changes = 0;
  for (let i = 1; i < token.length; i += 1) if (classOf(token[i] ?? '') !== classOf(token[i - 1] ?? '')) changes += 1;
  return changes / token.length >= 0.2 && entropy(token) >= 3.4;
}

const hasHighEntropyToken = (text: string): boolean => [...text.matchAll(TOKEN_RUN)].some((m) => isHighEntropyToken(m[0]));

// Each run only on a text that holds a word it cannot match without (cueScan.ts).
const CREDENTIAL_TESTS: readonly TextTest[] = CREDENTIAL_SHAPES.map((shape) => cued(shape.pattern));

/** Expects the canonical form (canonical.ts). */
export function hasSecretOrRuntimeData(text: string): boolean {
  return (
    CREDENTIAL_TESTS.some((shape) => shape.test(text)) ||
    hasAssignment(text) ||
    CONNECTION_STRINGS.some((re) => re.test(text)) ||
    COOKIE_SHAPES.some((re) => re.test(text)) ||
    INTERNAL_NAME.test(text) ||
    hasStackFrame(text) ||
    hasHighEntropyToken(text) ||
    hasLocalSecret(text)
  );
}

/** The user's own key: the whole key or any 12-character run of it. */
export const OWN_SECRET_RUN = 12;

export function containsOwnSecret(surface: string, secrets: readonly string[]): boolean {
  const squashed = surface.replace(/\s+/g, '');
  for (const secret of secrets) {
    const key = secret.trim();
    if (key.length < OWN_SECRET_RUN) continue;
    for (let i = 0; i + OWN_SECRET_RUN <= key.length; i += 1) {
      const run = key.slice(i, i + OWN_SECRET_RUN);
      if (surface.includes(run) || squashed.includes(run)) return true;
    }
  }
  return false;
}
