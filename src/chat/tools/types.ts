import type { z } from 'zod';
import type { Result } from '../../shared';

/** One hit of the local conversation search, as the shell's full-text index returns it. */
export interface ConversationHit {
  readonly title: string;
  readonly snippet: string;
}

/** What a tool may use from the world, passed in by the shell (the tools themselves do no I/O). */
export interface ToolContext {
  /** The current instant as an ISO string. */
  readonly now: string;
  readonly searchConversations: (query: string) => Promise<readonly ConversationHit[]>;
}

/** A tool's answer: the text the model reads, or a short reason it could not answer. */
export type ToolOutput = Result<string, string>;

/**
 * The `parameters` of an OpenAI function tool in strict mode: every key required, no others allowed.
 * A type alias, not an interface, so it fits the llm adapter's `Record<string, unknown>` parameters.
 */
export type StrictJsonSchema = {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly required: readonly string[];
  readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
};

export interface BuiltInTool<Args = unknown> {
  readonly name: string;
  readonly description: string;
  readonly parameters: StrictJsonSchema;
  /** Strict: undeclared keys are refused, as strict mode promises the model. */
  readonly argsSchema: z.ZodType<Args>;
  /** Called only with arguments that passed `argsSchema`. Expected failures are an `err`, never a throw. */
  run(args: Args, ctx: ToolContext): Promise<ToolOutput>;
}

/** A tool entry of a chat request, in the shape OpenAI's `tools` parameter takes. */
export interface ToolDefinition {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: StrictJsonSchema;
    readonly strict: true;
  };
}

/** A call the model asked for; `arguments` is the model's raw JSON text, untrusted. */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/** The outcome of one call, shown to the user (collapsed) and sent back to the model. */
export interface ToolCallResult {
  readonly id: string;
  readonly name: string;
  readonly ok: boolean;
  readonly content: string;
}
