import { describe, expect, it } from 'vitest';
import {
  PREVIOUS_RESULT_MAX_CHARS,
  TASKLIST_SCHEMA_NAME,
  buildPlanMessages,
  buildStepMessages,
  parseTasklist,
  tasklistJsonSchema,
} from './tasklist';

const item = (title: string, detail = `Do ${title}.`) => ({ title, detail });

describe('tasklistJsonSchema', () => {
  it('given the schema, when read, then it is OpenAI-strict: every key required, no undeclared keys, 1–12 items', () => {
    expect(TASKLIST_SCHEMA_NAME).toBe('task_list');
    expect(tasklistJsonSchema).toMatchObject({ type: 'object', additionalProperties: false, required: ['items'] });
    const items = tasklistJsonSchema.properties.items;
    expect([items.minItems, items.maxItems]).toEqual([1, 12]);
    expect(items.items).toMatchObject({ additionalProperties: false, required: ['title', 'detail'] });
  });
});

describe('parseTasklist', () => {
  it('given a valid answer with padded text, when parsed, then the items come back trimmed', () => {
    expect(parseTasklist({ items: [{ title: '  Outline the talk ', detail: ' Three parts. ' }] })).toEqual({
      ok: true,
      value: { items: [{ title: 'Outline the talk', detail: 'Three parts.' }] },
    });
  });

  it('given the raw JSON text of a json_object fallback, when parsed, then it is read', () => {
    expect(parseTasklist('{"items":[{"title":"A","detail":""}]}')).toEqual({ ok: true, value: { items: [{ title: 'A', detail: '' }] } });
  });

  it.each([
    ['not JSON', '{"items": [', /not valid JSON/],
    ['no items', { items: [] }, /items: Too small/],
    ['13 items', { items: Array.from({ length: 13 }, (_, i) => item(`Step ${i}`)) }, /items: Too big/],
    ['an undeclared key on an item', { items: [{ ...item('A'), priority: 1 }] }, /Unrecognized key/],
    ['an undeclared top-level key', { items: [item('A')], note: 'x' }, /Unrecognized key/],
    ['a blank title', { items: [item('   ')] }, /items\.0\.title/],
    ['a missing detail', { items: [{ title: 'A' }] }, /items\.0\.detail/],
    ['an over-long title', { items: [item('x'.repeat(121))] }, /items\.0\.title: Too big/],
  ])('given %s, when parsed, then it is rejected', (_, raw, message) => {
    const result = parseTasklist(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });
});

describe('buildPlanMessages', () => {
  it('given a goal, when the plan request is built, then it asks for 3–7 items in the JSON shape and fences the goal', () => {
    const messages = buildPlanMessages({ goal: 'Plan a weekend trip to Hangzhou', language: 'zh' });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toMatch(/3 to 7 concrete checklist items/);
    expect(messages[0]!.content).toContain('{"items": [{"title": "<string>", "detail": "<string>"}]}');
    expect(messages[0]!.content).toMatch(/Simplified Chinese/);
    expect(messages[1]!.content).toBe('Goal:\n<<<GOAL\nPlan a weekend trip to Hangzhou\nGOAL>>>');
  });
});

describe('buildStepMessages', () => {
  const items = [item('Pick dates'), item('Find a hotel'), item('Draft the itinerary')];

  it('given the second item, when the step request is built, then it marks progress, carries earlier results and names the item', () => {
    const [, user] = buildStepMessages({ goal: 'Trip', items, index: 1, previousResults: [{ title: 'Pick dates', result: 'May 3–4.' }] });
    expect(user!.content).toContain('1. [done] Pick dates\n2. [current] Find a hotel\n3. Draft the itinerary');
    expect(user!.content).toContain('### Pick dates\nMay 3–4.');
    expect(user!.content).toMatch(/Now do item 2: Find a hotel\nDo Find a hotel\.$/);
  });

  it('given the first item, when built, then there are no earlier results and the rules say to work on this item only', () => {
    const [system, user] = buildStepMessages({ goal: 'Trip', items, index: 0, previousResults: [] });
    expect(system!.content).toMatch(/current item only/);
    expect(user!.content).toContain('(none yet)');
  });

  it('given a long earlier result, when built, then it is clipped', () => {
    const long = 'y'.repeat(PREVIOUS_RESULT_MAX_CHARS + 500);
    const [, user] = buildStepMessages({ goal: 'Trip', items, index: 1, previousResults: [{ title: 'Pick dates', result: long }] });
    expect(user!.content).toContain(`${'y'.repeat(PREVIOUS_RESULT_MAX_CHARS)} [… cut]`);
    expect(user!.content).not.toContain('y'.repeat(PREVIOUS_RESULT_MAX_CHARS + 1));
  });

  it("given the user's instructions, when built, then they follow the step rules as system messages, before the item", () => {
    const messages = buildStepMessages({ goal: 'Trip', items, index: 0, previousResults: [], instructions: ['Answer as a pirate.'] });
    expect(messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    expect(messages[0]!.content).toMatch(/current item only/);
    expect(messages[1]!.content).toBe('Answer as a pirate.');
  });

  it('given an index past the list, when built, then it throws (a caller bug)', () => {
    expect(() => buildStepMessages({ goal: 'Trip', items, index: 3, previousResults: [] })).toThrow(RangeError);
  });
});
