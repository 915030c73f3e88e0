import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { FACT_LINES } from './retrievalFacts';
import { QUESTION_LINES } from './retrievalQuestions';

// Loads the retrieval set: facts become memories the way the worker makes them (validated and
// planned), questions keep their gold fact ids.

const TYPES: Readonly<Record<string, MemoryType>> = {
  ctx: 'stable_user_context',
  pref: 'user_preference',
  proj: 'project_context',
  risk: 'risk_preference',
  flow: 'workflow_preference',
  comm: 'communication_preference',
  cons: 'recurring_constraint',
};
const PEOPLE: Readonly<Record<string, string>> = { m: 'Maya', t: 'Tom', l: 'Lena', w: '李娜', x: '王磊' };

export interface RetrievalFact {
  readonly id: string;
  readonly memory: UserMemory;
}

export interface RetrievalQuestion {
  readonly question: string;
  readonly gold: readonly string[];
  readonly kind: string;
  readonly language: 'en' | 'zh';
}

const lines = (block: string): string[][] =>
  block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => l.split('|').map((part) => part.trim()));

/** Each fact as the extraction model would have proposed it, before the gates. */
export function retrievalFactCandidates(): { readonly id: string; readonly raw: Record<string, unknown> }[] {
  const keys = new Set<string>();
  return lines(FACT_LINES).map(([id = '', type = '', tagList = '', text = '']) => {
    const tags = tagList.split(',').map((t) => t.trim());
    const memoryType = TYPES[type];
    const subject = PEOPLE[id[0] ?? ''];
    if (!memoryType || !subject) throw new Error(`bad fact line ${id}`);
    let facet = tags[0] ?? id;
    // A model names one memory per subject and facet; a second fact on the same facet gets its own.
    if (keys.has(`${type}:${subject}:${facet}`)) facet = `${facet} ${tags[1] ?? id}`;
    keys.add(`${type}:${subject}:${facet}`);
    const polarity = memoryType === 'user_preference' ? 'prefer' : null;
    return { id, raw: rawCandidate({ type: memoryType, text, tags, subject, facet, polarity }) };
  });
}

export function retrievalFacts(): RetrievalFact[] {
  return retrievalFactCandidates().map(({ id, raw }, i) => {
    const at = `2025-01-01T00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`;
    return { id, memory: memoryFrom(raw, at) };
  });
}

export function retrievalQuestions(): RetrievalQuestion[] {
  return lines(QUESTION_LINES).map(([gold = '', kind = '', question = '']) => ({
    question,
    gold: gold.split(',').map((g) => g.trim()),
    kind,
    language: /\p{Script=Han}/u.test(question) ? 'zh' : 'en',
  }));
}
