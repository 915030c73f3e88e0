// Vitest helper: one in-process mock server per test file on a free port, reset before every test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMockServer, type MockController, type MockOptions, type RunningMockServer } from './server.mjs';

export interface MockServerHandle {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** url + '/v1' */
  readonly baseURL: string;
  /** In-process control: the same operations as the /__mock/* endpoints, synchronous. */
  readonly mock: MockController;
}

export function useMockServer(options: MockOptions = {}): MockServerHandle {
  let running: RunningMockServer | undefined;
  const get = (): RunningMockServer => {
    if (!running) throw new Error('useMockServer: the server is only available inside tests');
    return running;
  };
  beforeAll(async () => {
    running = await startMockServer(options);
  });
  afterAll(() => running?.close());
  beforeEach(() => running?.server.mock.reset());
  return {
    get url() {
      return get().url;
    },
    get baseURL() {
      return get().baseURL;
    },
    get mock() {
      return get().server.mock;
    },
  };
}
