import { describe, expect, it } from 'vitest';
import { memoryFrom, NAMESPACE, rawCandidate } from '../__fixtures__/candidates';
import { renderMemoriesForAssistant, copyableTypes, type AssistantCopyWords } from './assistantCopy';
import { buildAssistantImportMessages } from './assistantImportPrompt';
import { lineOfEvidence, previewAssistantImport, type ProposedCandidate } from './assistantImportPreview';
import { batchPastedLines, splitPastedLines, type PastedLine } from './pastedList';
import { MEMORY_TYPES } from '../../shared';

const NOW = '2026-01-01T00:00:00.000Z';
const CTX = { now: NOW, namespace: [...NAMESPACE], secrets: ['sk-unit-own-key-000000000001'] };

const withEvidence = (evidence: string, over: Parameters<typeof rawCandidate>[0] = {}) => ({ ...rawCandidate(over), evidence });
const lines = (...texts: string[]): PastedLine[] => texts.map((text, i) => ({ n: i + 1, text }));

describe('splitting a paste into lines', () => {
  it('given an answer with a heading, bullets, numbers, quotes and blank lines, then the lines that say something come back without markers and with their line numbers', () => {
    const paste = [
      'Here is what I remember:',
      '',
      '## Preferences',
      '- Prefers tea over coffee',
      '2. 喜欢吃桃子',
      '> Works in Berlin',
      '   • [x] Uses Vim',
      '---',
    ].join('\n');
    expect(splitPastedLines(paste)).toEqual([
      { n: 1, text: 'Here is what I remember:' },
      { n: 3, text: 'Preferences' },
      { n: 4, text: 'Prefers tea over coffee' },
      { n: 5, text: '喜欢吃桃子' },
      { n: 6, text: 'Works in Berlin' },
      { n: 7, text: 'Uses Vim' },
    ]);
  });

  it('given Windows line breaks, then lines are split the same way', () => {
    expect(splitPastedLines('a fact\r\nanother fact').map((l) => l.text)).toEqual(['a fact', 'another fact']);
  });
});

describe('batching long pastes', () => {
  it('given twelve lines and five lines a batch, then batches hold at most five lines, keep the order and lose none', () => {
    const all = lines(...Array.from({ length: 12 }, (_, i) => `fact number ${i}`));
    const batches = batchPastedLines(all, { maxLines: 5, maxChars: 1_500 });
    expect(batches.map((b) => b.length)).toEqual([5, 5, 2]);
    expect(batches.flat()).toEqual(all);
  });

  it('given lines that together pass the character limit, then a batch closes before the line that would pass it', () => {
    const all = lines('a'.repeat(60), 'b'.repeat(60), 'c'.repeat(60));
    expect(batchPastedLines(all, { maxLines: 5, maxChars: 100 }).map((b) => b.map((l) => l.n))).toEqual([[1], [2], [3]]);
  });

  it('given one line longer than the limit, then it travels alone and is not lost', () => {
    const all = lines('short', 'x'.repeat(500), 'short again');
    expect(batchPastedLines(all, { maxLines: 5, maxChars: 100 }).map((b) => b.map((l) => l.n))).toEqual([[1], [2], [3]]);
  });

  it('given the default limits, then every line is its own request', () => {
    expect(batchPastedLines(lines('a fact', 'another fact', 'a third')).map((b) => b.map((l) => l.n))).toEqual([[1], [2], [3]]);
  });

  it('given nothing, then there is no batch', () => {
    expect(batchPastedLines([])).toEqual([]);
  });
});

describe('the import request', () => {
  it('given a batch, then every line is in the user message as a bullet and the system message asks for the line as evidence', () => {
    const [system, user] = buildAssistantImportMessages(lines('Prefers tea', '喜欢吃桃子'));
    expect(user?.content).toContain('- Prefers tea\n- 喜欢吃桃子');
    expect(system?.content).toMatch(/"evidence" is required here/);
    expect(system?.content).toContain('memory extractor');
  });
});

