import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { useMockServer } from '../tools/mock-openai/vitest';
import type { Reply } from '../tools/mock-openai/server.mjs';
import { candidate, extractionFor } from '../e2e/support/memory';
import { countPendingJobs, listJobs, openMemoryDb } from '../src/storage';
import { createWorkerApi } from '../src/worker/api';
import * as triageChunk from '../src/worker/features/memory/rules/memoryTriageChunk';
import { testModelSettings } from '../src/worker/workerHarness.testutil';

// Memory-model calls per ordinary turn over a realistic 40-turn chat, through the real worker (chat turn,
// compaction, outbox runner, grounding and gates) against the loopback model. Eight turns state something
// lasting (the worked story: peach, coriander, explanation style, a project, work context, TypeScript, a
// cooking preference, and withdrawing the peach); the rest are ordinary requests. Three runs:
//  - before: every completed turn is extracted at once, alone (the pre-check and batching taken out by
//    handing the runner a triage that always calls and batches of one turn);
//  - after, the user pauses: the pre-check on, and the user is quiet longer than the quiet period after every turn;
//  - after, the user keeps chatting: the next message comes before the quiet period ends.
// Writes JSON to EXTRACTION_BENCH_OUT; without it it does nothing. scripts/bench.mjs prints and judges.

const server = useMockServer({ chunkDelayMs: 0 });

const STORY: { say: string; reply: Reply; key: string; active: boolean }[] = [
  {
    say: '记住我喜欢吃桃子',
    key: 'user_preference:prefer-桃子',
    active: false,
    reply: extractionFor('记住我喜欢吃桃子', [
      candidate({
        type: 'user_preference',
        text: '用户喜欢吃桃子',
        subject: '桃子',
        polarity: 'prefer',
        tags: ['桃子', '水果', '吃'],
        evidence: '我喜欢吃桃子',
      }),
    ]),
  },
  {
    say: '记住我不吃香菜',
    key: 'user_preference:avoid-香菜',
    active: true,
    reply: extractionFor('记住我不吃香菜', [
      candidate({
        type: 'user_preference',
        text: '用户不吃香菜',
        subject: '香菜',
        polarity: 'avoid',
        tags: ['香菜', '吃'],
        evidence: '我不吃香菜',
      }),
    ]),
  },
  {
    say: '以后技术解释先用大白话，再补充专业说法',
    key: 'communication_preference:技术解释',
    active: true,
    reply: extractionFor('技术解释先用大白话', [
      candidate({
        type: 'communication_preference',
        text: '技术解释先用大白话，再补充专业说法',
        subject: '技术解释',
        tags: ['解释', '大白话', '专业说法'],
        evidence: '以后技术解释先用大白话，再补充专业说法',
      }),
    ]),
  },
  {
    say: '我这几周都在做 AI Mind 的版本规划',
    key: 'project_context:ai-mind',
    active: true,
    reply: extractionFor('AI Mind 的版本规划', [
      candidate({
        type: 'project_context',
        text: '用户在做 AI Mind 版本规划',
        subject: 'AI Mind',
        tags: ['ai mind', '版本规划'],
        evidence: '我这几周都在做 AI Mind 的版本规划',
      }),
    ]),
  },
  {
    say: '我是前端工程师，平时用 Windows 和 PowerShell',
    key: 'stable_user_context:前端工程师',
    active: true,
    reply: extractionFor('我是前端工程师', [
      candidate({
        type: 'stable_user_context',
        text: '用户是前端工程师，使用 Windows 和 PowerShell',
        subject: '前端工程师',
        tags: ['前端', 'windows', 'powershell'],
        evidence: '我是前端工程师，平时用 Windows 和 PowerShell',
      }),
    ]),
  },
  {
    say: 'Remember that I prefer TypeScript over JavaScript',
    key: 'user_preference:prefer-typescript',
    active: true,
    reply: extractionFor('I prefer TypeScript', [
      candidate({
        type: 'user_preference',
        text: 'The user prefers TypeScript over JavaScript.',
        subject: 'TypeScript',
        polarity: 'prefer',
        tags: ['typescript', 'javascript'],
        evidence: 'I prefer TypeScript over JavaScript',
      }),
    ]),
  },
  {
    say: 'I love cooking Italian food for dinner',
    key: 'user_preference:prefer-italian-food',
    active: true,
    reply: extractionFor('cooking Italian food', [
      candidate({
        type: 'user_preference',
        text: 'The user loves cooking Italian food for dinner.',
        subject: 'Italian food',
        polarity: 'prefer',
        tags: ['cook', 'food', 'dinner'],
        evidence: 'I love cooking Italian food for dinner',
      }),
    ]),
  },
  {
    say: '我现在不太喜欢桃子了，以后别按这个推荐',
    key: 'user_preference:prefer-桃子',
    active: false,
    reply: extractionFor('不太喜欢桃子', [
      candidate({
        type: 'user_preference',
        text: '用户不再喜欢桃子',
        subject: '桃子',
        polarity: 'prefer',
        action: 'suppress',
        tags: ['桃子'],
        evidence: '我现在不太喜欢桃子了',
      }),
    ]),
  },
];

