/**
 * Progress reports travel to the page on their own message channel, separate from the call's answer, so
 * the last report can arrive after the answer. Passed through this, a report that comes once the call
 * has answered is dropped: a late "13 of 13" must not put a finished preview back into its running state.
 */
export async function withProgressUntilAnswered<P, T>(
  onProgress: ((p: P) => void) | undefined,
  call: (onProgress: ((p: P) => void) | undefined) => Promise<T>,
): Promise<T> {
  if (!onProgress) return call(undefined);
  let answered = false;
  try {
    return await call((p) => {
      if (!answered) onProgress(p);
    });
  } finally {
    answered = true;
  }
}
