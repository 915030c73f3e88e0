import { withoutQuotedWorks } from './wording/titles';
import { withoutCountryPassports } from './identifiers/countryPassports';

// Keywords that name a personal identifier or credential (gate 8): Chinese (simplified and traditional)
// and English, matched through the spellings people use to slip past a list: hyphens, spaces or dots
// between letters ("pass-word", "p a s s p o r t", "身 份 证"), plurals, and (after canonicalisation)
// homoglyphs. A keyword is matched on letter boundaries, so "compass portal" is not "passport".

const LETTER_GAP = String.raw`[\s\-_.*·'’]?`;
const WORD_GAP = String.raw`[\s\-_.*·'’]{0,3}`;

/** "id card" → a pattern with optional separators between every letter and between the words. */
const spaced = (phrase: string): string =>
  phrase
    .split(' ')
    .map((word) => [...word].map((ch) => (ch === '?' ? '' : ch)).join(LETTER_GAP))
    .join(WORD_GAP);

export const ENGLISH_PERSONAL_KEYWORDS = [
  'id card',
  'id number',
  'identity card',
  'identity number',
  'national id',
  'ssn',
  'social security',
  'social insurance',
  'national insurance number',
  'pin code',
  'pin number',
  'passport',
  'bank card',
  'bank account',
  'account number',
  'routing number',
  'credit card',
  'debit card',
  'card number',
  'cvv',
  'home address',
  'street address',
  'mailing address',
  'password',
  'passwd',
  'passcode',
  'passphrase',
  'driver license number',
  'drivers license number',
  'driving licence number',
  'tax id',
  'aadhaar',
];

// One character class per Chinese character, traditional forms included.
const HAN: Readonly<Record<string, string>> = {
  证: '[证證証]',
  分: '分',
  留: '留',
  口: '口',
  簿: '簿',
  安: '安',
  全: '全',
  通: '通',
  签: '[签簽]',
  护: '[护護]',
  银: '[银銀]',
  行: '行',
  码: '[码碼]',
  险: '[险險]',
  会: '[会會]',
  号: '[号號]',
  账: '[账帳賬]',
  户: '[户戶]',
  驾: '[驾駕]',
  驶: '[驶駛]',
  开: '[开開]',
  件: '件',
};
export const CHINESE_PERSONAL_KEYWORDS = [
  '身份证',
  '身分证',
  '健保卡',
  '居留证',
  '户口本',
  '户口名簿',
  '社会安全号',
  '社保',
  '社会保险',
  '护照',
  '银行卡',
  '银行账',
  '信用卡',
  '借记卡',
  '卡号',
  '住址',
  '家庭地址',
  '密码',
  '口令',
  '证件号',
  '驾驶证号',
  '驾照号',
  '开户行',
  '开户账号',
  '通行证号',
  '签证号',
];
const spacedHan = (word: string): string => [...word].map((ch) => HAN[ch] ?? ch).join(LETTER_GAP);

