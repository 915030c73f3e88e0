import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A setting or a plan qualified as provisional: a word of "tentative" or "for the time being" in parentheses in the
// Latin and Cyrillic languages ("(tentative)", "(vorläufig)", "(provisoire)", "(provisional)", "(provisório)",
// "(provvisorio)", "(предварительно)"), and the CJK words that say it anywhere: 暂定, 待定, Japanese 当面 (Chinese 当面
// is "face to face", so only before a parenthesis, a topic marker or a comma), 当分, 暫定, 잠정. Input is canonical text.

const PAREN = (words: string): string => String.raw`\(\s*(?:${words})\s*\)`;

const PROVISIONAL: Readonly<Record<GrammarLang, string>> = {
  en: PAREN(String.raw`tentative(?:ly)?|tbc|tbd|provisional|interim|subject\s+to\s+change|temp`),
  de: PAREN(String.raw`vorlaufig|provisorisch|vorerst|voraussichtlich|auf\s+probe|testweise`),
  fr: PAREN(String.raw`provisoire(?:ment)?|a\s+confirmer|temporaire(?:ment)?|en\s+test`),
  es: PAREN(String.raw`provisional(?:mente)?|tentativ[oa]|por\s+confirmar|a\s+prueba|de\s+momento`),
  pt: PAREN(String.raw`provisori[oa]|provisoriamente|a\s+confirmar|em\s+teste|por\s+ora`),
  it: PAREN(String.raw`provvisori[oa]|provvisoriamente|da\s+confermare|in\s+prova|per\s+il\s+momento`),
  ru: PAREN(String.raw`предварительно|временно|под\s+вопросом|пока`),
  zh: String.raw`暂定|暫定|待定|待确认|待確認`,
  ja: String.raw`当面(?=\s*[)）]|は|の間|のあいだ|、)|当分(?:の間|は|、|\s*[)）])|暫定`,
  ko: String.raw`잠정|\(\s*(?:당분간|임시|일단)\s*\)`,
};

const PROVISIONAL_OF = cued(new RegExp(union(PROVISIONAL), 'iu'));

/** A choice or a plan qualified as provisional: temporary. */
export const hasProvisional = (text: string): boolean => PROVISIONAL_OF.test(text);
