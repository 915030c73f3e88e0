import { describe, expect, it } from 'vitest';
import { CHAT_MODES } from '../shared';
import { systemPromptsFor } from './prompts';

describe('systemPromptsFor', () => {
  it.each(CHAT_MODES)('given mode %s, when built, then base, mode and output-policy prompts, none blank', (mode) => {
    const prompts = systemPromptsFor(mode);
    expect(prompts).toHaveLength(3);
    expect(prompts.every((p) => p.trim().length > 0)).toBe(true);
    expect(prompts[0]).toMatch(/local-first/);
    expect(prompts[0]).toMatch(/language of the latest user message/);
    expect(prompts[2]).toMatch(/Markdown/);
  });

  it('given the three modes, when built, then each has its own mode prompt', () => {
    const modePrompts = CHAT_MODES.map((mode) => systemPromptsFor(mode)[1]);
    expect(new Set(modePrompts).size).toBe(3);
    expect(systemPromptsFor('tool_assisted_ordinary_chat')[1]).toMatch(/tool/);
    expect(systemPromptsFor('tasklist_agent')[1]).toMatch(/task list/);
  });

  it('given a preferred language, when built, then only the base prompt gains a fallback-language hint', () => {
    const zh = systemPromptsFor('ordinary_chat', { language: 'zh' });
    const en = systemPromptsFor('ordinary_chat', { language: 'en' });
    const none = systemPromptsFor('ordinary_chat');
    expect(zh[0]).toMatch(/Chinese/);
    expect(en[0]).toMatch(/English/);
    expect(none[0]).not.toMatch(/unclear/);
    expect(zh.slice(1)).toEqual(none.slice(1));
  });

  it('given the output policy, then it states that the latest user message wins over summaries and notes', () => {
    expect(systemPromptsFor('ordinary_chat')[2]).toMatch(/latest user message wins/);
  });
});
