import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { RECALL_MIN_SCORE } from '../thresholds';
import type { UserMemory } from '../../record/schema';

// A question about the user that asks for something near them — "a good hike near where I live", "restaurants
// near me", "Ärzte in meiner Nähe", "un marché près de chez moi", "近所でおすすめのパン屋", "우리 동네 맛집", "我家附近
// 有什么公园" — is about the place the user lives, though it shares no word with the memory that says where that is.
// The rule answers only a question not about the world that no memory met on its own words, and only with the one
// memory that says where the user lives (a home after a verb of living, or tagged as the home), at the lowest
// weight a selected memory has.

/** Near me, nearby, around here, in my area or town, in the ten languages recall ranks. */
const NEAR_THE_USER = new RegExp(
  [
    String.raw`\bnear\s+(?:me|us|my\s+(?:place|home|house|flat|apartment)|where\s+(?:i|we)\s+live)\b|\baround\s+here\b|\bin\s+my\s+(?:area|neighbou?rhood|town|city)\b`,
    String.raw`\bin\s+meiner\s+(?:naehe|nähe|gegend|stadt)\b|\bbei\s+mir\s+in\s+der\s+(?:naehe|nähe|gegend)\b|\bin\s+der\s+(?:naehe|nähe)\b|\bhier\s+in\s+der\s+gegend\b`,
    String.raw`\bpr[eè]s\s+de\s+chez\s+(?:moi|nous)\b|\bdans\s+(?:le\s+coin|mon\s+quartier|ma\s+ville)\b|\b[aà]\s+proximit[eé]\b`,
    String.raw`\bcerca\s+de\s+(?:m[ií]|casa|mi\s+casa)\b|\bpor\s+(?:aqu[ií]|mi\s+zona|mi\s+barrio)\b|\ben\s+mi\s+(?:zona|barrio|ciudad)\b`,
    String.raw`\bperto\s+de\s+(?:mim|casa|minha\s+casa)\b|\bpor\s+aqui\b|\bna\s+minha\s+(?:regi[aã]o|cidade|zona)\b|\bno\s+meu\s+bairro\b`,
    String.raw`\bvicino\s+(?:a\s+me|a\s+casa|casa\s+mia)\b|\bqui\s+vicino\b|\bnella\s+mia\s+(?:zona|citt[aà])\b|\bnel\s+mio\s+quartiere\b|\bin\s+zona\b`,
    String.raw`(?<![\p{L}])(?:рядом\s+со\s+мной|рядом\s+с\s+домом|возле\s+дома|поблизости|неподал[её]ку|в\s+моем\s+районе|в\s+моём\s+районе|в\s+моем\s+городе|в\s+моём\s+городе)(?![\p{L}])`,
    String.raw`近所|家の近く|この辺|近くの|地元の|最寄り`,
    String.raw`근처|주변에|우리\s?동네|집\s?앞`,
    String.raw`附近|周边|周邊|我家旁边|我家旁邊|我们这边|我們這邊|我住的地方`,
  ].join('|'),
  'iu',
);

/** Where a memory says the user's home is: a verb of living before a place, or a tag naming the home. */
const LIVES_IN = new RegExp(
  [
    String.raw`\b(?:lives|live|living|resides|based)\s+in\b|\b(?:wohnt|lebt)\s+in\b|\b(?:habite|vit)\s+(?:à|a|en|au|dans)\b`,
    String.raw`\bvive\s+(?:en|a|in)\b|\bmora\s+(?:em|no|na)\b|\babita\s+a\b`,
    String.raw`(?<![\p{L}])(?:живет|живёт|проживает)\s+в(?![\p{L}])`,
    String.raw`に住んで|で暮らして|에\s?(?:산다|살고|살아|거주)|住在|定居`,
  ].join('|'),
  'iu',
);
const HOME_TAGS = new Set([
  'home',
  'hometown',
  'residence',
  'location',
  'city',
  'wohnort',
  'domicile',
  'residencia',
  'moradia',
  'residenza',
  'город',
  '居住地',
  '住まい',
  '거주지',
  '居住',
  '住址',
]);

const livesThere = (m: UserMemory): boolean =>
  (m.type === 'stable_user_context' || m.type === 'user_preference') &&
  (LIVES_IN.test(m.text) || m.tags.some((t) => HOME_TAGS.has(t.toLowerCase())));

/** The one memory of where the user lives, for a question about the user that asks for something near them. */
export function homePlaceMemories(store: readonly MemoryFeatures[], q: QueryFeatures): { memory: UserMemory; score: MemoryScore }[] {
  // The phrase itself says whose place it is (near me, près de chez moi, vicino a casa): only a question about the
  // world is left out.
  if (q.aboutness === 'world' || !NEAR_THE_USER.test(q.form)) return [];
  const homes = store.filter((f) => livesThere(f.memory));
  const home = homes.length === 1 ? homes[0] : undefined;
  if (home === undefined) return [];
  const total = RECALL_MIN_SCORE;
  return [{ memory: home.memory, score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 } }];
}
