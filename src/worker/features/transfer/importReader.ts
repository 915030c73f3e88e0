import { err, MAX_IMPORT_BYTES, ok, type ErrorValues, type ImportProgress, type Result } from '../../../shared';

type ReadFailure = { code: 'too_large' | 'read_failed'; values: ErrorValues };

/** Progress is reported at most this often (in bytes), so a 50 MB file sends ~50 messages to the page. */
const PROGRESS_STEP = 1024 * 1024;

/**
 * The text of an import file, read in the worker chunk by chunk with progress, so the page never freezes. A file over
 * MAX_IMPORT_BYTES is refused before anything is read; a read failure is a Result, never a throw.
 */
export async function readImportSource(
  source: string | Blob,
  onProgress?: (p: ImportProgress) => void,
): Promise<Result<string, ReadFailure>> {
  if (typeof source === 'string') return ok(source);
  const total = source.size;
  if (total > MAX_IMPORT_BYTES) return err({ code: 'too_large', values: { sizeBytes: total, limitBytes: MAX_IMPORT_BYTES } });
  try {
    const reader = source.stream().getReader();
    const decoder = new TextDecoder();
    const parts: string[] = [];
    let loaded = 0;
    let reported = 0;
    onProgress?.({ phase: 'reading', loaded: 0, total });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      loaded += value.byteLength;
      parts.push(decoder.decode(value, { stream: true }));
      if (loaded - reported >= PROGRESS_STEP) {
        reported = loaded;
        onProgress?.({ phase: 'reading', loaded, total });
      }
    }
    parts.push(decoder.decode());
    onProgress?.({ phase: 'reading', loaded, total });
    return ok(parts.join(''));
  } catch (e) {
    return err({ code: 'read_failed', values: { detail: String((e as Error)?.message ?? e) } });
  }
}
