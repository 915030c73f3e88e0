import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { isCjk, toToken } from '../../record/tokenize';
import { classifyAboutness } from './aboutness';
import { calendarConceptsIn } from '../bridges/calendarNames';
import { JOURNEY } from './settingPlaces';
import { memoryPlaces, namesRelation, SIGHTSEEING } from './worldPlaces';
import { visitSpans } from './visitFrames';
import { mapSpans } from './mapFrames';
import { weatherSpans } from './weatherFrames';

// A tourist's question about a place (the season to visit it, what to see there in N days, what to eat there, how to
// get there, whether it is safe for tourists, how to book its railway) asks about the place in ten languages, whoever
// of the user's life lives there or whatever the user once did there ("best time of year to visit Melbourne" beside
// a working holiday in Melbourne, "¿Qué ver en Oaxaca en tres días?" beside the mother-in-law in Oaxaca). It is the
// user's only when it says so outside the frame: a first person, a relative, a companion ("with two kids"), a month or
// a season (the planned trip's time), or a name the store gives someone. A visitor's frames (visitFrames.ts: an
// event's date, the best venues of a kind, nightlife, opening hours, admission) and a map's (mapFrames.ts: where a
// place lies, how far it is from another) are read the same way.

/** The frames, in the ten languages (question form: lower case, Chinese folded to simplified). */
const FRAMES: readonly RegExp[] = [
  // the season to visit
  /best (?:time|season|months?)(?: of (?:the )?year)? to (?:visit|go|travel)|beste(?:n)? (?:reisezeit|jahreszeit)|reisezeit|meilleure? (?:période|saison|époque|moment|mois) pour (?:visiter|aller|partir)|mejor (?:época|temporada|momento|mes) para (?:ir|visitar|viajar)|melhor (?:época|altura|mês|estação) para (?:ir|visitar|viajar)|(?:periodo|stagione|mese) migliore per (?:visitare|andare)|miglior (?:periodo|mese) per (?:visitare|andare)|лучшее время для (?:поездки|посещения|путешествия)|когда лучше (?:ехать|поехать)|最佳(?:旅游|旅遊)?(?:季节|季節|时间|時間)|ベストシーズン|行くならいつ|가기 좋은 (?:계절|시기|때|달)|여행하기 좋은 (?:계절|시기|때|달)/u,
  // what to see, sights, in N days
  /(?<![\p{L}])(?:what to see|things to do|sights|sightseeing|attractions|sehenswürdigkeit\p{L}*|was (?:man )?(?:in|auf) \p{L}+ (?:sehen|besichtigen)|(?:que|quoi) (?:voir|visiter)|(?:qué|que) (?:ver|visitar|hacer) en|o que (?:ver|visitar|fazer) (?:em|no|na)|cosa (?:vedere|visitare|fare) (?:a|in)|что (?:посмотреть|посетить)|достопримечательност\p{L}*)(?![\p{L}])|景点|景點|观光|觀光|観光地|見どころ|名所|관광지|볼거리|가 ?볼 만한|명소|值得去|行く価値|日出|日の出|일출/u,
  // an itinerary: the route of a visit
  /(?<![\p{L}])(?:itinerary|reiseroute|itinéraire|itinerario|roteiro|маршрут по)(?![\p{L}])|旅游路线|旅行路线|旅行コース|観光コース|モデルコース|여행 ?코스|관광 ?코스/u,
  // what to eat there
  /(?<![\p{L}])(?:must[- ](?:eat|try)|what to eat in|(?:que|quoi) manger à|qué comer en|o que comer em|cosa mangiare a|что (?:поесть|попробовать) в)(?![\p{L}])|必吃|必喝|小吃|路边摊|名物|ご当地グルメ|屋台|맛집|먹거리|길거리 ?음식|포장마차/u,
  // how to get there
  /(?<![\p{L}])(?:how (?:do|can) (?:i|we|you|one) get (?:to|from)|how to get (?:to|from)|wie komm(?:e|t|en) (?:ich|man|wir) (?:von|vom|nach|zum|zur)|comment (?:aller|se rendre) (?:à|de)|cómo (?:llegar|ir) (?:a|de|desde)|como (?:chegar|ir) (?:a|ao|à|de)|come (?:arrivare|andare) (?:a|da)|как (?:добраться|доехать))(?![\p{L}])|怎么去|如何前往|行き方|가는 (?:법|방법|길)/u,
  // safe for tourists
  /(?<![\p{L}])(?:safe for (?:tourists|travell?ers|visitors)|(?:sicher|gefährlich) für (?:touristen|reisende)|(?:sûre?|dangereux|dangereuse) pour les (?:touristes|voyageurs)|(?:segur|peligros)[oa] para (?:los )?(?:turistas|viajeros)|(?:segur|perigos)[oa] para (?:os )?(?:turistas|viajantes)|(?:sicur|pericolos)[oa] per (?:i )?(?:turisti|viaggiatori)|(?:безопасно|опасно) (?:ли )?для туристов)(?![\p{L}])|(?:游客|观光客|観光客|관광객)[^?？]{0,8}(?:安全|危险|危険|안전|위험)/u,
];

