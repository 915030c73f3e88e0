// A full disk for worker use-case tests (not a test file itself).

/**
 * A full disk for the worker's own connection: at the IndexedDB level, every write of an assistant
 * message that carries text fails with QuotaExceededError, while smaller status-only rows still fit.
 */
export function fillTheDisk() {
  const state = { full: true };
  const proto = globalThis.IDBObjectStore.prototype;
  const put = proto.put;
  proto.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const row = value as { role?: string; text?: string };
    if (state.full && this.name === 'messages' && row.role === 'assistant' && (row.text ?? '').length > 0)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.call(this, value, key);
  } as typeof put;
  return { state, restore: () => void (proto.put = put) };
}
