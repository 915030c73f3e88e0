import { isFunctionWordAnywhere } from '../words/languageStems';

// A capitalised word written as the kind of a plural noun — before it as English and German write a kind ("Valencia
// oranges", "Parma hams"), or after an article and the noun as the Romance languages do ("le arance Valencia", "las
// naranjas Valencia") — names a variety, not someone: no person of the user's life however many memories hold it.

/** Definite articles of the Romance languages before a plural noun (and their singular, for "la naranja Valencia"). */
const ROMANCE_ARTICLES = new Set(['le', 'la', 'les', 'las', 'los', 'el', 'il', 'i', 'gli', 'os', 'as', 'o', 'a', 'lo']);

const LOWER_WORD = /^[\p{Ll}][\p{Ll}\p{M}'’-]*$/u;

/** The capitalised word at `start` (of `length` letters) modifies a noun as its kind (see above). */
export function modifiesNounAsKind(query: string, start: number, length: number): boolean {
  const next = /^\s+([\p{L}\p{M}'’-]+)/u.exec(query.slice(start + length))?.[1] ?? '';
  if (LOWER_WORD.test(next) && /s$/u.test(next) && next.length > 3 && !isFunctionWordAnywhere(next)) return true;
  const before = query.slice(0, start).trimEnd().split(/\s+/u);
  const noun = before[before.length - 1] ?? '';
  const article = (before[before.length - 2] ?? '').toLowerCase().replace(/^[¿¡"«“]+/u, '');
  return LOWER_WORD.test(noun) && !isFunctionWordAnywhere(noun) && ROMANCE_ARTICLES.has(article);
}
