import type { ToolCallRecord } from '../../chat/records';
import { format, useT } from '../i18n';

/** Pretty-prints the model's raw argument JSON when it parses; shows it as sent otherwise. */
function readableArguments(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** The tool calls behind an answer, collapsed: the answer itself stays the main thing to read. */
export function ToolCallsView({ toolCalls }: { toolCalls: readonly ToolCallRecord[] | undefined }) {
  const t = useT();
  if (!toolCalls || toolCalls.length === 0) return null;
  return (
    <div className="tool-calls">
      {toolCalls.map((call, i) => (
        <details key={i} className={`tool-call${call.ok ? '' : ' failed'}`}>
          <summary>{format(call.ok ? t.toolCall : t.toolFailed, { name: call.name })}</summary>
          <div className="faint">{t.toolArguments}</div>
          <pre>{readableArguments(call.arguments)}</pre>
          <div className="faint">{t.toolResult}</div>
          <pre>{call.content}</pre>
        </details>
      ))}
    </div>
  );
}
