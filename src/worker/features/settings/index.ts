// The settings feature: the page's settings as the worker receives them, and the endpoint checks.
export type { LlmSettings, ModelSettings, SettingsApi } from './contract';
export { createSettingsHandlers, type SettingsHandlerDeps } from './handlers';
