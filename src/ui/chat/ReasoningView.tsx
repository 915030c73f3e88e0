import type { ReasoningRecord } from '../../chat/records';
import { format, useT } from '../i18n';

/** Whole seconds, at least one: "Thought for 0 s" reads like nothing happened. */
const seconds = (ms: number): number => Math.max(1, Math.round(ms / 1000));

/**
 * A reasoning model's thoughts, collapsed above its answer: "Thinking…" while it thinks (so the user sees it
 * working rather than an empty answer), then "Thought for N s". A native disclosure, so keyboard and screen
 * readers get it for free.
 */
export function ReasoningView({ reasoning, streaming }: { reasoning: ReasoningRecord | undefined; streaming: boolean }) {
  const t = useT();
  const text = reasoning?.text.trim();
  if (!reasoning || !text) return null;
  const thinking = streaming && reasoning.durationMs === undefined;
  const label =
    reasoning.durationMs !== undefined ? format(t.thoughtFor, { n: seconds(reasoning.durationMs) }) : thinking ? t.thinking : t.thoughts;
  return (
    <details className={`reasoning${thinking ? ' thinking' : ''}`}>
      <summary>{label}</summary>
      <div className="reasoning-text">{text}</div>
    </details>
  );
}
