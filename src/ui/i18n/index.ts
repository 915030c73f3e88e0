import { useAppStore } from '../../state/store';
import { en, type Strings } from './en';
import { plural, type PluralStem } from './plural';
import { zh } from './zh';

export type { Strings };

const dictionaries = { en, zh } as const;

export { format } from './format';
export { errorDetail, errorText, fallbackText, type ErrorContext, type ErrorLike } from './errorText';
export { plural, type PluralStem } from './plural';

export function useT(): Strings {
  const language = useAppStore((s) => s.settings.language);
  return dictionaries[language];
}

/** `plural(stem, n, values)` in the current language: "1 memory", "2 memories", "3 条记忆". */
export function usePlural(): (stem: PluralStem, n: number, values?: Record<string, string | number>) => string {
  const language = useAppStore((s) => s.settings.language);
  const t = dictionaries[language];
  return (stem, n, values) => plural(t, language, stem, n, values);
}
