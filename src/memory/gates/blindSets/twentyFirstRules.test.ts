import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-first round's rules, for text that reaches the gates in odd character forms, each both ways in several
// languages: what it must refuse, and a lasting fact written the same way without a value.

// lexicons/ (romanised credential words) and lexiconGates.ts (romanised copulas): a credential word typed in pinyin,
// romaji, revised romanisation or Latin-letter Russian, with its value.
const ROMANISED_CREDENTIALS = [
  ...rows('zh-Hans', 'refuse', [['cred', 'gongsi wifi mima shi huawei8888', 'WiFi']]),
  ...rows('ja', 'refuse', [['cred', 'Ginkou no anshou bangou wa 7391 desu.', '銀行']]),
  ...rows('ko', 'refuse', [['cred', 'bibeon: dlwlrma77!', '계정']]),
  ...rows('ru', 'refuse', [['cred', 'parol ot wifi: Kotik2023', 'Wi-Fi']]),
  ...rows('ja', 'accept', [['cred', 'Pasuwaado wa itsumo nagaku shite, tsukaimawashi shinai.', 'セキュリティ']]),
  ...rows('en', 'accept', [['cred', 'Her cat Mima was adopted from a shelter in 2019.', 'Pets']]),
  ...rows('ru', 'accept', [['cred', "Nikogda ne zapisyvaet parol' na bumage.", 'Безопасность']]),
];

// secrets/misspelledCredentials.ts: a credential word in leetspeak is read as the word; contacts/emailAddress.ts: such
// a word with "@" is no mailbox.
const LEETSPEAK = [
  ...rows('de', 'refuse', [['leet', 'P4ssw0rt fürs WLAN: Brezel!2024', 'WLAN']]),
  ...rows('es', 'refuse', [['leet', 'c0ntr@seña del banco: Gato!2020', 'Banco']]),
  ...rows('pt', 'refuse', [['leet', 's3nh@ do email: Jabuti#88', 'Email']]),
  ...rows('en', 'refuse', [['leet', 'p@$$w0rd for the NAS is Tr0ub4dor&3', 'NAS']]),
  ...rows('en', 'accept', [['leet', 'Never reuses a p@ssword.', 'Security']]),
  ...rows('en', 'accept', [['leet', 'Has loved P!nk since 2001 and still goes to every tour.', 'Music']]),
];

// canonical.ts: Markdown bold is markup, and the long-vowel mark or a box line between digits is a dash.
const MARKUP_AND_DASHES = [
  ...rows('de', 'refuse', [['markup', '**Passwort:** Sonnenblume!7', 'Konto']]),
  ...rows('fr', 'refuse', [['markup', '**Code PIN :** 4821', 'Banque']]),
  ...rows('ja', 'refuse', [['markup', '電話は０３ー３４５６ー７８９０（平日のみ）', '電話']]),
  ...rows('zh-Hans', 'refuse', [['markup', '手机：138─1742─8536', '手机']]),
  ...rows('en', 'accept', [['markup', '**Hobbies:** chess, **bouldering** and sourdough.', 'Hobbies']]),
  ...rows('ja', 'accept', [['markup', 'ラーメンは週1ー2回、必ず味噌を頼む。', '食べ物']]),
  ...rows('it', 'accept', [['markup', 'Ripassa a mente le potenze: 2**10 fa 1024.', 'Matematica']]),
];

// lexiconGates.ts: the credential word naming a tool or a habit ("Password manager:", "密码规则：") has no value after
// it; an adverb after the topic particle ("비밀번호는 절대 …") is not one either.
const PRACTICE_WORDS = [
  ...rows('en', 'accept', [['practice', 'Password manager: 1Password on every device, shared with her partner.', 'Security']]),
  ...rows('de', 'accept', [['practice', 'Passwort-Manager: KeePassXC, synchronisiert über Nextcloud.', 'Sicherheit']]),
  ...rows('ja', 'accept', [['practice', '【パスワード管理】Bitwardenを家族で共有している。', 'セキュリティ']]),
  ...rows('ko', 'accept', [['practice', '비밀번호는 절대 생일로 하지 않는다.', '보안']]),
  ...rows('ko', 'accept', [['practice', '비밀번호는 꼭 특수문자를 넣어서 만든다.', '보안']]),
  ...rows('zh-Hans', 'accept', [['practice', '密码规则：至少十六位，由密码管理器生成。', '安全习惯']]),
  ...rows('en', 'refuse', [['practice', 'Password manager master password: Tr0ub4dor&3', 'Security']]),
  ...rows('ko', 'refuse', [['practice', '비밀번호는 항상 qwer1234 로 통일', '계정']]),
  ...rows('ja', 'refuse', [['practice', 'パスワードはいつも Sakura!2020', 'アカウント']]),
];

