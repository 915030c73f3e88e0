import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createReasoningSplitter, splitReasoning, type StreamPieces } from './reasoning';

/** Sample streams as a server sends them (the content field), with what must come out of them. */
const SAMPLES: readonly { stream: string; reasoning: string; answer: string }[] = [
  { stream: '<think>I should add 2 and 2.</think>\n\nThe answer is 4.', reasoning: 'I should add 2 and 2.', answer: 'The answer is 4.' },
  { stream: '\n  <think>\nstep one\n</think>Done', reasoning: '\nstep one\n', answer: 'Done' },
  { stream: '<think>never closed, still thinking', reasoning: 'never closed, still thinking', answer: '' },
  { stream: '<think>cut at the tag</thi', reasoning: 'cut at the tag</thi', answer: '' },
  { stream: 'Use the <think> tag like <think>this</think>.', reasoning: '', answer: 'Use the <think> tag like <think>this</think>.' },
  { stream: 'Sure. <think>not at the start</think> stays', reasoning: '', answer: 'Sure. <think>not at the start</think> stays' },
  { stream: '<thinking>another tag</thinking>', reasoning: '', answer: '<thinking>another tag</thinking>' },
  { stream: '\n\nPlain answer with leading lines', reasoning: '', answer: '\n\nPlain answer with leading lines' },
  { stream: '<thin', reasoning: '', answer: '<thin' },
  { stream: '  ', reasoning: '', answer: '  ' },
  { stream: '<think></think>\n\nEmpty block', reasoning: '', answer: 'Empty block' },
  { stream: '<think>a < b and </thinker> is not the end</think>ok', reasoning: 'a < b and </thinker> is not the end', answer: 'ok' },
  { stream: '<think>only thoughts</think>\n', reasoning: 'only thoughts', answer: '' },
  { stream: '<think>用户问杭州。</think>答案：杭州。', reasoning: '用户问杭州。', answer: '答案：杭州。' },
];

/** Feeds the chunks in order, ends the stream, and joins what came out. */
function run(chunks: readonly string[]): StreamPieces {
  const splitter = createReasoningSplitter();
  let reasoning = '';
  let answer = '';
  for (const piece of [...chunks.map((c) => splitter.content(c)), splitter.end()]) {
    reasoning += piece.reasoning;
    answer += piece.answer;
  }
  return { reasoning, answer };
}

const cutAt = (text: string, points: readonly number[]): string[] => {
  const sorted = [...points].sort((a, b) => a - b);
  return [0, ...sorted].map((from, i) => text.slice(from, sorted[i] ?? text.length));
};

describe('the reasoning splitter, over every chunking of the sample streams', () => {
  for (const sample of SAMPLES) {
    const expected = { reasoning: sample.reasoning, answer: sample.answer };
    const n = sample.stream.length;

    it(`given ${JSON.stringify(sample.stream)} in one piece, then reasoning and answer are apart`, () => {
      expect(run([sample.stream])).toEqual(expected);
      expect(splitReasoning(sample.stream)).toEqual(expected);
    });

    it(`given ${JSON.stringify(sample.stream)} cut at every single point and every pair of points, then the result is the same`, () => {
      const wrong: string[] = [];
      const check = (points: number[]) => {
        const got = run(cutAt(sample.stream, points));
        if (got.reasoning !== expected.reasoning || got.answer !== expected.answer)
          wrong.push(`cut at ${points.join(',')}: ${JSON.stringify(got)}`);
      };
      for (let i = 0; i <= n; i++) {
        check([i]);
        for (let j = i; j <= n; j++) check([i, j]);
      }
      expect(wrong).toEqual([]);
    });

    it(`given ${JSON.stringify(sample.stream)} one character at a time, then the result is the same`, () => {
      expect(run([...sample.stream])).toEqual(expected);
    });
  }

  it('given any sample under any random chunking (empty chunks included), then the result is the same', () => {
    const sampleAndCuts = fc
      .constantFrom(...SAMPLES)
      .chain((sample) => fc.tuple(fc.constant(sample), fc.array(fc.nat({ max: sample.stream.length }), { maxLength: 12 })));
    fc.assert(
      fc.property(sampleAndCuts, ([sample, cuts]) => {
        expect(run(cutAt(sample.stream, cuts))).toEqual({ reasoning: sample.reasoning, answer: sample.answer });
      }),
    );
  });

  it('given any text without a leading think tag, when chunked at random, then it is all answer, unchanged', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        fc.pre(!text.trimStart().startsWith('<think>'));
        const points = cuts.map((c) => c % (text.length + 1));
        expect(run(cutAt(text, points))).toEqual({ reasoning: '', answer: text });
      }),
    );
  });
});

describe('the reasoning splitter while streaming', () => {
  it('given a think block arriving in pieces, when each piece arrives, then its reasoning is shown at once (not held to the end)', () => {
    const splitter = createReasoningSplitter();
    expect(splitter.content('<think>First')).toEqual({ reasoning: 'First', answer: '' });
    expect(splitter.content(' thought</')).toEqual({ reasoning: ' thought', answer: '' });
    expect(splitter.content('think>Answer')).toEqual({ reasoning: '', answer: 'Answer' });
  });

  it('given a leading tag split as "<th" + "ink>", when the first piece arrives, then nothing is shown as answer yet', () => {
    const splitter = createReasoningSplitter();
    expect(splitter.content('\n<th')).toEqual({ reasoning: '', answer: '' });
    expect(splitter.content('ink>why')).toEqual({ reasoning: 'why', answer: '' });
  });

  it('given a separate reasoning field, then its pieces are reasoning and the content field stays the answer', () => {
    const splitter = createReasoningSplitter();
    const pieces = [
      splitter.reasoningField('Let me think'),
      splitter.reasoningField(' about <think> tags.'),
      splitter.content('\n\nHello'),
      splitter.content(' there'),
      splitter.end(),
    ];
    expect(pieces.map((p) => p.reasoning).join('')).toBe('Let me think about <think> tags.');
    expect(pieces.map((p) => p.answer).join('')).toBe('\n\nHello there');
  });
});
