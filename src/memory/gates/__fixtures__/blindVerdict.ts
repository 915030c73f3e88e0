import { validateCandidate } from '../validate';
import type { BlindCase } from './blindSet';

/** A blind case as a model would send it: a preference when it should pass, stable context when not. */
export const blindCandidate = (c: BlindCase) => ({
  type: c.expect === 'accept' ? 'user_preference' : 'stable_user_context',
  text: c.text,
  tags: c.tags ?? null,
  confidence: 0.86,
  stability: 'stable',
  identity: { subject: c.subject, facet: c.facet ?? null, polarity: c.expect === 'accept' ? 'prefer' : null },
  action: 'add',
  sourceSignal: 'implicit_stable_preference',
  reason: null,
  conflictSignal: null,
});

/** What the real entry point does with the case. */
export const blindVerdict = (c: BlindCase): 'accept' | 'refuse' =>
  validateCandidate(blindCandidate(c), { sourceConversationId: 'conv-blind' }).ok ? 'accept' : 'refuse';
