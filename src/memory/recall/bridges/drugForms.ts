import type { BridgeLanguage } from './concept';
import { DRUG_CLASSES } from './drugClasses.data';

// How a drug's name is read apart from other words (conceptReading.ts). An INN is written alike across the Latin
// languages with another ending (amlodipine, amlodipina, amlodipino, anlodipino) and is no everyday word of any of them,
// so a Latin drug form is read whatever Latin language the question is in. A Chinese or Japanese transliteration
// (非布司他, 左旋多巴) is no dictionary word: Intl.Segmenter splits it and joins its last character to the next word
// (非|布|司|他要), so it is read as a run of the text's characters.

const LATIN: ReadonlySet<BridgeLanguage> = new Set(['en', 'de', 'fr', 'es', 'pt', 'it']);
/** One word of six letters at least: no acronym (ppi, ipp) and no short brand that is a word elsewhere. */
const LATIN_DRUG_FORMS: ReadonlySet<string> = new Set(
  DRUG_CLASSES.flatMap((d) => [...LATIN].flatMap((l) => d.forms[l])).filter((f) => !f.includes(' ') && f.length >= 6),
);

/** A Latin form of a drug, read in any Latin language. */
export const isLatinDrugForm = (form: string, language: BridgeLanguage): boolean => LATIN.has(language) && LATIN_DRUG_FORMS.has(form);

/** Chinese or Japanese drug names of three characters at least, read as a run of characters. */
const cjkForms = (language: 'zh' | 'ja'): readonly string[] =>
  DRUG_CLASSES.flatMap((d) => d.forms[language]).filter((f) => [...f].length >= 3);
const CJK_DRUG_FORMS = { zh: cjkForms('zh'), ja: cjkForms('ja') } as const;

/** The drug names of the language the text writes as runs of its characters. */
export const cjkDrugFormsIn = (text: string, language: 'zh' | 'ja'): readonly string[] =>
  CJK_DRUG_FORMS[language].filter((f) => text.includes(f));
