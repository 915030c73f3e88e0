import type { CorpusCase } from './gateCorpus';

/** A corpus case as the model would propose it: stable, confident, one type, tags from the case. */
export function corpusCandidate(c: CorpusCase): Record<string, unknown> {
  const type = c.type ?? 'stable_user_context';
  return {
    type,
    text: c.text,
    tags: c.tags ?? (c.lang === 'zh' ? ['用户'] : ['context']),
    confidence: 0.9,
    stability: 'stable',
    identity: {
      subject: c.subject ?? (c.lang === 'zh' ? '背景' : 'background'),
      facet: c.facet ?? null,
      polarity: type === 'user_preference' ? 'prefer' : null,
    },
    action: 'add',
    sourceSignal: 'explicit_memory_intent',
    reason: null,
    conflictSignal: null,
  };
}