describe('mapping candidates back to pasted lines', () => {
  const batch = lines('Prefers tea over coffee', '喜欢吃桃子', 'Works as a data engineer');

  it('given evidence quoting a line (case and spaces aside), then that line is found', () => {
    expect(lineOfEvidence(withEvidence('works as a  DATA engineer'), batch)?.n).toBe(3);
    expect(lineOfEvidence(withEvidence('喜欢吃桃子'), batch)?.n).toBe(2);
  });

  it('given evidence quoting a line outside its batch but in the paste, then that line is found', () => {
    expect(lineOfEvidence(withEvidence('喜欢吃桃子'), batch.slice(0, 1), batch)?.n).toBe(2);
  });

  it('given evidence that is in no line, or spans two lines, or is missing, then no line is found', () => {
    expect(lineOfEvidence(withEvidence('Prefers green tea'), batch)).toBeUndefined();
    expect(lineOfEvidence(withEvidence('Prefers tea over coffee 喜欢吃桃子'), batch)).toBeUndefined();
    expect(lineOfEvidence(rawCandidate(), batch)).toBeUndefined();
  });
});

describe('the preview: add, update, unchanged and refused', () => {
  const batch = lines(
    'Prefers VSCode for editing',
    '喜欢吃桃子',
    'Phone: +1 415 555 0132',
    'API key sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    'Feeling tired today',
  );
  const propose = (...raws: unknown[]): ProposedCandidate[] => raws.map((raw) => ({ raw, batch }));
  const vscode = withEvidence('Prefers VSCode for editing', {
    text: 'User prefers VSCode for editing.',
    subject: 'VSCode',
    tags: ['vscode'],
  });
  const peach = withEvidence('喜欢吃桃子');

  it('given nothing stored, then grounded candidates are added with their line, type and text', () => {
    const items = previewAssistantImport(propose(vscode, peach), [], CTX);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'add', index: 0, line: 1, type: 'user_preference', text: 'User prefers VSCode for editing.' }),
      expect.objectContaining({ kind: 'add', index: 1, line: 2, text: '用户喜欢吃桃子。' }),
    ]);
  });

  it('given the same memory stored, then it is unchanged; given other words stored under its key, then it is an update with the old text', () => {
    const storedPeach = memoryFrom(rawCandidate());
    const storedVscode = memoryFrom(rawCandidate({ text: 'User likes VSCode.', subject: 'VSCode', tags: ['vscode'] }));
    const items = previewAssistantImport(propose(peach, vscode), [storedPeach, storedVscode], CTX);
    expect(items[0]).toMatchObject({ kind: 'unchanged', line: 2, stableKey: storedPeach.stableKey });
    expect(items[1]).toMatchObject({ kind: 'update', oldText: 'User likes VSCode.', text: 'User prefers VSCode for editing.' });
  });

  it('given a phone number, an API key and a mood, then each is refused with a reason and no text', () => {
    const phone = withEvidence('Phone: +1 415 555 0132', {
      type: 'stable_user_context',
      text: "The user's phone number is +1 415 555 0132.",
      subject: 'phone',
    });
    const key = withEvidence('API key sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', {
      type: 'stable_user_context',
      text: 'The user keeps the API key sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789.',
      subject: 'api key',
    });
    const mood = {
      ...withEvidence('Feeling tired today', { type: 'stable_user_context', text: 'The user feels tired today.', subject: 'mood' }),
      stability: 'temporary',
    };
    const items = previewAssistantImport(propose(phone, key, mood), [], CTX);
    expect(items.map((i) => i.kind)).toEqual(['refused', 'refused', 'refused']);
    expect(items.map((i) => (i.kind === 'refused' ? i.reason : null))).toEqual([
      'sensitive_personal_information',
      'raw_runtime_state',
      'temporary',
    ]);
    expect(JSON.stringify(items)).not.toMatch(/415|sk-proj|tired/);
  });

  it('given a harmless text grounded in a line that holds a phone number, then the line refuses it', () => {
    const paraphrase = withEvidence('Phone: +1 415 555 0132', {
      type: 'stable_user_context',
      text: 'The user has a phone.',
      subject: 'phone',
    });
    expect(previewAssistantImport(propose(paraphrase), [], CTX)[0]).toMatchObject({
      kind: 'refused',
      line: 3,
      reason: 'sensitive_personal_information',
    });
  });

  it('given a candidate quoting words that were never pasted, then it is refused as ungrounded', () => {
    const invented = withEvidence('Loves durian', { text: 'User loves durian.', subject: 'durian' });
    expect(previewAssistantImport(propose(invented), [], CTX)).toEqual([{ kind: 'refused', index: 0, reason: 'ungrounded' }]);
  });

  it('given the same fact twice in other words, then the second is refused as a duplicate; a withdrawal is refused', () => {
    const again = { ...peach, text: '用户很喜欢吃桃子。' };
    const withdrawal = { ...peach, action: 'suppress' };
    const items = previewAssistantImport(propose(peach, again, withdrawal), [], CTX);
    expect(items.map((i) => i.kind)).toEqual(['add', 'refused', 'refused']);
    expect(items[1]).toMatchObject({ reason: 'duplicate' });
    expect(items[2]).toMatchObject({ reason: 'irrelevant' });
  });

  it('given the very same answer for two batches, then each candidate is listed once', () => {
    const items = previewAssistantImport([...propose(peach, vscode), ...propose(peach, vscode)], [], CTX);
    expect(items.map((i) => [i.kind, i.index])).toEqual([
      ['add', 0],
      ['add', 1],
    ]);
  });

  it('given the inputs, then they are not mutated', () => {
    const proposed = propose(vscode);
    const snapshot = JSON.stringify(proposed);
    previewAssistantImport(proposed, [], CTX);
    expect(JSON.stringify(proposed)).toBe(snapshot);
  });
});

