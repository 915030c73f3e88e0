import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Secrets as people paste them from their own notes and files, in any language (gate 9), in the shapes a credential
// word alone does not reach: a Wi-Fi network and its key, the code of a safe, an alarm or a locker a few words after
// the thing it opens, a .pgpass line, a default admin login with its password, and recovery or product keys printed
// in dashed groups. Each needs a value beside its thing: "prefers Wi-Fi 6E", "bought a safe", "the alarm system is
// old" pass. Input is canonical (Cyrillic look-alikes read as Latin, full-width colons as ":").

// A Wi-Fi network, then within the line a key word and a value of eight characters or more with a digit, as WPA keys
// are, the network named by its kind or as a network ("WLAN im Ferienhaus: SSID „Seeblick“, Schlüssel 2541974951", "réseau Livebox-63DC, clé WPA 2230009902",
// "SSID は aterm-…、暗号化キーは ccb9d8ab0f270"); the key word may carry the network's kind after it ("clé WPA").
const WIFI_KEY = cued(
  new RegExp(
    canonicalize(
      String.raw`(?:wi-?fi|wlan|ssid|wpa2?|réseau|network|netzwerk|rede|rete|сеть|無線\s?lan|와이파이|无线网|無線網路)[^\n.!?。！？]{0,60}?(?:schlüssel|netzwerkschlüssel|key|passphrase|clé|clave|chave|chiave|ключ|キー|パスワード|密[码碼]|비번|비밀번호|암호)(?:\s*(?:wpa2?|wep|wi-?fi|wlan))?\s*(?:[:=]|は|는|是|\s(?:is|ist|est|es|e|è|é)\s)?\s*["'„«“]?(?=[^\s"'“”»、，。]*\d)[^\s"'“”»、，。]{8,63}`,
    ),
    'iu',
  ),
);

// The key word may come first, the network after it, as the Romance languages and Russian say it ("code wifi de la box :
// …", "la chiave del wifi di casa: …", "clave del wifi: …", "пароль от вайфая: …"): the key word, up to two linking
// words, the network's kind, then within the line a colon or a copula and the same eight-character value with a digit
// (a dot may stand inside it: "Gato.5279M9914").
const KEY_THEN_WIFI = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:code|código|codigo|codice|clé|clave|chave|chiave|schlüssel|key|password|passwort|senha|contraseña|пароль|ключ|код)\s+(?:(?:du|de|del|della|dello|do|da|of|the|for|für|vom|des|от|для|la|le|il|el|o|a)\s+){0,2}(?:wi-?fi|wlan|вай-?фа\p{L}*)(?![\p{L}])[^\n.!?。！？]{0,60}?(?:[:=]|\s(?:is|ist|est|es|e|è|é|-)\s)`,
    ) + String.raw`\s*["'„«“]?(?=[^\s"'“”»,]*\d)[^\s"'“”»,]{8,63}`,
    'iu',
  ),
);

// The short words people use for a password among themselves, which are also other words on their own: Japanese
// "パス" (also a path, a pass; canonical text reads it "ハス"), Russian "пасс" (a pass at cards), Chinese "帳密"/"账密"
// (account and password). With a colon, a copula or a particle, then a value of Latin or Cyrillic letters and digits
// together as a password has ("パスはGato_2919Wc", "пасс: Медведь.38ec"); "パスは3回目で通った" or "пасс: нет" has none.
const INFORMAL_PASSWORD = cued(
  new RegExp(
    canonicalize(
      String.raw`(?:パス(?![\p{Script=Katakana}ー])|(?<![\p{L}])пасс(?![\p{L}])|[帳账]密)\s*(?:[:：=]|は|是|\s-\s)\s*["'「]?(?=[!-~\p{Script=Cyrillic}]*[A-Za-z\p{Script=Cyrillic}])(?=[!-~\p{Script=Cyrillic}]*\d)[!-~\p{Script=Cyrillic}]{6,}`,
    ),
    'iu',
  ),
);

