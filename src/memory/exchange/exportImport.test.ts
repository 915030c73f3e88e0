import { describe, expect, it } from 'vitest';
import { memoryFrom, NAMESPACE, rawCandidate } from '../__fixtures__/candidates';
import { buildExport, EXPORT_FORMAT, parseImportFile } from './exportFile';
import { planMemoryImport } from './importPlan';
import type { UserMemory } from '../record/schema';

const IMPORTING = { namespace: ['mindkeep', 'user-memory', 'v1', 'fedcba9876543210'] };
const EXPORTED_AT = '2025-07-01T08:00:00.000Z';

const peach = memoryFrom(rawCandidate(), '2025-01-01T00:00:00.000Z', 'conv-1');
const vscode = memoryFrom(
  rawCandidate({ text: 'User prefers VSCode for editing.', subject: 'VSCode', tags: ['vscode', 'editor'] }),
  '2025-02-01T00:00:00.000Z',
  'conv-2',
);
const answers = memoryFrom(
  rawCandidate({
    type: 'communication_preference',
    text: '解释技术时先用大白话，再讲专业术语。',
    subject: '技术解释',
    facet: '先大白话再专业',
    tags: null,
  }),
  '2025-03-01T00:00:00.000Z',
  'conv-3',
);
const suppressedCoriander: UserMemory = {
  ...memoryFrom(rawCandidate({ text: '用户不吃香菜。', subject: '香菜', polarity: 'avoid', tags: ['香菜'] }), '2025-01-05T00:00:00.000Z'),
  status: 'suppressed',
  suppressedAt: '2025-01-06T00:00:00.000Z',
  suppressedByConversationId: 'conv-4',
  updatedAt: '2025-01-06T00:00:00.000Z',
};
const all = [peach, vscode, answers, suppressedCoriander];

/** What the user's file holds: the export serialised and read back, as the app does it. */
function exportedFile(memories: readonly UserMemory[]): unknown[] {
  const parsed = parseImportFile(JSON.stringify(buildExport({ memories, exportedAt: EXPORTED_AT })));
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value.memories;
}

const inNamespace = (m: UserMemory, namespace: readonly string[]): UserMemory => ({ ...m, namespace: [...namespace] });

describe('export format round trip', () => {
  it('Given memories, when exported, parsed and planned into an empty session, then the same memories come back in its namespace', () => {
    const plan = planMemoryImport([], exportedFile(all), IMPORTING);
    expect(plan.toPut).toEqual(all.map((m) => inNamespace(m, IMPORTING.namespace)));
    expect(plan.report).toEqual({ added: all.map((m) => m.stableKey), updated: [], suppressed: [], skipped: [] });
  });

  it('Given the same file imported twice, when planned over the first import, then everything is skipped as not newer', () => {
    const first = planMemoryImport([], exportedFile(all), IMPORTING).toPut;
    const second = planMemoryImport(first, exportedFile(all), IMPORTING);
    expect(second.toPut).toEqual([]);
    expect(second.report.skipped.map((s) => s.reason)).toEqual(['not_newer', 'not_newer', 'not_newer', 'not_newer']);
  });

  it('Given an export, then it is versioned and says what it is', () => {
    const file = buildExport({ memories: [peach], exportedAt: EXPORTED_AT });
    expect(file).toMatchObject({ format: EXPORT_FORMAT, version: 1, exportedAt: EXPORTED_AT });
    expect(file).not.toHaveProperty('conversations');
  });
});