// "Password" naming a practice or a tool is no password: a password reset, generator, manager or policy, strong or
// secure passwords ("maintains a password reset service", "creare password robuste"), as 密码管理器 below. A value
// after it is still read by the credential rule of every language (lexiconGates.ts).
// So is a password described by its length ("password lunghe almeno 16 caratteri", "long passwords"), and passwords kept
// in such a tool ("every password in a password manager", "passwords in the vault").
const PASSWORD_NOT_AFTER = String.raw`(?![\s\-_]*(?:resets?|generators?|managers?|polic(?:y|ies)|strength|hygiene|rotation|robust[ea]?|sicur[ei]|fort[ie]|strong|secure|lunghe|lunghi|longues?|largas?|longas?|lange|long|divers[aeio]s?|distint[eiao]s?|different[ei]?|diferentes|differents?|uniche|unici|unic[ao]s|uniques?)(?![a-z]))(?!s?\s+in\s+(?:a|an|the|my|his|her|their|one)\s+(?:password\s+manager|vault|keychain|keystore)(?![a-z]))`;
// Passwords as what one does with them, with no value: reusing, sharing, rotating, storing, remembering or typing
// them ("never reuses passwords", "shares no passwords", "stores passwords in the browser"), a practice as the
// manager is a tool; and a placeholder that stands where a value would go ("<password>", "{password}", "[password]").
// A password described by its kind before the word is a practice too ("long passphrases", "strong, unique passwords"),
// and so is writing passwords down or suggesting them ("never suggest writing passwords down"). The passphrase and the
// passcode are passwords under other names: every exclusion of the password holds for them.
const PASSWORD_NOT_BEFORE = String.raw`(?<!(?:(?<![a-z])(?:re-?uses?|re-?using|shares?|sharing|rotates?|rotating|stores?|storing|saves?|saving|remembers?|remembering|memori[sz]es?|types?|typing|forgets?|forgetting|writes?(?: down)?|writing(?: down)?|suggests?|suggesting|generates?|generating|changes?|changing|long|longer|strong|stronger|secure|unique|random|complex|weak|good|different|separate|distinct)\s+(?:(?:no|any|all|every|each|his|her|their|the|same|old|new|weak|own|long|strong|unique|random|and|,)\s*){0,3})|[<{\[])`;
// Languages that borrow the word write the tool and the practice before it: a manager of passwords ("gestore di
// password", "gestionnaire de passwords", "gestor de passwords", "gerenciador de passwords") and saving, sharing,
// changing or reusing them ("non salva mai le password nel browser", "non condivide le password"). The verbs and the
// filler words are Italian's (the language that writes "password" as its own word) in the forms a memory uses.
const ROMANCE_TOOL = String.raw`(?:gestor[ei]?|gestores|gestionnaires?|gerenciador(?:es)?|administrador(?:es)?|generatore|generador|gerador|générateur|generateur)\s+(?:de|di|des|da|dei|delle|das|dos|del)\s+(?:(?:le|i|las|los|as|os|tus|sue|tue|mie|sus|ses|mes|vos)\s+)?`;
const ITALIAN_PRACTICE = String.raw`(?<![a-z])(?:salv|memorizz|condivid|riutilizz|ri-?us|cambi|ricord|annot|gener|scriv|dimentic|aggiorn)[a-z]{0,5}\s+(?:(?:mai|non|piu|sempre|le|la|i|gli|sue|proprie|propria|stesse|stessa|tutte|ogni|nessuna|una|sua|vecchie|nuove)\s+){0,3}`;
// Spanish, Portuguese and French borrow it as well, with their own verbs of the practice ("nunca repite el password",
// "não partilha as passwords", "ne réutilise jamais le password").
const ROMANCE_PRACTICE = String.raw`(?<![a-z])(?:repit|repet|reutiliz|reutilis|cambi|troc|mud|guard|compart|partilh|partag|anot|olvid|esquec|oubli|recuerd|lembr|chang)[a-z]{0,5}\s+(?:(?:nunca|jamas|jamais|no|nao|ne|pas|siempre|sempre|toujours|el|la|los|las|le|les|o|a|os|as|su|sus|seu|sua|seus|suas|son|sa|ses|mismo|misma|mismos|mismas|mesmo|mesma|meme|memes|un|una|um|uma|todos|todas|tous|toutes)\s+){0,3}`;
const PASSWORD_BORROWED_NOT_BEFORE = String.raw`(?<!${ROMANCE_TOOL}|${ITALIAN_PRACTICE}|${ROMANCE_PRACTICE})`;
// Brazil's listening line is the CVV, Centro de Valorização da Vida: named together with its full name, it is the
// service, not a card's code ("Indica o CVV, Centro de Valorização da Vida, pelo 188"). Canonical text: no accents.
const CVV_SERVICE_AFTER = String.raw`(?!\s*[,(-]?\s*centro de valoriza)`;
const CVV_SERVICE_BEFORE = String.raw`(?<!valoriza[a-z]{0,4} da vida\s?[,(-]?\s?)`;
// A card one pays with is a means of paying, not a card's details: "pays everything with one credit card", "buys
// groceries by debit card", "pays for flights on a credit card". A number after it is still read by the card rules.
const PAID_WITH = String.raw`(?<!(?<![a-z])(?:pay|pays|paying|paid|buy|buys|buying|bought|shop|shops|shopping|spend|spends|spending)\s+(?:[a-z]+\s+){0,3}(?:with|by|on)\s+(?:(?:a|an|one|his|her|their|the|my|same|single|only)\s+){0,2})`;
// Cards avoided or disliked are a habit too ("avoids credit cards", "distrusts debit cards").
const AVOIDED = String.raw`(?<!(?<![a-z])(?:avoids?|avoiding|dislikes?|hates?|distrusts?|refuses)\s+(?:(?:any|all|the|using|paying\s+(?:with|by))\s+){0,2})`;
const EN_NOT_BEFORE: Readonly<Record<string, string>> = {
  cvv: CVV_SERVICE_BEFORE,
  'credit card': PAID_WITH + AVOIDED,
  'debit card': PAID_WITH + AVOIDED,
  password: PASSWORD_NOT_BEFORE + PASSWORD_BORROWED_NOT_BEFORE,
  passphrase: PASSWORD_NOT_BEFORE,
  passcode: PASSWORD_NOT_BEFORE,
};
const EN_NOT_AFTER: Readonly<Record<string, string>> = {
  cvv: CVV_SERVICE_AFTER,
  password: PASSWORD_NOT_AFTER,
  passphrase: PASSWORD_NOT_AFTER,
  passcode: PASSWORD_NOT_AFTER,
};
// A word's look-behind runs only where its first letter stands (the look-ahead before it): a look-behind first would be
// tried at every position of every text.
const firstLetter = (word: string): string => `(?=${word[0] ?? ''})`;
const ENGLISH_KEYWORDS = new RegExp(
  `(?<![a-z0-9])(?:${ENGLISH_PERSONAL_KEYWORDS.map((word) => {
    const before = EN_NOT_BEFORE[word];
    return `${before ? firstLetter(word) + before : ''}${spaced(word)}(?:e?s)?(?![a-z])${EN_NOT_AFTER[word] ?? ''}`;
  }).join('|')})`,
  'i',
);
// 密码学 (cryptography) and 密码子 (codon) are other words that start with 密码; a password manager or generator
// (密码管理器, 密码生成器) is a tool, its strength, policy or a leak (密码强度, 密码策略, 密碼外洩) a topic of security work, and changing or generating one's password (更换密码, 更換一次密碼, 產生密碼) a
// habit: no value is given; so are one's habits and rules for passwords (密码习惯, 密码规则) as a heading.
// A value after the word is still read by the credential rule (lexiconGates.ts).
// A card used to pay (用信用卡消费, 刷信用卡, 刷公司的信用卡, 刷公司信用卡, 用招行信用卡) or paid off (用工资卡还信用卡) is a means
// of paying, as in English, and the bank that issued it (信用卡办的是工行的, 信用卡一直在招商银行) a fact about a bank; its number
// after it is still read. 用户 (the user) is no 用 (to use).
const NOT_AFTER: Readonly<Record<string, string>> = {
  密码: '(?![学學子]|管理|生成|强度|強度|策略|政策|外泄|外洩|泄露|洩露|泄漏|洩漏|习惯|習慣|规则|規則)',
  信用卡:
    '(?![号號]|(?:一直)?(?:办|辦|开|開|申请|申請)的?(?:是|在)|(?:一直)?(?:是|在|用)[^，。,.;；：:!?！？\\d]{1,8}?(?:银行|銀行|行)(?:的|办|辦|开|開)?(?=[，。,.;；!！]|$))',
  借记卡:
    '(?![号號]|(?:一直)?(?:办|辦|开|開|申请|申請)的?(?:是|在)|(?:一直)?(?:是|在|用)[^，。,.;；：:!?！？\\d]{1,8}?(?:银行|銀行|行)(?:的|办|辦|开|開)?(?=[，。,.;；!！]|$))',
};
// The same verbs may stand a few words before it, with whose or which password between ("换一次家里 WiFi 的访客密码",
// "生成随机密码"), and remembering or storing passwords (记密码, 不用瀏覽器記密碼) is a habit too; a clause break
// or a copula in between ends the verb's reach.
// Passwords described by their kind before the word (不同的密码, 随机密码, 强密码) are a practice, as English "unique
// passwords" is.
const NOT_BEFORE: Readonly<Record<string, string>> = {
  密码: '(?<!(?:更换|更換|修改|重置|换|換|生成|产生|產生|记|記|记住|記住|保存|存|管理)(?:一次|一下)?[^，。,.;；：:!?！？是為为\\d]{0,12})(?<!(?:不同|不一样|不一樣|独立|獨立|随机|隨機|复杂|複雜|单独|單獨|强|強|长|長)的?)',
  信用卡:
    '(?<![刷用还還])(?<!(?:刷|用(?![户戶]))[^，。,.;；：:!?！？是\\d]{1,6}的)(?<!(?:刷|用(?![户戶])|还|還)(?:公司|单位|單位|[^，。,.;；：:!?！？是的\\d]{1,4}(?:银行|銀行|行)))',
  借记卡:
    '(?<![刷用还還])(?<!(?:刷|用(?![户戶]))[^，。,.;；：:!?！？是\\d]{1,6}的)(?<!(?:刷|用(?![户戶])|还|還)(?:公司|单位|單位|[^，。,.;；：:!?！？是的\\d]{1,4}(?:银行|銀行|行)))',
};
const CHINESE_KEYWORDS = new RegExp(
  CHINESE_PERSONAL_KEYWORDS.map((word) => {
    const before = NOT_BEFORE[word];
    return (before ? `(?=${HAN[word[0] ?? ''] ?? word[0] ?? ''})${before}` : '') + spacedHan(word) + (NOT_AFTER[word] ?? '');
  }).join('|'),
);

