import { err, ok, type Result } from '../../../shared';

/** How long Test relay waits for the relay to accept a socket before saying it did not answer. */
export const RELAY_PROBE_TIMEOUT_MS = 8_000;
/** A room no space uses (space rooms are 43-character keys): the probe writes nothing into any space. */
const PROBE_ROOM = 'mindkeep-relay-check';

export type RelayProbeError = { code: 'sync_relay_unreachable' } | { code: 'sync_relay_timeout'; values: { seconds: number } };

type SocketClass = new (url: string) => Pick<WebSocket, 'close' | 'addEventListener'>;

/**
 * Opens one socket to the relay and closes it as soon as it opens. A browser tells a script nothing more
 * about a failed socket than that it failed (on purpose: it would let a page map a network), so the
 * reasons are: refused or closed before opening, or no answer in time.
 */
export function probeRelay(
  relayUrl: string,
  Socket: SocketClass,
  now: () => number,
  timeoutMs = RELAY_PROBE_TIMEOUT_MS,
): Promise<Result<{ elapsedMs: number }, RelayProbeError>> {
  const started = now();
  return new Promise((resolve) => {
    let settled = false;
    const socket = new Socket(`${relayUrl}/${PROBE_ROOM}`);
    const settle = (result: Result<{ elapsedMs: number }, RelayProbeError>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        socket.close();
      } catch {
        // Closing a socket that never opened may throw in some runtimes; the answer is already known.
      }
      resolve(result);
    };
    const timer = setTimeout(
      () => settle(err({ code: 'sync_relay_timeout', values: { seconds: Math.round(timeoutMs / 1000) } })),
      timeoutMs,
    );
    socket.addEventListener('open', () => settle(ok({ elapsedMs: Math.max(0, now() - started) })));
    socket.addEventListener('error', () => settle(err({ code: 'sync_relay_unreachable' })));
    socket.addEventListener('close', () => settle(err({ code: 'sync_relay_unreachable' })));
  });
}
