import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import type { PinnedDecision } from '../../../chat/records';
import { startPipeline } from './pipeline.testutil';

const server = useMockServer();

const react: PinnedDecision = {
  text: 'The user decided to use React, not Vue, for the dashboard',
  subject: 'dashboard framework',
  type: 'project_context',
};
const tabs: PinnedDecision = { text: 'Indent code with two spaces', subject: 'indentation', type: 'standing_instruction' };

/** What the user said in the conversation, and the quote of it the compaction model gave for each decision. */
const USER_TEXTS = [
  "Let's go with React, not Vue, for the dashboard.",
  'Please indent code with two spaces from now on.',
  'Actually, switch the dashboard to Svelte.',
];
const QUOTES: Record<string, string> = {
  [react.text]: 'go with React, not Vue, for the dashboard',
  [tabs.text]: 'indent code with two spaces from now on',
  'The user decided to use Svelte for the dashboard': 'switch the dashboard to Svelte',
};
const grounded = (previous: PinnedDecision[], next: PinnedDecision[], userTexts: readonly string[] = USER_TEXTS) => ({
  conversationId: 'c1',
  previous,
  next,
  evidence: next.flatMap((d) => (QUOTES[d.text] ? [{ text: d.text, evidence: QUOTES[d.text]! }] : [])),
  userTexts,
});

describe('pinned-decision promotion', () => {
  it('given a compaction that keeps one decision and adds one, when promoted, then only the new one is written, as a promotion', async () => {
    const h = await startPipeline(server);
    await h.pipeline.promotePinnedDecisions(grounded([], [react]));
    const before = await h.inspect.history.count();

    await h.pipeline.promotePinnedDecisions(grounded([react], [react, tabs]));
    const history = await h.inspect.history.toArray();
    expect(history.length - before).toBe(1);
    const written = history.at(-1)?.after;
    expect(written).toMatchObject({
      text: 'Indent code with two spaces',
      type: 'standing_instruction',
      identity: { subject: 'indentation' },
      confidence: 0.85,
      source: 'pinned_decision_promotion',
      sourceSignal: 'pinned_decision_signal',
      sourceConversationId: 'c1',
    });
    expect(extractionRequestsMade()).toBe(0);
  });

  it('given a decision whose text changed, when promoted, then the memory under its key is updated', async () => {
    const h = await startPipeline(server);
    await h.pipeline.promotePinnedDecisions(grounded([], [react]));
    const changed = { ...react, text: 'The user decided to use Svelte for the dashboard' };
    await h.pipeline.promotePinnedDecisions(grounded([react], [changed]));
    const [memory] = await h.inspect.memories.toArray();
    expect(memory).toMatchObject({ text: changed.text, status: 'active' });
    expect((await h.inspect.history.toArray()).map((e) => e.outcome)).toEqual(['written', 'updated']);
  });

  it('given only whitespace changed, when promoted, then nothing is written', async () => {
    const h = await startPipeline(server);
    await h.pipeline.promotePinnedDecisions(grounded([tabs], [{ ...tabs, text: '  Indent   code with two spaces ' }]));
    expect(await h.inspect.memories.count()).toBe(0);
  });

  it('given a decision that fails a gate, when promoted, then it is refused with a text-free log entry', async () => {
    const h = await startPipeline(server);
    const leaky: PinnedDecision = {
      text: 'Deploy with key sk-proj-ZYXWVUTSRQPONMLKJIHG9876',
      subject: 'deploy',
      type: 'workflow_preference',
    };
    await h.pipeline.promotePinnedDecisions({
      ...grounded([], [leaky], ['Deploy with key sk-proj-ZYXWVUTSRQPONMLKJIHG9876 please']),
      evidence: [{ text: leaky.text, evidence: 'Deploy with key sk-proj-ZYXWVUTSRQPONMLKJIHG9876' }],
    });
    expect(await h.inspect.memories.count()).toBe(0);
    const [rejection] = await h.inspect.rejections.toArray();
    expect(rejection).toMatchObject({ reason: 'raw_runtime_state', type: 'workflow_preference', source: 'promotion' });
    expect(JSON.stringify(rejection)).not.toContain('sk-proj');
  });
});

describe("pinned-decision promotion is grounded in the user's words", () => {
  it('given a decision the user said, when promoted, then the memory keeps the quote in its history', async () => {
    const h = await startPipeline(server);
    await h.pipeline.promotePinnedDecisions(grounded([], [tabs]));
    const [entry] = await h.inspect.history.toArray();
    expect(entry).toMatchObject({ outcome: 'written', evidence: 'indent code with two spaces from now on' });
    expect(entry?.turnId).toBeUndefined();
  });

  it.each([
    ['no quote at all', { evidence: [] }],
    ["a quote of the assistant's suggestion", { evidence: [{ text: react.text, evidence: 'I would pick React over Vue for this' }] }],
    ['a quote the user never wrote', { evidence: [{ text: react.text, evidence: 'use React for the dashboard' }] }],
  ])('given a decision with %s, when promoted, then nothing is written and it is refused as ungrounded', async (_, override) => {
    const h = await startPipeline(server);
    await h.pipeline.promotePinnedDecisions({
      ...grounded([], [react], ['Which framework would you pick for the dashboard?']),
      ...override,
    });
    expect(await h.inspect.memories.count()).toBe(0);
    expect(await h.inspect.rejections.toArray()).toMatchObject([{ reason: 'ungrounded', type: 'project_context', source: 'promotion' }]);
  });
});

function extractionRequestsMade(): number {
  return server.mock.log().filter((e) => e.kind === 'structured').length;
}