/** Booking a railway, a ferry or its tickets: a booking word and a word of transport, in the ten languages. */
const BOOKING =
  /(?<![\p{L}])(?:book|booking|reserve|buchen|reservieren|réserver|reservar|prenotare|забронировать)(?![\p{L}])|预订|预约|订票|買票|买票|予約|예약|예매/u;
const TRANSPORT =
  /(?<![\p{L}])(?:train|railway|ferry|zug|bahn|fähre|tren|ferri|trem|treno|traghetto|поезд\p{L}*)(?![\p{L}])|铁路|铁道|火车|鉄道|列車|新幹線|기차|열차|철도/u;

/** The words a request uses to ask the assistant (recommend, おすすめ, 추천): the frame's own, not a first person. */
const ASKING =
  /(?<![\p{L}])(?:recommend\p{L}*|suggest\p{L}*|empfehl\p{L}*|recommand\p{L}*|conseill\p{L}*|recomiend\p{L}*|recomend\p{L}*|consigli\p{L}*|посоветуй\p{L}*)(?![\p{L}])|推荐|おすすめ|オススメ|추천/gu;

/** Seasons in the ten languages (months come from CLDR: calendarNames.ts): the time of a trip, the user's. */
const SEASON =
  /(?<![\p{L}])(?:spring|summer|autumn|fall|winter|frühling|sommer|herbst|printemps|été|automne|hiver|primavera|verano|otoño|invierno|verão|outono|inverno|estate|autunno|весн\p{L}*|лет[оау]|летом|осен\p{L}*|зим\p{L}*)(?![\p{L}])|春天|夏天|秋天|冬天|春休み|夏休み|冬休み|봄|여름|가을|겨울/u;

/** Going with someone: with (the) kids, a baby, a teenager, as a family, in the ten languages. */
const COMPANION =
  /(?<![\p{L}])(?:with (?:\p{L}+ )?(?:kids|children|a baby|a toddler|a teenager)|mit (?:\p{L}+ )?(?:kindern|kind|baby)|avec (?:\p{L}+ )?(?:enfants|bébé|ado)|con (?:\p{L}+ )?(?:niños|niñas|niña|niño|bebé|bambini|bambina|bambino)|com (?:\p{L}+ )?(?:crianças|criança|bebê|bebé|adolescente)|с (?:\p{L}+ )?(?:детьми|ребёнком|ребенком))(?![\p{L}])|带孩子|亲子|子連れ|子供と|아이와|아이랑|애들/u;

/** Going somewhere, beside the journey words: English "going to", Chinese 去, Japanese 行く, Korean 가다. */
const GOING =
  /(?<![\p{L}])(?:going to|fahren nach|fliegen nach|aller à|ir a|ir para|andare a|поехать|ехать)(?![\p{L}])|去|行く|行き|行っ|가는|갈 때|가요/u;

const MONTHS = 12;
const LATIN_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it'] as const;

/** What a question's frame covers: its own words' tokens, and whether only a month or a season ties it to the user. */
interface Frame {
  readonly own: ReadonlySet<string>;
  readonly timeTied: boolean;
}

/** Each question's frame, or null when it is no tourist's or says it is the user's other than by a time. */
const READ = new WeakMap<QueryFeatures, Frame | null>();

/** Outside the frame's own words the question says it is the user's: a first person, a relative, a companion, a name the store gives someone. */
function saysWhose(q: QueryFeatures, spans: readonly string[]): boolean {
  const rest = spans.reduce((left, span) => left.replace(span, ' '), q.form).replace(ASKING, ' ');
  return (
    classifyAboutness(rest) === 'user' ||
    namesRelation(q) ||
    COMPANION.test(q.form) ||
    [...q.tokens].some((t) => (q.corpus.personNameDf.get(t) ?? 0) > 0) ||
    [...q.corpus.personNameDf.keys()].some((name) => isCjk(name) && q.form.includes(name))
  );
}

