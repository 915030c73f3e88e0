import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Gate 8: part of a personal identifier, named as its part, the way an evaluator splits a value between the text and a
// tag ("O NIF do utilizador começa por 248 739", tag "termina em 107"; "ИНН пользователя начинается с 7712 3456";
// "マイナンバーの上8桁は 4827 3916"). The named-value rules check a whole value against its format, which a part never
// passes; a part of a national, tax, social-security or passport number, or of a bank account, is still that person's
// number. So the identifier's name, a few words of whose it is, a word saying which part ("starts with", "the last
// four", "上8桁", "앞자리", "前六位"), and three digits or more. The name or the part word alone passes ("The user's
// passport number starts with a letter", "Portuguese tax numbers of people start with 1, 2 or 3": no three digits in
// a row).

const NAMES = [
  // en
  String.raw`ssn|social security(?: number)?|tax (?:id|number)|itin|passport(?: number)?|account number|routing number|national id|id number|driver'?s licen[cs]e(?: number)?`,
  // de
  String.raw`steuer-?id|steuer-?identifikationsnummer|steuernummer|sozialversicherungsnummer|rentenversicherungsnummer|personalausweis(?:nummer)?|ausweisnummer|reisepass(?:nummer)?|passnummer|kontonummer|iban`,
  // fr
  String.raw`num[ée]ro de s[ée]cu(?:rit[ée] sociale)?|s[ée]cu|num[ée]ro fiscal|num[ée]ro de passeport|passeport|num[ée]ro de compte|carte d'identit[ée]`,
  // es, pt, it
  String.raw`dni|nif|nss|n[úu]mero de la seguridad social|pasaporte|n[úu]mero de cuenta|cuenta bancaria|n[úu]mero de contribuinte|niss|cart[ãa]o de cidad[ãa]o|passaporte|n[úu]mero da conta|cpf|codice fiscale|partita iva|passaporto|numero di conto|carta d'identit[àa]`,
  // ru
  String.raw`инн|снилс|паспорт\p{L}{0,2}|номер сч[её]та|сч[её]т\p{L}{0,2}|полис\p{L}{0,2}`,
].join('|');
const CJK_NAMES = String.raw`マイナンバー|個人番号|パスポート|旅券|口座番号|口座|免許証番号|주민(?:등록)?번호|여권(?:\s?번호)?|계좌(?:\s?번호)?|외국인등록번호|身份证(?:号码?)?|身份證(?:號碼?)?|护照(?:号码?)?|護照(?:號碼?)?|银行卡号|卡号|账号|帳號|社保卡号`;

// Which part: first or last, beginning or end, in the ten languages.
const PART = [
  String.raw`starts? with|begins? with|ends? (?:with|in)|(?:the )?(?:first|last) (?:\w+ )?(?:digits?|numbers?|characters?)|last (?:two|three|four|five|six|\d)`,
  String.raw`beginnt mit|f[äa]ngt mit|endet (?:mit|auf)|(?:die )?(?:ersten|letzten) (?:\w+ )?(?:ziffern|stellen)`,
  String.raw`commence par|d[ée]bute par|se termine par|finit par|(?:les )?(?:premiers|derniers) (?:\w+ )?chiffres`,
  String.raw`empieza (?:por|con)|comienza (?:por|con)|termina (?:en|por|con)|acaba en|(?:los )?(?:primeros|[úu]ltimos) (?:\w+ )?(?:d[íi]gitos|n[úu]meros)`,
  String.raw`come[çc]a (?:por|com)|termina (?:em|com)|acaba em|(?:os )?(?:primeiros|[úu]ltimos) (?:\w+ )?(?:d[íi]gitos|n[úu]meros)`,
  String.raw`inizia (?:con|per)|comincia (?:con|per)|finisce (?:con|per|in)|termina (?:con|per|in)|(?:le )?(?:prime|ultime) (?:\w+ )?cifre`,
  String.raw`начинается (?:с|на)|заканчивается на|оканчивается на|первые (?:\p{L}+ )?(?:цифры|символы)|последние (?:\p{L}+ )?(?:цифры|символы)`,
].join('|');
const CJK_PART = String.raw`[上下頭末]\s?\d{1,2}\s?桁|先頭|末尾|最初の|最後の|앞\s?자리|뒷\s?자리|뒤\s?자리|앞\s?\d{1,2}\s?자리|뒤\s?\d{1,2}\s?자리|끝\s?자리|마지막|前\s?[\d一二十三四十五六十七八十九]{1,2}\s?位|后\s?[\d一二十三四十五六十七八十九]{1,2}\s?位|後\s?[\d一二十三四十五六十七八十九]{1,2}\s?位|尾号|尾號|前半段|后半段|開頭|开头|结尾|結尾`;
// Three digits or more, in groups a space, a dot or a dash apart.
const VALUE = String.raw`(?<!\d)\d(?:[ .-]?\d){2,}`;

const PARTIAL = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:${NAMES})(?![\p{L}])[^\n.!?;]{0,40}?(?<![\p{L}])(?:${PART})(?![\p{L}])[\s:,]{0,3}(?:(?:by|with|in|mit|par|por|com|con|per|с|на)\s)?${VALUE}|(?:${CJK_NAMES})[^\n。！？.!?]{0,12}?(?:${CJK_PART})[^\d\n。！？]{0,6}${VALUE}`,
    ),
    'iu',
  ),
);

/** Gate 8: part of a personal identifier, named as its part, with three digits or more (canonical text). */
export const hasPartialIdentifier = (canonical: string): boolean => PARTIAL.test(canonical);
