import type { Language, MemoryType } from '../../shared';
import type { Strings } from '../i18n';
import { ASSISTANT_IMPORT_CONVERSATION_ID } from '../../memory/exchange/assistantImportSource';

/** Words for memory types and refusal reasons (display helpers only). */
export function typeLabel(t: Strings, type: MemoryType): string {
  return t[`type_${type}`];
}

export function reasonLabel(t: Strings, reason: string): string {
  const key = `reason_${reason}` as keyof Strings;
  return key in t ? t[key] : reason;
}

export function formatTime(iso: string | undefined, language: Language): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? '—'
    : d.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Where a memory came from when no conversation of this session is its source. */
export function sourceLabel(t: Strings, m: { source: string; sourceConversationId: string }): string {
  if (m.sourceConversationId === ASSISTANT_IMPORT_CONVERSATION_ID) return t.importedFromAssistant;
  return m.source === 'import' ? t.importedSource : m.source === 'user_edit' ? t.addedByYou : '';
}
