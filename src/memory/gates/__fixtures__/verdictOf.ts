import { validateCandidate } from '../validate';

/**
 * A stable, confident candidate with the given text, tags and subject, through the real entry point: "accepted"
 * or the rejection reason. The generated corpora place each value in one of these fields.
 */
export function verdictOf({
  text,
  tags = ['context'],
  subject = 'background',
}: {
  text: string;
  tags?: readonly string[];
  subject?: string;
}): string {
  const result = validateCandidate(
    {
      type: 'stable_user_context',
      text,
      tags,
      confidence: 0.9,
      stability: 'stable',
      identity: { subject, facet: null, polarity: null },
      action: 'add',
      sourceSignal: 'explicit_memory_intent',
      reason: null,
      conflictSignal: null,
    },
    { sourceConversationId: 'conv-1' },
  );
  return result.ok ? 'accepted' : result.reason;
}