// A thing that locks with a code, then within a few words the digits that open or disarm it ("Le code du coffre-fort
// … est 5951", "La caja fuerte … se abre con 24-97-05", "armário 212 do vestiário tem o segredo 9514", "快递柜取件码
// 942040", "保全系統解除碼 4799", "Ячейка … шифр А955", "снимают кодом 7-7-3-1": the Russian code word in its cases). A
// clock time or a count with its unit is no code.
const LOCKED_THING = String.raw`(?:keypad|tastenfeld|zahlenschloss|clavier|teclado|tastierino|кодов\p{L}{2} замо\p{L}{1,2}|coffre-fort|coffre|caja fuerte|cofre|cassaforte|tresor|сейф|金庫|保险柜|保險櫃|保险箱|保險箱|금고|alarmanlage|alarme|alarma|allarme|сигнализаци\p{L}{1,2}|警備|保全|警报器|警報器|casier|taquilla|consigna|armário|armadietto|spind|ячейк\p{L}{1,2}|камер\p{L} хранения|ロッカー|快递柜|快遞櫃|置物櫃|储物柜|사물함|보관함)`;
const CODE_AFTER = String.raw`[^\n.!?。！？;；]{0,48}?(?:(?<![\p{L}])(?:code|código|codigo|codice|segredo|combinaci[oó]n|combinação|combinazione|kombination|шифр\p{L}{0,2}|код\p{L}{0,2})(?![\p{L}])|(?<![\p{L}])(?:est|es|é|è|ist|is|abre|apre|ouvre|öffnet|se abre|abre com|apre con|entschärft|désactive|desactiva|desativa|disattiva|снимается|opens?|unlocks?|disarms?|schaltet|deaktiviert|entsperrt|sblocca|déverrouille|desbloquea|desbloqueia|открывается|отключается)(?![\p{L}])|取件[码碼]|解除[码碼]|暗証番号|密[码碼]|番号|비밀번호|번호)[^\d\n.!?。！？;；]{0,16}?`;
// The value may be said digit by digit, a dash, a dot or a space apart ("mit 5-9-1-3 und Raute", "con 6-0-2-8"), or in
// English number words (the other languages' four are digits in the canonical form already).
const EN_DIGIT = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
const CODE_VALUE = String.raw`(\d(?:[-. ]\d){3,7}(?![\d]|[-.]\d)|${EN_DIGIT}(?:[\s,-]+${EN_DIGIT}){3,7}(?![\p{L}]))|((?:[A-Z]\s?)?\d{3,8}(?![\d:]|\.\d|,\d{2}(?!\d)|\s?(?:h\d|%|€|\$|km|kg|cm|mm|m\b|l\b|litr|lit|liter|€|円|元|원|時|点)))|(\d{2}(?:-\d{2}){2,})`;
const LOCK_CODE = cued(new RegExp(canonicalize(`${LOCKED_THING}${CODE_AFTER}(?:${CODE_VALUE})`), 'iu'));
// Chinese, Japanese and Korean name the entrance or the lock, then the value, then the verb of pressing or entering it
// ("エントランスは 4・7・2・9 と押すと開く", "공동현관은 2580 누르면 열린다"): the value before the verb; Chinese puts the verb
// of pressing first ("单元门按 8246 就开").
const CJK_ENTRANCE = String.raw`(?:エントランス|オートロック|玄関|門|ロッカー|警報|セキュリティ|공동현관|현관|도어락|대문|경보|门禁|門禁|单元门|單元門|大门|大門|防盗门|防盜門|报警器|報警器)`;
const PRESSED_CODE = cued(
  new RegExp(
    canonicalize(
      String.raw`${CJK_ENTRANCE}[^\n。！？!?]{0,12}?(?<!\d)(\d(?:[-. ]?\d){3,7})(?!\d)\s*(?:と|を|で|번|을|를|으로|로)?\s*(?:押|入力|打|누르|입력|치|눌러|按|输入|輸入)|${CJK_ENTRANCE}[^\n。！？!?]{0,8}?(?:按|输入|輸入)\s*(\d(?:[-. ]?\d){3,7})(?!\d)`,
    ),
    'u',
  ),
);

// A .pgpass line: host, port, database, user and password, colon-separated.
const PGPASS_LINE = cued(/(?:^|[\s:])[\w.*-]+:\d{2,5}:[\w*.-]+:[\w*.@-]+:[^\s:]{6,}/u);

// A default administrator's login written as a pair ("admin / Gato*6574iU", "root/Pa55word!"): the secret has a letter
// and a digit, as LOGIN_PAIR's does (lexiconGates.ts), without a login word before it.
const ADMIN_PAIR = cued(/(?<![\p{L}\d])(?:admin|administrator|root|ubnt)\s*\/\s*(?=\S*\p{L})(?=\S*\d)[^\s/]{6,}/iu);

// Recovery and product keys in dashed groups of four to six capitals and digits, four groups or more, letters and
// digits both present ("XJKZM-XRSJD-GKU7Q-HL5FG-H66SZ", "MJ8QR-2HPKN-7EDV7-HLTCW-3MN99"). ISBNs and phone numbers have
// no letters, a UUID is hexadecimal in lower case and groups of other lengths.
const DASHED_KEY = cued(/(?<![\w-])(?=[A-Z\d-]*\d)(?=[A-Z\d-]*[A-Z])[A-Z\d]{4,6}(?:-[A-Z\d]{4,6}){3,}(?![\w-])/u);

/** Gate 9: a secret of a pasted note or file in any language. Expects the canonical form. */
export const hasAccessSecret = (text: string): boolean =>
  WIFI_KEY.test(text) ||
  KEY_THEN_WIFI.test(text) ||
  INFORMAL_PASSWORD.test(text) ||
  LOCK_CODE.test(text) ||
  PRESSED_CODE.test(text) ||
  PGPASS_LINE.test(text) ||
  ADMIN_PAIR.test(text) ||
  DASHED_KEY.test(text);
