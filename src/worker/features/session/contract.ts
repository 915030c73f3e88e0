import type { Answer, SubscriptionId } from '../../answer';

/** Opening the session's databases, and ending any subscription. */
export interface SessionApi {
  /** Opens the session's databases; call again to switch session. */
  init(req: { sessionHash: string }): Answer<{ recoveredInterrupted: number }>;
  /** Deletes the databases of another browser session of this browser; the open session's are refused. */
  deleteSessionData(req: { sessionHash: string }): Answer<null>;
  unsubscribe(req: { subscriptionId: SubscriptionId }): Answer<null>;
}
