import type { BlindCase, BlindExpect, BlindLanguage } from '../blindSet';

type Row = readonly [expect: BlindExpect, category: string, text: string, subject: string, tags?: readonly string[]];

/** The generated rows of one language as cases; tags only when given. */
export const fifthCases = (lang: BlindLanguage, rows: readonly Row[]): BlindCase[] =>
  rows.map(([expect, category, text, subject, tags]) => ({ lang, category, expect, text, subject, ...(tags ? { tags } : {}) }));
