import type { Language, MemoryType } from '../../shared';
import type { Strings } from '../i18n';

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
