import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { toToken } from '../../record/tokenize';
import { JOURNEY } from './settingPlaces';
import { visitorOfTheUsers } from './tourismFrames';

// A place the user is going to is the topic of a visitor's question about it that says it is the user's going: "o
// que fazer em Busan com adolescentes em julho", "что посмотреть в Пусане в июле" beside the memory of the family's
// trip that ends in Busan. The store may name the place elsewhere too (a husband born there), so its rarity weighs
// little; what tells the trip from the husband is the memory's own words: its subject or tags say a trip, a visit, a
// holiday, a move or a conference, and the place is one it writes as a proper noun (or tags). A place a memory merely
// mentions (where a relative lives, where a product comes from) says no going there and carries nothing here.

/** Going to live or work somewhere for a while, beside the journey words: a move, a conference, in the ten languages. */
const STAY =
  /(?<![\p{L}])(?:move|moving|relocat\p{L}*|umzug|déménagement|mudanza|mudança|trasloco|переезд\p{L}*|conference|konferenz|kongress|conférence|congrès|congreso|congresso|conferenza|конференц\p{L}*|vacances|férias|vacaciones|vacanze|urlaub|отпуск\p{L}*)(?![\p{L}])|引っ越し|搬家|会议|学会|학회|휴가|休暇|度假/iu;

const GOING = new WeakMap<MemoryFeatures, boolean>();

/** The memory's subject or tags say the user goes somewhere: a trip, a visit, a holiday, a move, a conference. */
function aboutGoing(m: MemoryFeatures): boolean {
  let going = GOING.get(m);
  if (going === undefined) {
    const own = `${m.memory.identity.subject} ${m.memory.tags.join(' ')}`;
    going = JOURNEY.test(own) || STAY.test(own);
    GOING.set(m, going);
  }
  return going;
}

/** The anchor is a place of the memory: a tag that is the word alone, or a proper noun of its text no one of the store is named. */
const placeOf = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  m.memory.tags.some((t) => toToken(t.toLowerCase()) === anchor) ||
  (m.properNouns.has(anchor) && !m.names.has(anchor) && (q.corpus.nameDf.get(anchor) ?? 0) === 0);

/**
 * A visitor's question naming the place the memory's own going leads to is about that going when it says it is the
 * user's (a month or a season, a companion, a first person: "что посмотреть в Пусане в июле с подростками"), however
 * many memories hold the place. A bare visitor's question ("que visiter à Busan en une journée", "when is the fair in
 * Milan") stays the place's: the going may be long done, and the place may be where a relative lives.
 */
export const visitsTripDestination = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  aboutGoing(m) && placeOf(m, q, anchor) && visitorOfTheUsers(q);
