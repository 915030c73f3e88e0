import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Records a program answered with, flat as many APIs send them (gate 9): runtimeShapes.ts reads nested objects and
// response envelopes; here a flat object is runtime data when a label says an API or an endpoint answered with it
// ("Antwort der Wetter-API: {…}", "Réponse de l'API SNCF : {…}", "天気APIの応答：{…}", "날씨 API 응답: {…}",
// "天气接口返回：{…}"), or when one of its values is a moment a program stamped (a Unix time in seconds or
// milliseconds, an ISO date with its time). A formatter's settings the user prefers ({"semi":false,"tabWidth":2})
// are neither labelled an answer nor stamped. Input is canonical (full-width colons read ":").

// Two quoted keys with their values, as an object holds them.
const QUOTED_KEY = /["'][^"'\n{}]{1,40}["']\s*:\s*(?:["'][^"'\n]*["']|-?\d[\d.]*|true|false|null)/g;
const FLAT_OBJECT = /\{[^{}\n]{0,600}\}/g;

// The words for an interface and for its answer, in the languages of lexicons/; both within the line before the object.
const API_WORD = cued(/(?<![\p{L}])(?:api|endpoint|webhook|rest|graphql)(?![\p{L}])|接口|介面|端点|端點|エンドポイント|엔드포인트/iu);
const ANSWER_WORD = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:response|responded|returned|returns|answer(?:ed)?|antwort|antwortet|liefert|lieferte|r[ée]ponse|r[ée]pond|renvoie|respuesta|responde|devolvi[óo]|devuelve|resposta|retorn[oa]u?|devolveu|risposta|risponde|restituisce|ha restituito|ответ|ответил[аи]?|вернул[аи]?|возвращает)(?![\p{L}])|応答|レスポンス|返却|返した|응답|반환|返回|响应|回應|回应|回傳|回复`,
    ),
    'iu',
  ),
);
const LABEL_WINDOW = 80;

// A Unix time of this century in seconds or milliseconds, or a quoted ISO date with its time of day.
const STAMP_VALUE = cued(/["'][^"'\n]{1,40}["']\s*:\s*(?:1[5-9]\d{8}(?:\d{3})?(?![\d.])|["']\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2})/);

/** Gate 9: a flat object labelled an API's answer, or stamped with a program's time. Expects the canonical form. */
export function hasRuntimeRecord(text: string): boolean {
  if (!text.includes('{')) return false;
  for (const m of text.matchAll(FLAT_OBJECT)) {
    const object = m[0];
    const keys = object.match(QUOTED_KEY)?.length ?? 0;
    if (keys < 2) continue;
    if (keys >= 3 && STAMP_VALUE.test(object)) return true;
    const start = m.index ?? 0;
    const line =
      text
        .slice(Math.max(0, start - LABEL_WINDOW), start)
        .split('\n')
        .pop() ?? '';
    if (API_WORD.test(line) && ANSWER_WORD.test(line)) return true;
  }
  return false;
}
