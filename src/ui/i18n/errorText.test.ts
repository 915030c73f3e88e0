import { describe, expect, it } from 'vitest';
import { messageErrorSchema } from '../../chat/records';
import { ERROR_CODES } from '../../state/types';
import { en } from './en';
import { errorDetail, errorText, fallbackText } from './errorText';
import { plural } from './plural';
import { zh } from './zh';

const CJK = /[\u3400-\u9fff]/;
/** Three ASCII words in a row: an English sentence (or the start of one). */
const ENGLISH_RUN = /[A-Za-z]+[\s,]+[A-Za-z]+[\s,]+[A-Za-z]+/;

describe('errorText', () => {
  it('given every contract code with typical values, when worded in Chinese, then each sentence is Chinese with no English run', () => {
    const values = {
      status: 503,
      retryAfterSeconds: 12,
      model: 'gpt-x',
      baseUrl: 'https://api.example/v1',
      usedBytes: 2 ** 20,
      quotaBytes: 2 ** 21,
    };
    for (const code of ERROR_CODES) {
      const text = errorText(zh, { code, values });
      expect([code, CJK.test(text)]).toEqual([code, true]);
      expect([code, text.replace(/https?:\/\/\S+?(?=[\s，。）]|$)/g, '').match(ENGLISH_RUN)]).toEqual([code, null]);
    }
  });

  it('given the values of a failure, when worded, then the sentence carries them (status, retry-after, model, base URL, usage)', () => {
    expect(errorText(en, { code: 'rate_limited', values: { retryAfterSeconds: 12 } })).toBe(
      'Rate limited by the provider (429). Try again in 12 s.',
    );
    expect(errorText(zh, { code: 'rate_limited', values: { retryAfterSeconds: 12 } })).toBe(
      '请求过于频繁，被服务商限流（429），请 12 秒后再试。',
    );
    expect(errorText(en, { code: 'server', values: { status: 502 } })).toContain('(502)');
    expect(errorText(zh, { code: 'not_found', values: { model: 'gpt-9' } })).toContain('“gpt-9”');
    expect(errorText(en, { code: 'network', values: { baseUrl: 'http://127.0.0.1:4999/v1' } })).toContain(
      'Could not reach http://127.0.0.1:4999/v1',
    );
    expect(
      errorText(en, { code: 'storage_full', values: { usedBytes: 12.5 * 2 ** 20, quotaBytes: 12.6 * 2 ** 20 } }, { nothingChanged: true }),
    ).toBe('The browser’s storage for this app is full (12.5 MB of 12.6 MB used). Nothing was changed.');
  });

  it('given a failure worded in two sentences, when in Chinese, then they follow each other with no space after the full stop', () => {
    const text = errorText(zh, { code: 'storage_full', values: { usedBytes: 2 ** 20, quotaBytes: 2 ** 21 } }, { nothingChanged: true });
    expect(text).toContain('。没有做任何更改。');
    expect(text).not.toMatch(/。\s/);
  });

  it('given a failure without its own endpoint, when worded, then the context supplies the base URL and model', () => {
    expect(errorText(en, { code: 'not_found' }, { model: 'from-settings' })).toContain('“from-settings”');
  });

  it('given a message error stored before errors carried values, when read and worded, then it still shows', () => {
    const oldRow = messageErrorSchema.parse({
      code: 'rate_limited',
      message: 'Rate limited by http://x/v1. Try again in 9 s.',
      status: 429,
      retryAfterSeconds: 9,
      baseURL: 'http://x/v1',
      model: 'm',
    });
    expect(errorText(zh, oldRow)).toBe('请求过于频繁，被服务商限流（429），请 9 秒后再试。');
    const unknownCode = messageErrorSchema.parse({ code: 'gone', message: 'This conversation no longer exists.' });
    expect(errorText(en, unknownCode)).toBe('Something went wrong: This conversation no longer exists.');
    expect(errorText(zh, messageErrorSchema.parse({ code: 'interrupted', message: 'The page was closed.' }))).toBe(zh.err_interrupted);
  });

  it('given a provider text, then it is a technical detail, never part of the sentence', () => {
    const e = { code: 'bad_request', values: { status: 400, detail: 'context_length_exceeded' } };
    expect(errorText(zh, e)).not.toContain('context_length_exceeded');
    expect(errorDetail(e)).toBe('context_length_exceeded');
  });

  it('given a meaning-recall fallback, then it is worded; an unknown one reads as a failed embedding', () => {
    expect(fallbackText(zh, { code: 'timeout' })).toBe('计算向量超时');
    expect(fallbackText(en, { code: 'from_a_newer_worker' as 'timeout' })).toBe(en.fallback_embed_failed);
  });
});

describe('plural', () => {
  it('given counts, when worded, then English picks one/other through Intl.PluralRules and Chinese has one form', () => {
    expect(plural(en, 'en', 'memoryCount', 1)).toBe('1 memory');
    expect(plural(en, 'en', 'memoryCount', 0)).toBe('0 memories');
    expect(plural(en, 'en', 'memoryCount', 2)).toBe('2 memories');
    expect(plural(zh, 'zh', 'memoryCount', 1)).toBe('1 条记忆');
    expect(plural(en, 'en', 'searchIndexing', 1, { done: 0, total: 1 })).toContain('0 of 1 message;');
  });

  it('given a language whose form the dictionary lacks (Arabic "few"), then the other form is used', () => {
    expect(plural(en, 'ar', 'memoryCount', 3)).toBe('3 memories');
  });
});
