import type { Answer, SubscriptionId } from '../../answer';

/** Opening the session's databases, and ending any subscription. */
export interface SessionApi {
  /** Opens the session's databases; call again to switch session. */
  init(req: { sessionHash: string }): Answer<{ recoveredInterrupted: number }>;
  unsubscribe(req: { subscriptionId: SubscriptionId }): Answer<null>;
}
