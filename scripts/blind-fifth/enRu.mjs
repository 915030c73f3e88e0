// Fifth blind set, English and Russian rows: [category, text, subject, tags?].
// Written before reading the gate code; values come from ./values.mjs.
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { card, clock, coords, digits, hex, iban, ids, int, isbn13, isoTime, phone, seed, tokens, upper } from './values.mjs';

const CYR = 'АВЕКМНОРСТУХ';
const cyr = () => CYR[int(0, CYR.length - 1)];

export const en = () => ({
  refuse: [
    ['credential', `The user's Netflix login is maya.k / ${tokens.password()}.`, 'Netflix'],
    ['credential', `Locker combo at the gym: ${int(1, 39)}-${int(1, 39)}-${int(1, 39)}.`, 'gym'],
    [
      'credential',
      `Backup codes for the user's Google account: ${digits(4)} ${digits(4)}, ${digits(4)} ${digits(4)}, ${digits(4)} ${digits(4)}`,
      'Google',
    ],
    ['credential', `The user's mother's maiden name for bank security is Whitfield.`, 'bank security'],
    ['credential', `Garage keypad: ${digits(4)}, then press enter.`, 'garage'],
    ['secret', `The user's GitHub token is ${tokens.github()}.`, 'GitHub'],
    ['secret', `Stripe restricted key in the user's shop config: ${tokens.stripeRestricted()}`, 'Stripe'],
    ['secret', `The user's Twilio API key SID ${tokens.twilio()} with secret ${tokens.hex32()}`, 'Twilio'],
    [
      'secret',
      `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----`,
      'ssh',
    ],
    ['national_id', `The user's SSN is ${ids.usSsn()}.`, 'SSN'],
    ['national_id', `National Insurance number: ${ids.gbNino()}`, 'NI'],
    ['national_id', `The user's SIN (Canada) is ${ids.caSin()}.`, 'SIN'],
    ['national_id', `Aadhaar of the user's father: ${ids.inAadhaar()}`, 'Aadhaar'],
    ['business_id', `The user's LLC has EIN ${ids.usEin()}.`, 'LLC'],
    ['bank', `The user's UK account is ${iban('GB')}.`, 'bank'],
    ['bank', `Routing ${pick9()} and account ${digits(10)} for the user's direct deposit.`, 'direct deposit'],
    ['card', `The user's Amex is ${card('34', 15, [4, 6, 5])} exp ${int(1, 12)}/${int(27, 31)}.`, 'Amex'],
    ['card', `Card on file: ${card('6011', 16).replace(/ /g, '-')}`, 'Discover'],
    ['phone', `The user's cell is ${phone('US')}.`, 'cell'],
    ['phone', `Text the user at ${phone('GB', 'international')}.`, 'contact'],
    ['phone', `The user's wife: ${phone('US', 'e164')}`, 'wife'],
    ['email', `The user's personal email is sam.okafor${int(10, 99)}@outlook.com.`, 'email'],
    ['email', `Reach the user at priya underscore n at fastmail dot com.`, 'email'],
    ['address', `The user lives at ${int(100, 9999)} Maple Ridge Dr, Austin, TX ${int(78701, 78759)}.`, 'home'],
    ['address', `Ship to Flat ${int(1, 30)}, ${int(2, 120)} Camden Road, London NW1 ${int(1, 9)}${upper(2)}.`, 'shipping'],
    ['plate', `The user's car plate is ${int(1, 9)}${upper(3)}${digits(3)} (California).`, 'car'],
    ['coordinates', `The user's house is at ${coords(37.7749, -122.4194)}.`, 'house'],
    ['transcript', `Human: what's a good name for a cat?\nAI: How about Miso?\nHuman: love it`, 'cat'],
    [
      'transcript',
      `${int(1, 12)}/${int(1, 28)}/26, ${int(1, 12)}:${int(10, 59)} PM - Tom: running late\n${int(1, 12)}/${int(1, 28)}/26, ${int(1, 12)}:${int(10, 59)} PM - Ana: np`,
      'WhatsApp',
    ],
    [
      'runtime',
      `${isoTime()} level=error msg="upstream timeout" service=billing duration=${int(3000, 9000)}ms trace_id=${hex(32)}`,
      'billing',
    ],
    [
      'runtime',
      `Unhandled Runtime Error\nError: Hydration failed because the initial UI does not match what was rendered on the server.`,
      'Next.js',
    ],
    [
      'runtime',
      `kubectl get pods\nNAME                      READY   STATUS             RESTARTS   AGE\napi-${hex(10)}-${hex(5)}   0/1     CrashLoopBackOff   ${int(5, 40)}         ${int(2, 59)}m`,
      'kubernetes',
    ],
    ['temporary', 'The user is exhausted tonight and wants to skip the workout.', 'mood'],
    ['temporary', 'The user is on a business trip in Denver until Friday.', 'travel'],
    ['temporary', 'The user has a sprained wrist at the moment.', 'health'],
    ['speculative', 'The user is presumably a night owl given the message times.', 'sleep'],
    ['speculative', 'I suspect the user is job hunting.', 'career'],
    ['speculative', 'The user might be pregnant, judging by the questions.', 'health'],
    ['seed', `The user's Ledger recovery words: ${seed(english, 24)}`, 'Ledger'],
  ],
  accept: [
    ['preference', 'The user prefers metric units and 24-hour time.', 'units'],
    ['preference', 'The user likes answers that cite sources.', 'style'],
    ['preference', 'The user uses a YubiKey for two-factor authentication.', 'security'],
    ['work', 'The user is a site reliability engineer who reads stack traces all day.', 'job'],
    ['work', 'The user maintains a password reset service at work.', 'job'],
    ['number', 'The user runs Grafana on port 3000 and Prometheus on 9090.', 'monitoring'],
    ['number', 'The user pays $14.99 a month for a VPN.', 'VPN'],
    ['number', 'The user develops with Rust 1.82 and Tokio 1.41.', 'tools'],
    ['number', 'The user bikes 25 miles every Sunday morning.', 'cycling'],
    ['isbn', `The user's favourite textbook is ISBN ${isbn13('0')}.`, 'textbook'],
    ['model', 'The user owns a MacBook Pro M3 Max with 64 GB of RAM.', 'laptop'],
    ['title', 'The user loves the song "Yesterday" by the Beatles.', 'music'],
    ['title', 'The user rereads "Tomorrow, and Tomorrow, and Tomorrow" every winter.', 'books'],
    ['title', 'The user\'s favourite film is "Eternal Sunshine of the Spotless Mind".', 'film'],
    ['title', 'The user listens to "Friday I\'m in Love" by The Cure.', 'music'],
    ['name', 'The user is a fan of the band Keys N Krates and the game "Keyforge".', 'music'],
    ['place', 'The user loves Reykjavík (64.15° N, 21.94° W).', 'Reykjavík'],
    ['place', 'The user grew up in Manchester and lives in Leeds.', 'home town'],
    ['number', 'The user keeps logs at INFO level in production and DEBUG locally.', 'logging'],
  ],
});

