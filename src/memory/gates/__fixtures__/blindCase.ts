// One case of a blind evaluation set of the gates (blindSet.ts and the later rounds), and how rows of one
// language and one expected verdict become cases.

export type BlindExpect = 'refuse' | 'accept';
export type BlindLanguage = 'en' | 'zh-Hans' | 'zh-Hant' | 'ja' | 'ko' | 'de' | 'fr' | 'es' | 'pt' | 'ru' | 'it';

export interface BlindCase {
  readonly lang: BlindLanguage;
  readonly category: string;
  readonly expect: BlindExpect;
  readonly text: string;
  readonly subject: string;
  readonly tags?: readonly string[];
  readonly facet?: string;
}

export type Row = readonly [category: string, text: string, subject: string, tags?: readonly string[], facet?: string];

/** One case; tags and facet only when given. */
export const blindCase = (lang: BlindLanguage, expect: BlindExpect, [category, text, subject, tags, facet]: Row): BlindCase => ({
  lang,
  category,
  expect,
  text,
  subject,
  ...(tags ? { tags } : {}),
  ...(facet === undefined ? {} : { facet }),
});

export const rows = (lang: BlindLanguage, expect: BlindExpect, list: readonly Row[]): BlindCase[] =>
  list.map((row) => blindCase(lang, expect, row));
