import { SEMANTIC_SELECT_Z } from '../../memory/recall/thresholds';
import type { MemoryUse } from '../../state/types';
import { format, type Strings } from '../i18n';

/** "meaning matched (4.2)" when meaning chose the memory or cleared its threshold; the plain value otherwise. */
export function meaningReason(t: Strings, use: Pick<MemoryUse, 'semantic' | 'meaningMatched'>): string | null {
  if (use.semantic === undefined || use.semantic === null) return null;
  const z = use.semantic.toFixed(1);
  return use.meaningMatched || use.semantic >= SEMANTIC_SELECT_Z ? format(t.whyMeaning, { z }) : format(t.whyMeaningAlso, { z });
}
