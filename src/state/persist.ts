/**
 * Runs a write to the page's storage (localStorage full, storage disabled): the failure's message is
 * returned to be shown, never thrown or swallowed.
 */
export function persist(write: () => void): string | null {
  try {
    write();
    return null;
  } catch (e) {
    return (e as Error)?.message || String(e);
  }
}
