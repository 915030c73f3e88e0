import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// "For now" said with the words the other rules miss: Russian "пока" right after the subject and before its verb ("Я пока
// живу в Казани", "Он пока не курит"; not the conjunction after a comma, "слушает музыку, пока работает"), "por lo
// pronto", "pour l'heure", "al momento" (not before a home, read away as "currently lives in" is), "einstweilen" and
// "übergangsweise", Chinese 暂且 and 姑且, Japanese 差し当たり and 当面 before the rest of its clause (Chinese 当面 is "face
// to face": only in a clause with kana), Korean 일단은. Input is canonical text.

const FOR_NOW: Readonly<Partial<Record<GrammarLang, string>>> = {
  de: String.raw`\b(?:einstweilen|ubergangsweise|zwischenzeitlich)\b`,
  fr: String.raw`\bpour\s+l['’]\s*heure\b`,
  es: String.raw`\bpor\s+lo\s+pronto\b`,
  it: String.raw`\bal\s+momento\b(?!\s+(?:giusto|opportuno|della|del|di|in\s+cui))`,
  ru: String.raw`(?<![\p{L}])(?:я|мы|ты|вы|он|она|они|пользовател\p{L}*|клиент\p{L}*)\s+пока(?:\s+что)?\s+\p{L}`,
  zh: String.raw`暂且|暫且|姑且`,
  ja: String.raw`差し当たり|さしあたり|当面(?=[^。]*[\p{Script=Hiragana}])`,
  ko: String.raw`일단은`,
};

const FOR_NOW_OF = cued(new RegExp(union(FOR_NOW), 'iu'));

/** A state or a choice held "for now": temporary. */
export const hasForNow = (text: string): boolean => FOR_NOW_OF.test(text);
