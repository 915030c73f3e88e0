import { describe, expect, it } from 'vitest';
import { COMPACTION_MESSAGE_MAX_CHARS, buildCompactionMessages } from './compactionPrompt';
import { assistant, buildMessages, user } from './fixtures';
import type { PinnedDecision } from './records';
import { groupTurns } from './turns';

const decision: PinnedDecision = { text: 'The user decided to use React, not Vue.', subject: 'framework', type: 'project_context' };
const turns = groupTurns(
  buildMessages([
    user('Should I use Zustand or Redux?'),
    assistant('Zustand fits a small app.'),
    user('Go with Zustand then.'),
    assistant('secret-draft', 'error'),
    assistant('Noted: Zustand. Next we', 'interrupted'),
  ]),
);

describe('buildCompactionMessages', () => {
  const [system, request] = buildCompactionMessages({
    previousSummary: 'The user builds a dashboard.',
    previousDecisions: [decision],
    turns,
  });

  it('given a compaction, when built, then one system message with the rules and one user message with the material', () => {
    expect([system!.role, request!.role]).toEqual(['system', 'user']);
  });

  it('given the json_object fallback sends no schema, then the system message spells out the JSON shape and every type', () => {
    expect(system!.content).toContain('{"summary": "<string>", "pinnedDecisions": [{"text": "<string>", "subject": "<string>", "type"');
    expect(system!.content).toContain('stable_user_context');
    expect(system!.content).toMatch(/2500 characters/);
  });

  it('given the rules, then they ask to merge, to keep conclusions as decisions and to drop tool output, secrets and identifiers', () => {
    expect(system!.content).toMatch(/merge/i);
    expect(system!.content).toMatch(/decided to use React/);
    expect(system!.content).toMatch(/tool or command output/);
    expect(system!.content).toMatch(/secrets/);
    expect(system!.content).toMatch(/identifiers/);
    // Promotion to long-term memory is grounded: the prompt asks for the user's own words, or null.
    expect(system!.content).toContain('"evidence": "<the user\'s words, or null>"');
    expect(system!.content).toMatch(/copied exactly from a User\s+message/);
    expect(system!.content).toMatch(/Never quote the Assistant/);
  });

  it('given previous state and turns, when built, then the user message holds the old summary, old decisions and each turn in order', () => {
    const content = request!.content;
    expect(content).toContain('The user builds a dashboard.');
    expect(content).toContain('- [project_context] framework: The user decided to use React, not Vue.');
    expect(content.indexOf('Zustand or Redux')).toBeLessThan(content.indexOf('Go with Zustand then.'));
    expect(content).toContain('--- turn 2 ---');
  });

  it('given a failed answer and an interrupted one, when built, then the failed text is left out and the partial one is marked', () => {
    expect(request!.content).not.toContain('secret-draft');
    expect(request!.content).toContain('Assistant (answer cut off):\nNoted: Zustand. Next we');
  });

  it('given no previous state, when built, then the empty slots say so instead of being blank', () => {
    const [, first] = buildCompactionMessages({ previousSummary: '  ', previousDecisions: [], turns });
    expect(first!.content).toMatch(/Previous summary:\n\(none\)/);
    expect(first!.content).toMatch(/Previous pinned decisions:\n\(none\)/);
  });

  it('given a pasted document longer than the per-message cap, when built, then it is cut and marked', () => {
    const long = groupTurns(buildMessages([user('x'.repeat(COMPACTION_MESSAGE_MAX_CHARS + 500)), assistant('ok')]));
    const [, built] = buildCompactionMessages({ previousSummary: '', previousDecisions: [], turns: long });
    expect(built!.content).toContain('x'.repeat(COMPACTION_MESSAGE_MAX_CHARS) + ' [… cut]');
    expect(built!.content).not.toContain('x'.repeat(COMPACTION_MESSAGE_MAX_CHARS + 1));
  });
});

describe('buildCompactionMessages with a reasoning model in the history', () => {
  it('given turns whose answers kept their reasoning, when the compaction input is built, then it holds the answers and never the reasoning', () => {
    const withThoughts = groupTurns(
      buildMessages([user('Should I use Zustand?'), assistant('Yes, Zustand.'), user('Why?'), assistant('', 'interrupted')]).map((m) =>
        m.role === 'assistant' ? { ...m, reasoning: { text: `SECRET-THOUGHT for ${m.id}`, durationMs: 900 } } : m,
      ),
    );
    const built = JSON.stringify(buildCompactionMessages({ previousSummary: '', previousDecisions: [], turns: withThoughts }));
    expect(built).toContain('Yes, Zustand.');
    expect(built).not.toContain('SECRET-THOUGHT');
  });
});
