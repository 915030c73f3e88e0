// Seventh blind set, English and Russian rows: [category, text, subject, tags?].
// Written before reading the gate code; values come from ./values.mjs.
import {
  aba,
  bsb,
  chars,
  clock,
  digits,
  hex,
  iban,
  int,
  ip,
  password,
  phone,
  phoneExt,
  plate,
  postcode,
  recovery,
  secretValue,
  sortCode,
  stamp,
  tokens,
  upi,
  wifiKey,
} from './values.mjs';

export const en = () => ({
  refuse: [
    [
      'credential',
      `~/.netrc on the user's laptop: machine api.heroku.com login priya@example.in password ${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
      'netrc',
    ],
    [
      'credential',
      `The user's staging DB: Server=tcp:${ip()},1433;Initial Catalog=orders;User ID=deploy;Password=${password()};`,
      'staging',
    ],
    ['credential', `Jenkins is at https://ci-bot:${secretValue()}@jenkins.priya.dev/job/nightly`, 'Jenkins'],
    ['credential', `Home Wi-Fi is "PriyaNet-5G" and the passphrase is ${wifiKey()}`, 'Wi-Fi'],
    ['credential', `The user's router login is admin / ${password()} (TP-Link, 192.168.0.1).`, 'router'],
    ['credential', `Storage unit ${int(100, 450)} at the self-storage place has keypad code ${digits(6)}.`, 'storage'],
    ['credential', `Slack 2FA backup codes for the user: ${recovery.plain(5, 8).join(' ')}`, 'Slack'],
    ['secret', `In the user's .bashrc: export ANTHROPIC_API_KEY=${tokens.anthropic()}`, 'shell'],
    ['bank', `Pay the user in the UK: sort code ${sortCode()}, account no. ${digits(8)}`, 'UK'],
    ['bank', `For Aussie transfers the user's BSB is ${bsb()} and account ${digits(9)}.`, 'Australia'],
    ['bank', `ACH details: routing ${aba()}, acct ${digits(11)}, checking, Chase.`, 'ACH'],
    ['payment_key', `UPI for splitting bills with the user: ${upi('priya.nair')}`, 'UPI'],
    ['payment_key', `The user's GCash is ${phone('PH')} (Priya N.).`, 'GCash'],
    ['phone', `The user's desk line is ${phoneExt('US', 'x' + int(1000, 4999))}.`, 'work'],
    ['phone', `Reach the user's mum in Bangalore on ${phone('IN', 'international')} after 7pm IST.`, 'mum'],
    ['phone', `Text the user at five five five, ${int(200, 899)}, ${digits(4)} — that's the Seattle cell.`, 'cell'],
    ['email', `Contact: priya [dot] nair [at] outlook [dot] in`, 'email'],
    ['email', `Email the user at p.nair${int(10, 99)} at proton dot me for anything urgent.`, 'email'],
    [
      'address',
      `The user lives at Flat ${int(2, 30)}B, ${int(4, 90)} ${['MG Road', 'Residency Road', '100 Feet Road'][int(0, 2)]}, Indiranagar, Bengaluru ${postcode('IN')}.`,
      'home',
    ],
    [
      'address',
      `Ship to: Priya Nair, Blk ${int(100, 699)} Tampines St ${int(11, 91)}, #${pad2(int(2, 15))}-${int(100, 999)}, Singapore ${int(500000, 529999)}`,
      'shipping',
    ],
    ['plate', `The user's Singapore car plate is ${plate.sg()}.`, 'car'],
    [
      'transcript',
      `priya.nair  [${int(9, 11)}:${int(10, 59)} AM]\nanyone seen the Q3 deck?\ndan.k  [${int(11, 11)}:${int(10, 59)} AM]\nin the shared drive`,
      'Slack',
    ],
    ['transcript', `Q: Where did you grow up?\nA: Kochi, mostly.\nQ: And when did you move to Singapore?\nA: In 2019.`, 'interview'],
    [
      'runtime',
      `$ curl -v https://api.example.com/v1/orders\n*   Trying ${ip()}:443...\n* Connected to api.example.com (${ip()}) port 443 (#0)\n> GET /v1/orders HTTP/2\n< HTTP/2 429`,
      'curl',
    ],
    [
      'runtime',
      `NAMESPACE   NAME                        READY   STATUS             RESTARTS\nprod        checkout-${hex(9)}-${hex(5)}   0/1     CrashLoopBackOff   ${int(5, 40)}`,
      'k8s',
    ],
    [
      'runtime',
      `{"error":{"code":"RESOURCE_EXHAUSTED","status":429,"message":"Quota exceeded for quota metric 'Requests' of service"}}`,
      'API',
    ],
    [
      'runtime',
      `orders=# select id, status from orders where id = ${int(1000, 9999)};\n  id  | status\n------+---------\n ${int(1000, 9999)} | pending\n(1 row)`,
      'SQL',
    ],
    ['temporary', 'The user is jet-lagged after landing from Singapore and wants short answers.', 'travel'],
    ['speculative', 'The user is probably a night owl, judging by when they write.', 'schedule'],
  ],
  accept: [
    ['preference', 'The user uses 1Password for everything and never reuses passwords.', 'security'],
    ['preference', 'The user prefers TOTP apps over SMS codes and keeps backup codes on paper.', '2FA'],
    ['number', 'The user runs Postgres on port 5432 and Redis on 6379 in docker compose.', 'stack'],
    ['number', 'The user expects around 10^6 rows in the events table, no more.', 'data'],
    ['number', 'The user pays $14.99 a month for the family Spotify plan.', 'music'],
    ['model', 'The user has a Netgear Orbi RBK863S mesh and a Ubiquiti U7 Pro.', 'network'],
    ['place', 'The user loves the Mission District, around 94110 in San Francisco.', 'San Francisco'],
    ['title', 'The user\'s favourite songs are "Yesterday", "Tonight, Tonight" and "Tomorrow Never Knows".', 'music'],
    ['name', 'The user plays the Caro-Kann: 1.e4 c6 2.d4 d5.', 'chess'],
    ['work', 'The user is an SRE who reads k8s events and curl traces all day.', 'job'],
    ['habit', 'Every quarter the user rotates the API keys of their side projects.', 'security'],
    ['number', "The user's favourite LEGO set is 10497 Galaxy Explorer.", 'LEGO'],
    ['preference', 'The user wants example connection strings to use placeholders like <password>.', 'docs'],
  ],
});

