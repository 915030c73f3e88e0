// Every fault the fault-injection suite (e2e/faults/*.spec.ts) injects: what the user sees, and what is
// lost. docs/reliability.md is generated from this list (`node scripts/reliability-doc.mjs`) and a unit
// test (src/reliabilityDoc.test.ts) fails when the two drift, or when a spec no longer tests an entry.
// The target for `lost` is "nothing acknowledged": every stored question, and every answer text that
// reached the page, survives.

/** @type {readonly import('./catalog.d.mts').FaultEntry[]} */
export const FAULT_CATALOG = Object.freeze([
  {
    id: 'stream-dropped',
    spec: 'network.spec.ts',
    fault: 'The connection drops in the middle of a streamed answer',
    userSees: 'The partial answer, marked failed with a connection message and a Retry button',
    lost: 'Nothing: the question and the text received so far are stored; no memory is extracted from the failed turn',
  },
  {
    id: 'stream-malformed',
    spec: 'network.spec.ts',
    fault: 'The model server sends a malformed SSE event mid-stream',
    userSees: 'The partial answer, marked failed ("an answer that could not be read"), with Retry',
    lost: 'Nothing: the question and the text received so far are stored',
  },
  {
    id: 'stream-html-200',
    spec: 'network.spec.ts',
    fault: 'HTTP 200 with an HTML page instead of an event stream (proxy, sign-in portal)',
    userSees: 'The answer marked failed ("an answer that could not be read"), never an empty "complete" answer',
    lost: 'Nothing: the question is stored',
  },
  {
    id: 'stream-stall',
    spec: 'network.spec.ts',
    fault: 'The stream stalls for 30 s after a few words',
    userSees: 'The words so far, the Stop button working throughout; after Stop the answer is marked stopped',
    lost: 'Nothing: the question and the text received before the stall are stored',
  },
  {
    id: 'worker-crash-mid-stream',
    spec: 'worker-crash.spec.ts',
    fault: 'The background worker is terminated while an answer streams',
    userSees: 'The answer marked interrupted with its partial text, then the chat goes on with a restarted worker',
    lost: 'Nothing acknowledged: the question and every batch already written are kept; nothing stays "streaming"',
  },
  {
    id: 'worker-crash-mid-extraction',
    spec: 'worker-crash.spec.ts',
    fault: "The background worker is terminated while a turn's memory extraction is in flight",
    userSees:
      'Nothing changes in the chat; the memory status shows the job pending, then "Memory on" once the restarted worker has run it again',
    lost: 'Nothing: the job is in the durable outbox, runs again after the restart, and writes the memory exactly once',
  },
  {
    id: 'quota-exceeded-stream',
    spec: 'quota.spec.ts',
    fault: "The origin's storage quota runs out while an answer streams (Chromium's quota lowered over DevTools)",
    userSees:
      'The answer marked "storage is full" with the storage estimate and an "Open storage" link to the storage panel; once space is freed (a chat deleted) the whole answer is saved by itself',
    lost: 'Nothing: the full answer is held in the worker and in a copy outside IndexedDB, then saved whole; no row stays "streaming"',
  },
  {
    id: 'quota-exceeded-tab-closed',
    spec: 'quota.spec.ts',
    fault: 'The tab is closed while an answer is held after a full disk, and reopened once space is freed',
    userSees: 'The whole answer, saved by itself on the next start',
    lost: 'Nothing: the page kept a copy in localStorage (outside the full quota) and handed it back to the worker, which saved it',
  },
  {
    id: 'quota-exceeded-memory-write',
    spec: 'quota.spec.ts',
    fault: 'A memory is edited in the memory view while the storage quota is used up',
    userSees:
      'The edit form still open with the new text, "storage is full" with the estimate and an "Open storage" link; Save works once space is freed',
    lost: 'Nothing: the stored memory is unchanged until the save succeeds, and the typed text stays in the form',
  },
  {
    id: 'memory-db-blocked',
    spec: 'memory-blocked.spec.ts',
    fault: 'A tab of an older release keeps the memory database open at its old version, so the upgrade is blocked',
    userSees:
      'The chat working at once, with "Memory unavailable" and why (another tab blocks the upgrade); memory is back on by itself once that tab goes',
    lost: 'Nothing: every turn is stored, and every memory survives the upgrade (turns sent while blocked are not extracted)',
  },
  {
    id: 'memory-db-versionchange',
    spec: 'memory-blocked.spec.ts',
    fault: 'Another page upgrades the memory database under the open app (versionchange) and keeps its connection',
    userSees: 'Nothing unusual: the app lets go, reopens the newer version on its next use, and memory stays on',
    lost: 'Nothing: the stored memories survive, and the next turn is remembered',
  },
  {
    id: 'two-tabs-concurrent-sends',
    spec: 'two-tabs.spec.ts',
    fault: 'Two tabs send to the same conversation at the same moment',
    userSees: 'Both questions and both answers, in one order, in both tabs',
    lost: 'Nothing: the seqs are allocated inside the write transaction, so they are distinct and the export re-imports',
  },
  {
    id: 'two-tabs-edit-while-streaming',
    spec: 'two-tabs.spec.ts',
    fault: 'Edit (or Regenerate, or Delete) in one tab while another tab is streaming in that conversation',
    userSees:
      'A refusal ("an answer is still being written… perhaps in another tab") for Edit and Delete, no Regenerate on the answer being written, and the other tab\'s answer growing live',
    lost: 'Nothing: the streaming answer finishes and is stored whole',
  },
  {
    id: 'batch-tab-closed',
    spec: 'batch.spec.ts',
    fault: "The tab is closed while a conversation's turns wait together in an open extraction batch",
    userSees: 'On the next start the waiting turns are extracted (together when they still form one batch) and each memory appears',
    lost: 'Nothing: every turn of the batch is its own outbox job; each turn is sent once and each memory written once',
  },
  {
    id: 'two-tabs-close-with-pending-job',
    spec: 'two-tabs.spec.ts',
    fault: 'The tab running the memory outbox is closed with an extraction job pending',
    userSees: 'The other tab takes the job over; the memory appears there',
    lost: 'Nothing: the job stays in the outbox and is run once',
  },
  {
    id: 'two-tabs-pause-memory',
    spec: 'two-tabs.spec.ts',
    fault: 'Memory is paused in one tab while another tab is chatting',
    userSees: 'The other tab says "Memory paused" at once; its next turn is neither recalled for nor extracted',
    lost: 'Nothing: the turn is stored as usual; no memory is written against the pause',
  },
  {
    id: 'two-tabs-import-while-writing',
    spec: 'import-two-tabs.spec.ts',
    fault: 'One tab imports a file of memories while another tab of the session writes a memory',
    userSees: "The import report counting every imported memory; the other tab's memory appears as usual",
    lost: "Nothing: the merge plan is decided inside the import's write transaction, so both writes are kept",
  },
  {
    id: 'preset-link-with-remembered-key',
    spec: 'preset-link.spec.ts',
    fault: 'A ?preset= link to another provider is opened while a key is remembered and a job is pending',
    userSees: 'Settings opened with the preset filled in and an empty key field; nothing changes until Save',
    lost: 'Nothing leaked: no request carries the remembered key to any other origin (checked on every request)',
  },
]);
