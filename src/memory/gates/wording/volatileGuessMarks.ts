import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';
import { canonicalize } from '../canonical';

// A guess marked only by an abbreviated "probably" or by a question mark after a statement, as terse notes write it:
// "prob. a nurse", "wahrsch. Krankenpfleger", "vermutl.", "prov. enfermeiro", "probabl.", "вероятн.", and "based in
// Leeds?", "wohnt in Leipzig?", "¿vive en Valencia?", "住在成都？", "札幌在住？", "대구 거주?". "Prob. & stats" is a course,
// not a guess; a question mark inside quotes belongs to a title (read away before). Input is canonical text.

const ABBREVIATED: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\bprob\.(?!\s*(?:&|and|stat|theory|\d))`,
  de: String.raw`\b(?:wahrsch|wahrscheinl|vermutl|voraussichtl)\.`,
  fr: String.raw`\b(?:prob|probabl|sans\s+dte)\.(?!\s*(?:&|et\s+stat|\d))`,
  es: String.raw`\b(?:prob|probabl|posibl)\.(?!\s*(?:&|y\s+estad|\d))`,
  pt: String.raw`\b(?:prov|provavelm|possivelm)\.(?!\s*\d)`,
  it: String.raw`\b(?:prob|probabilm|probab)\.(?!\s*(?:&|e\s+stat|\d))`,
  ru: String.raw`(?<![\p{L}])(?:вероятн|наверн|возможн)\.`,
};

// A statement closed by a question mark: the mark right after a word and before the end, a comma or a semicolon; in
// Chinese and Japanese also before the next clause written on without a space ("既婚？指輪あり"), unless the clause
// asks with a question word ("为什么？因为…").
const CJK = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;
const QUESTIONED = String.raw`(?<=[\p{L}\p{N})])\s?\?(?=\s*(?:$|[,;]))|(?<!(?:什么|什麼|为什么|為什麼|怎么|怎麼|哪|谁|誰|なぜ|何|どう|どこ|いつ|誰)${CJK}{0,6})(?<=${CJK})\?(?=${CJK})`;

const ABBREVIATED_OF = cued(new RegExp(union(ABBREVIATED), 'iu'));
const QUESTIONED_OF = new RegExp(canonicalize(QUESTIONED), 'u');

/** A guess marked by an abbreviated "probably": speculative. */
export const hasAbbreviatedGuess = (text: string): boolean => ABBREVIATED_OF.test(text);

/** A statement marked as a guess by its question mark (on the candidate's own text, not its tags): speculative. */
export const hasQuestionedStatement = (ownText: string): boolean => ownText.includes('?') && QUESTIONED_OF.test(ownText);
