import type { UserMemory } from '../../record/schema';
import { normalizeForRecall, toToken } from '../../record/tokenize';
import { CONCEPTS } from '../bridges/conceptBridge.data';
import { KINSHIP_CONCEPTS } from '../bridges/kinship.data';
import { PET_KINDS } from '../bridges/petKinds.data';
import { isRelationOrAnimalWord } from './senses';

// A person's or a pet's card: the memory whose subject is one name beside the words saying who that one is to the
// user ("partner Luca", "dog Pelé", "mother-in-law Rosa", "son Tiago"). A household's partner, child or pet is named
// in passing by many memories, so the store weighs the name as its everyday word (storeWeight); the card is the
// one memory about that person, and the name is its topic there.

let forms: ReadonlySet<string> | undefined;
/** The one-word Latin and Cyrillic forms of the kinship and pet tables (Portuguese "cão", Italian "suocera"). */
const tableForms = (): ReadonlySet<string> =>
  (forms ??= new Set(
    [...CONCEPTS, ...KINSHIP_CONCEPTS, ...PET_KINDS]
      .filter((c) => c.kind === 'relation' || c.kind === 'pet')
      .flatMap((c) => [c.forms.en, c.forms.de, c.forms.fr, c.forms.es, c.forms.pt, c.forms.it, c.forms.ru].flat())
      .flatMap((form) => form.split(/[\s-]+/u)),
  ));

/** A word that says who someone is to the user: a relation, a pet's kind, or a part of one ("mother-in-law"). */
const saysWho = (word: string): boolean =>
  isRelationOrAnimalWord(word) || word.split('-').every((part) => tableForms().has(part.toLowerCase()));

const NAME = /^[\p{Lu}\p{Lt}][\p{Ll}\p{M}]+$/u;

const cardNames = new WeakMap<UserMemory, string | null>();

/**
 * The name token a memory is the card of: its subject holds one capitalised name (not a possessor, "Luca's") and
 * every other word says who that one is to the user. Other memories of the person ("Luca lactose", "cooking with
 * Luca") are facts about them, not their card.
 */
export function cardNameOf(memory: UserMemory): string | undefined {
  const known = cardNames.get(memory);
  if (known !== undefined) return known ?? undefined;
  const words = memory.identity.subject
    .normalize('NFKC')
    .split(/\s+/u)
    .filter((w) => w.length > 0);
  const names = words.filter((w) => NAME.test(w));
  const [name] = names;
  const card =
    name !== undefined && names.length === 1 && words.length >= 2 && words.every((w) => w === name || saysWho(w))
      ? (toToken(normalizeForRecall(name)) ?? null)
      : null;
  cardNames.set(memory, card);
  return card ?? undefined;
}

/** Genitive prepositions of the Latin-script languages, maybe with an article after them ("de la", "do", "della"). */
const GENITIVE = /(?:^|[^\p{L}])(?:of|de|du|des|di|del|della|dello|dei|degli|do|da|dos|das|von|vom)\s+(?:(?:the|la|le|el|lo|il|o|a)\s+)?$/u;

/**
 * The question writes the name after a genitive preposition ("la catedral de Mateo", "la madre de Luca"): the thing or
 * the person it names is the question's, not the card's one. `form`: the question in run form (lower case).
 */
export function afterGenitive(form: string, name: string): boolean {
  for (let i = form.indexOf(name); i !== -1; i = form.indexOf(name, i + 1)) if (GENITIVE.test(form.slice(0, i))) return true;
  return false;
}
