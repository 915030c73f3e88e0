// The credential catalogue of gate 9 (docs/memory-gates.md): one entry per known token shape, each anchored on its
// real prefix and length so that ordinary words never match. `sample` builds a fake token of the
// shape for the tests and the docs (no real credential is written anywhere in this repository).

export interface CredentialShape {
  readonly id: string;
  readonly provider: string;
  readonly pattern: RegExp;
  /** A fake token of this shape; each entry's test checks that its pattern and the gate refuse it. */
  readonly sample: string;
}

const MIX = 'a8Kd93LmQz7Xp2Rt5VwY1bNc4HsJ6gFe0uTiOyPq';
/** Deterministic filler of `n` characters drawn from `alphabet` (letters and digits by default). */
export const fill = (n: number, alphabet = MIX): string =>
  Array.from({ length: n }, (_, i) => alphabet[(i * 7 + 3) % alphabet.length]).join('');
const HEX = '0123456789abcdef';

// Not preceded by a token character, so "task-…" or "disk-…" never start a key.
const START = String.raw`(?<![A-Za-z0-9_\-])`;
const re = (body: string, flags = ''): RegExp => new RegExp(START + body, flags);

export const CREDENTIAL_SHAPES: readonly CredentialShape[] = [
  {
    id: 'openai',
    provider: 'OpenAI',
    pattern: re(String.raw`sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,}`),
    sample: `sk-proj-${fill(48)}`,
  },
  { id: 'anthropic', provider: 'Anthropic', pattern: re(String.raw`sk-ant-[A-Za-z0-9_\-]{8,}`), sample: `sk-ant-api03-${fill(40)}` },
  {
    id: 'openrouter',
    provider: 'OpenRouter',
    pattern: re(String.raw`sk-or-(?:v1-)?[A-Za-z0-9]{20,}`),
    sample: `sk-or-v1-${fill(64, HEX)}`,
  },
  { id: 'deepseek', provider: 'DeepSeek', pattern: re(String.raw`sk-[a-f0-9]{32}(?![A-Za-z0-9])`), sample: `sk-${fill(32, HEX)}` },
  { id: 'groq', provider: 'Groq', pattern: re(String.raw`gsk_[A-Za-z0-9]{20,}`), sample: `gsk_${fill(52)}` },
  { id: 'xai', provider: 'xAI', pattern: re(String.raw`xai-[A-Za-z0-9]{20,}`), sample: `xai-${fill(80)}` },
  { id: 'perplexity', provider: 'Perplexity', pattern: re(String.raw`pplx-[A-Za-z0-9]{20,}`), sample: `pplx-${fill(48)}` },
  { id: 'huggingface', provider: 'Hugging Face', pattern: re(String.raw`hf_[A-Za-z0-9]{30,}`), sample: `hf_${fill(34)}` },
  { id: 'replicate', provider: 'Replicate', pattern: re(String.raw`r8_[A-Za-z0-9]{30,}`), sample: `r8_${fill(37)}` },
  { id: 'google-api-key', provider: 'Google', pattern: re(String.raw`AIza[0-9A-Za-z_\-]{30,}`), sample: `AIza${fill(35)}` },
  { id: 'google-oauth-secret', provider: 'Google', pattern: re(String.raw`GOCSPX-[A-Za-z0-9_\-]{20,}`), sample: `GOCSPX-${fill(28)}` },
  { id: 'google-oauth-token', provider: 'Google', pattern: re(String.raw`ya29\.[0-9A-Za-z_\-]{20,}`), sample: `ya29.${fill(60)}` },
  {
    id: 'aws-access-key-id',
    provider: 'AWS',
    pattern: re(String.raw`(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])`),
    sample: 'AKIA2E0A8F3B244C9986',
  },
  {
    id: 'aws-secret-access-key',
    provider: 'AWS',
    pattern: /aws[\s_-]?secret(?:[\s_-]?access)?(?:[\s_-]?key)?\W{0,4}[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])/i,
    sample: `aws_secret_access_key = ${fill(40)}`,
  },
  {
    id: 'azure-ad-client-secret',
    provider: 'Azure',
    pattern: re(String.raw`[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}`),
    sample: `abc8Q~${fill(34)}`,
  },
  {
    id: 'azure-storage-key',
    provider: 'Azure',
    pattern: /\b(?:AccountKey|SharedAccessKey)\s*=\s*[A-Za-z0-9+/=]{16,}/i,
    sample: `AccountKey=${fill(86)}==`,
  },
  {
    id: 'azure-sas',
    provider: 'Azure',
    pattern: /[?&]sig=[A-Za-z0-9%+/=]{20,}/i,
    sample: `https://x.blob.core.windows.net/c?sv=2022-11-02&sig=${fill(43)}%3D`,
  },
  { id: 'github-token', provider: 'GitHub', pattern: re(String.raw`gh[pousr]_[A-Za-z0-9]{30,}`), sample: `ghp_${fill(36)}` },
  {
    id: 'github-fine-grained',
    provider: 'GitHub',
    pattern: re(String.raw`github_pat_[A-Za-z0-9_]{22,}`),
    sample: `github_pat_11${fill(20)}_${fill(59)}`,
  },
  {
    id: 'gitlab-token',
    provider: 'GitLab',
    pattern: re(String.raw`gl(?:pat|dt|rt|ptt|ft|imt|agent|oas|cbt|soat)-[A-Za-z0-9_\-]{20,}`),
    sample: `glpat-${fill(20)}`,
  },
  { id: 'gitlab-runner', provider: 'GitLab', pattern: re(String.raw`GR1348941[A-Za-z0-9_\-]{20,}`), sample: `GR1348941${fill(20)}` },
  { id: 'slack-token', provider: 'Slack', pattern: re(String.raw`xox[abposre]-[A-Za-z0-9\-]{10,}`), sample: `xoxb-1234567890-${fill(24)}` },
  {
    id: 'slack-app-token',
    provider: 'Slack',
    pattern: re(String.raw`xapp-\d-[A-Z0-9]+-\d+-[a-z0-9]+`),
    sample: `xapp-1-A0123BCDE-1234567890-${fill(20, HEX)}`,
  },
  {
    id: 'slack-webhook',
    provider: 'Slack',
    pattern: /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/]{20,}/i,
    sample: `https://hooks.slack.com/services/T0123ABCD/B0456EFGH/${fill(24)}`,
  },
  {
    id: 'discord-webhook',
    provider: 'Discord',
    pattern: /discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]{20,}/i,
    sample: `https://discord.com/api/webhooks/123456789012345678/${fill(68)}`,
  },
  {
    id: 'discord-bot-token',
    provider: 'Discord',
    pattern: re(String.raw`[MNO][A-Za-z0-9_\-]{23,25}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}`),
    sample: `MTA${fill(21)}.${fill(6)}.${fill(38)}`,
  },
  {
    id: 'telegram-bot-token',
    provider: 'Telegram',
    pattern: re(String.raw`\d{8,10}:AA[A-Za-z0-9_\-]{33}`),
    sample: `123456789:AA${fill(33)}`,
  },
  { id: 'stripe', provider: 'Stripe', pattern: re(String.raw`(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}`), sample: `sk_live_${fill(24)}` },
  { id: 'stripe-webhook-secret', provider: 'Stripe', pattern: re(String.raw`whsec_[A-Za-z0-9]{24,}`), sample: `whsec_${fill(32)}` },
  { id: 'npm', provider: 'npm', pattern: re(String.raw`npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])`), sample: `npm_${fill(36)}` },
  { id: 'pypi', provider: 'PyPI', pattern: re(String.raw`pypi-AgE[A-Za-z0-9_\-]{50,}`), sample: `pypi-AgEIcHlwaS5vcmc${fill(60)}` },
  { id: 'docker-hub', provider: 'Docker', pattern: re(String.raw`dckr_pat_[A-Za-z0-9_\-]{20,}`), sample: `dckr_pat_${fill(27)}` },
  { id: 'digitalocean', provider: 'DigitalOcean', pattern: re(String.raw`do[opr]_v1_[a-f0-9]{64}`), sample: `dop_v1_${fill(64, HEX)}` },
  {
    id: 'sendgrid',
    provider: 'SendGrid',
    pattern: re(String.raw`SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{20,}`),
    sample: `SG.${fill(22)}.${fill(43)}`,
  },
  { id: 'mailgun', provider: 'Mailgun', pattern: re(String.raw`key-[a-f0-9]{32}(?![a-f0-9])`), sample: `key-${fill(32, HEX)}` },
  { id: 'twilio', provider: 'Twilio', pattern: re(String.raw`(?:SK|AC)[a-f0-9]{32}(?![a-f0-9])`), sample: `SK${fill(32, HEX)}` },
  { id: 'shopify', provider: 'Shopify', pattern: re(String.raw`shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}`), sample: `shpat_${fill(32, HEX)}` },
  { id: 'atlassian', provider: 'Atlassian', pattern: re(String.raw`ATATT3[A-Za-z0-9_\-=]{30,}`), sample: `ATATT3xFfGF0${fill(180)}` },
  { id: 'linear', provider: 'Linear', pattern: re(String.raw`lin_(?:api|oauth)_[A-Za-z0-9]{32,}`), sample: `lin_api_${fill(40)}` },
  { id: 'notion', provider: 'Notion', pattern: re(String.raw`(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,})`), sample: `ntn_${fill(46)}` },
  {
    id: 'postman',
    provider: 'Postman',
    pattern: re(String.raw`PMAK-[a-f0-9]{24}-[a-f0-9]{34}`),
    sample: `PMAK-${fill(24, HEX)}-${fill(34, HEX)}`,
  },
  { id: 'supabase', provider: 'Supabase', pattern: re(String.raw`sb[ps]_[a-f0-9]{40}`), sample: `sbp_${fill(40, HEX)}` },
  { id: 'sentry', provider: 'Sentry', pattern: re(String.raw`sntry[su]_[A-Za-z0-9+/=_\-]{30,}`), sample: `sntrys_${fill(60)}` },
  {
    id: 'grafana',
    provider: 'Grafana',
    pattern: re(String.raw`gl(?:c|sa)_[A-Za-z0-9+/=_\-]{32,}`),
    sample: `glsa_${fill(32)}_${fill(8, HEX)}`,
  },
  {
    id: 'databricks',
    provider: 'Databricks',
    pattern: re(String.raw`dapi[a-f0-9]{32}(?:-\d)?(?![a-f0-9])`),
    sample: `dapi${fill(32, HEX)}`,
  },
  {
    id: 'square',
    provider: 'Square',
    pattern: re(String.raw`(?:sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,}|EAAA[A-Za-z0-9_\-]{60})`),
    sample: `sq0atp-${fill(22)}`,
  },
  {
    id: 'firebase-fcm',
    provider: 'Firebase',
    pattern: re(String.raw`AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{100,}`),
    sample: `AAAA${fill(7)}:APA91b${fill(134)}`,
  },
  {
    id: 'age-secret-key',
    provider: 'age',
    pattern: /AGE-SECRET-KEY-1[0-9A-Z]{58}/,
    sample: `AGE-SECRET-KEY-1${fill(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')}`,
  },
  {
    id: 'jwt',
    provider: 'JSON Web Token',
    pattern: re(String.raw`eyJ[A-Za-z0-9_\-]{5,}\.eyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]*`),
    sample: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.${fill(43)}`,
  },
  {
    id: 'bearer',
    provider: 'HTTP Authorization',
    pattern: /\bBearer\s+[A-Za-z0-9._~+/=-]{16,}|\b(?:Basic|Token)\s+(?=[A-Za-z._~+/=-]*\d)[A-Za-z0-9._~+/=-]{16,}/i,
    sample: `Authorization: Bearer ${fill(32)}`,
  },
  {
    id: 'private-key-armour',
    provider: 'PEM / PGP / OpenSSH',
    pattern: /-{3,}\s*BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?\s*-{3,}|BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY/i,
    sample: '-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAA',
  },
  {
    id: 'putty-private-key',
    provider: 'PuTTY',
    pattern: /PuTTY-User-Key-File-\d|Private-Lines:\s*\d/i,
    sample: 'PuTTY-User-Key-File-3: ssh-ed25519',
  },
];
