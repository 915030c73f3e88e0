import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { lowerQuestionWords } from './questionWords';
import { memoryPlaces } from '../aboutness/worldPlaces';
import { toToken } from '../../record/tokenize';

// A name of the user's life right after a word naming a kind of place — a town, a river, a street, an island — is that
// place's name: "где находится город Пушкин", "the town of Pushkin", "la ville de Pouchkine", "die Stadt Luna", "la
// calle Neve". Nobody calls a cat or a sister "the town X", so the word there is no person or pet of the store.
// Latin and Cyrillic scripts only: Chinese, Japanese and Korean write the kind after the name, joined to it (普希金市,
// プーシキン市, 푸시킨시), which the store's names never are.

/** Kinds of places (settlements, streets, waters, islands, mountains) in the eight languages that write them before the name (a closed class). */
const KINDS: ReadonlySet<string> = new Set([
  // English
  'city',
  'town',
  'village',
  'river',
  'lake',
  'street',
  'island',
  'mount',
  'mountain',
  'district',
  // German
  'stadt',
  'dorf',
  'fluss',
  'straße',
  'strasse',
  'insel',
  'berg',
  'stadtteil',
  'gemeinde',
  // French
  'ville',
  'village',
  'rivière',
  'fleuve',
  'lac',
  'rue',
  'île',
  'mont',
  'commune',
  'quartier',
  // Spanish
  'ciudad',
  'pueblo',
  'río',
  'lago',
  'calle',
  'isla',
  'monte',
  'barrio',
  'municipio',
  // Portuguese
  'cidade',
  'vila',
  'aldeia',
  'rio',
  'rua',
  'ilha',
  'bairro',
  'município',
  // Italian
  'città',
  'paese',
  'fiume',
  'lago',
  'isola',
  'monte',
  'quartiere',
  'comune',
  // Russian, its cases
  'город',
  'города',
  'городе',
  'городом',
  'городу',
  'село',
  'селе',
  'деревня',
  'деревне',
  'деревни',
  'река',
  'реке',
  'реки',
  'улица',
  'улице',
  'улицы',
  'остров',
  'острове',
  'острова',
  'посёлок',
  'поселок',
  'посёлке',
  'поселке',
]);

/** Particles between the kind and the name ("the town of", "la ville de", "la città di"). */
const OF: ReadonlySet<string> = new Set(['of', 'de', 'di', 'do', 'da', 'del', 'du', "d'"]);

const CACHE = new WeakMap<QueryFeatures, ReadonlySet<string>>();

/** The store's names (or capitalised store words) the question writes right after a kind of place, "of", "de", "di" between or not. */
export function placeKindNames(q: QueryFeatures): ReadonlySet<string> {
  const cached = CACHE.get(q);
  if (cached) return cached;
  const out = new Set<string>();
  const words = lowerQuestionWords(q);
  words.forEach((word, i) => {
    if (!KINDS.has(word)) return;
    const next = OF.has(words[i + 1] ?? '') ? (words[i + 2] ?? '') : (words[i + 1] ?? '');
    const token = toToken(next);
    // A name the store gives someone, or a word of the store the question capitalises (the cat "Кот Пушкин").
    if (token !== undefined && ((q.corpus.nameDf.get(token) ?? 0) > 0 || (q.capitalised.has(token) && (q.corpus.df.get(token) ?? 0) > 0)))
      out.add(token);
  });
  CACHE.set(q, out);
  return out;
}

/**
 * The unit is such a name, or the name with a case ending the memory writes (Пушкина for the question's Пушкин), and
 * the memory does not itself write it as a place (after a locative: "lives in Recife", "in the Berlin time zone"), where
 * "qual bairro de Recife" asks about that very place.
 */
export const isPlaceKindName = (m: MemoryFeatures, q: QueryFeatures, unit: string): boolean =>
  !memoryPlaces(m).has(unit) &&
  [...placeKindNames(q)].some((name) => unit === name || (unit.startsWith(name) && unit.length - name.length <= 2));
