// Per-language material for the grounding and pre-check data sets: natural phrases written by hand,
// combined by the builders (groundingCases.ts, memoryTurns.ts) into whole turns by category.

export type Lang = 'en' | 'zh-Hans' | 'zh-Hant' | 'ja' | 'ko' | 'de' | 'fr' | 'es' | 'pt' | 'ru' | 'it';

export interface LanguagePack {
  /** First-person statements a memory could rest on (each is its own exact evidence). */
  readonly facts: readonly string[];
  /** Wrappers that put a fact inside a longer message: `{f}` is the fact. */
  readonly contexts: readonly string[];
  /** Replies that only acknowledge. */
  readonly acks: readonly string[];
  /** What an assistant suggests; never the user's words. */
  readonly suggestions: readonly string[];
  /** The user quoting someone else: `{q}` is the quotation. */
  readonly attributions: readonly string[];
  /** A line that introduces pasted material, then the material is put on the next lines. */
  readonly pasteIntro: string;
  /** Explicit memory requests around a fact: `{f}`. */
  readonly remember: readonly string[];
  /** Forget requests around a fact: `{f}`. */
  readonly forget: readonly string[];
  readonly standing: readonly string[];
  readonly preferences: readonly string[];
  readonly decisions: readonly string[];
  /** Requests about the conversation itself: explain, translate, shorten, fix. */
  readonly tasks: readonly string[];
  /** General-knowledge questions and math. */
  readonly questions: readonly string[];
  /** A question asked about pasted code. */
  readonly codeQuestions: readonly string[];
}

/** A user turn labelled "may hold a memory"; `explicit` marks remember/forget requests (never to be skipped). */
export interface MemoryTurn {
  readonly lang: Lang;
  readonly category: string;
  readonly text: string;
  readonly holdsMemory: boolean;
  readonly explicit?: boolean;
}
