import type { Strings } from './en';
import { format } from './format';

/** The stems of plural keys: `memoryCount` for `memoryCount_one` / `memoryCount_other`. */
export type PluralStem = keyof Strings extends infer K ? (K extends `${infer Stem}_other` ? Stem : never) : never;

const rules = new Map<string, Intl.PluralRules>();

/**
 * A sentence with a count in it, in the dictionary's language: Intl.PluralRules picks the form (`one`,
 * `other`…), a form the dictionary lacks falls back to `_other`. `{n}` is the count unless given.
 */
export function plural(t: Strings, locale: string, stem: PluralStem, n: number, values: Record<string, string | number> = {}): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  const forms = t as unknown as Record<string, string | undefined>;
  const template = forms[`${stem}_${rule.select(n)}`] ?? t[`${stem}_other`];
  return format(template, { n, ...values });
}
