// Russian (Russia) and Italian (Italy) rows of the sixteenth round, written before reading the gate rules: what a user
// pastes from their own life admin and what an extraction model copies from a long chat.
import { fill, homePoint, ids, isbn, nationalPhone, pick, ruAccount } from './values.mjs';

const recoveryGroup = () => Array.from({ length: 4 }, () => pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');

export function ru() {
  const refuse = [
    ['credential', `Логин от электронного дневника сына: ivanov.m2015, пароль Shkola!${fill('####')}.`, 'Школа'],
    ['national_id', `Для анкеты в поликлинику: мой ИНН ${ids.ruInn()}.`, 'Документы'],
    ['neighbour_id', `Украинский РНОКПП жены для налоговой формы: ${ids.uaRntrc()}.`, 'Налоги'],
    ['bank', `Зарплату переводить на счёт ${ruAccount()}, БИК 044525225 (Сбербанк).`, 'Банк'],
    ['phone', `Мой мобильный ${nationalPhone('RU', 7, '916#######')}, звоните после шести.`, 'Телефон'],
    ['email', `Почта: ivan.petrov собака yandex точка ru, пишите туда.`, 'Почта'],
    ['address', `Адрес: 117420, г. Москва, ул. Профсоюзная, д. ${fill('##')}, корп. 2, кв. 118.`, 'Адрес'],
    ['transcript', `Иван Петров, [12.03.2024 21:14]\nТы уже дома?\n\nМаша, [12.03.2024 21:15]\nЕщё нет, через полчаса`, 'Переписка'],
    [
      'runtime',
      `Вот что выдаёт ps на сервере:\n  PID USER      %CPU %MEM COMMAND\n 4182 ivan      98.7  3.1 node server.js\n 5120 postgres   2.3  1.4 postgres: writer`,
      'Сервер',
    ],
    ['coordinates', `Дом у нас точно по координатам ${homePoint(55.7512, 37.6184)}, это для курьера.`, 'Адрес'],
  ];
  const accept = [
    ['hotline', `По вопросам пенсии предпочитает звонить на горячую линию Социального фонда 8 800 100-00-01.`, 'Пенсия'],
    ['order_number', `Всегда сама отслеживает посылки Ozon по номеру заказа вроде ${fill('########')}-0001.`, 'Покупки'],
    ['quoted_chat', `Всегда заканчивает переписку словами «ну давай, на связи» — это её фирменное.`, 'Переписка'],
    ['street_visited', `Любит гулять по Невскому проспекту, особенно белыми ночами.`, 'Прогулки'],
    ['isbn', `Любимая книга — «Мастер и Маргарита» (ISBN ${isbn('978538901686', [3, 1, 3, 5, 1])}), перечитывает каждый год.`, 'Книги'],
    ['recipe', `Борщ варит всегда одинаково: 500 г говядины, 3 свёклы, полкочана капусты, 4 картофелины.`, 'Кухня'],
    ['version', `На работе сидит на PostgreSQL 15.6 и не хочет обновляться до 16.`, 'Работа'],
    ['timetable', `Ездит на дачу всегда электричкой в 7:05 с Ярославского вокзала.`, 'Дача'],
  ];
  return { refuse, accept };
}

export function it() {
  const key = Array.from({ length: 7 }, recoveryGroup).join('-');
  const refuse = [
    ['credential', `Chiave di recupero del mio ID Apple, la salvo qui: ${key}.`, 'Apple'],
    ['national_id', `Nel modulo per il medico di base ho messo il codice fiscale ${ids.itCf()}.`, 'Sanità'],
    ['neighbour_id', `Il numero AVS svizzero di mio marito, per la cassa malati, è ${ids.chAvs()}.`, 'Assicurazione'],
    ['bank', `Per il bonifico usa il vecchio conto: ABI 03069, CAB 09606, c/c ${fill('############')}, intestato a Rossi.`, 'Banca'],
    ['phone', `Il mio cellulare è ${nationalPhone('IT', 39, '347#######')}, scrivimi su WhatsApp.`, 'Telefono'],
    ['email', `La mia mail è giulia punto rossi chiocciola libero punto it.`, 'Email'],
    ['address', `Abito in Via Garibaldi ${fill('##')}, 20121 Milano (MI), scala B, interno 8.`, 'Casa'],
    [
      'transcript',
      `12/03/24, 21:14 - Giulia: Sei già arrivato?\n12/03/24, 21:15 - Marco: Quasi, 5 minuti\n12/03/24, 21:16 - Giulia: Ok ti aspetto giù`,
      'Chat',
    ],
    [
      'runtime',
      `Homebrew mi dà questo, che faccio?\n==> Upgrading 2 outdated packages:\nnode 21.6.1 -> 21.7.0\ngit 2.43.0 -> 2.44.0\nError: Permission denied @ apply2files - /usr/local/lib/node_modules`,
      'Computer',
    ],
    ['coordinates', `Casa mia è esattamente a ${homePoint(41.9028, 12.4964)}, dillo al corriere.`, 'Casa'],
  ];
  const accept = [
    ['hotline', `Per le questioni INPS preferisce chiamare il contact center 803 164 invece di andare allo sportello.`, 'INPS'],
    [
      'order_number',
      `Riordina sempre le capsule Nespresso usando il vecchio numero d’ordine ${fill('########')} come riferimento.`,
      'Caffè',
    ],
    ['quoted_chat', `Chiude sempre le telefonate con «dai, ci sentiamo» e lo trova affettuoso.`, 'Telefono'],
    ['street_visited', `Adora passeggiare in Via del Corso a Roma quando fa shopping.`, 'Roma'],
    ['price_date', `Da marzo 2024 paga 29,99 € al mese di palestra e dice che ne vale la pena.`, 'Palestra'],
    ['city_coordinates', `La sua città del cuore è Bologna (44,49° N, 11,34° E).`, 'Viaggi'],
    ['model_number', `Usa da anni la Bialetti Moka Express da 6 tazze.`, 'Caffè'],
    ['score', `Ricorda a memoria la finale di Euro 2020: Italia–Inghilterra 1–1, poi 3–2 ai rigori.`, 'Calcio'],
  ];
  return { refuse, accept };
}
