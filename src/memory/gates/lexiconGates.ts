import { caseless } from './caseless';
import { cued } from './cueScan';
import { canonicalize } from './canonical';
import { isNamedDocumentValue } from './identifiers/documentValues';
import { compileWords, hasWord, wordMatches } from './lexiconPatterns';
import { withoutQuotedWorks } from './wording/titles';

// The content gates in every language of lexicons/. A credential or identifier word is
// refused together with its value ("Passwort: Sonne123", "DNI 12345678Z", "暗証番号は4821"); the word
// alone ("uses a password manager", "renewed the passport") is ordinary context. Input is canonical.

export const CREDENTIAL = compileWords('credential');
export const IDENTIFIER = compileWords('identifier');
const TEMPORARY = compileWords('temporary');
const SPECULATIVE = compileWords('speculative');
const HABITUAL = compileWords('habitual');
const digitCount = (s: string): number => s.replace(/\D/g, '').length;
const isYear = (digits: string): boolean => /^(?:19|20)\d\d$/.test(digits);
// A number that measures something is no value of a credential or document ("Kreditkarte 10.000 Euro").
// Chinese, Japanese and Korean write the counter right against the next word ("10000行のデータ", "50000円ある"), so
// their counters need no boundary. Canonical, as the text is: Cyrillic look-alikes read as Latin ("руб" is "pyб").
export const UNIT_AFTER = caseless(
  new RegExp(
    canonicalize(
      String.raw`^\s*(?:(?:%|€|\$|£|₽|₩|eur|euro|usd|dollars?|yen|rub|руб|рубл\p{L}{0,3}|reais?|pesos?|km|kg|mb|gb|tage|jours|días|dias|giorni|дней|times|mal|fois|veces|vezes|volte|раз|characters|chars|zeichen|caract[eè]res|caracteres|caratteri|символ\p{L}{0,3}|digits|stellen|chiffres|d[ií]gitos|cifre|цифр\p{L}{0,2})(?![\p{L}])|[円원元¥日일万萬만个個条條件枚页頁行字人名本台回次歳岁年月分秒장개건명권대회살세줄자步歩걸]|ページ|時間|小时|小時|文字|字符|位数|桁|자리)`,
    ),
    'iu',
  ),
);

// A value: an optional letter prefix ("C", "AB", "B-MK"), digits with separators, letters only between
// digits ("C01X00T47"), and a short letter suffix ("12345678Z", "1234 ABC").
export const VALUE = String.raw`((?:[A-Z]{1,4}[\s-]?)?\d(?:[\d\-./]|\s(?=\d)|[A-Za-z](?=\d))*(?:[\s-]?[A-Z]{1,3}(?![A-Za-z]))?)`;
/** A value soon after the word, with no sentence end between them. */
// A dot right before the number is an abbreviation's ("Konto-Nr. 1234567890", "n. 12345", "n. CA12345AB" with
// the letters a document number starts with), not a sentence end.
const DIGIT_VALUE = new RegExp(String.raw`^(?:[^\d\n.!?。！？;；]|\.(?=\s?(?:[A-Z]{1,4}[\s-]?)?\d)){0,24}?${VALUE}`, 'u');
/** A value right after the word: separators, a colon or a copula only. */
// (Canonical text: "это" reads "эto", "são" reads "sao".) Case-sensitive, so that a letter prefix is a
// capital ("AB 123456", "C01X00T47") and "nel 2022" is not one.
const ADJACENT_VALUE = new RegExp(
  String.raw`^(?:[\s:：=#№.-]|\s(?:c['’]est|is|ist|lautet|est|es|e|era|sono|эto|[Nn]umero|[Nn]umber|[Nn]ummer|[Nn][or]\.?)\s|は|が|の|是|为|為|는|은|이|가)*${VALUE}`,
  'u',
);

