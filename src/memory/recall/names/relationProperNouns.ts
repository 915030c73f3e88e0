import { CONCEPTS } from '../bridges/conceptBridge.data';
import { KINSHIP_CONCEPTS } from '../bridges/kinship.data';
import { PET_KINDS } from '../bridges/petKinds.data';
import { normalizeForRecall, toToken } from '../../record/tokenize';
import { RELATION_WORDS } from './senses';

// The capitalised words a memory writes a few words after a relation or a pet of the bridge's tables, in the same
// sentence, or before it: "O companheiro dela, Luca", "A gata dela se chama Pipoca", "La madre di Luca, Rosa", "коллега Олег". A
// memory written of the user in the third person puts a possessive, a title or a naming verb between the relation and
// the name, so the name is no one's name to senses.ts; another script still writes it by sound (storeSpellingKeys.ts).

/** Words between the relation and the name: a possessive, a title, a naming verb (dela, dona, se chama). */
const WINDOW = 5;

let relationForms: ReadonlyMap<string, readonly (readonly string[])[]> | undefined;
/** People of work and of the street the bridge's kinship tables leave out (colega, vizinha, коллега), in the ten languages. */
const WORK_AND_STREET =
  'colleague coworker neighbour neighbor boss manager kollege kollegin nachbar nachbarin collègue voisin voisine patron patronne colega vecino vecina jefe jefa vizinho vizinha chefe collega vicino vicina capo коллега коллеги сосед соседка начальник начальница';

/** The Latin and Cyrillic forms of the relations, pets and pet kinds of the bridge (african grey) and senses.ts, by first word. */
const relationFormsOf = (): ReadonlyMap<string, readonly (readonly string[])[]> => {
  if (relationForms !== undefined) return relationForms;
  const out = new Map<string, string[][]>();
  for (const concept of [...CONCEPTS, ...KINSHIP_CONCEPTS, ...PET_KINDS])
    if (concept.kind === 'relation' || concept.kind === 'pet')
      for (const form of Object.values(concept.forms).flat())
        if (/^[\p{Script=Latin}\p{Script=Cyrillic}\p{M}' -]+$/u.test(form)) {
          const words = form.toLowerCase().split(/\s+/u);
          out.set(words[0] ?? '', [...(out.get(words[0] ?? '') ?? []), words]);
        }
  for (const word of [...RELATION_WORDS.split('|'), ...WORK_AND_STREET.split(' ')])
    if (!/[?()]/u.test(word)) out.set(word, [...(out.get(word) ?? []), [word]]);
  relationForms = out;
  return out;
};

/** The spans [first, last] of the words of the relation and pet forms a sentence writes. */
function relationsIn(words: readonly string[]): [number, number][] {
  const lower = words.map((w) => w.toLowerCase());
  return lower.flatMap((word, i) =>
    (relationFormsOf().get(word) ?? [])
      .filter((form) => form.every((w, k) => lower[i + k] === w))
      .map((form): [number, number] => [i, i + form.length - 1]),
  );
}

/** Prepositions of a place (in, nach, no, в; not the genitives de, di, do, which take a person: la madre di Luca). */
const PLACE_BEFORE = new Set([
  'in',
  'at',
  'from',
  'im',
  'nach',
  'aus',
  'en',
  'em',
  'no',
  'na',
  'dans',
  'au',
  'nel',
  'nella',
  'в',
  'во',
  'из',
]);

const SENTENCE = /[^.!?;:。！？]+/gu;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'-]*/gu;

/** The tokens of the capitalised Latin or Cyrillic words up to WINDOW words before or after a relation or pet word (see above). */
export function relationProperNounsOf(text: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [sentence] of text.normalize('NFKC').matchAll(SENTENCE)) {
    const words = [...sentence.matchAll(WORD)].map((m) => m[0]);
    const relations = relationsIn(words);
    words.forEach((word, i) => {
      if (relations.some(([first, last]) => i >= first && i <= last)) return;
      if (!relations.some(([first, last]) => (i > last && i - last <= WINDOW) || (i < first && first - i <= WINDOW))) return;
      if (PLACE_BEFORE.has(words[i - 1]?.toLowerCase() ?? '')) return;
      if (!/^\p{Lu}\p{Ll}/u.test(word) || !/^[\p{Script=Latin}\p{Script=Cyrillic}\p{M}'-]+$/u.test(word)) return;
      const token = toToken(normalizeForRecall(word));
      if (token !== undefined) out.add(token);
    });
  }
  return out;
}
