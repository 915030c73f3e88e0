import { describe, expect, it } from 'vitest';
import { rawCandidate } from '../__fixtures__/candidates';
import { hasSecretOrRuntimeData } from './secrets/secrets';
import { hasIdentifierNumber, hasSensitivePersonalInfo, isResidentId15, isResidentId18, passesLuhn } from './sensitiveInfo';
import { validateCandidate } from './validate';

// Gates 8 and 9 through the real entry point: each shape hidden in the text, a tag, the subject or
// the facet, with the evasions the normalisation must defeat.

type Where = 'text' | 'tag' | 'subject' | 'facet';
const SENSITIVE = 'sensitive_personal_information';
const SECRET = 'raw_runtime_state';

function candidateWith(where: Where, value: string): unknown {
  const base = rawCandidate({
    type: 'stable_user_context',
    text: 'The user works as a designer.',
    tags: ['design'],
    subject: 'designer',
    polarity: null,
  });
  const identity = base.identity as Record<string, unknown>;
  switch (where) {
    case 'text':
      return { ...base, text: `The user mentioned ${value} today.` };
    case 'tag':
      return { ...base, tags: ['design', value] };
    case 'subject':
      return { ...base, identity: { ...identity, subject: value.slice(0, 80) } };
    case 'facet':
      return { ...base, identity: { ...identity, facet: value.slice(0, 80) } };
  }
}

const ZWSP = '\u200B';
const fullWidth = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));

