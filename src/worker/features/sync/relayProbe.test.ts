import { describe, expect, it } from 'vitest';
import { probeRelay } from './relayProbe';

// Test relay's socket, with a stand-in socket class that opens, fails or stays silent.

function socketThat(outcome: 'open' | 'error' | 'silent') {
  const opened: string[] = [];
  let closed = 0;
  class FakeSocket extends EventTarget {
    constructor(url: string) {
      super();
      opened.push(url);
      if (outcome !== 'silent') queueMicrotask(() => this.dispatchEvent(new Event(outcome)));
    }
    close() {
      closed += 1;
    }
  }
  return { Socket: FakeSocket, opened, closed: () => closed };
}

describe('probing a relay', () => {
  it('given a relay that accepts, when probed, then it is reached, the time is measured and the socket closed', async () => {
    const fake = socketThat('open');
    let clock = 1_000;
    const answer = await probeRelay('ws://127.0.0.1:4012', fake.Socket, () => (clock += 30));
    expect(answer).toEqual({ ok: true, value: { elapsedMs: 30 } });
    expect(fake.opened).toEqual(['ws://127.0.0.1:4012/mindkeep-relay-check']);
    expect(fake.closed()).toBe(1);
  });

  it('given a refused socket, when probed, then it is unreachable', async () => {
    const answer = await probeRelay('ws://127.0.0.1:4012', socketThat('error').Socket, () => 0);
    expect(answer).toEqual({ ok: false, error: { code: 'sync_relay_unreachable' } });
  });

  it('given a relay that never answers, when probed, then it times out with the seconds waited', async () => {
    const answer = await probeRelay('ws://127.0.0.1:4012', socketThat('silent').Socket, () => 0, 20);
    expect(answer).toEqual({ ok: false, error: { code: 'sync_relay_timeout', values: { seconds: 0 } } });
  });
});
