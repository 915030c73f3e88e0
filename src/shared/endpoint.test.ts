import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanBaseUrl, endpointOrigin, keyMayGoTo, parseEndpoint, type Endpoint } from './endpoint';

type Row = [input: string, expected: Endpoint | 'empty' | 'invalid' | 'scheme'];

const https = (baseURL: string, origin: string): Endpoint => ({ baseURL, origin, isLoopback: false, isReachable: true });

const TABLE: Row[] = [
  ['https://api.openai.com/v1', https('https://api.openai.com/v1', 'https://api.openai.com')],
  ['  https://api.openai.com/v1/  ', https('https://api.openai.com/v1', 'https://api.openai.com')],
  ['https://api.openai.com/v1///', https('https://api.openai.com/v1', 'https://api.openai.com')],
  ['https://api.openai.com', https('https://api.openai.com', 'https://api.openai.com')],
  ['https://api.openai.com/', https('https://api.openai.com', 'https://api.openai.com')],
  ['HTTPS://API.Example.COM/V1', https('https://api.example.com/V1', 'https://api.example.com')],
  ['https://api.example.com:443/v1', https('https://api.example.com/v1', 'https://api.example.com')],
  ['https://proxy.example:8443/v1', https('https://proxy.example:8443/v1', 'https://proxy.example:8443')],
  ['https://openrouter.ai/api/v1', https('https://openrouter.ai/api/v1', 'https://openrouter.ai')],
  ['https://user:secret@proxy.example:8443/v1/?api-key=sk-abc#frag', https('https://proxy.example:8443/v1', 'https://proxy.example:8443')],
  ['https://192.168.1.50:8443/v1', https('https://192.168.1.50:8443/v1', 'https://192.168.1.50:8443')],
  [
    'http://127.0.0.1:4010/v1',
    { baseURL: 'http://127.0.0.1:4010/v1', origin: 'http://127.0.0.1:4010', isLoopback: true, isReachable: true },
  ],
  [
    'http://localhost:11434/v1/',
    { baseURL: 'http://localhost:11434/v1', origin: 'http://localhost:11434', isLoopback: true, isReachable: true },
  ],
  ['http://localhost/v1', { baseURL: 'http://localhost/v1', origin: 'http://localhost', isLoopback: true, isReachable: true }],
  ['http://127.0.0.1:80/v1', { baseURL: 'http://127.0.0.1/v1', origin: 'http://127.0.0.1', isLoopback: true, isReachable: true }],
  // The CSP cannot name an IPv6 literal, so [::1] is not loopback as far as the page is concerned.
  ['http://[::1]:11434/v1', { baseURL: 'http://[::1]:11434/v1', origin: 'http://[::1]:11434', isLoopback: false, isReachable: false }],
  ['https://[::1]:8443/v1', { baseURL: 'https://[::1]:8443/v1', origin: 'https://[::1]:8443', isLoopback: false, isReachable: true }],
  [
    'http://192.168.1.50:11434/v1',
    { baseURL: 'http://192.168.1.50:11434/v1', origin: 'http://192.168.1.50:11434', isLoopback: false, isReachable: false },
  ],
  [
    'http://llm.example.com/v1',
    { baseURL: 'http://llm.example.com/v1', origin: 'http://llm.example.com', isLoopback: false, isReachable: false },
  ],
  [
    'http://127.0.0.2:4010/v1',
    { baseURL: 'http://127.0.0.2:4010/v1', origin: 'http://127.0.0.2:4010', isLoopback: false, isReachable: false },
  ],
  ['', 'empty'],
  ['   ', 'empty'],
  ['/', 'empty'],
  ['api.openai.com', 'invalid'],
  ['https://', 'invalid'],
  ['not a url', 'invalid'],
  ['https://exa mple.com/v1', 'invalid'],
  ['ftp://x.y/v1', 'scheme'],
  ['javascript:alert(1)', 'scheme'],
  ['file:///etc/passwd', 'scheme'],
  ['ws://127.0.0.1:4010/v1', 'scheme'],
];

