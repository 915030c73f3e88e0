import { canonicalize } from '../canonical';

// A flat object an API answered with, its keys in the language of the service (gate 9): runtimeShapes.ts reads a flat
// object as a response when two of its keys are an envelope's in English ("status", "message", "code"); services of
// every country name them in their own language ({"statut":"refusé","motif":"solde insuffisant","montant":…},
// {"esito":"KO","messaggio":"Carta scaduta",…}, {"статус":"отклонён","причина":…}, {"状态":"失败","原因":…}) or after what
// failed ({"object":"charge","status":"failed","failure_code":"card_declined"}). Two such keys among three or more, as
// there: a formatter's or an editor's settings the user prefers ({"semi":false,"tabWidth":2,"printWidth":100}) have
// none; nor a date and time a program stamped on a value. Input is canonical: the keys are compared lower-cased, accents dropped, Cyrillic look-alikes read as Latin.

const ENVELOPE_WORDS = [
  // a status or an outcome
  ...['status', 'state', 'statut', 'etat', 'estado', 'situacao', 'stato', 'esito', 'zustand', 'статус', 'состояние'],
  ...['状态', '狀態', 'ステータス', '状態', '상태', 'outcome', 'ergebnis', 'resultat', 'resultado', 'risultato', 'результат'],
  ...['结果', '結果', '결과', 'result', 'success', 'erfolg', 'succes', 'exito', 'sucesso', 'successo', 'успех', '成功'],
  // a message, a reason or an error
  ...['message', 'msg', 'nachricht', 'meldung', 'mensaje', 'mensagem', 'messaggio', 'сообщение', '消息', '信息', '提示'],
  ...['メッセージ', '메시지', 'reason', 'motif', 'motivo', 'grund', 'causa', 'ragione', 'причина', '原因', '理由', '사유'],
  ...['code', 'codigo', 'codice', 'код', '代码', '代碼', 'コード', '코드'],
  ...['error', 'erreur', 'fehler', 'errore', 'erro', 'ошибка', '错误', '錯誤', 'エラー', '오류', '에러'],
  // how often the call was tried: a job's or a client's retry count
  ...[
    'attempts',
    'retries',
    'versuche',
    'tentatives',
    'intentos',
    'tentativas',
    'tentativi',
    'попытки',
    '重试次数',
    'リトライ回数',
    '재시도',
  ],
  // what kind of record the API sent
  ...['object', 'objet', 'objeto', 'oggetto', 'объект'],
];
const ENVELOPE = new Set(ENVELOPE_WORDS.map((w) => canonicalize(w).toLowerCase()));
// A code named after what it codes: "failure_code", "errorCode", "codigo_error", "код_ошибки", "错误码", "エラーコード".
const CODE_KEY = new RegExp(
  canonicalize(
    String.raw`^(?:[\p{L}]+[_-]?(?:code|codigo|codice|code|код)|(?:code|codigo|codice|код)[_-]?[\p{L}]+|\p{L}{1,4}(?:码|碼|コード|코드))$`,
  ),
  'u',
);

const FLAT_OBJECT = /\{[^{}\n]{0,600}\}/g;
const QUOTED_KEY = /["']([^"'\n{}:]{1,40})["']\s*:/g;

// A value a program stamped with a locale's date and time ("updated":"14/03/2026 02:17"): runtimeRecords.ts reads the
// ISO form.
const LOCALE_STAMP = /["']\s*:\s*["']\d{1,2}[./-]\d{1,2}[./-]\d{2,4}[ T,]+\d{1,2}:\d{2}/;

// Chinese, Japanese and Korean build a key from what it is about and a status or number word, with no separator
// ("配送状況", "支付状态", "결제상태", "注文番号", "订单号", "주문번호"): a key that ends in one of those words is a
// response's key too, as "order_id" and "delivery_status" are in English.
const CJK_KEY_END = new RegExp(
  canonicalize(String.raw`\p{L}(?:状況|状態|状态|狀態|ステータス|结果|結果|상태|현황|결과|番号|编号|編號|号码|號碼|单号|單號|번호)$`),
  'u',
);
// An identifier of the record in the ten languages' spaced scripts ("order_id", "numero_ordine", "номер_заказа").
const ID_KEY = new RegExp(
  canonicalize(String.raw`^(?:id|\p{L}+[_-](?:id|no|nr|number|nummer|numero|número|номер)|(?:numero|número|nummer|номер)[_-]\p{L}+)$`),
  'u',
);

const isEnvelopeKey = (key: string): boolean => ENVELOPE.has(key) || CODE_KEY.test(key) || CJK_KEY_END.test(key) || ID_KEY.test(key);

/** Gate 9: a flat object with two response keys of any language among three or more. Expects the canonical form. */
export function hasLocalisedEnvelope(text: string): boolean {
  if (!text.includes('{')) return false;
  for (const m of text.matchAll(FLAT_OBJECT)) {
    const keys = [...m[0].matchAll(QUOTED_KEY)].map((k) => (k[1] ?? '').trim().toLowerCase());
    if (keys.length >= 3 && (keys.filter(isEnvelopeKey).length >= 2 || LOCALE_STAMP.test(m[0]))) return true;
  }
  return false;
}