describe('the API key is never exported', () => {
  // The key lives in browser settings and is never part of a record; even a row that somehow carried
  // one (or any undeclared field) loses it on the way out.
  it('Given records carrying a key-like field, when exported, then no key field and no key value is in the file', () => {
    const key = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789';
    const leaky = { ...peach, apiKey: key, identity: { ...peach.identity, token: key } } as unknown as UserMemory;
    const json = JSON.stringify(buildExport({ memories: [leaky, vscode], conversations: [], exportedAt: EXPORTED_AT }));
    expect(json).not.toContain('apiKey');
    expect(json).not.toContain('token');
    expect(json).not.toContain('sk-');
    expect(JSON.parse(json).memories[0]).toEqual(peach);
  });

  it('Given an import file with an apiKey field in the envelope, when parsed, then it is refused as not our format', () => {
    const file = { ...buildExport({ memories: [peach], exportedAt: EXPORTED_AT }), apiKey: 'sk-proj-abcdefghijklmnopqrstuvwxyz' };
    const parsed = parseImportFile(JSON.stringify(file));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatchObject({ code: 'damaged_export' });
    expect(JSON.stringify(parsed)).not.toContain('sk-proj');
  });
});

describe('parseImportFile', () => {
  it.each([
    ['not JSON', 'memories: [', 'not_json'],
    ['a JSON array', '[]', 'wrong_format'],
    ['another JSON file', '{"name":"package","version":1}', 'wrong_format'],
    [
      'a newer version',
      JSON.stringify({ format: 'mindkeep-export', version: 2, exportedAt: EXPORTED_AT, memories: [] }),
      'unsupported_version',
    ],
    ['no version', JSON.stringify({ format: 'mindkeep-export', exportedAt: EXPORTED_AT, memories: [] }), 'unsupported_version'],
    [
      'memories not a list',
      JSON.stringify({ format: 'mindkeep-export', version: 1, exportedAt: EXPORTED_AT, memories: {} }),
      'damaged_export',
    ],
    [
      'a bad export time',
      JSON.stringify({ format: 'mindkeep-export', version: 1, exportedAt: 'yesterday', memories: [] }),
      'damaged_export',
    ],
  ])('Given %s, when parsed, then it is refused with code %s', (_what, text, code) => {
    const parsed = parseImportFile(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.code).toBe(code);
  });

  it('Given a damaged envelope, then the detail says where', () => {
    const parsed = parseImportFile(JSON.stringify({ format: 'mindkeep-export', version: 1, exportedAt: EXPORTED_AT, memories: {} }));
    expect(!parsed.ok && parsed.error.values?.detail).toContain('memories');
  });

  it("Given a newer export, then the values carry the file's version and the one this app reads", () => {
    const parsed = parseImportFile(JSON.stringify({ format: 'mindkeep-export', version: 2, exportedAt: EXPORTED_AT, memories: [] }));
    expect(!parsed.ok && parsed.error).toEqual({ code: 'unsupported_version', values: { version: '2', expectedVersion: '1' } });
  });
});