// secrets/misspelledCredentials.ts: a credential word in another case or number is no slip; personalKeywords.ts: the
// borrowed "password" in a Spanish, Portuguese or French practice, or described as different each time.
const WORD_FORMS = [
  ...rows('ru', 'accept', [['forms', 'Первая часть любого его пароля — название птицы.', 'Привычки']]),
  ...rows('ru', 'accept', [['forms', 'Длина пароля у неё всегда больше 16 символов.', 'Безопасность']]),
  ...rows('es', 'accept', [['forms', 'Nunca comparte sus passwords con nadie.', 'Seguridad']]),
  ...rows('pt', 'accept', [['forms', 'Não partilha as passwords com ninguém.', 'Segurança']]),
  ...rows('fr', 'accept', [['forms', 'Ne réutilise jamais le même password.', 'Sécurité']]),
  ...rows('it', 'accept', [['forms', 'Usa password diverse per ogni sito.', 'Sicurezza']]),
  ...rows('ru', 'refuse', [['forms', 'Пороль от почты: Lisa!1990', 'Почта']]),
  ...rows('es', 'refuse', [['forms', 'El password del banco es Gato!2020', 'Banco']]),
];

// lexicons/ (romanised hedges, "se calhar"): a guess typed in romaji, pinyin, romanised Korean or Latin-letter Russian.
const ROMANISED_GUESSES = [
  ...rows('ja', 'refuse', [['guess', 'tabun kanojo wa bejitarian da to omou', '食事']]),
  ...rows('zh-Hans', 'refuse', [['guess', 'ta keneng shi laoshi, buque ding', '职业']]),
  ...rows('ru', 'refuse', [['guess', 'navernoe, on rabotaet vrachom', 'Работа']]),
  ...rows('ko', 'refuse', [['guess', 'amado gyosu-il geot gata', '직업']]),
  ...rows('pt', 'refuse', [['guess', 'Se calhar mudou-se para o Porto.', 'Casa']]),
  ...rows('ja', 'accept', [['guess', 'Nattou ga daisuki de, maiasa taberu.', '食べ物']]),
  ...rows('pt', 'accept', [['guess', 'Mora no Porto desde 2015 e não pensa sair.', 'Casa']]),
];

// lexicons/ (romanised at and dot) and contacts/emailAddress.ts (a sign put for "@" with a note saying so).
const SPELLED_MAIL = [
  ...rows('ru', 'refuse', [['mail', 'pochta: olga.smirnova sobaka yandex tochka ru', 'Почта']]),
  ...rows('ja', 'refuse', [['mail', 'meeru: tanaka attomaaku gmail dotto com', 'メール']]),
  ...rows('zh-Hans', 'refuse', [['mail', 'youxiang: wangfang aite 163 dian com', '邮箱']]),
  ...rows('ja', 'refuse', [['mail', 'hanako★docomo.ne.jp（★を@に変えてください）', 'メール']]),
  ...rows('de', 'refuse', [['mail', 'jan.weber#web.de (# durch @ ersetzen)', 'E-Mail']]),
  ...rows('en', 'refuse', [['mail', 'sam.lee#fastmail.com (replace # with @)', 'Email']]),
  ...rows('en', 'accept', [['mail', 'Codes in C# and F# at work and never uses @ mentions in commits.', 'Work']]),
  ...rows('ru', 'accept', [['mail', 'U nee sobaka i dve koshki.', 'Питомцы']]),
];

// transcripts/saidLabels.ts: turns headed the way a chat app heads them when a thread is copied.
const SAID_LABELS = [
  ...rows('de', 'refuse', [['said', 'Du hast gesagt:\nWie lange kocht ein Ei?\nChatGPT hat gesagt:\nEtwa sieben Minuten.', 'Chat']]),
  ...rows('fr', 'refuse', [['said', 'Vous avez dit :\nun nom pour mon chat ?\nChatGPT a dit :\nPourquoi pas Biscotte ?', 'Chat']]),
  ...rows('es', 'refuse', [['said', 'Dijiste:\n¿qué es el mole?\nChatGPT dijo:\nUna salsa espesa de chiles y especias.', 'Chat']]),
  ...rows('pt', 'refuse', [['said', 'Você disse:\no que é um pastel de nata?\nO ChatGPT disse:\nUm doce de massa folhada.', 'Chat']]),
  ...rows('en', 'accept', [['said', 'Her favourite line is what ChatGPT said: be kind to yourself.', 'Quotes']]),
  ...rows('de', 'accept', [['said', 'Zitiert gern, was Claude einmal gesagt hat: weniger ist mehr.', 'Zitate']]),
];

