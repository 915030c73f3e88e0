import type { MemorySlice } from '../../state/memorySlice';
import { errorText, fallbackText, format, useT } from '../i18n';

/** The state of meaning-based recall beside the memory status (hidden when it is off). */
export function MeaningStatus({ meaning }: { meaning: NonNullable<MemorySlice['memoryStatus']>['meaning'] }) {
  const t = useT();
  if (!meaning || meaning.state === 'off') return null;
  const reason = meaning.reason ? errorText(t, meaning.reason) : '';
  const main =
    meaning.state === 'ready'
      ? t.meaningReady
      : meaning.state === 'indexing'
        ? format(t.meaningIndexing, { done: meaning.embedded, total: meaning.total })
        : meaning.state === 'waiting'
          ? format(t.meaningWaiting, { reason })
          : format(t.meaningFailed, { reason });
  return (
    <span role="status" aria-label={t.meaningStatus} className="meaning-status">
      {main}
      {meaning.lastFallback && <> · {format(t.meaningFallback, { reason: fallbackText(t, meaning.lastFallback) })}</>}
    </span>
  );
}
