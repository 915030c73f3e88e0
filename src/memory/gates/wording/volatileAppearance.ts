import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// An impression of the person with a verb of seeming and a predicate that is no infinitive (those are read by
// volatileCategories.ts): "comes across as shy", "wirkt eher ungeduldig", "semble assez timide", "parece muy tímido",
// "parece cansada", "sembra una persona ansiosa", "выглядит уставшим", and "gives the impression of" in each language.
// The person (or nothing, in a note; or a client or customer, in an account note: "Kunde wirkt preissensibel",
// "Client semble sensible au prix", "Cliente parece sensible al precio") comes first, so things that work or resemble are not read: "das Medikament wirkt",
// "wirkt im Chor mit", "se parece a su padre", "parece com a mãe"; nor the idiom "parece mentira, pero…". Chinese, Japanese and Korean say it by their own
// words and endings, read elsewhere. Input is canonical text.

const PERSON_DE = String.raw`(?:^|[.!?;:]\s*|\b(?:nutzer\p{L}*|benutzer\p{L}*|user\p{L}*|kund(?:e|in)|kd\.|er|sie)\s+)`;
const PERSON_FR = String.raw`(?:^|[.!?;:]\s*|\b(?:utilisat(?:eur|rice)|client(?:e)?|il|elle)\s+(?:me\s+|nous\s+)?)`;
const PERSON_ES = String.raw`(?:^|[.!?;:]\s*|\b(?:usuari[oa]|cliente|el|ella)\s+(?:me\s+|nos\s+)?)`;
const PERSON_PT = String.raw`(?:^|[.!?;:]\s*|\b(?:usuari[oa]|cliente|ele|ela)\s+(?:me\s+)?)`;
const PERSON_IT = String.raw`(?:^|[.!?;:]\s*|\b(?:utente|cliente|lui|lei)\s+(?:mi\s+|ci\s+)?)`;
const PERSON_RU = String.raw`(?:^|[.!?;:]\s*|(?<![\p{L}])(?:пользовател\p{L}*|клиент\p{L}*|он|она)\s+)`;

// "Parece mentira" (hard to believe) and its kin qualify the statement that follows, which is told as true.
const IDIOM = String.raw`(?:mentira|increible|incrivel|brincadeira|broma|ironia|obvio|logico)`;

const APPEARANCE: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\b(?:comes?|came)\s+across\s+as\b|\b(?:gives?|gave)\s+(?:off\s+)?the\s+impression\s+(?:of|that)\b`,
  de: String.raw`${PERSON_DE}(?:wirkt|wirken|wirkte|scheint|schien)\s+(?!(?:bei|in|im|an|am|auf|mit|gegen|als|zu|uber|fur|nicht\s+(?:bei|mehr))\b)(?![^.;,]*\bmit\s*(?:[.,;!?]|$))(?:\p{L}+\s+){0,2}\p{L}+|\bmacht\s+(?:\p{L}+\s+){0,2}(?:den\s+)?eindruck\b`,
  fr: String.raw`${PERSON_FR}(?:semble|semblait|parait|paraissait)\s+(?!que\b|etre\s+(?:le|la)\s+seul)\p{L}+|\bdonne\s+l['’]impression\s+(?:d['’]|de\s+)`,
  es: String.raw`${PERSON_ES}(?:parece|parecia)\s+(?!que\b|(?:\p{L}+\s+)?(?:a|com)\s|${IDIOM}\b)\p{L}+|\bda\s+la\s+impresion\s+de\b`,
  pt: String.raw`${PERSON_PT}(?:parece|parecia)\s+(?!que\b|(?:\p{L}+\s+)?com\b|${IDIOM}\b)\p{L}+|\bda\s+a\s+impressao\s+de\b`,
  it: String.raw`${PERSON_IT}(?:sembra|pare|sembrava|pareva)\s+(?!che\b)\p{L}+|\bda\s+l['’]impressione\s+di\b`,
  ru: String.raw`${PERSON_RU}(?:выглядит|выглядела|выглядел|кажется|казался|казалась)\s+\p{L}+|(?<![\p{L}])производит\s+впечатление(?![\p{L}])`,
};

const APPEARANCE_OF = cued(new RegExp(union(APPEARANCE), 'iu'));

/** An impression of the person with a verb of seeming: speculative. */
export const hasAppearance = (text: string): boolean => APPEARANCE_OF.test(text);
