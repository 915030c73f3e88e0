import { describe, expect, it } from 'vitest';
import { fixtureMemories } from './__fixtures__/recallFixture';
import { buildMemorySystemMessage } from './systemMessage';
import { selectRelevantMemories } from './selection';

describe('buildMemorySystemMessage', () => {
  it('Given nothing selected, when built, then there is no message at all', () => {
    expect(buildMemorySystemMessage([])).toBeNull();
  });

  it('Given selected memories, when built, then a header and one "- (type) text" line each follow', () => {
    const selected = selectRelevantMemories(fixtureMemories(), '我喜欢吃什么？');
    const message = buildMemorySystemMessage(selected) ?? '';
    const lines = message.split('\n');
    expect(lines).toHaveLength(1 + selected.length);
    expect(lines.slice(1)).toEqual(selected.map((m) => `- (${m.type}) ${m.text}`));
    expect(lines[0]).toMatch(/latest message/);
    expect(lines[0]).toMatch(/browser session/);
  });
});
