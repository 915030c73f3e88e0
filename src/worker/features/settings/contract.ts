import type { ChatInstructions, Sampling } from '../../../chat';
import type { LlmSettings } from '../../../llm';
import type { Language } from '../../../shared';
import type { Answer } from '../../answer';

export type { LlmSettings };

/** What the page sends with every model call. The key lives only in memory in the worker, never in storage. */
export interface ModelSettings extends LlmSettings {
  chatModel: string;
  memoryModel: string;
  language: Language;
  /** Compaction limits (defaults in chat/ COMPACTION_DEFAULTS). */
  compactMaxTurns: number;
  compactMaxChars: number;
  /** Settings switch: no long-term memory recall or extraction while paused. */
  memoryPaused: boolean;
  /** Embedding model for meaning-based recall (empty or absent = off) and its query deadline. */
  embeddingModel?: string;
  embedDeadlineMs?: number;
  /**
   * The user's custom instructions and, for a chat's own request, its system prompt: settings the page
   * keeps (never in IndexedDB), sent after the app's prompts. Absent: none.
   */
  instructions?: ChatInstructions;
  /** A chat's own temperature and answer length, for its answers only (never memory work). Absent: the endpoint's defaults. */
  sampling?: Sampling;
}

/** The page's settings as the worker receives them, and the checks of an endpoint. */
export interface SettingsApi {
  /** The page's current settings, so pending extraction jobs can resume (the key stays in memory only). */
  configureMemory(req: { settings: ModelSettings }): Answer<null>;
  listModels(req: { settings: LlmSettings }): Answer<string[]>;
  testConnection(req: { settings: LlmSettings; model: string }): Answer<{ models: string[] | null }>;
  /** Whether the endpoint embeds text with this model, and the vectors' dimension. */
  testEmbeddings(req: { settings: LlmSettings; model: string }): Answer<{ dimension: number }>;
}
