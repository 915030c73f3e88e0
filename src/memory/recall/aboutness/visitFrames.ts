import { calendarConceptsIn } from '../bridges/calendarNames';
import { toToken } from '../../record/tokenize';

// A visitor's frames about a place, beside the tourist's (tourismFrames.ts), in ten languages (question form: lower
// case, Chinese folded to simplified): when an event is held there, the best venues of a kind there, whether it is
// lively at night, its opening hours, the price of admission.

/** Events a place holds: fairs, festivals, carnivals, trade shows. */
const EVENT =
  /(?<![\p{L}])(?:festival|fair|carnival|expo|trade show|messe|jahrmarkt|volksfest|foire|salon|fête|feria|fiesta|carnaval|feira|festa|fiera|sagra|ярмарк\p{L}*|фестивал\p{L}*|карнавал\p{L}*|выставк\p{L}*)(?![\p{L}])/u;
const WHEN = /(?<![\p{L}])(?:when|wann|quand|cuándo|quando|когда)(?![\p{L}])/u;
/** A Chinese, Japanese or Korean event followed by its date asked. */
const EVENT_WHEN_CJK = /(?:节|祭り?|展|博览会|축제|박람회)(?:是|在|は|는|은)?\s*(?:几月|什么时候|哪天|何月|いつ|언제|몇\s*월)/u;

/** Venues of a kind (cafés, bars, bakeries, museums …), plural, after best or top. */
const VENUE =
  '(?:cafés|caffè|coffee shops|restaurants|restaurantes|ristoranti|bars|bares|pubs|clubs|kneipen|bakeries|bäckereien|konditoreien|pastry shops|pâtisseries|boulangeries|panaderías|pastelerías|padarias|pastelarias|confeitarias|panetterie|pasticcerie|cafeterías|cafetarias|discotecas|discoteche|locali|museums|museen|musées|museos|museus|musei|galleries|beaches|strände|plages|playas|praias|spiagge|кафе|рестораны|бары|клубы|пекарни|кондитерские|музеи|пляжи)';
const BEST_VENUES = new RegExp(
  `(?<![\\p{L}])(?:best|top|beste[nrs]?|meilleur(?:e)?s|mejores|melhores|migliori|лучшие) (?:\\p{L}+ )?${VENUE}(?![\\p{L}])`,
  'u',
);
const VENUES = new RegExp(`(?<![\\p{L}])${VENUE}(?![\\p{L}])`, 'u');
const VENUE_CJK =
  /(?:咖啡店|咖啡馆|咖啡厅|餐厅|酒吧|夜店|面包店|甜点店|博物馆|美术馆|カフェ|レストラン|パン屋|ケーキ屋|美術館|博物館|카페|술집|빵집|클럽|박물관|미술관)(?:\s*거리)?\s*(?:推荐|おすすめ|추천)/u;

/** Lively at night, nightlife. */
const NIGHT =
  /(?<![\p{L}])(?:night ?life|(?:lively|busy) at night|nachtleben|vie nocturne|vida nocturna|vida noturna|vita notturna|movida|ночная жизнь)(?![\p{L}])|夜生活|(?:晚上|夜里|夜晚|夜间)[^?？]{0,4}热闹|ナイトライフ|夜は?賑やか|나이트라이프|밤문화|밤에?[^?？]{0,4}(?:북적|활기)/u;

/** Opening hours (of venues, plural in the Romance languages: a kind, not the user's own shop), or venues of a kind open on a day. */
const HOURS =
  /(?<![\p{L}])(?:opening (?:hours|times)|öffnungszeiten|horaires? d['’]ouverture|horarios? (?:de apertura|de los|de las)|horários? (?:de funcionamento|dos|das)|orari (?:di apertura|dei|delle|degli)|часы работы|режим работы)(?![\p{L}])|营业时间|开放时间|営業時間|開館時間|休館日|定休日|영업\s*시간|운영\s*시간|휴관일/u;
const OPEN =
  /(?<![\p{L}])(?:open|geöffnet|offen|ouvert(?:e|s|es)?|abiert[oa]s?|abert[oa]s?|apert[oaie]|открыт\p{L}*)(?![\p{L}])|营业|开门|営業|開いて|영업|문\s*(?:열|여)/u;

/** The price of admission. */
const ADMISSION =
  /(?<![\p{L}])(?:(?:admission|entrance|entry) (?:fees?|prices?|tickets?)|eintritt(?:spreis\p{L}*)?|prix d['’]entrée|(?:precio|coste) de (?:la )?entrada|preço (?:da entrada|do ingresso|dos ingressos)|prezzo (?:del biglietto|d['’]ingresso|dell['’]ingresso)|biglietto d['’]ingresso|стоимость (?:входа|билета)|сколько стоит вход)(?![\p{L}])|门票|票价|入場料|입장료/u;

const MONTHS = 12;
const LATIN_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it'] as const;

/** The days of the week a text names, as their words' tokens (segunda-feira: segunda, feira). */
function dayWords(text: string): string[] {
  const words = text.split(/[^\p{L}\p{M}]+/u).filter((w) => w.length > 0);
  const days = (s: string) => [...calendarConceptsIn(s, LATIN_LANGUAGES)].some((c) => c >= MONTHS);
  return words.flatMap((w, i) => {
    const pair = [w, words[i + 1] ?? ''];
    const hit = days(w) ? [w] : i + 1 < words.length && days(pair.join(' ')) ? pair : [];
    return hit.flatMap((x) => toToken(x) ?? []);
  });
}

/**
 * The spans of a visitor's frames in a question's form, and the words of the days it names when it asks opening
 * hours (the day is the frame's, "open on Monday", not the user's day off): both are the frame's own words.
 */
export function visitSpans(text: string): { readonly spans: readonly string[]; readonly days: readonly string[] } {
  const spans: string[] = [];
  const add = (re: RegExp) => spans.push(...[...text.matchAll(new RegExp(re.source, 'gu'))].map((m) => m[0]));
  if (WHEN.test(text) && EVENT.test(text)) [WHEN, EVENT].forEach(add);
  [EVENT_WHEN_CJK, BEST_VENUES, VENUE_CJK, NIGHT, HOURS, ADMISSION].forEach(add);
  const days = dayWords(text);
  const hours = HOURS.test(text) || (OPEN.test(text) && VENUES.test(text) && days.length > 0);
  if (hours) add(OPEN);
  return { spans, days: hours ? days : [] };
}