// An instant-messaging account given with its value ("QQ 号是 123456789", "微信号：wxid_…").
const IM_ACCOUNT =
  /(?:(?<![a-z])(?:qq|wechat|line|telegram|skype)|微信)\s*(?:号|號|号码|號碼|id|账号|帳號)\s*(?:是|为|為|[:：=])?\s*[A-Za-z0-9_-]{5,}/i;

// A date of birth given with its date (a birthday alone, "生日是 3 月 7 日", is ordinary context).
const BIRTH_DATE = /(?:date\s+of\s+birth|birth\s?date|(?<![a-z])d\.?o\.?b\.?(?![a-z])|出生日期|出生年月日)\s*(?:is|:|：|是|为|為)?\s*\d/i;

// An account number given as such: "acct 123456789", "a/c no. 00123456", "账号：6222…".
const ACCOUNT_NUMBER =
  /(?:(?<![a-z])(?:acct|a\/c|account)|账号|帐号|賬號|帳號|账户|帳戶)\s*(?:no\.?|number|#|号|號)?\s*(?:is|是|为|為|[:：#])?\s*\d{6,}/i;

// A PIN given with its digits ("PIN is 4821"); "pin the tab" is no PIN.
const PIN = /(?<![a-z])pin\s*(?:is|:|=|：)\s*\d{4,8}(?!\d)/i;

// A mainland vehicle plate: province character, issuing-office letter, then five or six letters and digits
// with at least one digit ("京A12345", "粤B·D12345"); given with its value, a plate identifies its owner.
const VEHICLE_PLATE =
  /[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][\s·•.-]?(?=[A-HJ-NP-Z0-9]{0,5}\d)[A-HJ-NP-Z0-9]{5,6}(?![A-Za-z0-9])/i;
// A plate, registration or licence number named as such (also "car plate", and the British "car reg") and followed by a
// value holding a digit. The vehicle may own the plate ("my car's plate: GV69 JEL", "the van's plates").
const NAMED_PLATE =
  /(?:(?<![a-z])(?:licen[cs]e|number|registration|reg\.?|(?:car|vehicle|van|truck|motorbike|motorcycle|scooter)(?:['’]s)?)\s*plates?|(?<![a-z])(?:vehicle|car)\s+(?:registration|reg\.?(?![a-z]))(?:\s+number)?|车牌|車牌)\s*(?:no\.?|number|#|号|號|号码|號碼)?\s*(?:is|是|为|為|[:：#=])?\s*(?=[A-Za-z0-9·•\s-]{0,4}\d)[A-Za-z0-9][A-Za-z0-9·•\s-]{3,9}/i;

// Plates named by where they were issued ("Texas plates CXH-6258", "Ontario plate BXRT 482"): a capitalised place, the
// word, then one token or two of capitals and digits holding both ("12 plates and 3 bowls" has neither).
const PLACE_PLATE =
  /(?<![\p{L}])\p{Lu}\p{L}+\s+plates?\s*(?:[:#]\s*)?(?=(?:[A-Z0-9]{1,4}[\s-]?)?[A-Z0-9]*\d)(?=(?:[A-Z0-9]{1,4}[\s-]?)?[A-Z0-9]*[A-Z])[A-Z0-9]{1,4}[\s-]?[A-Z0-9]{2,5}(?![\p{L}\d])/u;

// An organisation-issued personal number given with its value: employee, staff, student, member or
// customer ID ("employee id is E-20931", "工号 A10086", "学号：2021123456"). The word alone passes.
const MEMBER_ID =
  /(?:(?<![a-z])(?:employee|staff|student|member(?:ship)?|customer|patient|badge)\s*(?:id|no\.?|number|#)|工号|工號|学号|學號|员工编号|員工編號|会员号|會員號|会员卡号|病历号|病歷號|学籍号)\s*(?:is|是|为|為|[:：#=])?\s*(?=[A-Za-z]{0,4}[-\s]?\d)[A-Za-z0-9][A-Za-z0-9-]{3,}/i;

// An IP address given as someone's or something's address ("my IP is 203.0.113.7", "IP 地址：…"): it locates
// a person's network. An address in a sentence without the word (a router's 192.168.1.1) passes.
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const NAMED_IP = new RegExp(
  `(?:(?<![a-z])ip(?:v[46])?(?:\\s*address(?:es)?)?|ip\\s*地址|ip地址)\\s*(?:is|是|为|為|[:：=])?\\s*(?:${OCTET}(?:\\.${OCTET}){3}(?!\\.?\\d)|[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7})`,
  'i',
);

// A keyword that is the whole of a title in title quotes names a work ("the game show «Password»", the board game
// 《密码》), as a title's time word does not make a memory temporary (titles.ts).
// So is a quoted name of two or more capitalised words with no digit ("The Password Game", "Passcode Quest"): a
// password in quotes is one word or has a digit or a sign ("Sonne123!").
const QUOTED_TITLE =
  /《[^》\n]{1,40}》|〈[^〉\n]{1,40}〉|«[^»\n]{1,40}»|『[^』\n]{1,40}』|["“](?:\p{Lu}[\p{L}'’]*\s+){1,6}\p{Lu}[\p{L}'’]*[.!?]?["”]/gu;

// A quoted title after the kind of work ("the film "Password: Swordfish"") is a name too (titles.ts). A passport named by
// its country is a nationality (countryPassports.ts).
// Never telling anyone a card, a password or a document (从不把银行卡密码告诉别人, 绝不把护照借给外人) is a practice: the words
// inside such a clause name no value. So is never writing one down or keeping it somewhere (從來不把提款卡密碼寫在卡片上,
// 从不把身份证号存在手机里): the place it is never kept is no value either.
const NEVER_SHARED_ZH =
  /(?:从不|從不|从来不|從來不|绝不|絕不|永远不|永遠不|不会|不會)把[^，。,.;；：:!?！？\d]{1,12}(?:(?:告诉|告訴|透露给|透露給|借给|借給|交给|交給|发给|發給)(?:别人|別人|任何人|他人|外人|陌生人)|(?:写|寫|记|記|抄|贴|貼|存|放)(?:在|下|到)[^，。,.;；：:!?！？\d]{0,10})/gu;

export const hasPersonalKeyword = (canonical: string): boolean => {
  const shown = withoutCountryPassports(withoutQuotedWorks(canonical)).replace(QUOTED_TITLE, ' ');
  // The clause needs 把: most texts have none and skip the pattern.
  const named = shown.includes('把') ? shown.replace(NEVER_SHARED_ZH, ' ') : shown;
  return (
    CHINESE_KEYWORDS.test(named) ||
    ENGLISH_KEYWORDS.test(named) ||
    PIN.test(canonical) ||
    IM_ACCOUNT.test(canonical) ||
    BIRTH_DATE.test(canonical) ||
    ACCOUNT_NUMBER.test(canonical) ||
    VEHICLE_PLATE.test(canonical) ||
    NAMED_PLATE.test(canonical) ||
    PLACE_PLATE.test(canonical) ||
    MEMBER_ID.test(canonical) ||
    NAMED_IP.test(canonical)
  );
};