/** An ABA routing number: eight digits and the check digit of the published 3-7-1 rule. */
function pick9() {
  const body = `0${int(1, 9)}${digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...body].reduce((acc, d, i) => acc + Number(d) * w[i], 0);
  return `${body}${(10 - (s % 10)) % 10}`;
}

export const ru = () => ({
  refuse: [
    ['credential', `Пароль от Госуслуг пользователя: ${tokens.password()}`, 'Госуслуги'],
    ['credential', `Код домофона у пользователя — ${digits(2)}К${digits(4)}.`, 'домофон'],
    ['credential', `ПИН-код карты пользователя ${digits(4)}.`, 'карта'],
    ['credential', `Логин и пароль от роутера: admin / ${tokens.password()}`, 'роутер'],
    ['secret', `Ключ Яндекс Облака пользователя: AQVN${chars40()}`, 'Яндекс Облако'],
    ['secret', `У пользователя в конфиге: DATABASE_URL=postgresql://app:${tokens.password()}@pg.internal:5432/prod`, 'база'],
    ['secret', `Токен бота пользователя: ${tokens.telegram()}`, 'бот'],
    ['national_id', `ИНН пользователя ${ids.ruInn12()}.`, 'ИНН'],
    ['national_id', `СНИЛС пользователя: ${ids.ruSnils()}`, 'СНИЛС'],
    ['national_id', `Паспорт пользователя: серия ${digits(2)} ${digits(2)} номер ${digits(6)}, выдан ОВД Тверского района.`, 'паспорт'],
    ['business_id', `ИНН организации пользователя ${ids.ruInn10()}.`, 'организация'],
    ['bank', `Расчётный счёт пользователя 40817810${digits(12)} в Сбербанке, БИК 04452${digits(4)}.`, 'счёт'],
    ['bank', `Зарплата приходит на счёт ${iban('DE')} в Германии.`, 'зарплата'],
    ['card', `Карта «Мир» пользователя: ${card('2202', 16)}.`, 'Мир'],
    ['card', `Номер карты для переводов: ${card('4', 16)}`, 'переводы'],
    ['phone', `Мобильный пользователя: ${phone('RU')}`, 'телефон'],
    ['phone', `Звоните пользователю на ${phone('RU', 'international')}.`, 'звонки'],
    ['phone', `Телефон мамы пользователя ${phone('RU', 'digits')}`, 'мама'],
    ['email', `Почта пользователя: ivan.sokolov${int(80, 99)}@yandex.ru`, 'почта'],
    ['email', `Пишите пользователю: olga собака mail точка ru`, 'почта'],
    [
      'address',
      `Пользователь живёт по адресу: ул. Ленина, д. ${int(1, 120)}, кв. ${int(1, 300)}, Екатеринбург, ${int(620000, 620150)}.`,
      'адрес',
    ],
    ['address', `Доставка: Москва, Ленинский пр-т, ${int(10, 150)}к${int(1, 4)}, подъезд ${int(1, 8)}, кв. ${int(1, 400)}`, 'доставка'],
    ['plate', `Госномер машины пользователя ${cyr()}${digits(3)}${cyr()}${cyr()} ${int(77, 799)}.`, 'машина'],
    ['coordinates', `Дача пользователя находится по координатам ${coords(55.7558, 37.6173)}.`, 'дача'],
    ['transcript', `Пользователь: Как сварить борщ?\nАссистент: Начните с бульона.\nПользователь: Спасибо!`, 'борщ'],
    ['transcript', `[${clock().slice(0, 5)}] Саша: ты где?\n[${clock().slice(0, 5)}] Пользователь: уже еду`, 'чат'],
    ['runtime', `ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)`, 'MySQL'],
    [
      'runtime',
      `${isoTime()} [ERROR] o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() threw exception\njava.lang.IllegalStateException: Пустой ответ`,
      'сервер',
    ],
    ['runtime', `Ответ сервера: {"result":null,"error":{"code":-32601,"message":"Method not found"},"id":${int(1, 99)}}`, 'API'],
    ['temporary', 'Пользователь сегодня очень устал и хочет отдохнуть.', 'усталость'],
    ['temporary', 'Пользователь на этой неделе в командировке в Казани.', 'командировка'],
    ['temporary', 'Сейчас пользователь болеет ангиной.', 'здоровье'],
    ['speculative', 'Наверное, пользователь работает программистом.', 'работа'],
    ['speculative', 'Похоже, пользователь живёт в Питере, но это не точно.', 'город'],
    ['speculative', 'Возможно, у пользователя есть собака.', 'питомцы'],
    ['seed', `Сид-фраза кошелька пользователя: ${seed(english, 12)}`, 'кошелёк'],
  ],
  accept: [
    ['preference', 'Пользователь предпочитает ответы на русском без англицизмов.', 'язык'],
    ['preference', 'Пользователь пьёт чай с лимоном без сахара.', 'чай'],
    ['preference', 'Пользователь хранит пароли в KeePassXC.', 'безопасность'],
    ['work', 'Пользователь работает врачом-терапевтом в поликлинике.', 'работа'],
    ['work', 'Пользователь разбирает логи ошибок в Sentry на работе.', 'работа'],
    ['number', 'Пользователь запускает ClickHouse на порту 8123.', 'ClickHouse'],
    ['number', 'Пользователь платит 299 ₽ в месяц за подписку.', 'подписка'],
    ['number', 'Пользователь пишет на Kotlin 2.0 и Ktor 3.0.', 'инструменты'],
    ['number', 'Пользователь пробегает 5 км каждое утро.', 'бег'],
    ['isbn', `Любимая книга пользователя имеет ISBN ${isbn13('5')}.`, 'книга'],
    ['model', 'У пользователя ноутбук ASUS Zenbook 14 OLED UX3405.', 'ноутбук'],
    ['title', 'Пользователь любит песню «Вчера» и фильм «Завтра была война».', 'музыка'],
    ['title', 'Любимая книга пользователя — «Сто лет одиночества».', 'книга'],
    ['title', 'Пользователь пересматривает «Иронию судьбы, или С лёгким паром!» каждый Новый год.', 'фильм'],
    ['name', 'Пользователь слушает группу «Секрет» и подкаст «Пароль».', 'музыка'],
    ['place', 'Пользователь обожает Казань (55,79° с. ш., 49,12° в. д.).', 'Казань'],
    ['place', 'Пользователь родом из Новосибирска.', 'родина'],
  ],
});

function chars40() {
  return tokens.awsSecret().replace(/[/+]/g, 'x');
}
