import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { ABOUTNESS_DIRECT_LINES } from './aboutnessDirectQuestions';
import { ABOUTNESS_MEMORY_LINES } from './aboutnessMemories';
import { ABOUTNESS_MORE_LANGUAGE_LINES } from './aboutnessMoreLanguages';
import { ABOUTNESS_WORLD_LINES } from './aboutnessWorldQuestions';

// One run of the aboutness set through the worker's indexed recall; shared by the unit test and `npm run bench`.

export interface AboutnessQuestion {
  readonly category: string;
  readonly language: string;
  /** Subjects of the memories that must come back; empty: no topical memory may. */
  readonly expect: readonly string[];
  readonly question: string;
}

export const aboutnessQuestions = (): AboutnessQuestion[] =>
  parseQuestionLines(`${ABOUTNESS_DIRECT_LINES}\n${ABOUTNESS_WORLD_LINES}\n${ABOUTNESS_MORE_LANGUAGE_LINES}`);

/** Question lines `category | language | expected subjects or - | question` as questions. */
export const parseQuestionLines = (lines: string): AboutnessQuestion[] =>
  lines
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((line) => {
      const [category = '', language = '', expect = '', ...rest] = line.split('|').map((p) => p.trim());
      return { category, language, expect: expect === '-' ? [] : expect.split(';').map((s) => s.trim()), question: rest.join('|').trim() };
    });

export interface StoreEntry {
  readonly subject: string;
  readonly memory: ReturnType<typeof memoryFrom>;
  readonly appliesToEveryAnswer: boolean;
}

export const aboutnessStore = (): StoreEntry[] => parseMemoryLines(ABOUTNESS_MEMORY_LINES);

/** One memory line as the extraction model would have proposed it, before the gates. */
export interface MemoryLineCandidate {
  readonly subject: string;
  readonly raw: Record<string, unknown>;
  readonly appliesToEveryAnswer: boolean;
}

/** Memory lines `type | tags | subject | text` (`*` on the type: applies to every answer) as raw candidates. */
export function memoryLineCandidates(lines: string): MemoryLineCandidate[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((line) => {
      const [rawType = '', tags = '', subject = '', text = ''] = line.split('|').map((p) => p.trim());
      const type = rawType.replace('*', '') as MemoryType;
      const raw = rawCandidate({
        type,
        text,
        tags: tags.split(',').map((t) => t.trim()),
        subject,
        polarity: type === 'user_preference' ? 'prefer' : null,
      });
      return { subject, raw, appliesToEveryAnswer: rawType.startsWith('*') };
    });
}

// Each block of lines validated once per test worker (the pure core's test files share their modules): a set's shape
// test, its run and the benches read the same store, and the gates' verdicts on a line never change. Each caller gets
// its own copy, so a test that changes a memory changes nobody else's.
const parsedStores = new Map<string, readonly StoreEntry[]>();

/** Memory lines as stored memories, each validated and planned as the worker would. */
export function parseMemoryLines(lines: string): StoreEntry[] {
  let parsed = parsedStores.get(lines);
  if (!parsed) {
    parsed = memoryLineCandidates(lines).map(({ subject, raw, appliesToEveryAnswer }, i) => ({
      subject,
      memory: memoryFrom(raw, `2025-06-01T00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`),
      appliesToEveryAnswer,
    }));
    parsedStores.set(lines, parsed);
  }
  return structuredClone(parsed) as StoreEntry[];
}

export interface CategoryRow {
  readonly category: string;
  readonly questions: number;
  /** Questions that received a topical memory they do not name. */
  readonly falseInjections: number;
  /** Questions naming memories that got at least one of them in the top three. */
  readonly recalled: number;
  readonly expecting: number;
}

export interface AboutnessReport {
  readonly memories: number;
  readonly questions: number;
  readonly languages: number;
  readonly falseInjectionRate: number;
  readonly directRecall: number;
  readonly rows: readonly CategoryRow[];
  /** The same counts by language (`category` holds the language). */
  readonly languageRows: readonly CategoryRow[];
  readonly failures: readonly { category: string; question: string; expect: readonly string[]; got: readonly string[] }[];
}

export const runAboutnessSet = (): AboutnessReport => runAboutness(aboutnessStore(), aboutnessQuestions());

type Counts = { questions: number; falseInjections: number; recalled: number; expecting: number };

function count(rows: Map<string, Counts>, key: string, wrong: boolean, expecting: boolean, hit: boolean): void {
  const row = rows.get(key) ?? { questions: 0, falseInjections: 0, recalled: 0, expecting: 0 };
  row.questions += 1;
  if (wrong) row.falseInjections += 1;
  if (expecting) {
    row.expecting += 1;
    if (hit) row.recalled += 1;
  }
  rows.set(key, row);
}

/** One store and its questions through the indexed recall: false injection and recall by category and language. */
export function runAboutness(store: readonly StoreEntry[], questions: readonly AboutnessQuestion[]): AboutnessReport {
  const subjectOf = new Map(store.map((s) => [s.memory.stableKey, s.subject]));
  const everyAnswer = new Set(store.filter((s) => s.appliesToEveryAnswer).map((s) => s.memory.stableKey));
  const index = buildRecallIndex(store.map((s) => s.memory));
  const rows = new Map<string, Counts>();
  const languageRows = new Map<string, Counts>();
  const failures: AboutnessReport['failures'][number][] = [];
  let falseInjections = 0;
  let direct = 0;
  let directHit = 0;
  for (const q of questions) {
    const selected = selectFromIndex(index, q.question);
    const got = selected.map((s) => subjectOf.get(s.stableKey) ?? s.stableKey);
    const allowed = new Set(q.expect);
    const wrong = selected.some((s) => !everyAnswer.has(s.stableKey) && !allowed.has(subjectOf.get(s.stableKey) ?? ''));
    const hit = q.expect.length === 0 || q.expect.some((e) => got.includes(e));
    count(rows, q.category, wrong, q.expect.length > 0, hit);
    count(languageRows, q.language, wrong, q.expect.length > 0, hit);
    if (wrong) falseInjections += 1;
    if (q.category === 'direct') {
      direct += 1;
      if (hit) directHit += 1;
    }
    if (wrong || !hit) failures.push({ category: q.category, question: q.question, expect: q.expect, got });
  }
  return {
    memories: store.length,
    questions: questions.length,
    languages: new Set(questions.map((q) => q.language)).size,
    falseInjectionRate: falseInjections / Math.max(1, questions.length),
    directRecall: directHit / Math.max(1, direct),
    rows: [...rows].map(([category, r]) => ({ category, ...r })),
    languageRows: [...languageRows].map(([category, r]) => ({ category, ...r })),
    failures,
  };
}