// French writes the copula after an elided pronoun ("le mot de passe de la box (Livebox) c'est Maison$3973ex"): every
// copula list below reads "c'est" as it reads "est".
// "Passwort: Sonne", "mot de passe est soleil", "暗証番号は abc", "비밀번호는 qwerty": a copula or a colon,
// then a value; the word may close a bracket first ("母の旧姓（秘密の質問の答え）は佐藤"). A particle counts only right after the word ("비밀번호는"; "비밀번호 이야기" is a topic).
// Words that describe the password are not one ("ist zu kurz", "est trop court").
const COPULA_VALUE =
  /^[)）\]」』]?(?:\s*(?:[:：=]|\s[-–—]>?\s|\s(?:c['’]est|is|ist|lautet|sind|est|es|e|era|sono|son|sao|эto)\s)|は|が|是|为|為|는|은|이|가)\s*["'«“„「]?((?:[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2,})|(?:[^\s"'»”」.,;!?。，、]|\.(?=\S)){4,})/iu;
const NOT_A_VALUE =
  /^(?:sehr|nicht|kein|keine|sicher|stark|schwach|lang|kurz|falsch|richtig|geheim|trop|tres|pas|faible|fort|muy|demasiado|segura|seguro|debil|fuerte|muito|nao|fraca|forte|molto|troppo|sicura|sicuro|debole|ouvert|perdu|ruhig|einfach|simple|facile|facil|leicht|strong|weak|secure|short|long|safe|wrong|correct|changed|expired|required|optional)$/i;
// Canonical text reads the Italian copula "è" as "e", which is "and" in Portuguese and Italian: after a bare "e", two
// lower-case words are the next clause ("gerenciador de senhas e troca as senhas"), not a value; a value ends there
// ("la password è girasole.") or has a digit, a capital or a sign ("la password è Sole!24 da anni").
const AND_CLAUSE = /^\s+e\s+\p{Ll}+\s+\p{Ll}/u;
// After the topic particle Japanese goes on with what one does with passwords, not with one ("パスワードは使い回さない
// 主義で", "暗証番号は誕生日にしない"): a value of Japanese script that holds a verb's or an adjective's inflection
// (negative, polite, progressive, volitional, the "…主義" of a principle) is a predicate. The copula "です" ends a value
// too ("パスワードはひまわりです"), so it is no sign. Canonical: voiced marks are dropped, so the endings are written without them.
const JA_PREDICATE = /(?:ない|ません|ます|する|しない|した|して|ている|ていない|たい|られる|ように|主義)/u;
// A value written straight after the word with letters and digits ("Passwort Sommer2024!"). Chinese and Japanese
// write no spaces: their clause marks end a value ("パスワード管理アプリを使い、16文字以上…" holds none).
const MIXED_VALUE = /^\s*["'«“„]?(?=[^\s、，。；！？]*\p{L})(?=[^\s、，。；！？]*\d)[^\s"'»”、，。；！？]{6,}/u;
// The word, a few words about it, then a colon and a value ("Antwort auf die Sicherheitsfrage nach dem
// Haustier: Struppi", "Anwendungspasswort für Outlook: abcd efgh"), or a copula and a value with a digit
// ("Kennwort für das Firmenkonto ist Hafenblick!2023", "Alarmcode der Wohnung ist 1966").
// An answer may be a name of two short words, a number after it, that ends the clause ("San Fermín 60", "De Vries",
// "La Paz", "Bad Tölz"): a capitalised word of up to four letters, then a capitalised word or a number, then the end.
// German capitalises its nouns, so a sentence that goes on ("Passwörter: Die Firma verlangt …") is no answer.
const FAR_COLON_VALUE =
  /^[^\n.!?。！？;；:：]{1,56}?[:：]\s*["'«“„「]?((?:[^\s"'»”」.,;!?。，、]|\.(?=\S)){4,}|\p{Lu}[\p{L}'’]{0,3}\s+[\p{Lu}\d][^\s"'»”」.,;!?。，、]*(?:\s+\d+)?(?=\s*(?:[.,;!?。]|$)))/u;
// A dash stands for the copula where a language leaves it out ("пароль от почты — медведь2020").
// The description may be long ("mot de passe de la box internet de l'utilisateur est …"): up to 56 characters.
const FAR_COPULA_DIGITS = caseless(
  /^[^\n.!?。！？;；:：]{1,56}?\s(?:c['’]est|is|ist|lautet|sind|est|es|e|era|sono|son|sao|эto|wa|shi|wei|jiushi|[-–—])\s+["'«“„]?(?=[^\s"'»”]*\d)[^\s"'»”]{4,}/iu,
);
// A copula or a dash, then a value in quotes, letters only ("кодовое слово для банка — «Барсик»",
// "the security answer is "Fluffy""): quotes set a value apart from a description.
// Chinese, Japanese and Korean write the copula against the words ("密保问题答案是"小学班主任姓王"").
const FAR_COPULA_QUOTED =
  /^[^\n.!?。！？;；:：]{0,56}?(?:\s(?:c['’]est|is|ist|lautet|sind|est|es|e|era|sono|son|sao|эto|[-–—])\s+|(?:是|为|為|は|는|은)\s*)["«“„「'](?!\s)[^"»”“」'\n]{2,40}["»”“」']/iu;

// A credential's length or count comes before its value in every language ("PIN mit 4 Stellen: 5829", "4-digit
// code 7392", "비밀번호는 4자리 5829", "暗証番号は4桁の7392"): a measured number is passed over and the next one read.
const MEASURED_COUNTS = 2;

export function hasCredentialDigits(after: string): boolean {
  let rest = after;
  for (let i = 0; i <= MEASURED_COUNTS; i += 1) {
    const digits = DIGIT_VALUE.exec(rest);
    if (!digits) return false;
    const run = digits[1] ?? '';
    const n = digitCount(run);
    const tail = rest.slice((digits.index ?? 0) + digits[0].length);
    if (!UNIT_AFTER.test(tail)) return n >= 3 && !(n === 4 && isYear(run.replace(/\D/g, '')));
    rest = tail;
  }
  return false;
}

// After the topic particle an adverb says how one treats passwords, not which one ("비밀번호는 항상 관리자로 만들고",
// "비밀번호는 절대 생일로 하지 않는다", "パスワードはいつも長めにする", "密码从不重复"): the value, if any, comes after
// it and is then a token with a digit ("비밀번호는 항상 qwer1234").
const TOPIC_ADVERB =
  /^(?:항상|절대로?|꼭|늘|자주|매번|보통|반드시|주기적으로|되도록|いつも|絶対に?|必す|毎回|定期的に|なるへく|一直|总是|總是|从不|從不|从来|從來|经常|經常|定期)(?![\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{3})/u;
const TOKEN_AFTER_ADVERB = /^\s*["'«“„「]?(?=[^\s"'»”」]*\d)[^\s"'»”」,，、。]{4,}/u;

// Japanese and Chinese typed in Latin letters keep their copula as a word ("pasuwaado wa sakura1987", "wifi mima shi
// xiaomao2024"): romaji "wa" and pinyin "shi", "wei", "jiushi" stand where "は" and "是" would. Romanised prose goes on
// after them with words ("pasuwaado wa itsumo nagaku suru"), so the value is one with a digit.
const ROMANISED_COPULA_VALUE = /^\s+(?:wa|shi|wei|jiushi)\s+["'«“„]?(?=[^\s"'»”]*\d)[^\s"'»”,]{4,}/u;

function isCopulaValue(after: string): boolean {
  if (ROMANISED_COPULA_VALUE.test(after)) return true;
  const copula = COPULA_VALUE.exec(after);
  const value = copula?.[1] ?? '';
  if (!copula || NOT_A_VALUE.test(value) || AND_CLAUSE.test(after) || JA_PREDICATE.test(value)) return false;
  const adverb = TOPIC_ADVERB.exec(value);
  if (!adverb) return true;
  const rest = after.slice((copula.index ?? 0) + copula[0].length - value.length + adverb[0].length);
  return TOKEN_AFTER_ADVERB.test(rest);
}

function isCredentialValue(after: string): boolean {
  if (hasCredentialDigits(after)) return true;
  if (isCopulaValue(after)) return true;
  const far = FAR_COLON_VALUE.exec(after);
  if (far && !NOT_A_VALUE.test(far[1] ?? '')) return true;
  const quoted = FAR_COPULA_QUOTED.exec(after);
  if (quoted && !NOT_A_VALUE.test(quoted[0].replace(/^.*["«“„「']|["»”“」']$/gu, ''))) return true;
  const named = FAR_COPULA_NAME.exec(after);
  if (named && !NOT_A_VALUE.test(named[1] ?? '')) return true;
  return MIXED_VALUE.test(after) || FAR_COPULA_DIGITS.test(after) || OPENS_WITH_DIGITS.test(after) || FAR_SIGNED_VALUE.test(after);
}

// A few words of whose it is, then the value with no copula or colon, as notes are typed ("Contraseña del banco online
// Azahar_374", "Senha do app do banco Jabuticaba#847"): a token with a letter, a digit and a sign or an underscore,
// six characters or more, a lower-case letter among them. The sign sets it apart from a product or a version
// ("iPhone 15", "Windows11"), the lower-case letter from a standard's or a constant's name ("ISO_27001", "HTTP_404").
const FAR_SIGNED_VALUE =
  /^[^\d\n.!?。！？;；:：]{1,40}?\s["'«“„]?(?=[^\s"'»”]*\p{Ll})(?=[^\s"'»”]*\d)(?=[^\s"'»”]*[!#$%&*@_+=?~^])[^\s"'»”,]{6,}/u;

// A copula or a dash after a longer description of whose it is, then one capitalised word that ends the clause: a
// surname or a pet's name given as the answer ("Le nom de jeune fille de la mère de l'utilisateur est Martin", "Der
// Mädchenname der Mutter des Nutzers ist Schmidt", "Девичья фамилия матери пользователя — Иванова", "…, usado como
// pergunta de segurança, é Souza"). A description goes on after its first word ("ist Teil seiner Routine").
const FAR_COPULA_NAME =
  /^[^\n.!?。！？;；:：]{1,56}?\s(?:c['’]est|is|ist|lautet|est|es|e|era|sono|sao|эto|[-–—])\s+["'«“„]?(\p{Lu}[\p{L}'’-]{1,30})["'»”]?\s*(?:[.!?;]|$)/u;

// A lock and what opens it, in every language ("The lockbox by the back door opens with 7456", "El candado de la
// taquilla abre con 673", "Das Rolltor geht mit dem Code 3908 auf"): an opening verb, then three digits or more.
const OPENS_WITH_DIGITS = caseless(
  new RegExp(
    canonicalize(
      String.raw`^[^\n.!?。！？;；]{0,60}?(?<![\p{L}])(?:opens?|unlocks?|abre|abrem|ouvre|apre|aprono|öffnet|geht|открывается|открывают)\s+(?:with|con|com|avec|mit|по)\s+(?:(?:the|a|el|la|o|le|il|dem|der|code|código|codigo|codice|кодом?)\s+){0,2}\d{3,}(?![\d.,:]\d)`,
    ),
    'iu',
  ),
);

/** How far after a credential word its value may stand: a long description of whose it is comes first. */
const CREDENTIAL_WINDOW = 80;

/** Gate 9: a credential word of any language with its value. */
// A login given as a pair, user name then secret, in any language ("Login bei der Krankenkasse: m.hoffmann /
// Tk8!vq27Rz", "логин ivanova, пароль …", "ログイン: yamada / Yt#8842kk", "the Netflix login is maya.k / …", Japanese
// "ID と パス：tanaka / …"): a login word, a colon or a copula, a name, a slash or
// a comma (or a comma and the secret's own label: "ログインはID tanaka43、パスは …"), and a secret with a letter and a digit. The word alone ("the login is slow") is no pair. Canonical text.
const LOGIN_PAIR = cued(
  new RegExp(
    canonicalize(
      String.raw`(?:(?<![\p{L}])(?:log\s?in|sign\s?in|anmeldung|anmeldedaten|identifiants?|credenciales|credenciais|credenziali|логин|учётн\p{L}*|учетн\p{L}*)(?![\p{L}])|ログイン|로그인|登录|登入|登錄|(?<![A-Za-z])ID\s?(?:と|&|＆|/|・)\s?(?:パス(?:ワード)?|PW|PASS)(?![\p{L}]))[^\n.!?。！？;；:：]{0,40}(?:[:：]|\s(?:c['’]est|is|ist|lautet|est|es|e|sono|sao|эto)\s|は|是|는)\s*(?:(?:ID|user(?:name)?|ユーザー名|benutzer)\s+)?[\p{L}\d._@-]{2,40}\s*(?:[/,|]|[、，,]\s*(?:パス(?:ワード)?|PW|PASS|пароль|password|senha|mot de passe|mdp|密码|密碼|비밀번호|비번)\s*(?:は|:|：|是|는)?)\s*["'«“„]?(?=[^\s"'»”]*\p{L})(?=[^\s"'»”]*\d)[^\s"'»”,]{6,}`,
    ),
    'iu',
  ),
);

// A login told with its verb instead of a colon, in any language: the verb, the service, then a user name (with a digit,
// a dot, an underscore or an "@") and a secret joined by "with", "and" or a slash ("logs into PowerSchool as jmiller27
// with Tiger!2031", "se connecte à Pronote avec l'identifiant dupont.l et Soleil2024!", Japanese and Korean with the
// verb after the pair: "s2148273 / sakura#24 でログイン"). The secret has a letter, a digit and a sign, as one is chosen;
// "logs in with Face ID" names no pair.
const LOGIN_SECRET = String.raw`["'«“„]?(?=[^\s"'»”]*\p{L})(?=[^\s"'»”]*\d)(?=[^\s"'»”]*[!#$%&*@_+=?~^])[^\s"'»”,]{6,}`;
const LOGIN_USER = String.raw`(?<![\p{L}\d._@-])(?=[^\s]*[\d._@])[\p{L}\d._@-]{3,40}`;
const LOGIN_VERB_PAIR = cued(
  new RegExp(
    canonicalize(
      String.raw`(?:(?<![\p{L}])(?:logs?\s?(?:in|on)(?:to)?|signs?\s?in(?:to)?|se\sconnecte|inicia\ssesi[oó]n|entra|faz\slogin|accede|meldet\ssich|входит|заходит)(?![\p{L}])[^\n.!?。！？;；]{0,60}?${LOGIN_USER}\s+(?:with|avec|et|and|con|y|com|e|mit|und|и)\s+(?:(?:the|le|la|el|o|il|mot\sde\spasse|password|passwort|kennwort|clave|contraseña|senha)\s+)*${LOGIN_SECRET}|${LOGIN_USER}\s?/\s?${LOGIN_SECRET}\s?(?:で|로|으로)?\s?(?:ログイン|로그인|登录|登入|登錄))`,
    ),
    'iu',
  ),
);

// The word as the first half of a name for a tool or a practice ("Password manager: Bitwarden", "密码习惯：…",
// "【パスワード管理】1Password", "비밀번호 관리 앱", "Passwort-Manager: KeePass"): what follows names the tool or says the
// habit, it is no value; so does a building the word describes ("オートロックのマンションに10年住んでいる": an auto-lock
// building, not its code). Another credential word later in the text is read on its own.
const PRACTICE_AFTER =
  /^[\s-]*(?:managers?|generators?|polic(?:y|ies)|habits?|hygiene|rules?|verwaltung|richtlinien?|regeln|gewohnheiten|管理|习惯|習慣|规则|規則|策略|生成器|マネージャー|マネジャー|ルール|習慣|관리|습관|규칙|정책|の?(?:マンション|物件|建物|アハート|部屋)|付き)(?![a-z])/iu;

export const hasCredentialWithValue = (canonical: string): boolean => {
  const text = withoutQuotedWorks(canonical);
  if (LOGIN_PAIR.test(text) || LOGIN_VERB_PAIR.test(text)) return true;
  for (const { after } of wordMatches(CREDENTIAL, text, CREDENTIAL_WINDOW))
    if (!PRACTICE_AFTER.test(after) && isCredentialValue(after)) return true;
  return false;
};

/**
 * An identifier's value: five or more digits ("PLZ 10115", "Steuer-ID 86095742719"), or three or more
 * mixed with letters ("C01X00T47", "B-MK 1234"); not a year, a price or a count.
 */
// A handle stands for an account as a number does: "Venmo @jake-miller-84", "Cash App $JakeM", "微信收款账号
// wxid_8k2l3m9q". An "@" or "$" then a name (a "$" then a letter: "$19.99" is a price), or a name with an
// underscore and a digit; a payment link's path right after the word ("paypal.me/jonas84") is one too.
// A UPI address is a name, "@" and the bank's handle with no dot after it ("priya.nair70@okhdfcbank").
const HANDLE_VALUE =
  /^(?:\.me\/[\p{L}\d._-]{3,}|[^\n.!?。！？;；]{0,40}?[\p{L}\d._-]{2,}@[a-z]{2,}(?![.\p{L}\d])|[^\n.!?。！？;；]{0,24}?(?:(?<![\p{L}\p{N}])@[\p{L}\d][\p{L}\d._-]{2,}|(?<![\p{L}\p{N}])\$[A-Za-z][\w.-]{2,}|(?<![\p{L}\p{N}])[A-Za-z][A-Za-z\d]*_[A-Za-z\d_]*\d))/u;

// The description before the copula may be longer than DIGIT_VALUE's reach ("La matrícula del coche del usuario es
// 9819 CPN", "La targa dell'auto dell'utente è AF 410MM"): the copula form is read on its own.
function isIdentifierValue(after: string): boolean {
  if (HANDLE_VALUE.test(after) || FAR_KEY.test(after)) return true;
  if (BANK_CODE_ACCOUNT.test(after)) return true;
  const far = FAR_LABEL_VALUE.exec(after);
  if (far && digitCount(far[1] ?? '') >= 6 && !UNIT_AFTER.test(after.slice((far.index ?? 0) + far[0].length))) return true;
  const near = DIGIT_VALUE.exec(after);
  if (near && UNIT_AFTER.test(after.slice((near.index ?? 0) + near[0].length))) return false;
  if (digitCount(near?.[1] ?? '') >= 5) return true;
  const token = FAR_COPULA_TOKEN.exec(after);
  if (token && digitCount(token[1] ?? '') >= 6) return true;
  const m = ADJACENT_VALUE.exec(after) ?? FAR_COPULA_VALUE.exec(after);
  const adjacent = m?.[1] ?? '';
  if (!m || UNIT_AFTER.test(after.slice((m.index ?? 0) + m[0].length))) return false;
  return digitCount(adjacent) >= 3 && /\p{L}/u.test(adjacent) && adjacent.replace(/[\s\-./]/g, '').length >= 5;
}

// A copula, then one token of capitals and digits that opens with a digit, as a meter's or a device's number is printed
// ("Die Zählernummer des Stromzählers des Nutzers ist 1ESY1161482739"): VALUE stops at its letters; six digits or more.
const FAR_COPULA_TOKEN =
  /^[^\d\n.!?。！？;；:：]{1,48}?\s(?:c['’]est|is|ist|lautet|est|es|e|era|sono|эto|-)\s+(\d[A-Z\d]{7,})(?![\p{L}\d])/u;

// A few words about the document, then a copula and the value ("La matrícula de su coche es 1234 BCD", "La matrícula
// de la moto del hermano del usuario es 4821 KLM").
// Russian leaves the copula out and writes a dash ("Госномер машины пользователя — М155ВХ 178"; canonical "-").
const FAR_COPULA_VALUE = new RegExp(
  String.raw`^[^\d\n.!?。！？;；:：]{1,48}?\s(?:c['’]est|is|ist|lautet|est|es|e|era|sono|эto|-)\s+${VALUE}`,
  'u',
);

// A longer description of whose document it is, then a colon, a copula or the dash Russian writes for it ("Табельный номер
// пользователя на заводе — 048273") and a long number ("Teudat zehut (carte
// d'identité israélienne) de l'utilisateur : 448341164", "Partita IVA dello studio dell'utente: IT 87847780769", "numéro
// fiscal de référence (SPI) de l'utilisateur est 27 31 …"): six digits or more, as a document number has.
// The description may also end in the word for "number" or the number sign ("Die eGK des Nutzers trägt die Nummer
// T564332680", "Passeport de l'utilisatrice, n° 18AB04821").
const NUMBER_WORD = String.raw`(?:[Nn]ummer|[Nn]um[eé]ro|[Nn][uú]mero|[Nn]umber|номер|n[°o]\.?|№)`;
// The Romance languages put the definite article between the copula and a number ("son numéro d'allocataire, pour
// l'APL, est le 4829173", "il numero di pensione è il 04829173", "el número de afiliación es el 281047392600"): the
// number is still the value.
const ARTICLE = String.raw`(?:(?:le|la|il|lo|el|o|a|the)\s+)?`;
const FAR_LABEL_VALUE = new RegExp(
  String.raw`^[^\d\n.!?。！？;；:：]{1,60}?(?:\s?[:：]|\s(?:c['’]est|is|ist|lautet|est|es|e|era|sono|эto)\s${ARTICLE}|\s${NUMBER_WORD}\s|\s-\s)\s*${VALUE}`,
  'u',
);
// A bank's code in brackets, its name, then the account ("匯到 (822) 中國信託 713877754626", "转账到 (0102) 工商银行 …"):
// the code is passed over, the account has eight digits or more, or three groups or more.
// The account may be written in dashed or spaced groups, as Taiwanese banks print it ("(013) 631-11-128293-0").
const BANK_CODE_ACCOUNT =
  /^[^\n.!?。！？;；]{0,12}?[(（]\d{3,4}[)）]\s*[^\d\n.!?。！？;；]{0,16}?(?:\d{8,}|\d{2,6}(?:[-\s]\d{1,8}){2,4}(?![\d-]))/u;
// A random payment key (Pix's "chave aleatória") is a UUID: after the word and a short description, it is the account.
const FAR_KEY = caseless(
  /^[^\n.!?。！？;；]{0,40}?(?<![\p{L}\p{N}])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\p{L}\p{N}])/iu,
);

// One to three tokens after the word, for the shapes validator's tables know ("SW1A 1AA", "B MK 123").
// The copula comes first among the alternatives: tried after a lone space, "ist" would be taken for the value.
// A few words about the document before a colon are passed over too ("Placa do carro: ABC1D23").
// A description may end in a copula instead, before a value in capitals and digits ("A matrícula do carro do utilizador é
// DH-23-RA"; "La targa dell'auto è del 2019" is a year) or in the word for "number" ("Der Perso des Nutzers hat die
// Nummer C910PZXVH"), and the number sign
// of the Romance languages stands before the value ("passeport n° 12VB59178", "nº", "no.").
const ADJACENT_TOKENS =
  /^(?:[^\n.!?。！？;；:：\d]{1,30}[:：]|[^\n.!?。！？;；:：\d]{1,48}?\s(?:c['’]est|is|ist|lautet|est|es|e|era|sono|эto|-|[Nn]ummer|[Nn]umero|[Nn]umber|n[°o]\.?)(?=\s+(?:[A-Z\d-]*\d|[A-Z]{1,3}\s\d)))?(?:\s(?:c['’]est|is|ist|lautet|est|es|e|era|sono|эto)\s|[\s:：=#№.-]|n[°o]\.?(?=\s?\d)|は|が|の|是|为|為|는|은|이|가)*([A-Za-z\d][A-Za-z\d-]*)(?:\s([A-Za-z\d][A-Za-z\d-]*))?(?:\s([A-Za-z\d][A-Za-z\d-]*))?/u;
function isNamedValue(word: string, after: string): boolean {
  const [, a = '', b, c] = ADJACENT_TOKENS.exec(after) ?? [];
  const tries = [a, b === undefined ? '' : `${a} ${b}`, b === undefined || c === undefined ? '' : `${a} ${b} ${c}`];
  // The words up to the value name the document too ("numéro de carte" is matched first in "numéro de carte d'identité").
  return tries.some((value) => value && isNamedDocumentValue(a ? word + after.slice(0, after.indexOf(a)) : word, value));
}

// A postcode alone locates a district, as a city's name does ("adora a Vila Madalena, CEP 05433", "武康路一带（邮编
// 200031）", "성수동(우편번호 04780 근처)"): a postcode word whose value is the only number of the text is a place. With
// a house number anywhere (the address gates read the street) or a value of letters (a document's), the word still refuses.
// The word may be inflected (Russian "района индекса 119021", "с индексом 191186").
const POSTCODE_WORD = caseless(
  new RegExp(
    canonicalize(
      String.raw`^(?:zip\s?code|post\s?code|plz|postleitzahl|cep|code postal|c[oó]digo postal|codice postale|cap|индекс(?:а|ом|е|у)?|почтов(?:ый|ого|ым) индекс(?:а|ом|е|у)?|邮编|郵遞區號|郵便番号|우편번호)$`,
    ),
    'iu',
  ),
);
// The text is a scanning surface, where a field may stand more than once: every digit run must be the value's.
const onlyNumber = (text: string, value: string): boolean => {
  const own = new Set(value.match(/\d+/g));
  return (text.match(/\d+/g) ?? []).every((run) => own.has(run));
};
// A word for the area around it may follow the value ("06000번대", "100080一带", "150エリア", "1200 area"), and a
// possessive particle may join them ("310000的地区", "060の地域", "06의 지역"); canonical text
// reads the 一 of 一带 (and 一帯, 一帶) as the digit 1, so that digit is put back into the word first.
const AREA_AFTER = String.raw`(?:(?:的|の|의)\s?)?(?:번대|번지대|일대|근처|부근|지역|带|帶|帯|エリア|周辺|付近|近辺|あたり|附近|地区|地區|区域|區域|地域)`;
// The area word may also stand between the postcode word and the value ("PLZ-Gebiet 80331", "zona CAP 20121"), and
// the value may be a range of postcodes ("80331 bis 80339", "20121-20123", "190000–199000"); Japan writes three digits, a
// dash and four ("郵便番号150-0001の地域").
const AREA_BEFORE = String.raw`(?:[\s-]?(?:gebiet|bereich|bezirk|area|zona|zone|secteur|regi[aã]o|region|район\p{L}{0,2}))?`;
const RANGE = String.raw`(?:\s?(?:-|–|~|〜|bis|to|a|à|al|ao|até|до|から)\s?(\d{4,6}))?`;
const POSTCODE_VALUE = new RegExp(
  canonicalize(String.raw`^${AREA_BEFORE}[^\d\n]{0,3}?(\d{4,6}(?:-\d{3})?|\d{3}-\d{4})${RANGE}(?![\d-]|(?!${AREA_AFTER})\p{L})`),
  'iu',
);
const readAreaWord = (s: string): string => s.replace(/(?<=\d\s?)1(?=[带帶帯])/g, '');
// A small number of a district, a floor or a transit line beside the postcode is no house number ("wohnt im Kreis 6",
// "au 3e étage", "the 14th floor", "District 6", "die 13er-Tram", "piso 4", "на 5 этаже", "6楼", "3階", "2号线", "5층"):
// without a street and its number the text still names an area. One to three digits only, so a postcode is never one.
const ORDINAL = String.raw`(?:\.|[eè]me|e|er|ère|re|st|nd|rd|th|[ºª°]|o|a|-?(?:й|я|е|м|го|ом))?`;
const PLACE_WORD_BEFORE = String.raw`kreis|bezirk|gemeindebezirk|district|borough|ward|zone|zona|sector|secteur|quartier|arrondissement|distrito|comuna|municipio|circoscrizione|line|linie|ligne|l[ií]nea|linea|linha|tram|bus|route|floor|level|etage|étage|piso|planta|piano|andar|округ\p{L}{0,2}|район\p{L}{0,2}|зон\p{L}{0,2}|лини\p{L}{0,2}|маршрут\p{L}{0,2}|трамва\p{L}{0,3}|автобус\p{L}{0,2}|этаж\p{L}{0,2}|第`;
const PLACE_WORD_AFTER = String.raw`floor|storey|story|level|district|arrondissement|bezirk|stock|stockwerk|etage|étage|og|obergeschoss|geschoss|tram|bus|linie|piso|planta|andar|piano|этаж\p{L}{0,2}|округ\p{L}{0,2}|階|层|層|楼|樓|号线|號線|号線|番線|路|区|區|층|호선|구|번\s?버스`;
const PLACE_NUMBER = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}\d])(?:(?:${PLACE_WORD_BEFORE})[\s.:-]{0,2}(?:n[°o.]\s?)?\d{1,3}${ORDINAL}(?![\d\p{L}])|\d{1,3}${ORDINAL}[\s-]?(?:${PLACE_WORD_AFTER})(?![\p{L}]))|(?<=[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\s])\d{1,3}\s?(?:階|层|層|楼|樓|号线|號線|号線|番線|路|区|區|층|호선|구)`,
  ),
  'giu',
);
function isAreaPostcode(text: string, word: string, after: string): boolean {
  if (!POSTCODE_WORD.test(word.trim())) return false;
  const [, value, upTo = ''] = POSTCODE_VALUE.exec(readAreaWord(after)) ?? [];
  return value !== undefined && onlyNumber(readAreaWord(text).replace(PLACE_NUMBER, ' '), `${value} ${upTo}`);
}

/** Gate 8: an identifier or document word of any language with its value. */
export const hasIdentifierWithValue = (text: string): boolean => {
  for (const { word, after } of wordMatches(IDENTIFIER, text, CREDENTIAL_WINDOW))
    if ((isIdentifierValue(after) || isNamedValue(word, after)) && !isAreaPostcode(text, word, after)) return true;
  return false;
};

// A word in one field and its value as the whole of another ("Die Steuer-ID ist notiert." with the tag
// "78 293 888 588", "ИНН записан." with "777263669976"): a tag or a subject that is nothing but a number
// is the value the sentence names, however weak its shape alone.
const BARE_VALUE = new RegExp(String.raw`^\s*${VALUE}\s*$`, 'u');

// A password given alone in a field: one token of three letters or more and three digits or more, at most a sign
// besides ("Naranja9376", "sommer2024!", "k4tz3n_123"), beside a credential word in another field ("Contraseña del
// router: ver etiqueta."). A short tag of a product or a version ("ps5", "python3", "covid19") has fewer digits.
const BARE_MIXED = /^\s*(?=(?:[^\s\d]*\d){3})(?=(?:\P{L}*\p{L}){3})[\p{L}\d!#$%&*+?@_.-]{6,40}\s*$/u;

/** Gates 8 and 9 across fields (canonical): an identifier or credential word in one, its value alone in another. */
export function hasWordWithValueField(fields: readonly string[]): boolean {
  const mixed = fields.filter((f) => BARE_MIXED.test(f) && !BARE_VALUE.test(f));
  if (mixed.some((value) => hasWord(CREDENTIAL, fields.filter((f) => f !== value).join('\n')))) return true;
  const values = fields.filter((f) => BARE_VALUE.test(f));
  if (values.length === 0) return false;
  const others = (value: string) => fields.filter((f) => f !== value).join('\n');
  return values.some((value) => {
    const text = others(value);
    const digits = digitCount(value);
    if (digits >= 5 && !isYear(value) && hasWord(IDENTIFIER, text)) return true;
    return digits >= 3 && !(digits === 4 && isYear(value.trim())) && hasWord(CREDENTIAL, text);
  });
}

export type LexiconStability = 'temporary' | 'speculative';

/** A routine named in any language ("jeden Tag", "毎週", "매일"). */
export const hasHabitualWording = (text: string): boolean => hasWord(HABITUAL, text);

/** The wording rule in every language: temporary unless a routine is named (in `habitText`, the text without its tags), then speculative. */
export function lexiconStabilityOf(text: string, habitText: () => string = () => text): LexiconStability | undefined {
  if (hasWord(TEMPORARY, text) && !hasWord(HABITUAL, habitText())) return 'temporary';
  if (hasWord(SPECULATIVE, text)) return 'speculative';
  return undefined;
}