describe('parseEndpoint', () => {
  it.each(TABLE)('given %j, when parsed, then it is %j', (input, expected) => {
    const result = parseEndpoint(input);
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, error: expected });
    else expect(result).toEqual({ ok: true, value: expected });
  });

  it('given localhost and 127.0.0.1 on one port, when parsed, then both are loopback but separate key origins', () => {
    const byName = parseEndpoint('http://localhost:4010/v1');
    const byAddress = parseEndpoint('http://127.0.0.1:4010/v1');
    expect(byName.ok && byAddress.ok).toBe(true);
    if (!byName.ok || !byAddress.ok) return;
    expect(byName.value.isLoopback && byAddress.value.isLoopback).toBe(true);
    expect(byName.value.origin).not.toBe(byAddress.value.origin);
  });

  it('given /v1 and another path on one host, when parsed, then they share the key origin', () => {
    expect(endpointOrigin('https://api.example/v1')).toBe(endpointOrigin('https://api.example/v2/'));
    expect(endpointOrigin('https://api.example/v1')).not.toBe(endpointOrigin('http://api.example/v1'));
    expect(endpointOrigin('nope')).toBeNull();
  });
});

const host = fc.oneof(fc.domain(), fc.constantFrom('127.0.0.1', 'localhost', '[::1]', '192.168.1.50'), fc.ipV4());
const baseUrlLike = fc
  .record({
    scheme: fc.constantFrom('http', 'https', 'HTTPS'),
    userInfo: fc.constantFrom('', 'user:secret@', 'key@'),
    host,
    port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    path: fc.array(fc.constantFrom('v1', 'api', 'openai', 'V2', 'a-b'), { maxLength: 3 }),
    slashes: fc.constantFrom('', '/', '///'),
    query: fc.constantFrom('', '?api-key=sk-secret', '#frag'),
    padding: fc.constantFrom('', ' ', '\t '),
  })
  .map(
    (u) =>
      `${u.padding}${u.scheme}://${u.userInfo}${u.host}${u.port ? `:${u.port}` : ''}${u.path.map((p) => `/${p}`).join('')}${u.slashes}${u.query}${u.padding}`,
  );

describe('parseEndpoint properties', () => {
  it('given any http(s) base URL, when its cleaned form is parsed again, then nothing changes (idempotent)', () => {
    fc.assert(
      fc.property(baseUrlLike, (input) => {
        const once = parseEndpoint(input);
        if (!once.ok) return;
        expect(parseEndpoint(once.value.baseURL)).toEqual(once);
      }),
    );
  });

  it('given any base URL with credentials, query or trailing slashes, when cleaned, then none of them survive and the key origin is kept', () => {
    fc.assert(
      fc.property(baseUrlLike, (input) => {
        const clean = cleanBaseUrl(input);
        if (clean === null) return;
        expect(clean).not.toMatch(/@|\?|#|\/$|\s/);
        expect(endpointOrigin(clean)).toBe(endpointOrigin(input));
        expect(clean.startsWith(endpointOrigin(input) ?? '\u0000')).toBe(true);
      }),
    );
  });

  it('given any string, when parsed, then it never throws', () => {
    fc.assert(fc.property(fc.string(), (input) => void parseEndpoint(input)));
  });
});

describe('keyMayGoTo', () => {
  it('given a key entered for one origin, when a request goes to another origin, then it may not go; with no origin it may', () => {
    expect(keyMayGoTo('https://api.example', 'https://api.example/v2/')).toBe(true);
    expect(keyMayGoTo('http://api.example', 'https://api.example/v1')).toBe(false);
    expect(keyMayGoTo('http://127.0.0.1:4010', 'http://127.0.0.1:4011/v1')).toBe(false);
    expect(keyMayGoTo('', 'not a url')).toBe(false);
    expect(keyMayGoTo(undefined, 'https://anywhere.example/v1')).toBe(true);
  });
});