function frameOf(q: QueryFeatures): Frame | null {
  const text = q.form;
  const spans = FRAMES.flatMap((frame) => [...text.matchAll(new RegExp(frame.source, 'gu'))].map((m) => m[0]));
  if (BOOKING.test(text) && TRANSPORT.test(text)) spans.push(...(text.match(new RegExp(BOOKING.source, 'gu')) ?? []));
  const visit = visitSpans(text);
  spans.push(...visit.spans, ...mapSpans(text));
  // Weather is asked by month or season: the time is the weather frame's own (weatherFrames.ts), unless the question
  // speaks of going there ("10월 일본 여행 구마모토 날씨", "十月去熊本天气怎么样": the user's trip).
  const weather = weatherSpans(text);
  const going = JOURNEY.test(text) || GOING.test(text);
  spans.push(...weather);
  if (spans.length === 0) return null;
  const months = [...calendarConceptsIn(text, LATIN_LANGUAGES)].some((c) => c < MONTHS);
  const tied = saysWhose(q, spans);
  if (tied) return null;
  const own = new Set<string>(visit.days);
  for (const span of spans)
    for (const word of span.split(/[^\p{L}\p{M}\p{N}]+/u)) {
      const token = toToken(word);
      if (token !== undefined && !isCjk(word)) own.add(token);
    }
  return { own, timeTied: (weather.length === 0 || going) && (months || SEASON.test(text)) };
}

/** What a visitor asks of a place (its sights, what to do or eat there, an itinerary, the way there, a visit's venues or dates), whoever asks it: the frame's words, none when it is no visitor's question. */
const VISITOR = new WeakMap<QueryFeatures, readonly string[]>();
function visitorSpans(q: QueryFeatures): readonly string[] {
  let read = VISITOR.get(q);
  if (read === undefined) {
    const text = q.form;
    const spans = [...FRAMES, SIGHTSEEING].flatMap((frame) => [...text.matchAll(new RegExp(frame.source, 'gu'))].map((m) => m[0]));
    if (BOOKING.test(text) && TRANSPORT.test(text)) spans.push(...(text.match(new RegExp(BOOKING.source, 'gu')) ?? []));
    spans.push(...visitSpans(text).spans);
    read = spans;
    VISITOR.set(q, read);
  }
  return read;
}

export const asksAsVisitor = (q: QueryFeatures): boolean => visitorSpans(q).length > 0;

/** A visitor's question that says it is the user's own going: whose it is outside the frame, or its month or season (the trip's time). */
export const visitorOfTheUsers = (q: QueryFeatures): boolean =>
  asksAsVisitor(q) &&
  (saysWhose(q, visitorSpans(q)) || [...calendarConceptsIn(q.form, LATIN_LANGUAGES)].some((c) => c < MONTHS) || SEASON.test(q.form));

function readFrame(q: QueryFeatures): Frame | null {
  let read = READ.get(q);
  if (read === undefined) {
    read = frameOf(q);
    READ.set(q, read);
  }
  return read;
}

/** The words of a tourist's frame in a question that does not say it is the user's; undefined otherwise. */
export function touristFrame(q: QueryFeatures): ReadonlySet<string> | undefined {
  const read = readFrame(q);
  return read === null || read.timeTied ? undefined : read.own;
}

/** A plan or a recurring visit: a month or a season the question names may be its time. */
const mayHaveTime = (m: MemoryFeatures): boolean => m.memory.type === 'project_context' || m.memory.type === 'recurring_constraint';

/**
 * The user's own planned trip (a project whose subject or tags say a trip) met on a word that is not its destination: a
 * sight it plans. The destination is a tag or a word of the subject ("Guadalajara trip" beside tags in another script).
 */
const plannedSight = (m: MemoryFeatures, anchor: string): boolean =>
  m.memory.type === 'project_context' &&
  JOURNEY.test(`${m.memory.identity.subject} ${m.memory.tags.join(' ')}`) &&
  !m.tagMatchers.some((t) => t.units.includes(anchor)) &&
  !m.identityTokens.has(anchor);

/** The anchor is the place the tourist asks about: a Chinese, Japanese or Korean word, a capitalised one, one met in another spelling (Sevilha / Sevilla) or a place the memory writes after a preposition; not a name the store gives. */
const touristPlace = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  (q.corpus.nameDf.get(anchor) ?? 0) === 0 &&
  !plannedSight(m, anchor) &&
  (isCjk(anchor) || q.capitalised.has(anchor) || q.typoTokens.has(anchor) || q.loanTokens.has(anchor) || memoryPlaces(m).has(anchor));

/**
 * The anchors past a tourist's frame and the place it asks about, in a question that does not say it is the user's.
 * A month or a season ties the question only to a memory that can have a time (a plan, a recurring visit): "things to
 * do in Lisbon in winter" is still a tourist's beside a trip made there years ago.
 */
export const withoutTouristPlace = (m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): readonly string[] => {
  const frame = readFrame(q);
  if (frame === null || (frame.timeTied && mayHaveTime(m))) return anchors;
  return anchors.filter((a) => !frame.own.has(a) && !touristPlace(m, q, a));
};
