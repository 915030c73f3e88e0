import { ok } from '../../../shared';
import type { HandlerMap } from '../../answer';
import { createConnectionCases } from './connection';
import type { ModelSettings, SettingsApi } from './contract';

export interface SettingsHandlerDeps {
  /** Hands the page's settings to long-term memory (pending jobs resume, meaning indexing follows). */
  applyMemorySettings(settings: ModelSettings): void;
}

export function createSettingsHandlers(deps: SettingsHandlerDeps, connection = createConnectionCases()): HandlerMap<SettingsApi> {
  return {
    async configureMemory({ settings }) {
      deps.applyMemorySettings(settings);
      return ok(null);
    },
    listModels: ({ settings }) => connection.listModels(settings),
    testConnection: ({ settings, model }) => connection.test(settings, model),
    testEmbeddings: ({ settings, model }) => connection.testEmbeddings(settings, model),
  };
}
