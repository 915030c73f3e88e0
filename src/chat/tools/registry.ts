import type { z } from 'zod';
import { calculatorTool } from './calculator';
import { currentDateTimeTool } from './datetime';
import { searchConversationsTool } from './searchConversations';
import type { BuiltInTool, ToolCall, ToolCallResult, ToolContext, ToolDefinition } from './types';
import { convertUnitsTool } from './units';

/** Every result is cut to this length: a tool answer must not crowd the model's context. */
export const TOOL_RESULT_MAX_CHARS = 4000;
const CUT_MARK = ' […cut]';

export const BUILT_IN_TOOLS: readonly BuiltInTool[] = [calculatorTool, currentDateTimeTool, convertUnitsTool, searchConversationsTool];

const byName = new Map(BUILT_IN_TOOLS.map((tool) => [tool.name, tool]));

/** The `tools` parameter of a tool-assisted request: every built-in tool, in strict mode. */
export function toolDefinitionsForRequest(): ToolDefinition[] {
  return BUILT_IN_TOOLS.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters, strict: true },
  }));
}

export function capToolContent(text: string): string {
  return text.length <= TOOL_RESULT_MAX_CHARS ? text : `${text.slice(0, TOOL_RESULT_MAX_CHARS - CUT_MARK.length)}${CUT_MARK}`;
}

const describeIssue = (issue: z.core.$ZodIssue): string =>
  `${issue.path.length > 0 ? issue.path.join('.') : '(arguments)'}: ${issue.message}`;

function parseArguments(text: string): { ok: true; value: unknown } | { ok: false } {
  // Some servers send "" for a call without arguments.
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Runs one call the model asked for. Every failure (unknown tool, arguments that are not JSON or not
 * valid, a tool that fails) becomes `ok: false` with a sentence for the model and the user; it never throws.
 */
export async function executeToolCall(call: ToolCall, ctx: ToolContext): Promise<ToolCallResult> {
  const done = (ok: boolean, content: string): ToolCallResult => ({ id: call.id, name: call.name, ok, content: capToolContent(content) });
  const tool = byName.get(call.name);
  if (!tool) return done(false, `Unknown tool "${call.name}". Available tools: ${[...byName.keys()].join(', ')}.`);
  const json = parseArguments(call.arguments);
  if (!json.ok) return done(false, `The arguments for ${tool.name} are not valid JSON.`);
  const args = tool.argsSchema.safeParse(json.value);
  if (!args.success)
    return done(false, `Invalid arguments for ${tool.name}: ${args.error.issues.slice(0, 3).map(describeIssue).join('; ')}.`);
  try {
    const output = await tool.run(args.data, ctx);
    return output.ok ? done(true, output.value) : done(false, output.error);
  } catch (e) {
    // A failing injected search (storage) must not end the turn; the model hears that the tool failed.
    return done(false, `${tool.name} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
