import { useState } from 'react';
import { useAppStore } from '../../state/store';
import type { MemoryUse } from '../../state/types';
import { format, useT, type Strings } from '../i18n';
import { typeLabel } from './describe';
import { meaningReason } from './meaningReason';
import { RECALL_MIN_SCORE } from '../../memory/recall/thresholds';

/** Twice the bar or more is a strong match; anything recalled is at least a weak one. */
const STRONG_MATCH_SCORE = RECALL_MIN_SCORE * 2;

/** "strong match (score 3.2, 1.5 needed)": the score on its scale, in words. */
export function strengthText(t: Strings, score: number): string {
  const strength = score >= STRONG_MATCH_SCORE ? t.recallStrong : t.recallWeak;
  return format(t.recallStrength, { strength, score: Math.round(score * 10) / 10, threshold: RECALL_MIN_SCORE });
}

/** Reasons in words: "tag 水果 matched", "subject matched", "shared words: typescript". */
function reasons(t: Strings, use: MemoryUse): string[] {
  const e = use.explanation;
  const out: string[] = [];
  if (e) {
    for (const tag of e.matchedTags) out.push(format(t.whyTag, { tag }));
    if (e.subjectMatched) out.push(t.whySubject);
    if (e.facetMatched) out.push(t.whyFacet);
    if (e.sharedWords.length) out.push(format(t.whyWords, { words: e.sharedWords.join(', ') }));
    if (e.sharedPhrases.length && use.breakdown.partialText > 0) out.push(format(t.whyPhrases, { words: e.sharedPhrases.join('、') }));
  }
  if (use.breakdown.wholeText > 0) out.push(t.whyWholeText);
  const meaning = meaningReason(t, use);
  if (meaning) out.push(meaning);
  return out;
}

/** What recall took the question to be about, in words; null when the question is gone. */
function aboutnessText(t: Strings, items: readonly MemoryUse[]): string | null {
  const about = items.find((use) => use.explanation)?.explanation?.aboutness;
  if (!about) return null;
  return about === 'user' ? t.aboutUser : about === 'world' ? t.aboutWorld : t.aboutRequest;
}

/** Under an answer that used memory: which memories, and why each one was chosen. */
export function MemoriesUsed({ assistantMessageId, count }: { assistantMessageId: string; count: number }) {
  const t = useT();
  const load = useAppStore((s) => s.memoriesUsed);
  const [items, setItems] = useState<MemoryUse[] | null>(null);

  return (
    <details
      className="memories-used"
      onToggle={(e) => {
        if ((e.target as HTMLDetailsElement).open) void load(assistantMessageId).then((r) => setItems(r ?? []));
      }}
    >
      <summary>{format(t.memoriesUsed, { n: count })}</summary>
      {items && aboutnessText(t, items) && <p className="faint aboutness">{aboutnessText(t, items)}</p>}
      {items && (
        <ul>
          {items.map((use) => (
            <li key={use.stableKey}>
              {use.memory ? (
                <>
                  <span className="tag type">{typeLabel(t, use.memory.type)}</span> {use.memory.text}
                </>
              ) : (
                <em className="muted">{t.memoryDeletedSince}</em>
              )}{' '}
              <span className="faint">
                — {strengthText(t, use.score)}
                {reasons(t, use).length > 0 && `: ${reasons(t, use).join('; ')}`}
              </span>
              {use.memory && use.evidence && <div className="faint evidence">{format(t.youSaid, { words: use.evidence })}</div>}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
