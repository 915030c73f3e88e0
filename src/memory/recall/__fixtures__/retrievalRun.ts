import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { buildBm25 } from './bm25';
import { impersonalQuestions, impersonalStore } from './impersonalSet';
import { retrievalFacts, retrievalQuestions } from './retrievalSet';
import { atEmptyRate, measure, type Answer, type RetrievalMetrics } from './retrievalMetrics';

// One run of the retrieval set through the worker's indexed recall and through the BM25 baseline,
// and of the impersonal questions; shared by the unit test and `npm run bench`.

export interface RetrievalReport {
  readonly facts: number;
  readonly rule: RetrievalMetrics;
  readonly bm25: RetrievalMetrics;
  /** BM25 with its least confident answers dropped until it is as often empty as the rule recall. */
  readonly bm25AtRuleEmptyRate: RetrievalMetrics;
  readonly byLanguage: Readonly<Record<'en' | 'zh', { rule: RetrievalMetrics; bm25: RetrievalMetrics }>>;
  readonly misses: readonly { question: string; gold: readonly string[]; got: readonly string[] }[];
}

export function runRetrievalSet(): RetrievalReport {
  const facts = retrievalFacts();
  const idOfKey = new Map(facts.map((f) => [f.memory.stableKey, f.id]));
  const index = buildRecallIndex(facts.map((f) => f.memory));
  const bm25 = buildBm25(facts.map((f) => ({ id: f.id, text: [f.memory.text, ...f.memory.tags].join(' ') })));
  const questions = retrievalQuestions();
  const rule: Answer[] = [];
  const base: Answer[] = [];
  for (const q of questions) {
    rule.push({ gold: q.gold, got: selectFromIndex(index, q.question).map((s) => idOfKey.get(s.stableKey) ?? s.stableKey) });
    const hits = bm25(q.question);
    base.push({ gold: q.gold, got: hits.map((h) => h.id), confidence: hits[0]?.score ?? 0 });
  }
  const ruleMetrics = measure(rule);
  const part = (language: 'en' | 'zh') => {
    const keep = questions.map((q) => q.language === language);
    return { rule: measure(rule.filter((_, i) => keep[i])), bm25: measure(base.filter((_, i) => keep[i])) };
  };
  return {
    facts: facts.length,
    rule: ruleMetrics,
    bm25: measure(base),
    bm25AtRuleEmptyRate: measure(atEmptyRate(base, ruleMetrics.emptyRate)),
    byLanguage: { en: part('en'), zh: part('zh') },
    misses: questions
      .map((q, i) => ({ question: q.question, gold: q.gold, got: rule[i]?.got ?? [] }))
      .filter((m) => !m.got.slice(0, 3).some((id) => m.gold.includes(id))),
  };
}

export interface ImpersonalReport {
  readonly memories: number;
  readonly questions: number;
  /** Questions that received a memory other than one that applies to every answer. */
  readonly withTopicalMemory: readonly { question: string; recalled: readonly string[] }[];
  readonly rate: number;
}

export function runImpersonalSet(): ImpersonalReport {
  const store = impersonalStore();
  const everyAnswer = new Set(store.filter((s) => s.appliesToEveryAnswer).map((s) => s.memory.stableKey));
  const index = buildRecallIndex(store.map((s) => s.memory));
  const questions = impersonalQuestions();
  const withTopicalMemory = questions
    .map((question) => ({
      question,
      recalled: selectFromIndex(index, question)
        .filter((s) => !everyAnswer.has(s.stableKey))
        .map((s) => s.text),
    }))
    .filter((r) => r.recalled.length > 0);
  return {
    memories: store.length,
    questions: questions.length,
    withTopicalMemory,
    rate: withTopicalMemory.length / Math.max(1, questions.length),
  };
}
