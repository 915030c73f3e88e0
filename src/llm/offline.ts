/** True when the browser says it has no network (never in Node, which has no `navigator.onLine`). */
export function isOffline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine === false;
}