describe('the plain-text copy for another assistant', () => {
  const words: AssistantCopyWords = {
    preamble: 'These are things I asked my previous assistant to remember about me.',
    typeHeading: Object.fromEntries(MEMORY_TYPES.map((t) => [t, `[${t}]`])) as AssistantCopyWords['typeHeading'],
  };
  const peach = memoryFrom(rawCandidate());
  const answers = memoryFrom(
    rawCandidate({ type: 'communication_preference', text: 'Explain plainly first.', subject: 'explanations', tags: null }),
  );
  const suppressed = {
    ...memoryFrom(rawCandidate({ text: 'User avoids coriander.', subject: 'coriander', polarity: 'avoid' })),
    status: 'suppressed' as const,
  };

  it('given active and suppressed memories, then the preamble comes first, groups follow the type order, and suppressed ones are left out', () => {
    expect(renderMemoriesForAssistant([answers, peach, suppressed], words)).toBe(
      `${words.preamble}\n\n[user_preference]:\n- 用户喜欢吃桃子。\n\n[communication_preference]:\n- Explain plainly first.\n`,
    );
  });

  it('given selected types, then only those groups are copied', () => {
    expect(renderMemoriesForAssistant([answers, peach], words, { types: ['communication_preference'] })).toBe(
      `${words.preamble}\n\n[communication_preference]:\n- Explain plainly first.\n`,
    );
  });

  it('given nothing active, then the copy is empty, and only types with active memories are offered', () => {
    expect(renderMemoriesForAssistant([suppressed], words)).toBe('');
    expect(copyableTypes([answers, peach, suppressed])).toEqual(['user_preference', 'communication_preference']);
  });

  it('given the copy pasted back, then every memory is one line to import and nothing else is a memory line', () => {
    const text = renderMemoriesForAssistant([peach, answers], words);
    const texts = splitPastedLines(text).map((l) => l.text);
    expect(texts).toEqual([
      words.preamble,
      '[user_preference]:',
      '用户喜欢吃桃子。',
      '[communication_preference]:',
      'Explain plainly first.',
    ]);
  });
});