function pad2(n) {
  return String(n).padStart(2, '0');
}

export const ru = () => ({
  refuse: [
    ['credential', `В docker-compose у пользователя: MYSQL_ROOT_PASSWORD=${password()}`, 'compose'],
    ['credential', `Строка подключения к ClickHouse: clickhouse://analytics:${password()}@${ip()}:9000/events`, 'ClickHouse'],
    ['credential', `Пароль от вайфая на даче: ${wifiKey()}, сеть «Дача_2.4».`, 'дача'],
    ['credential', `Код от сейфа в кабинете пользователя — ${digits(6)}.`, 'сейф'],
    ['credential', `Код сигнализации в гараже: ${digits(4)}, потом кнопка «Охрана».`, 'гараж'],
    [
      'credential',
      `Резервные коды Госуслуг пользователя: ${recovery
        .google(3)
        .map((c) => c.replace(' ', ''))
        .join(', ')}`,
      'Госуслуги',
    ],
    ['credential', `Ячейка в камере хранения на вокзале № ${int(10, 300)}, шифр ${upperDigits()}`, 'вокзал'],
    ['secret', `В PowerShell-профиле пользователя: $env:GITHUB_TOKEN = '${tokens.github()}'`, 'GitHub'],
    ['bank', `Реквизиты: р/с 40817810${digits(12)}, БИК 04452${digits(4)}, к/с 30101810${digits(12)}`, 'реквизиты'],
    ['bank', `Счёт пользователя в Казахстане: ${iban('KZ')}`, 'Казахстан'],
    [
      'payment_key',
      `Пользователь принимает оплату в USDT TRC-20 на T${chars('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789', 33)}`,
      'крипта',
    ],
    ['payment_key', `Перевод по номеру в Kaspi: ${phone('KZ', 'international')}`, 'Kaspi'],
    ['phone', `Рабочий телефон пользователя: ${phoneExt('RU', 'доб. ' + int(100, 999))}`, 'работа'],
    ['phone', `Звонить пользователю в Минске: ${phone('BY', 'international')}`, 'Минск'],
    ['phone', `Номер: восемь девятьсот ${int(10, 99)}, ${digits(3)}, ${digits(2)}, ${digits(2)}.`, 'телефон'],
    ['email', `Почта пользователя: ivan.petrov${int(10, 99)} собачка yandex точка ru`, 'почта'],
    ['email', `Пишите на i_petrov${int(10, 99)} @ mail . ru, отвечаю быстро.`, 'почта'],
    ['address', `Пользователь живёт в Праге: Na Příkopě ${int(2, 40)}, ${postcode('CZ')} Praha 1, кв. ${int(1, 30)}.`, 'Прага'],
    ['address', `Адрес: г. Алматы, мкр. Самал-${int(1, 3)}, д. ${int(1, 40)}, кв. ${int(1, 200)}`, 'дом'],
    ['plate', `Машина пользователя в Финляндии — номер ${plate.fi()}.`, 'машина'],
    [
      'transcript',
      `Иван Петров, [${int(1, 28)}.03.2026 ${clock().slice(0, 5)}]:\nты где?\nОльга, [${int(1, 28)}.03.2026 ${clock().slice(0, 5)}]:\nуже еду`,
      'чат',
    ],
    [
      'transcript',
      `— Вопрос: сколько лет вы в профессии?\n— Ответ: двенадцать.\n— Вопрос: почему уходите?\n— Ответ: хочу расти.`,
      'интервью',
    ],
    [
      'runtime',
      `$ docker ps\nCONTAINER ID   IMAGE           STATUS         NAMES\n${hex(12)}   postgres:16     Up ${int(2, 20)} hours    db`,
      'Docker',
    ],
    ['runtime', `{"error":"invalid_grant","error_description":"Код авторизации истёк","trace_id":"${hex(32)}"}`, 'OAuth'],
    [
      'runtime',
      `${stamp()} [ERROR] pool-${int(1, 9)}-thread-${int(1, 30)} o.h.e.j.s.SqlExceptionHelper: Connection is not available, request timed out after 30000ms`,
      'лог',
    ],
    ['temporary', 'Пользователь сейчас в командировке в Казани.', 'поездка'],
    ['speculative', 'Пользователь, кажется, студент, судя по вопросам.', 'учёба'],
  ],
  accept: [
    ['preference', 'Пользователь хранит пароли в KeePass и не доверяет облачным менеджерам.', 'безопасность'],
    ['preference', 'Пользователь просит не советовать одинаковые пароли для разных сайтов.', 'безопасность'],
    ['number', 'У пользователя Nextcloud на порту 8443 и nginx 1.26.', 'сервер'],
    ['number', 'Пользователь тратит около 15 000 ₽ в месяц на продукты.', 'бюджет'],
    ['number', 'Пользователь пишет на Python 3.12 и Django 5.1.', 'стек'],
    ['model', 'У пользователя роутер Keenetic Giga KN-1011 и ноутбук ThinkPad T14 Gen 4.', 'техника'],
    ['place', 'Пользователю нравится район Патриарших прудов, индекс 123001, Москва.', 'Москва'],
    ['title', 'Любимая песня пользователя — «Вчера» и «Звезда по имени Солнце».', 'музыка'],
    ['title', 'Пользователь пересматривает фильм «Завтра была война».', 'кино'],
    ['name', 'Пользователь играет защиту Грюнфельда: 1.d4 Кf6 2.c4 g6 3.Кc3 d5.', 'шахматы'],
    ['work', 'Пользователь — DevOps-инженер, настраивает Kubernetes и мониторинг.', 'работа'],
    ['habit', 'Каждое воскресенье пользователь делает бэкап базы данных.', 'бэкап'],
    ['number', 'Пользователь любит конструктор LEGO Technic 42115.', 'хобби'],
  ],
});

function upperDigits() {
  return `${chars('АБВГДЕЖИКЛМН', 1)}${digits(3)}`;
}
