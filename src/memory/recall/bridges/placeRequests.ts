import type { MemoryFeatures } from '../matchFeatures';
import type { UserMemory } from '../../record/schema';
import { calendarConceptsIn, type CalendarLanguage } from './calendarNames';
import { comparesOrMeans } from '../aboutness/plainRequests';

// A plain request (aboutness.ts: neither a first-person word nor a world frame) that names a country, a language or a
// city in another language than the store's memory of it is a world question as often as the user's ("トロントの人口は？",
// "Il Giappone usa ancora lo yen?"), so a place alone never carries it. It is the user's when it names a second thing
// of that same memory: a month or a day of the week the memory names too, in any language ("октябрь хорошее время
// для поездки в Японию?" and a memory "viaje a Japón en octubre"; "10월 일본 여행" likewise). The place bridge
// (placeNameBridge.ts) keeps its other rules (the memory names the place as its topic, no memory writes it in the
// question's language). A currency stays a world word in a plain request ("a Beaujolais under 20 euros"), and so does a
// place compared or related with another, or a phrase's meaning (plainRequests.ts).

/** The kinds of place a plain request can make its own: regions (r:), languages (l:) and cities (t:), not currencies. */
const REQUEST_KINDS: readonly string[] = ['r:', 'l:', 't:'];

/** Whether a place concept's id (placeNames.data.ts) is one a plain request may name as the user's. */
export const requestPlaceKind = (id: string): boolean => REQUEST_KINDS.some((kind) => id.startsWith(kind));

/**
 * The months and days a plain request names, its second anchor; undefined when it names none, or compares, relates
 * or asks a meaning (then no place of it is the user's).
 */
export function requestTimes(question: string, latin: readonly CalendarLanguage[]): ReadonlySet<number> | undefined {
  if (comparesOrMeans(question)) return undefined;
  const times = calendarConceptsIn(question, latin);
  return times.size === 0 ? undefined : times;
}

const memoryTimes = new WeakMap<UserMemory, ReadonlySet<number>>();

/** Whether a memory names one of the months or days (anywhere: tags, subject, text; in English, Russian or its own language). */
export function namesTimeOf(m: MemoryFeatures, times: ReadonlySet<number>): boolean {
  let own = memoryTimes.get(m.memory);
  if (own === undefined) {
    const latin: CalendarLanguage[] = ['en'];
    if (m.language !== undefined && ['de', 'fr', 'es', 'pt', 'it'].includes(m.language)) latin.push(m.language as CalendarLanguage);
    own = calendarConceptsIn([...m.memory.tags, m.memory.identity.subject, m.memory.text].join(' \n '), latin);
    memoryTimes.set(m.memory, own);
  }
  return [...times].some((t) => own.has(t));
}
