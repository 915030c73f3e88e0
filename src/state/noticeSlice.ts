import type { Failure, Slice } from './slice';

/** The one line under the chat that says what just went wrong (or that the network is gone). */
export type Notice = ({ kind: 'offline' | 'error' | 'info' } & Failure) | null;

export interface NoticeSlice {
  notice: Notice;
  dismissNotice(): void;
}

/** The notice a refused request shows. */
export const failureNotice = (failure: Failure): Notice => ({
  kind: 'error',
  code: failure.code,
  ...(failure.values ? { values: failure.values } : {}),
});

export const createNoticeSlice: Slice<NoticeSlice> = () => (set) => ({
  notice: null,
  dismissNotice: () => set({ notice: null }),
});
