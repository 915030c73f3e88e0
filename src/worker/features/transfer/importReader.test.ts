import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, type ImportProgress } from '../../../shared';
import { readImportSource } from './importReader';

describe('reading an import file in the worker', () => {
  it('given a file over the cap, when read, then it is refused before a byte is read', async () => {
    let touched = false;
    const huge = {
      size: MAX_IMPORT_BYTES + 1,
      stream: () => {
        touched = true;
        throw new Error('read');
      },
    } as unknown as Blob;
    const result = await readImportSource(huge);
    expect(result).toMatchObject({ ok: false, error: { code: 'too_large' } });
    expect(touched).toBe(false);
  });

  it('given a multi-megabyte file with multi-byte characters, when read, then the text is whole and progress reaches the total', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 60_000 }, (_, i) => `记忆 ${i} — ünïcødé`) });
    const blob = new Blob([text]);
    const seen: ImportProgress[] = [];
    const result = await readImportSource(blob, (p) => seen.push(p));
    expect(result).toEqual({ ok: true, value: text });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toEqual({ phase: 'reading', loaded: blob.size, total: blob.size });
    expect(seen.every((p, i) => i === 0 || p.loaded >= seen[i - 1]!.loaded)).toBe(true);
  });

  it('given a stream that fails midway, when read, then the failure is a result, not a throw', async () => {
    const failing = { size: 10, stream: () => new ReadableStream({ pull: (c) => c.error(new Error('disk gone')) }) } as unknown as Blob;
    expect(await readImportSource(failing)).toMatchObject({ ok: false, error: { code: 'read_failed' } });
  });
});
