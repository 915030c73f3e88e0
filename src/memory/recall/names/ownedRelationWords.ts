import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { CONCEPTS } from '../bridges/conceptBridge.data';
import { KINSHIP_CONCEPTS } from '../bridges/kinship.data';
import { toToken } from '../../record/tokenize';

// A relation word the question calls the user's, in lower case ("my little brother", "mio fratello"), is the relative,
// not the brand or the name a memory writes capitalised inside its sentences ("una stampante laser Brother"): the
// word is no anchor of that memory. German capitalises every noun, so its memories tell no brand by the capital;
// a question that capitalises the word ("my Brother printer") means the brand.

let relationTokens: ReadonlySet<string> | undefined;
/** The tokens of the kinship tables' Latin and Cyrillic one-word forms. */
const relationWords = (): ReadonlySet<string> =>
  (relationTokens ??= new Set(
    [...CONCEPTS, ...KINSHIP_CONCEPTS]
      .filter((c) => c.kind === 'relation')
      .flatMap((c) => [c.forms.en, c.forms.de, c.forms.fr, c.forms.es, c.forms.pt, c.forms.it, c.forms.ru].flat())
      .filter((form) => !form.includes(' '))
      .flatMap((form) => toToken(form) ?? []),
  ));

/** The unit is a relation word the question owns in lower case, and the memory holds it only as a proper noun. */
export function ownedRelationNotName(m: MemoryFeatures, q: QueryFeatures, unit: string): boolean {
  return m.language !== 'de' && m.properNouns.has(unit) && q.ownedTokens.has(unit) && !q.capitalised.has(unit) && relationWords().has(unit);
}
