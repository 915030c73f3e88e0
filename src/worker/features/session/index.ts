// The session feature: opening a browser session's databases (the page's `init`) and ending subscriptions.
export type { SessionApi } from './contract';
export { createSessionHandlers, type SessionHandlerDeps } from './handlers';
export { createSessionContext, type SessionContext } from '../../common/sessionContext';
