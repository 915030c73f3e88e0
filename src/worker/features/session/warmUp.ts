import { preloadModelCalls } from '../../../llm';

/** After the session opens: long enough for the first list and chat to be served first. */
export const WARM_UP_DELAY_MS = 1_000;

/**
 * The model calls and the openai SDK load on first use, so the worker starts without them; once
 * the session is open they are fetched at idle, so the first message does not wait for them either.
 * Nothing waits for this, and a failed fetch shows only if a call needs it.
 */
export function warmUpAfterStart(whenIdle: () => Promise<void> = () => Promise.resolve(), delayMs = WARM_UP_DELAY_MS): void {
  // Evaluating the chunk holds the worker's thread: it waits for a moment when the page waits on nothing.
  setTimeout(() => void whenIdle().then(() => preloadModelCalls()), delayMs);
}
