import { describe, expect, it } from 'vitest';
import { explainRecall } from './explain';
import type { UserMemory } from '../record/schema';

const memory = (patch: Partial<UserMemory>): UserMemory => ({
  schemaVersion: 'user-memory.v1',
  namespace: ['mindkeep', 'user-memory', 'v1', '0123456789abcdef'],
  stableKey: 'user_preference:prefer-桃子',
  type: 'user_preference',
  text: '用户喜欢吃桃子',
  identity: { subject: '桃子', polarity: 'prefer' },
  tags: ['桃子', '水果', '吃'],
  confidence: 0.95,
  status: 'active',
  source: 'eligible_completed_turn',
  sourceConversationId: 'c1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

describe('explainRecall', () => {
  it('given the peach memory and a fruit question, when explained, then the tag 水果 is named and the score agrees', () => {
    const e = explainRecall(memory({}), '给我推荐几种水果');
    expect(e.matchedTags).toEqual(['水果']);
    expect(e.subjectMatched).toBe(false);
    expect(e.score.tags).toBe(3);
  });

  it('given a question, when explained, then it says whether the question was about the user, about the world or a request', () => {
    expect(explainRecall(memory({}), '给我推荐几种水果').aboutness).toBe('user');
    expect(explainRecall(memory({}), '桃子的原产地是哪里？').aboutness).toBe('world');
    expect(explainRecall(memory({}), 'Translate this sentence into French').aboutness).toBe('request');
  });

  it('given an English memory, when the question names its subject, then subject and shared words are reported', () => {
    const ts = memory({
      stableKey: 'user_preference:prefer-typescript',
      text: 'The user prefers TypeScript over JavaScript',
      identity: { subject: 'TypeScript', polarity: 'prefer' },
      tags: ['typescript', 'javascript'],
    });
    const e = explainRecall(ts, 'set up a new TypeScript project');
    expect(e.subjectMatched).toBe(true);
    expect(e.matchedTags).toEqual(['typescript']);
    expect(e.sharedWords).toContain('typescript');
  });

  it('given an unrelated question, when explained, then nothing matched', () => {
    const e = explainRecall(memory({}), 'VSCode plugins please');
    expect(e).toMatchObject({ matchedTags: [], subjectMatched: false, facetMatched: false, sharedWords: [] });
    expect(e.score.total).toBe(0);
  });

  it('given a German memory and a question holding another form of its word, when explained, then the word is named as the memory writes it', () => {
    const e = explainRecall(
      memory({
        stableKey: 'stable_user_context:tochter',
        type: 'stable_user_context',
        text: 'Die Tochter des Nutzers spielt Geige.',
        identity: { subject: 'Tochter' },
        tags: ['Tochter', 'Geige'],
      }),
      'Welche Geschenke mögen meine Töchter?',
    );
    expect(e.sharedWords).toEqual(['tochter']);
    expect(e.matchedTags).toEqual(['Tochter']);
  });

  it('given CJK memories and questions that share runs across word edges, when explained, then every shared phrase shown begins and ends on a word edge of the question', () => {
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    const edgesOf = (text: string) => new Set([...segmenter.segment(text)].flatMap((p) => [p.index, p.index + p.segment.length]));
    const texts = [
      '用户每天早上喝黑咖啡',
      '用户周末喜欢打羽毛球',
      '用户在杭州做后端开发',
      '用户晚上常看科幻电影',
      'ユーザーは毎朝ジョギングをしている',
    ];
    let shown = 0;
    for (const text of texts) {
      const words = [...segmenter.segment(text)].map((p) => p.segment);
      // Each question holds two neighbouring words of the memory, then words of its own: the run it shares
      // with the memory crosses a word edge, where a fragment (the end of one word and the next) could be shared.
      for (let i = 0; i + 1 < words.length; i++) {
        const question = `${words[i]}${words[i + 1]}什么比较好`;
        const edges = edgesOf(question);
        for (const phrase of explainRecall(memory({ text, tags: [] }), question).sharedPhrases) {
          shown += 1;
          const at = question.indexOf(phrase);
          expect({ phrase, question, start: edges.has(at), end: edges.has(at + phrase.length) }).toEqual({
            phrase,
            question,
            start: true,
            end: true,
          });
        }
      }
    }
    expect(shown).toBeGreaterThan(5);
  });
});
