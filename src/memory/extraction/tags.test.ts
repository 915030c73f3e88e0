import { describe, expect, it } from 'vitest';
import { EXTRACTION_EXAMPLES } from './examples';
import { EXTRACTION_SYSTEM_PROMPT } from './prompt';
import { validateCandidate } from '../gates/validate';

// Broader category tags in both languages help the rules too (a question about
// "programming language" or "水果" finds a memory whose specific tags do not say so).
describe('extraction prompt: bilingual category tags', () => {
  it('asks for one or two broader category tags in both Chinese and English, within the 8-tag limit', () => {
    expect(EXTRACTION_SYSTEM_PROMPT).toMatch(/broader category tags?, each in both Chinese and English/);
    expect(EXTRACTION_SYSTEM_PROMPT).toContain('编程语言 and programming language');
    expect(EXTRACTION_SYSTEM_PROMPT).toMatch(/At most 8 tags/);
  });

  it('shows it in the examples: some example carries a category tag in both scripts, and every example passes the gates', () => {
    const candidates = EXTRACTION_EXAMPLES.flatMap((e) => e.candidates).filter((c) => c.action === 'add');
    const bilingual = candidates.filter((c) => c.tags.some((t) => /\p{Script=Han}/u.test(t)) && c.tags.some((t) => /^[a-z ]+$/.test(t)));
    expect(bilingual.length).toBeGreaterThanOrEqual(3);
    for (const c of candidates) expect(validateCandidate(c, { sourceConversationId: 'c' }).ok).toBe(true);
  });
});
