import { listModels, testConnection, type LlmSettings } from '../../llm';

/** Settings dialog helpers: the endpoint's model list and "Test connection". */
export function createConnectionCases() {
  return {
    listModels: (settings: LlmSettings) => listModels(settings),
    test: (settings: LlmSettings, model: string) => testConnection(settings, model),
  };
}