describe('planMemoryImport merge rules', () => {
  const newerPeach: UserMemory = { ...peach, text: '用户非常喜欢吃桃子。', updatedAt: '2025-05-01T00:00:00.000Z' };
  const olderPeach: UserMemory = { ...peach, text: '用户以前喜欢桃子。', updatedAt: '2024-12-01T00:00:00.000Z' };
  const here = [inNamespace(peach, IMPORTING.namespace)];

  it('Given a stored memory, when a newer one with its key is imported, then the newer wins and is reported updated', () => {
    const plan = planMemoryImport(here, exportedFile([newerPeach]), IMPORTING);
    expect(plan.toPut).toEqual([inNamespace(newerPeach, IMPORTING.namespace)]);
    expect(plan.report).toMatchObject({ added: [], updated: [peach.stableKey], skipped: [] });
  });

  it.each([
    ['older', olderPeach],
    ['equally old', { ...peach, text: '用户喜欢桃子和油桃。' }],
  ])('Given a stored memory, when an %s one with its key is imported, then it is skipped as not newer', (_what, incoming) => {
    const plan = planMemoryImport(here, exportedFile([incoming]), IMPORTING);
    expect(plan.toPut).toEqual([]);
    expect(plan.report.skipped).toEqual([{ index: 0, stableKey: peach.stableKey, reason: 'not_newer' }]);
  });

  it('Given one key twice in the file, when planned, then the newer of the two is put once', () => {
    const plan = planMemoryImport([], exportedFile([peach, newerPeach, olderPeach]), IMPORTING);
    expect(plan.toPut).toEqual([inNamespace(newerPeach, IMPORTING.namespace)]);
    expect(plan.report.added).toEqual([peach.stableKey]);
    expect(plan.report.skipped).toEqual([{ index: 2, stableKey: peach.stableKey, reason: 'not_newer' }]);
  });

  it('Given a newer active opposite preference, when imported, then the stored one is suppressed in the same plan', () => {
    const avoidPeach = memoryFrom(rawCandidate({ text: '用户不再吃桃子。', polarity: 'avoid' }), '2025-06-01T00:00:00.000Z', 'conv-7');
    const plan = planMemoryImport(here, exportedFile([avoidPeach]), IMPORTING);
    expect(plan.report).toMatchObject({ added: [avoidPeach.stableKey], suppressed: [peach.stableKey], skipped: [] });
    expect(plan.toPut.find((m) => m.stableKey === peach.stableKey)).toMatchObject({
      status: 'suppressed',
      suppressedAt: avoidPeach.updatedAt,
      suppressedByConversationId: 'conv-7',
    });
  });

  it('Given an older active opposite preference, when imported, then it is skipped as contradicted', () => {
    const oldAvoid = memoryFrom(rawCandidate({ text: '用户不吃桃子。', polarity: 'avoid' }), '2024-06-01T00:00:00.000Z');
    const plan = planMemoryImport(here, exportedFile([oldAvoid]), IMPORTING);
    expect(plan.toPut).toEqual([]);
    expect(plan.report.skipped).toEqual([{ index: 0, stableKey: oldAvoid.stableKey, reason: 'contradicted' }]);
  });

  it('Given existing memories and a file, when planned, then neither input is mutated', () => {
    const existing = structuredClone(here);
    const incoming = exportedFile([newerPeach, vscode]);
    const before = structuredClone(incoming);
    planMemoryImport(existing, incoming, IMPORTING);
    expect(existing).toEqual(here);
    expect(incoming).toEqual(before);
  });
});

