import { expect, type Page } from '@playwright/test';
import type { Reply } from '../../tools/mock-openai/client';
import { send, waitIdle } from './app';

/** The header's memory status ("Memory on", "1 pending", "Memory unavailable: …"). */
export const memoryStatus = (page: Page) => page.getByRole('status', { name: 'Memory status' });

/** The header's meaning-recall status. */
export const meaningStatus = (page: Page) => page.getByRole('status', { name: 'Meaning recall status' });

/** A status notice in the conversation by its text ("Older turns compressed", "Could not compress", "Offline:"). */
export const noticeWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Waits until the memory queue is idle: no pending extraction job ("Memory on"). */
export async function memorySettled(page: Page) {
  await expect(memoryStatus(page)).toHaveText('Memory on');
}

/** Sends `text`, waits for its answer, then until what it teaches is stored (the memory queue is idle again). */
export async function teach(page: Page, text: string) {
  await send(page, text);
  await waitIdle(page);
  await memorySettled(page);
}

/** A complete extraction candidate as a strict structured-output model would send it (nulls for absent fields). */
export function candidate(c: {
  type: string;
  text: string;
  subject: string;
  facet?: string | null;
  polarity?: 'prefer' | 'avoid' | null;
  tags?: string[];
  confidence?: number;
  stability?: 'stable' | 'temporary' | 'speculative';
  action?: 'add' | 'suppress';
  /** The user's words the candidate rests on, verbatim: without them the program refuses it as ungrounded. */
  evidence?: string | null;
  extra?: Record<string, unknown>;
}) {
  return {
    type: c.type,
    text: c.text,
    tags: c.tags ?? [],
    confidence: c.confidence ?? 0.95,
    stability: c.stability ?? 'stable',
    identity: { subject: c.subject, facet: c.facet ?? null, polarity: c.polarity ?? null },
    action: c.action ?? 'add',
    sourceSignal: 'explicit_memory_intent',
    reason: null,
    conflictSignal: null,
    evidence: c.evidence ?? null,
    ...c.extra,
  };
}

/**
 * Answers the extraction request for a turn whose user text contains `userSays`. A request may cover several
 * turns of a conversation (a batch): every reply matching it answers together, candidates joined.
 */
export function extractionFor(userSays: string, candidates: unknown[], extra: Partial<Reply> = {}): Reply {
  return { match: { schemaName: 'memory_candidates', lastUserContains: userSays }, json: { candidates }, mergeCandidates: true, ...extra };
}

export const PEACH = candidate({
  type: 'user_preference',
  text: '用户喜欢吃桃子',
  subject: '桃子',
  polarity: 'prefer',
  tags: ['桃子', '水果', '吃'],
  evidence: '我喜欢吃桃子',
});
export const CORIANDER = candidate({
  type: 'user_preference',
  text: '用户不吃香菜',
  subject: '香菜',
  polarity: 'avoid',
  tags: ['香菜', '吃'],
  evidence: '我不吃香菜',
});
export const PEACH_SUPPRESS = candidate({
  type: 'user_preference',
  text: '用户不再喜欢桃子',
  subject: '桃子',
  polarity: 'prefer',
  action: 'suppress',
  tags: ['桃子'],
  evidence: '不太喜欢桃子',
});
