// Blind rounds whose rows are texts grouped by category, each category with the memory type a model would send for it
// and a subject word of its own (the tags are that subject), and the verdict of such a case through the real entry
// point.
import type { MemoryType } from '../../../shared';
import { rawCandidate } from '../../__fixtures__/candidates';
import { validateCandidate } from '../validate';
import { rows, type BlindCase, type BlindExpect, type BlindLanguage } from './blindCase';

export type GroupedType = MemoryType;
export type CategoryTable = Readonly<Record<string, readonly [GroupedType, string]>>;

/** Cases of one language and verdict from texts grouped by the table's categories. */
export const groupedBy =
  (table: CategoryTable) => (lang: BlindLanguage, expect: BlindExpect, groups: Readonly<Record<string, readonly string[]>>) =>
    rows(
      lang,
      expect,
      Object.entries(groups).flatMap(([category, texts]) => {
        const subject = table[category]?.[1] ?? category;
        return texts.map((text) => [category, text, subject, [subject]] as const);
      }),
    );

/** What the real entry point does with the case, sent as its category's memory type in the table. */
export const groupedVerdict =
  (table: CategoryTable) =>
  (c: BlindCase): 'accept' | 'refuse' =>
    validateCandidate(
      rawCandidate({
        type: table[c.category]?.[0] ?? 'stable_user_context',
        text: c.text,
        tags: c.tags ?? [c.subject],
        subject: c.subject,
      }),
      { sourceConversationId: 'conv-1' },
    ).ok
      ? 'accept'
      : 'refuse';
