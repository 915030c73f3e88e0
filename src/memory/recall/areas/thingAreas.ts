import { ANNOTATION_CONCEPTS, ANNOTATION_LANGUAGES } from '../bridges/annotationConcepts.data';
import { openConceptsIn } from '../bridges/annotationLookup';
import type { LifeArea } from './lifeAreaWords';
import type { StemLanguage } from '../words/languageStems';

// The area of a rule that names only a thing: "allergic to onions", "не ест лук", "玉ねぎが苦手" name no word of the
// food table (lifeAreaWords.ts), yet an onion is food. The everyday things of the cross-language bridge
// (annotationConcepts.data.ts, from the Unicode CLDR emoji annotations) carry their emojis, and Unicode keeps food and
// drink in blocks of their own: a thing all of whose emojis are food is food, all drinks is drinks. Every language the
// bridge reads, every food it knows, from the data; no list of dishes here.

type Language = (typeof ANNOTATION_LANGUAGES)[number];

// Unicode's food and drink code points (the emoji's first code point): fruit, vegetables, prepared food, sweets.
const FOOD: readonly (readonly [number, number])[] = [
  [0x1f32d, 0x1f330], // hot dog, taco, burrito, chestnut
  [0x1f336, 0x1f336], // hot pepper
  [0x1f33d, 0x1f33d], // ear of corn
  [0x1f344, 0x1f344], // mushroom
  [0x1f345, 0x1f373], // tomato … cooking
  [0x1f37f, 0x1f37f], // popcorn
  [0x1f950, 0x1f963], // croissant … bowl with spoon (a glass of milk among them: dairy is food)
  [0x1f965, 0x1f96f], // coconut … bagel
  [0x1f9c0, 0x1f9c0], // cheese
  [0x1f9c1, 0x1f9c2], // cupcake, salt
  [0x1f9c4, 0x1f9c8], // garlic, onion, falafel, waffle, butter
  [0x1fad0, 0x1fad5], // blueberries … fondue
  [0x1fad8, 0x1fadb], // beans, jar, ginger, pea pod
];
const DRINKS: readonly (readonly [number, number])[] = [
  [0x2615, 0x2615], // hot beverage
  [0x1f375, 0x1f37c], // teacup … baby bottle
  [0x1f37e, 0x1f37e], // bottle with popping cork
  [0x1f942, 0x1f943], // clinking glasses, tumbler glass
  [0x1f964, 0x1f964], // cup with straw
  [0x1f9c3, 0x1f9c3], // beverage box
  [0x1f9c9, 0x1f9cb], // mate, ice, bubble tea
  [0x1fad6, 0x1fad7], // teapot, pouring liquid
];
const within = (ranges: readonly (readonly [number, number])[], cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);

let areaOfConcept: readonly (LifeArea | undefined)[] | undefined;
/** Each concept's area, in the data's order (the bridge numbers concepts the same way). */
function conceptAreas(): readonly (LifeArea | undefined)[] {
  areaOfConcept ??= ANNOTATION_CONCEPTS.split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const points = (line.split('|')[0] ?? '').split(' ').map((emoji) => emoji.codePointAt(0) ?? 0);
      if (points.length > 0 && points.every((cp) => within(FOOD, cp))) return 'food';
      if (points.length > 0 && points.every((cp) => within(DRINKS, cp))) return 'drinks';
      return undefined;
    });
  return areaOfConcept;
}

const LATIN: ReadonlySet<string> = new Set(['de', 'fr', 'es', 'pt', 'it']);

/** How many different food and drink things a text names (its Latin words read in English and its own language). */
export function thingAreaCounts(text: string, language: StemLanguage | undefined): Map<LifeArea, number> {
  const latin = new Set<Language>(['en']);
  if (language !== undefined && LATIN.has(language)) latin.add(language as Language);
  const areas = conceptAreas();
  const counts = new Map<LifeArea, number>();
  for (const concept of openConceptsIn(text, latin).keys()) {
    const area = areas[concept];
    if (area !== undefined) counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  return counts;
}
