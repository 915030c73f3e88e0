import type { MemoryType } from '../../../shared';

// One labelled case of the gate corpus, the row helper that builds a category, and the evasion helpers
// (invisible characters, other digit scripts) the hostile cases use.

export type CorpusExpectation = 'refused' | 'accepted';

export interface CorpusCase {
  readonly category: string;
  readonly lang: 'zh' | 'en' | 'ja' | 'ko' | 'de' | 'fr' | 'es' | 'pt' | 'ru' | 'it';
  readonly expect: CorpusExpectation;
  readonly text: string;
  readonly tags?: readonly string[];
  readonly subject?: string;
  readonly facet?: string;
  readonly type?: MemoryType;
}

export const ZW = '\u200B';
export const ZWJ = '\u200D';
export const SHY = '\u00AD';
export const WJ = '\u2060';
export const TAG_SPACE = '\u{E0020}';
export const VS16 = '\uFE0F';
export const arabicIndic = (s: string): string => s.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
export const devanagari = (s: string): string => s.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
export const fullWidth = (s: string): string => s.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
export const bengali = (s: string): string => s.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
export const thai = (s: string): string => s.replace(/[0-9]/g, (d) => String.fromCharCode(0x0e50 + Number(d)));

type Row = readonly [lang: 'zh' | 'en', text: string, extra?: Partial<Pick<CorpusCase, 'tags' | 'subject' | 'facet' | 'type'>>];
export const rows = (category: string, expect: CorpusExpectation, list: readonly Row[]): CorpusCase[] =>
  list.map(([lang, text, extra]) => ({ category, lang, expect, text, ...extra }));

type Lang = CorpusCase['lang'];
/** Cases of one language and category, text only (the candidate's tags and subject stay neutral). */
export const refused = (lang: Lang, category: string, texts: readonly string[]): CorpusCase[] =>
  texts.map((text) => ({ lang, category, expect: 'refused', text }));
export const accepted = (lang: Lang, category: string, texts: readonly string[]): CorpusCase[] =>
  texts.map((text) => ({ lang, category, expect: 'accepted', text }));
/** Cases whose value sits in the tags (or is split between the text and a tag). */
export const withTags = (
  lang: Lang,
  category: string,
  expect: CorpusExpectation,
  list: readonly (readonly [string, readonly string[]])[],
): CorpusCase[] => list.map(([text, tags]) => ({ lang, category, expect, text, tags }));
