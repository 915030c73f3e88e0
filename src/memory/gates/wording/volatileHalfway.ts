import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Halfway through one piece of a pastime: a puzzle, a book, a series, a course ("halfway through a puzzle", "ist mitten
// in einem Puzzle", "a fait la moitié d'un puzzle", "va por la mitad de un libro", "está na metade de um livro", "è a metà
// di un puzzle", "собрал половину пазла", "拼图拼了一半", "パズルを半分まで作った", "퍼즐을 절반쯤 맞췄다"). The point reached
// moves on; "works half days" or "half of his family" names no progress. Input is canonical text (canonical.ts).

const HALFWAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bhalf-?way\s+(?:through|into)\b|\b(?:finished|done|read|watched|built)\s+half\s+(?:of\s+)?(?:a|an|the|his|her|my|this)\b`,
  de: String.raw`\b(?:zur\s+halfte|halb)\s+(?:durch|fertig\s+mit)\b|\bhat\s+(?:die\s+)?halfte\s+(?:eines|einer|des|der|seines|ihres)\b`,
  fr: String.raw`\b(?:a\s+fait|a\s+lu|a\s+regarde|en\s+est\s+a|arrive\s+a)\s+la\s+moitie\s+d(?:e|u|es|['’])|\ba\s+mi-(?:chemin|parcours)\s+d(?:e|u|['’])`,
  es: String.raw`\b(?:va|voy|esta|estoy|iba)\s+(?:por|a)\s+la\s+mitad\s+de\b|\b(?:ha\s+hecho|ha\s+leido|lleva)\s+la\s+mitad\s+de\b`,
  pt: String.raw`\b(?:esta|estou|vai|vou)\s+(?:na|pela)\s+metade\s+d[aeo]s?\b|\b(?:fez|leu|montou)\s+(?:a\s+)?metade\s+d[aeo]s?\b`,
  it: String.raw`\b(?:e|sono|sta|siamo)\s+a\s+meta\s+(?:di|del|della|dello|dei|delle)\b|\b(?:ha\s+fatto|ha\s+letto)\s+meta\s+(?:di|del|della)\b`,
  ru: String.raw`(?<![\p{L}])(?:собрал|собрала|прочитал|прочитала|прочел|прочёл|посмотрел|посмотрела|прошел|прошёл|прошла|связал|связала|сделал|сделала)\s+половину(?![\p{L}])|(?<![\p{L}])на\s+середине(?![\p{L}])`,
  zh: String.raw`(?:拼|读|讀|看|织|織|做|搭|玩|学|學)(?:了|到)一半|一半了`,
  ja: String.raw`半分(?:まで|ほど|くらい)?(?:読|作|進|見|組|編|終)|(?:途中まで|半分まで)(?:読|作|進|見)`,
  ko: String.raw`절반\s?(?:쯤|정도|가량)?\s?(?:맞췄|읽었|봤|했|왔|끝냈|만들었|진행)`,
};

const HALFWAY_OF = cued(new RegExp(union(HALFWAY), 'iu'));

/** Halfway through one piece of a pastime: temporary. */
export const hasHalfway = (text: string): boolean => HALFWAY_OF.test(text);