// contacts/phoneNumbers.ts: a slash with spaces between the groups, a phone's emoji as the label, groups of three after
// a label.
const PHONE_FORMS = [
  ...rows('de', 'refuse', [['phone', 'Handy: +43 676 / 512 38 94', 'Handy']]),
  ...rows('es', 'refuse', [['phone', '☎ 612 345 678, mejor por las tardes', 'Teléfono']]),
  ...rows('pt', 'refuse', [['phone', 'Telemóvel: 936 184 275', 'Telemóvel']]),
  ...rows('en', 'accept', [['phone', '📱 bought his phone for 899 dollars and keeps it for years', 'Phone']]),
  ...rows('pt', 'accept', [['phone', 'Telemóvel: usa o mesmo iPhone há 6 anos.', 'Telemóvel']]),
  ...rows('de', 'accept', [['phone', 'Bewertet Filme mit 3 / 4 / 5 Sternen.', 'Filme']]),
];

// contacts/localAddress.ts: a Vienna house number with staircase and door, and a Russian address in Latin letters.
const ADDRESS_FORMS = [
  ...rows('de', 'refuse', [['address', 'Wohnt in der Lindengasse 12/3/7, 1070 Wien.', 'Wohnung']]),
  ...rows('de', 'refuse', [['address', 'Adresse: Mariahilferstraße 45/2/11', 'Wohnung']]),
  ...rows('ru', 'refuse', [['address', 'adres: Moskva, ul. Tverskaya, d. 7, kv. 15', 'Адрес']]),
  ...rows('ru', 'refuse', [['address', 'zhivet na prospekt Mira, dom 5, kvartira 31', 'Адрес']]),
  ...rows('de', 'accept', [['address', 'Sammelt die Reihe seit Jahren, Band 3/4 ist sein liebster.', 'Bücher']]),
  ...rows('ru', 'accept', [['address', 'Lyubit gulyat po ulitsam starogo goroda.', 'Прогулки']]),
];

// secrets/runSummaries.ts and localisedEnvelopes.ts: a failure with its host or its retry count, a test run counted,
// an API answer's retry count.
const RUN_SUMMARIES = [
  ...rows('en', 'refuse', [['run', 'connection to cache-2:6379 failed, retry 2/5', 'Server']]),
  ...rows('fr', 'refuse', [['run', 'échec de la connexion à db01:5432 (tentative 3/3)', 'Serveur']]),
  ...rows('es', 'refuse', [['run', '❌ tests: 2 fallidos de 40 (12.3s)', 'CI']]),
  ...rows('ja', 'refuse', [['run', 'テスト: 3 失敗, 117 成功', 'CI']]),
  ...rows('it', 'refuse', [['run', '{"errore":"timeout","servizio":"ordini","tentativi":5}', 'API']]),
  ...rows('en', 'accept', [['run', 'Passed 3 of 5 exams on the first try.', 'School']]),
  ...rows('en', 'accept', [['run', 'Runs his blog on localhost:4000 while writing drafts.', 'Blog']]),
  ...rows('de', 'accept', [['run', 'Hat die Führerscheinprüfung erst im dritten Versuch bestanden.', 'Führerschein']]),
  ...rows('it', 'accept', [['run', 'Ha superato 3 esami su 5 al primo tentativo.', 'Università']]),
];

// lexicons/ru.ts: the tax number named in Latin capitals.
const LATIN_NAMED_IDS = [
  ...rows('ru', 'refuse', [['id', 'INN: 7724 0592 9045', 'Налоги']]),
  ...rows('en', 'accept', [['id', 'Stayed at the same inn 12 nights every summer.', 'Travel']]),
];

describeBlindRound(
  'twenty-first rules',
  [
    ...ROMANISED_CREDENTIALS,
    ...LEETSPEAK,
    ...MARKUP_AND_DASHES,
    ...PRACTICE_WORDS,
    ...WORD_FORMS,
    ...ROMANISED_GUESSES,
    ...SPELLED_MAIL,
    ...SAID_LABELS,
    ...PHONE_FORMS,
    ...ADDRESS_FORMS,
    ...RUN_SUMMARIES,
    ...LATIN_NAMED_IDS,
  ],
  [],
  new Set(),
);