describe('planMemoryImport validation: bad records are skipped with reasons, the rest import', () => {
  const secretKey = 'sk-proj-AbCdEfGhIjKlMnOpQrStUv123456';

  it('Given a malformed, a secret-bearing and a phone-bearing record among good ones, then only the good ones are put', () => {
    const { confidence: _missing, ...noConfidence } = vscode;
    const incoming = [
      peach,
      { ...noConfidence, mood: 'happy' },
      { ...answers, text: `我的 key 是 ${secretKey}，以后用它。` },
      { ...suppressedCoriander, text: '我的手机号是 138 1234 5678。' },
      vscode,
    ];
    const plan = planMemoryImport([], incoming, IMPORTING);
    expect(plan.toPut.map((m) => m.stableKey)).toEqual([peach.stableKey, vscode.stableKey]);
    expect(plan.report.skipped).toEqual([
      { index: 1, stableKey: vscode.stableKey, reason: 'malformed', detail: expect.stringContaining('confidence') },
      { index: 2, reason: 'raw_runtime_state' },
      { index: 3, reason: 'sensitive_personal_information' },
    ]);
    expect(JSON.stringify(plan.report)).not.toContain(secretKey);
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'hello', 'malformed'],
    ['an undeclared field', { ...peach, stability: 'stable' }, 'malformed'],
    ['an unknown type', { ...peach, type: 'favourite_colour' }, 'malformed'],
    ['an unreadable updatedAt', { ...peach, updatedAt: 'last week' }, 'malformed'],
    ['a stableKey its identity does not make', { ...peach, stableKey: 'user_preference:prefer-apples' }, 'inconsistent_key'],
    ['a low confidence', { ...peach, confidence: 0.5 }, 'low_confidence'],
    ['a transcript', { ...peach, text: 'user: hi\nassistant: hello' }, 'full_transcript'],
    ['a placeholder text', { ...peach, text: 'remember this' }, 'irrelevant'],
    ['a draft source conversation', { ...peach, sourceConversationId: '__draft__1' }, 'unsafe'],
    ['a preference without polarity', { ...peach, identity: { subject: '桃子' } }, 'unsafe'],
    // Every field is checked, not only text, tags and identity: a file is untrusted input.
    ['a date-only createdAt', { ...peach, createdAt: '2025-01-01' }, 'malformed'],
    ['a createdAt in words', { ...peach, createdAt: 'Jan 1, 2025 10:00' }, 'malformed'],
    ['an epoch number as updatedAt', { ...peach, updatedAt: 1735689600000 }, 'malformed'],
    ['an epoch string as updatedAt', { ...peach, updatedAt: '1735689600' }, 'malformed'],
    ['a day that does not exist', { ...peach, updatedAt: '2025-02-30T00:00:00.000Z' }, 'malformed'],
    ['a time without a zone', { ...peach, updatedAt: '2025-01-01T00:00:00' }, 'malformed'],
    ['an unreadable lastUsedAt', { ...peach, lastUsedAt: 'yesterday' }, 'malformed'],
    ['an unreadable suppressedAt', { ...suppressedCoriander, suppressedAt: '2025/01/06' }, 'malformed'],
    ['a source conversation id with spaces', { ...peach, sourceConversationId: 'conv 1' }, 'malformed'],
    ['a source conversation id of 129 characters', { ...peach, sourceConversationId: 'c'.repeat(129) }, 'malformed'],
    ['a suppressing conversation id with markup', { ...suppressedCoriander, suppressedByConversationId: '<img src=x>' }, 'malformed'],
    ['a namespace part of 65 characters', { ...peach, namespace: ['mindkeep', 'x'.repeat(65)] }, 'malformed'],
    ['a namespace of 9 parts', { ...peach, namespace: Array.from({ length: 9 }, () => 'ns') }, 'malformed'],
    ['an undeclared field in the identity', { ...peach, identity: { ...peach.identity, note: 'x' } }, 'malformed'],
    ['a stableKey of 161 characters', { ...peach, stableKey: `user_preference:${'a'.repeat(145)}` }, 'malformed'],
    ['a reason of 201 characters', { ...peach, reason: 'r'.repeat(201) }, 'malformed'],
  ])('Given a record with %s, then it is skipped as %s', (_what, record, reason) => {
    const plan = planMemoryImport([], [record, vscode], IMPORTING);
    expect(plan.report.skipped).toEqual([expect.objectContaining({ index: 0, reason })]);
    expect(plan.toPut).toEqual([inNamespace(vscode, IMPORTING.namespace)]);
  });

  it('Given a key hidden in a tag, when imported, then the gates still catch it', () => {
    const plan = planMemoryImport([], [{ ...peach, tags: ['桃子', secretKey] }], IMPORTING);
    expect(plan.report.skipped).toEqual([{ index: 0, reason: 'raw_runtime_state' }]);
  });

  it('Given a record whose reason holds a secret, then the memory imports and the reason is dropped', () => {
    const plan = planMemoryImport([], [{ ...peach, reason: `from ${secretKey}` }], IMPORTING);
    expect(plan.toPut).toEqual([inNamespace(peach, IMPORTING.namespace)]);
  });

  it('Given untidy but valid text, then it is stored in the form the gates produce', () => {
    const plan = planMemoryImport([], [{ ...peach, text: '  用户喜欢吃\u200b桃子。  ' }], IMPORTING);
    expect(plan.toPut[0]?.text).toBe('用户喜欢吃桃子。');
  });

  it('Given times with an offset or without fractions, then they are strict ISO 8601 and import', () => {
    const record = { ...peach, createdAt: '2025-01-01T08:00:00+08:00', updatedAt: '2025-01-01T00:00:00Z' };
    expect(planMemoryImport([], [record], IMPORTING).report.skipped).toEqual([]);
  });

  it('Given a record from another session, then it is moved into the importing namespace', () => {
    const plan = planMemoryImport([], [{ ...peach, namespace: [...NAMESPACE, 'elsewhere'] }], IMPORTING);
    expect(plan.toPut[0]?.namespace).toEqual(IMPORTING.namespace);
  });
});
