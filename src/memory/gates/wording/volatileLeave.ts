import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A leave from work that ends: "is on leave", "is furloughed", "ist beurlaubt", "ist freigestellt", "ist krankgemeldet",
// "está de permiso", "está afastado (do trabalho)", "está de licença", "è in cassa integrazione", "在停职", "请病假中",
// "病欠中", "병가 중". A leave named as a kind of work or policy ("handles leave requests", "Urlaubsplanung") is no
// state: the words are read only after a verb of being in the present ("è stato in congedo … 2023" is a past).
// Input is canonical text.

const LEAVE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|am|are|currently|now)\s+(?:(?:currently|now|still)\s+)?(?:on\s+(?:leave|furlough|sick\s+leave|medical\s+leave|(?:unpaid|compassionate|bereavement)\s+leave)|furloughed|signed\s+off\s+(?:sick|work))\b`,
  de: String.raw`\b(?:ist|bin|sind|momentan|derzeit)\s+(?:\p{L}+\s+)?(?:beurlaubt|freigestellt|krankgemeldet|krank\s+gemeldet|in\s+kurzarbeit)\b`,
  fr: String.raw`\b(?:est|suis|sont)\s+(?:\p{L}+\s+)?(?:en\s+disponibilite|en\s+chomage\s+partiel|mise?\s+a\s+pied)\b`,
  es: String.raw`\b(?:esta|estoy|estan)\s+(?:\p{L}+\s+)?de\s+(?:permiso|excedencia|licencia)\b|\ben\s+un\s+erte\b`,
  pt: String.raw`\b(?:esta|estou|estao|anda|ficou|segue)\s+(?:\p{L}+\s+)?(?:afastad[oa]s?(?!\s+(?:de\s+casa|da\s+familia|dos\s+amigos))|de\s+licenca|de\s+atestado|encostad[oa]\s+pelo\s+inss)\b`,
  it: String.raw`\b(?:e|sono)\s+(?:(?:ora|adesso|attualmente|ancora)\s+)?(?:in\s+cassa\s+integrazione|sospes[oa]\s+dal\s+lavoro)\b`,
  ru: String.raw`(?<![\p{L}])(?:в\s+административном\s+отпуске|в\s+простое|отстран[её]н\p{L}*\s+от\s+работы)(?![\p{L}])`,
  zh: String.raw`(?:在|正在)?(?:停职|停職|停薪留职|停薪留職)|(?:请|請|休)(?:病假|事假)(?:中|了)`,
  ja: String.raw`病欠中|休暇中|病気休暇中|育休中|産休中|休業中`,
  ko: String.raw`병가\s?(?:중|를\s?내고|내고|를\s?냈|냈)|휴직\s?중|정직\s?중`,
};

const LEAVE_OF = cued(new RegExp(union(LEAVE), 'iu'));

/** A leave from work under way: temporary. */
export const hasLeave = (text: string): boolean => LEAVE_OF.test(text);