const ORDINARY = [
  'explain this error: TypeError: cannot read properties of undefined',
  'translate this into English: 今天的会议改到下午三点',
  'shorter please',
  'what does HTTP 418 mean?',
  '帮我看看这段代码为什么报错',
  'how do I reverse a list in Python?',
  'summarise the last answer in two sentences',
  '解释一下 React useEffect',
  'give me a regex for ISO dates',
  'what is the difference between let and const?',
  '给我推荐几个 VSCode 插件',
  'write a commit message for a typo fix',
  '这个 SQL 怎么优化',
  'can you make it more formal?',
  'what time zone is UTC+8?',
  '把这段话翻译成日语',
  'list three sorting algorithms',
  'why is my CSS grid not centring?',
  '给我一个适合 Windows PowerShell 的脚本',
  'convert 10 km to miles',
  'how does HTTPS work?',
  '再详细一点',
  'what should I cook tonight?',
  'explain big O notation briefly',
  'fix the grammar: he go to school yesterday',
  '这个报错是什么意思：ENOENT',
  'draft a short reply to decline a meeting',
  'what is a closure in JavaScript?',
  '推荐几种水果',
  'ok thanks',
  'and in Rust?',
  'show an example',
];

/** The story's eight turns spread through the chat, as they come up in a real conversation. */
function chatTurns(): string[] {
  const turns: string[] = [];
  const story = STORY.map((s) => s.say);
  let o = 0;
  for (let i = 0; i < 40; i++) turns.push(i % 5 === 1 && story.length ? story.shift()! : ORDINARY[o++ % ORDINARY.length]!);
  return turns;
}

type Pace = 'before' | 'pauses' | 'keeps-chatting';

async function run(pace: Pace) {
  server.mock.reset();
  server.mock.rules(...STORY.map((s) => s.reply));
  let nextTurn: () => void = () => undefined;
  let turnCame = new Promise<void>((resolve) => (nextTurn = resolve));
  let finished = false;
  const api = createWorkerApi({
    memory:
      pace === 'before'
        ? {
            batch: { quietMs: 0, maxTurns: 1 },
            loadTriageRules: async () => ({
              triageExtractionJob: async (job, chatDb) =>
                (await triageChunk.triageExtractionJob(job, chatDb)) === 'gone' ? 'gone' : 'explicit',
            }),
          }
        : {
            // Quiet for longer than the period after every turn, or the next message arrives first.
            waitQuiet: pace === 'pauses' ? async () => undefined : () => (finished ? Promise.resolve() : turnCame),
          },
  });
  const hash = randomBytes(8).toString('hex');
  await api.init({ sessionHash: hash });
  const settings = { ...testModelSettings(server.baseURL), compactMaxTurns: 8 };
  let conversationId: string | null = null;
  const turns = chatTurns();
  for (const text of turns) {
    const sent = await api.sendMessage({ conversationId, mode: 'ordinary_chat', text, settings, onEvent: () => undefined });
    if (!sent.ok) throw new Error(`turn failed: ${text}`);
    conversationId = sent.value.conversationId;
    nextTurn();
    turnCame = new Promise<void>((resolve) => (nextTurn = resolve));
  }
  finished = true;
  nextTurn();
  const memoryDb = openMemoryDb(hash);
  for (let i = 0; i < 600 && ((await countPendingJobs(memoryDb)) > 0 || (await memoryDb.outbox.count()) < turns.length); i++)
    await new Promise((r) => setTimeout(r, 50));
  const log = server.mock.log();
  const extraction = log.filter((e) => e.schemaName === 'memory_candidates').length;
  const compaction = log.filter((e) => e.schemaName === 'thread_compaction').length;
  const jobs = await listJobs(memoryDb);
  const memories = await memoryDb.memories.toArray();
  const storyHolds = STORY.every((s) => {
    const m = memories.find((x) => x.stableKey === s.key);
    return m !== undefined && (m.status === 'active') === s.active;
  });
  return {
    pace,
    turns: turns.length,
    extraction,
    compaction,
    skipped: jobs.filter((j) => j.state === 'skipped').length,
    memories: memories.length,
    storyHolds,
  };
}

it('memory-model calls per turn over a 40-turn chat', async () => {
  const out = process.env.EXTRACTION_BENCH_OUT;
  if (!out) return;
  const rows = [];
  for (const pace of ['before', 'pauses', 'keeps-chatting'] as const) rows.push(await run(pace));
  writeFileSync(out, JSON.stringify({ rows }));
});
