import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../tools/mock-openai/vitest';
import { embedTexts, parseEmbeddings, requestedDimensions } from './embeddings';
import { EMBED_BATCH_MAX } from './limits';

const KEY = 'sk-test-SECRET0123456789abcdefXYZ';
const server = useMockServer({ chunkDelayMs: 0 });
const settings = () => ({ apiKey: KEY, baseURL: server.baseURL });
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0);

describe('embedTexts', () => {
  it('Given several texts, when embedded, then one vector per text comes back in order, all of one dimension', async () => {
    const result = await embedTexts(settings(), {
      model: 'mock-embed',
      inputs: ['I prefer TypeScript', 'what language for my web project?', 'how tall is Everest'],
    });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.dimension).toBe(256);
    const [ts, question, everest] = result.value.vectors as [Float32Array, Float32Array, Float32Array];
    expect(cosine(ts, question)).toBeGreaterThan(cosine(ts, everest));
    expect(server.mock.log()[0]).toMatchObject({ path: '/v1/embeddings', kind: 'embeddings', body: { encoding_format: 'float' } });
  });

  it('Given a text-embedding-3 model, when embedded, then a 512-dimension vector is asked for; other models are not asked', async () => {
    const result = await embedTexts(settings(), { model: 'text-embedding-3-small', inputs: ['x'] });
    expect(result.ok && result.value.dimension).toBe(512);
    expect(server.mock.log()[0]?.body.dimensions).toBe(512);
    expect(requestedDimensions('openai/text-embedding-3-large')).toBe(512);
    expect(requestedDimensions('nomic-embed-text')).toBeUndefined();
  });

  it('Given an endpoint without embeddings, when called, then not_found says so and carries no key', async () => {
    server.mock.options({ embeddings: false });
    const result = await embedTexts(settings(), { model: 'mock-embed', inputs: ['x'] });
    expect(!result.ok && result.error.code).toBe('embeddings_not_found');
    expect(!result.ok && result.error.values).toMatchObject({
      model: 'mock-embed',
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1$/),
    });
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it('Given more than the batch limit, when called, then it refuses without a request', async () => {
    const result = await embedTexts(settings(), { model: 'mock-embed', inputs: Array.from({ length: EMBED_BATCH_MAX + 1 }, () => 'x') });
    expect(!result.ok && result.error).toEqual({ code: 'too_many_inputs', values: { limit: EMBED_BATCH_MAX } });
    expect(server.mock.log()).toEqual([]);
  });

  it('Given a 500, when called, then a server error (retryable) comes back', async () => {
    server.mock.script({ match: { kind: 'embeddings' }, status: 500 });
    const result = await embedTexts(settings(), { model: 'mock-embed', inputs: ['x'] });
    expect(!result.ok && result.error.code).toBe('server');
  });
});

describe('parseEmbeddings', () => {
  it('Given answers out of order, then vectors follow their index', () => {
    const r = parseEmbeddings(
      {
        data: [
          { index: 1, embedding: [0, 1] },
          { index: 0, embedding: [1, 0] },
        ],
      },
      2,
      'x',
    );
    expect(r.ok && Array.from(r.value.vectors[0] ?? [])).toEqual([1, 0]);
  });
  it('Given a base64 answer (float32, little-endian), then it is decoded', () => {
    const floats = new Float32Array([0.5, -1, 2]);
    const b64 = Buffer.from(floats.buffer).toString('base64');
    const r = parseEmbeddings({ data: [{ index: 0, embedding: b64 }] }, 1, 'x');
    expect(r.ok && Array.from(r.value.vectors[0] ?? [])).toEqual([0.5, -1, 2]);
  });
  it.each([
    ['too few', { data: [{ index: 0, embedding: [1] }] }],
    [
      'mixed dimensions',
      {
        data: [
          { index: 0, embedding: [1] },
          { index: 1, embedding: [1, 2] },
        ],
      },
    ],
    [
      'not numbers',
      {
        data: [
          { index: 0, embedding: ['a'] },
          { index: 1, embedding: [1] },
        ],
      },
    ],
    ['no data', {}],
  ])('Given %s, then malformed', (_name, body) => {
    const r = parseEmbeddings(body, 2, 'x');
    expect(!r.ok && r.error.code).toBe('malformed');
  });
});
