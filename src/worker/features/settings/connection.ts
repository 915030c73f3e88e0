import { embedTexts, listModels, testConnection, type LlmError, type LlmSettings } from '../../../llm';
import { err, ok, type Result } from '../../../shared';

/** Settings dialog helpers: the endpoint's model list and "Test connection". */
export function createConnectionCases() {
  return {
    listModels: (settings: LlmSettings) => listModels(settings),
    test: (settings: LlmSettings, model: string) => testConnection(settings, model),
    /** Whether the endpoint embeds with this model (for meaning-based recall), and the vectors' dimension. */
    testEmbeddings: async (settings: LlmSettings, model: string): Promise<Result<{ dimension: number }, LlmError>> => {
      const result = await embedTexts(settings, { model, inputs: ['Mindkeep connection test'], timeoutMs: 30_000 });
      return result.ok ? ok({ dimension: result.value.dimension }) : err(result.error);
    },
  };
}