const HOSTILE: readonly [string, Where, string, string][] = [
  ['keyword 身份证', 'text', '身份证放在抽屉里', SENSITIVE],
  ['keyword 社保', 'tag', '社保', SENSITIVE],
  ['keyword 护照', 'subject', '护照信息', SENSITIVE],
  ['keyword 银行卡', 'text', '银行卡尾号', SENSITIVE],
  ['keyword 信用卡', 'facet', '信用卡账单', SENSITIVE],
  ['keyword 家庭地址', 'text', '家庭地址在朝阳区', SENSITIVE],
  ['keyword 住址', 'tag', '住址', SENSITIVE],
  ['keyword 密码', 'text', '邮箱密码', SENSITIVE],
  ['keyword ID card', 'text', 'an ID card photo', SENSITIVE],
  ['keyword ID number', 'subject', 'ID number', SENSITIVE],
  ['keyword SSN', 'tag', 'SSN', SENSITIVE],
  ['keyword social security', 'text', 'the social security details', SENSITIVE],
  ['keyword passport', 'facet', 'Passport renewal', SENSITIVE],
  ['keyword bank account', 'text', 'a bank account at Chase', SENSITIVE],
  ['keyword credit card', 'tag', 'credit card', SENSITIVE],
  ['keyword home address', 'text', 'the home address', SENSITIVE],
  ['keyword password', 'subject', 'wifi password', SENSITIVE],
  ['resident ID (18, valid check digit)', 'text', '110101199003074514', SENSITIVE],
  ['resident ID ending in lower-case x', 'text', '11010519491231002x', SENSITIVE],
  ['resident ID with spaces', 'text', '110101 19900307 4514', SENSITIVE],
  ['resident ID with dashes', 'tag', '110101-19900307-4514', SENSITIVE],
  ['resident ID in full-width digits', 'text', fullWidth('110101199003074514'), SENSITIVE],
  ['resident ID with zero-width spaces', 'subject', `1101${ZWSP}0119900${ZWSP}3074514`, SENSITIVE],
  ['resident ID, 15 digits', 'facet', '110101900307451', SENSITIVE],
  ['card number (Luhn) with spaces', 'text', '4111 1111 1111 1111', SENSITIVE],
  ['card number (Luhn) with dashes', 'tag', '5500-0000-0000-0004', SENSITIVE],
  ['card number in full-width digits', 'subject', fullWidth('4111111111111111'), SENSITIVE],
  ['mainland mobile', 'text', '13800138000', SENSITIVE],
  ['mainland mobile with spaces', 'facet', '138 0013 8000', SENSITIVE],
  ['mainland mobile after Chinese text', 'text', '手机13912345678', SENSITIVE],
  ['mainland mobile after a lone digit', 'text', 'Second phone 2 13812345678', SENSITIVE],
  ['mainland mobile after a lone zero', 'text', 'Phone 0 13812345678', SENSITIVE],
  ['mainland mobile between other numbers', 'tag', '7 138 1234 5678 9', SENSITIVE],
  ['resident ID after a lone digit', 'facet', '3 110101199003074514', SENSITIVE],
  ['card number after other numbers', 'text', 'order 12 4111 1111 1111 1111 x 2', SENSITIVE],
  ['international phone', 'text', '+44 20 7946 0958', SENSITIVE],
  ['international phone with dashes', 'tag', '+1-415-555-0132', SENSITIVE],
  ['e-mail address', 'text', 'bob.smith@example.com', SENSITIVE],
  ['e-mail with a zero-width space', 'subject', `bob${ZWSP}@example.com`, SENSITIVE],
  ['OpenAI key', 'text', 'sk-abcdefghijklmnopqrstuvwxyz123456', SECRET],
  ['OpenAI project key', 'tag', 'sk-proj-AbCdEfGhIjKlMnOpQrStUvWx', SECRET],
  ['OpenAI key with a zero-width space inside', 'text', `sk-proj-AbCdEf${ZWSP}GhIjKlMnOpQrStUvWx`, SECRET],
  ['Anthropic key', 'subject', 'sk-ant-api03-abcdefghijkl', SECRET],
  ['AWS access key', 'text', 'AKIAIOSFODNN7EXAMPLE', SECRET],
  ['GitHub classic token', 'facet', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789', SECRET],
  ['GitHub OAuth token', 'text', 'gho_16C7e42F292c6912E7710c838347Ae178B4a', SECRET],
  ['GitHub fine-grained token', 'tag', 'github_pat_11ABCDEFG0123456789_abcdef', SECRET],
  ['Slack token', 'text', 'xoxb-123456789012-abcdefghij', SECRET],
  ['Google API key', 'subject', 'AIzaSyA1234567890abcdefghijklmnopqrstu', SECRET],
  ['JWT', 'text', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig', SECRET],
  ['Bearer token', 'text', 'Bearer abcdefghijklmnop1234', SECRET],
  ['PEM private key', 'text', '-----BEGIN RSA PRIVATE KEY----- MIIE', SECRET],
  ['api key assignment', 'text', 'api key: 9f8e7d6c5b4a', SECRET],
  ['api_key assignment', 'tag', 'api_key=abcd1234efgh', SECRET],
  ['apikey with a full-width colon', 'text', 'apikey：abcd1234efgh', SECRET],
  ['access token assignment', 'facet', 'access token = zyxw98765432', SECRET],
  ['secret key assignment', 'text', 'secret key: qwertyuiop123', SECRET],
  ['Cookie header', 'text', 'Cookie: session=abc123', SECRET],
  ['Set-Cookie header', 'tag', 'Set-Cookie: id=1', SECRET],
  ['document.cookie', 'text', 'reads document.cookie on load', SECRET],
  ['GraphState', 'subject', 'GraphState', SECRET],
  ['ThreadState', 'text', 'its ThreadState dump', SECRET],
  ['raw_prompt', 'facet', 'raw_prompt', SECRET],
  ['providerResponse', 'text', 'the providerResponse body', SECRET],
  ['rawToolResult', 'tag', 'rawToolResult', SECRET],
  ['stack frame with function', 'text', 'at handleClick (app.js:10:5)', SECRET],
  ['async stack frame', 'text', 'at async loadData (/src/api/data.ts:42:13)', SECRET],
  ['bare stack frame', 'text', 'at /usr/lib/node_modules/x/index.js:7:9', SECRET],
];

describe('gates 8–9: hostile inputs are refused wherever they hide', () => {
  it('has a table of at least 40 hostile inputs', () => expect(HOSTILE.length).toBeGreaterThanOrEqual(40));

  it.each(HOSTILE)('Given %s in the %s, when validated, then it is rejected', (_name, where, value, reason) => {
    const result = validateCandidate(candidateWith(where, value), { sourceConversationId: 'conv-1' });
    expect(result).toEqual({ ok: false, reason });
  });
});

const LEGITIMATE: readonly string[] = [
  'The user likes chocolate-chip cookies.',
  'The user goes for a run at 10:30:00 every day.',
  'The user has five years of experience with React.',
  'The user has 5 years of experience in backend work.',
  'The user uses Node 20 for side projects.',
  "The user's monthly budget for gadgets is 3000 yuan.",
  'The user was born in 1990 and grew up near the sea.',
  'The user prefers Python 3.12 over older versions.',
  'The user upgraded from version 1.2.3 to 2.0.0.',
  'The user wants prices shown like $1,299.99.',
  'The user codes in TypeScript and deploys on Fridays at 5 pm.',
  'The user likes sk-8 style skateboarding videos.',
  'The user is a risk-averse investor.',
  'The user meets the team at 09:00 each Monday.',
  'The user keeps a 1:1 with their manager every week.',
  'The user prefers a 16:9 screen ratio.',
  'The user wants answers under 200 words.',
  'The user writes tests before implementation.',
  'The user lives in the Berlin time zone (UTC+1).',
  'The user prefers dark themes in every editor.',
  'The user likes cookies with milk at night.',
  'The user tracks a 10000-step daily goal.',
  'The user takes the 7:45 train to work.',
  'The user prefers ISO dates like 2024-05-01.',
  'The user reads about the history of the passenger pigeon.',
  'The user prefers HTTP/2 and TLS 1.3 in examples.',
  '用户喜欢吃桃子。',
  '用户不吃香菜。',
  '用户偏好用 VSCode 写代码。',
  '用户每天早上 7 点跑步。',
  '用户有五年前端开发经验，熟悉 Vue 和 React。',
  '用户的预算是 3000 元。',
  '用户使用 Node 20 和 pnpm 8。',
  '用户习惯在 10:30:00 开站会。',
  '技术解释先用大白话，再补充专业说法。',
  '用户正在为 AI Mind 做 v0.4.5 版本规划。',
  '用户住在上海，喜欢周末骑行。',
  '用户希望回答控制在 500 字以内。',
  '用户 2018 年开始学习编程。',
  '用户喜欢 4K 显示器和 120Hz 刷新率。',
  '用户的猫叫豆豆，今年 3 岁。',
  '用户每月读 2 本书。',
  '用户喜欢吃巧克力曲奇饼干。',
  'Budget tiers 100 200 300 400 500',
  'The user ranks options 1 2 3 4 5 6 7 8 9 10 11 12.',
  'The user sets timeouts of 1000 2000 4000 8000 ms.',
];

describe('gates 8–9 scan what is stored, not only what was given', () => {
  // Whitespace runs collapse for storage, and tags and the key take segment form: a shape
  // that appears only after either step must still be refused.
  it.each([
    ['a phone number split by double spaces', 'text', 'Phone is 138  1234  5678'],
    ['a phone number split by line breaks', 'text', '138\n1234\n5678'],
    ['a card number split by double spaces', 'text', '4111  1111  1111  1111'],
    ['a phone number split by tabs', 'subject', '138\t1234\t5678'],
    ['a phone number split by line breaks', 'tag', '138\n1234\n5678'],
    ['a resident ID split by double spaces', 'facet', '110101  19900307  4514'],
    ['a phone number split by dots', 'tag', '138.1234.5678'],
    ['a phone number split by double spaces', 'tag', '138  1234  5678'],
    ['a phone number split by dots', 'subject', '138.1234.5678'],
    ['a card number split by slashes', 'facet', '4111/1111/1111/1111'],
  ] as const)('Given %s in the %s, when validated, then it is rejected as sensitive', (_name, where, value) => {
    const raw = where === 'text' ? { ...(candidateWith('text', '') as object), text: value } : candidateWith(where, value);
    expect(validateCandidate(raw, { sourceConversationId: 'conv-1' })).toEqual({ ok: false, reason: SENSITIVE });
  });

  it('Given a phone number that only the key would join (subject and facet), when validated, then it is rejected', () => {
    const raw = rawCandidate({
      type: 'stable_user_context',
      text: 'The user works as a designer.',
      tags: ['design'],
      subject: '138',
      facet: '1234.5678',
      polarity: null,
    });
    expect(validateCandidate(raw, { sourceConversationId: 'conv-1' })).toEqual({ ok: false, reason: SENSITIVE });
  });

  it.each([
    ['an e-mail address whose tag form is a-b-com', 'the a.b.com site'],
    ['a version whose tag form is digits and dashes', 'Python 3.12.1'],
    ['an ISO date', '2024.05.01'],
  ])('Given %s in a tag, when validated, then the key-form scan does not over-block', (_name, tag) => {
    const raw = rawCandidate({
      type: 'stable_user_context',
      text: 'The user works as a designer.',
      tags: ['design', tag],
      subject: 'designer',
      polarity: null,
    });
    const result = validateCandidate(raw, { sourceConversationId: 'conv-1' });
    expect(result.ok ? 'ok' : result.reason).toBe('ok');
  });
});

describe('gates 8–9: legitimate memories pass', () => {
  it('has a table of at least 40 legitimate memories', () => expect(LEGITIMATE.length).toBeGreaterThanOrEqual(40));

  it.each(LEGITIMATE)('Given "%s", when validated, then it passes', (text) => {
    const result = validateCandidate(
      rawCandidate({ type: 'stable_user_context', text, tags: ['context'], subject: 'context', polarity: null }),
      { sourceConversationId: 'conv-1' },
    );
    expect(result.ok ? 'ok' : result.reason).toBe('ok');
  });
});

// Gate 10 for a chat app's export ("张三 10:32" on its own line, then the message): the format lives in its
// line breaks, which only the text field keeps (tags and identity are normalised to one line), so it is
// tested here rather than in the corpus, whose property tests also split a case into a tag.
describe('gate 10: a line-structured chat log in the text', () => {
  const verdict = (text: string) => {
    const result = validateCandidate(
      rawCandidate({ type: 'stable_user_context', text, tags: ['context'], subject: 'context', polarity: null }),
      {
        sourceConversationId: 'conv-1',
      },
    );
    return result.ok ? 'ok' : result.reason;
  };
  it('Given name-and-time lines of two speakers, when validated, then it is a transcript; one speaker or times in prose pass', () => {
    expect(verdict('张三 10:32\n你好\n李四 10:33\n你好呀')).toBe('full_transcript');
    expect(verdict('Alice Chen 9:14 am\nlunch?\nBob 9:15 am\nsure')).toBe('full_transcript');
    expect(verdict('张三 10:32\n你好')).toBe('ok');
    expect(verdict('The user has standup at 9:30\nand lunch at 12:00.')).toBe('ok');
  });
});

describe('identifier checks', () => {
  it('Given an 18-digit number with a wrong check digit, then it is not an ID', () => {
    expect(isResidentId18('110101199003074515')).toBe(false);
    expect(isResidentId18('110101199003074514')).toBe(true);
  });

  it('Given 15-digit numbers, then only a province code and a real birth date make an old resident ID', () => {
    expect(isResidentId15('110101900307451')).toBe(true);
    expect(isResidentId15('100200300400500')).toBe(false);
    expect(isResidentId15('110101901307451')).toBe(false);
  });

  it.each([
    ['Second phone 2 13812345678', true],
    ['Phone 0 13812345678', true],
    ['Budget tiers 100 200 300 400 500', false],
  ])('Given "%s", when scanned for identifiers, then each group and sub-run is judged on its own (%s)', (text, found) => {
    expect(hasSensitivePersonalInfo(text)).toBe(found);
    expect(hasIdentifierNumber(text)).toBe(found);
  });

  it('Given card numbers, then Luhn separates real from random', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('Given a 16-digit number that fails Luhn, then it is not sensitive', () => {
    expect(hasSensitivePersonalInfo('order 4111 1111 1111 1112')).toBe(false);
  });

  it('Given "favourite cookie: oatmeal", then it is not a cookie header', () => {
    expect(hasSecretOrRuntimeData('favourite cookie: oatmeal raisin')).toBe(false);
  });

  it('Given "at 10:30:00", then it is not a stack frame', () => {
    expect(hasSecretOrRuntimeData('wakes up at 10:30:00')).toBe(false);
  });
});
