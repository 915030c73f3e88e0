import { blindCase } from '../blindCase';
import type { BlindCase, BlindExpect, BlindLanguage } from '../blindSet';

type Row = readonly [expect: BlindExpect, category: string, text: string, subject: string, tags?: readonly string[], facet?: string];

/** The generated rows of one language as cases; tags and facet only when given. */
export const eleventhCases = (lang: BlindLanguage, rows: readonly Row[]): BlindCase[] =>
  rows.map(([expect, ...row]) => blindCase(lang, expect, row));
