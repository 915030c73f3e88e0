import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { storedMemory } from '../src/memory/__fixtures__/candidates';
import { buildBm25 } from '../src/memory/recall/__fixtures__/bm25';
import { atEmptyRate, measure, type Answer, type RetrievalMetrics } from '../src/memory/recall/__fixtures__/retrievalMetrics';
import { buildRecallIndex, selectFromIndex } from '../src/memory/recall/recallIndex';
import type { UserMemory } from '../src/memory/record/schema';

// Rule recall against BM25 with stemming on a public long-conversation benchmark: LoCoMo (Maharana et al.,
// 2024; github.com/snap-research/LoCoMo, data/locomo10.json, CC BY-NC 4.0, so it is read from where you put
// it, never shipped here). Ten conversations between two people, each with its questions and the dialogue
// turns that answer them. Two stores per conversation, each question asked of its own conversation's store:
//  - facts: the benchmark's per-session observations ("Caroline attended an LGBTQ support group…"), each
//    a memory whose subject is the person it is about;
//  - turns: every dialogue turn as a memory, its speaker as subject.
// A question counts as found when a memory from one of its evidence turns is among the first three. The
// adversarial category (questions with no answer in the conversation) is left out, as in the benchmark's
// own retrieval scores. Results go to BENCH_OUT as JSON; without LOCOMO_JSON the step reports it was skipped.

interface Qa {
  readonly question: string;
  readonly evidence?: readonly string[];
  readonly category: number;
}
interface Turn {
  readonly speaker: string;
  readonly dia_id: string;
  readonly text: string;
}
interface Conversation {
  readonly qa: readonly Qa[];
  readonly observation: Record<string, Record<string, readonly (readonly [string, string])[]>>;
  readonly conversation: Record<string, unknown>;
}
interface Doc {
  readonly evidence: string;
  readonly memory: UserMemory;
}

const ADVERSARIAL = 5;
const CATEGORY: Readonly<Record<number, string>> = { 1: 'multi-hop', 2: 'temporal', 3: 'open-domain', 4: 'single-hop' };

function factDocs(c: Conversation): Doc[] {
  const docs: Doc[] = [];
  for (const bySpeaker of Object.values(c.observation))
    for (const [speaker, facts] of Object.entries(bySpeaker))
      for (const [text, evidence] of facts) docs.push(doc(docs.length, text, speaker, evidence));
  return docs;
}

function turnDocs(c: Conversation): Doc[] {
  const docs: Doc[] = [];
  for (const session of Object.values(c.conversation))
    if (Array.isArray(session)) for (const t of session as Turn[]) docs.push(doc(docs.length, t.text, t.speaker, t.dia_id));
  return docs;
}

const doc = (i: number, text: string, speaker: string, evidence: string): Doc => ({
  evidence,
  memory: storedMemory(`m${i}`, {
    type: 'stable_user_context',
    text: String(text).slice(0, 300),
    identity: { subject: speaker },
    tags: [],
  }),
});

interface StoreReport {
  readonly memories: number;
  readonly rule: RetrievalMetrics;
  readonly bm25: RetrievalMetrics;
  readonly bm25AtRuleEmptyRate: RetrievalMetrics;
  readonly byCategory: Record<string, { rule: RetrievalMetrics; bm25: RetrievalMetrics }>;
}

function runStore(conversations: readonly Conversation[], docsOf: (c: Conversation) => Doc[]): StoreReport {
  const rule: Answer[] = [];
  const base: Answer[] = [];
  const category: string[] = [];
  let memories = 0;
  for (const c of conversations) {
    const docs = docsOf(c);
    memories += docs.length;
    const evidenceOf = new Map(docs.map((d) => [d.memory.stableKey, d.evidence]));
    const index = buildRecallIndex(docs.map((d) => d.memory));
    const bm25 = buildBm25(docs.map((d) => ({ id: d.memory.stableKey, text: d.memory.text })));
    for (const q of c.qa) {
      if (q.category === ADVERSARIAL) continue;
      // Gold: every memory of an evidence turn (a turn may hold several facts).
      const evidence = new Set(q.evidence ?? []);
      const gold = docs.filter((d) => evidence.has(d.evidence)).map((d) => d.memory.stableKey);
      rule.push({ gold, got: selectFromIndex(index, q.question).map((s) => s.stableKey) });
      const hits = bm25(q.question);
      base.push({ gold, got: hits.map((h) => h.id), confidence: hits[0]?.score ?? 0 });
      category.push(CATEGORY[q.category] ?? String(q.category));
      void evidenceOf;
    }
  }
  const ruleMetrics = measure(rule);
  const byCategory: StoreReport['byCategory'] = {};
  for (const name of new Set(category))
    byCategory[name] = {
      rule: measure(rule.filter((_, i) => category[i] === name)),
      bm25: measure(base.filter((_, i) => category[i] === name)),
    };
  return {
    memories,
    rule: ruleMetrics,
    bm25: measure(base),
    bm25AtRuleEmptyRate: measure(atEmptyRate(base, ruleMetrics.emptyRate)),
    byCategory,
  };
}

it('LoCoMo: rule recall against BM25', () => {
  const path = process.env.LOCOMO_JSON;
  const out = process.env.BENCH_OUT;
  const report =
    path && existsSync(path)
      ? (() => {
          const conversations = JSON.parse(readFileSync(path, 'utf8')) as Conversation[];
          return {
            conversations: conversations.length,
            facts: runStore(conversations, factDocs),
            turns: runStore(conversations, turnDocs),
          };
        })()
      : { skipped: path ? `no file at ${path}` : 'LOCOMO_JSON is not set' };
  if (out) writeFileSync(out, JSON.stringify(report, null, 2));
}, 600_000);
