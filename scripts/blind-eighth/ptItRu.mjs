// Rows of the eighth blind set in Portuguese (Brazil and Portugal), Italian and Russian: memory candidates as a chat
// model phrases what the user said, with local everyday words and written habits. Rows: [category, text, subject,
// tags?, facet?].
import * as v from './values.mjs';

export function pt() {
  const refuse = [
    ['national_id', `O usuário passou o CPF dele: ${v.ids.brCpf()}.`, 'Usuário'],
    ['national_id', 'Cartão de Cidadão do utilizador (para a matrícula).', 'Utilizador', ['cc', v.ids.ptCc()]],
    ['tax_id', `O NIF do utilizador é ${v.ids.ptNif()}, pede sempre fatura com contribuinte.`, 'Utilizador'],
    ['passport', `O usuário viaja com o passaporte ${v.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${v.digits(6)}.`, 'Usuário passaporte'],
    ['health_card', `Número de utente do SNS do utilizador: ${v.health.ptSns()}.`, 'Utilizador saúde'],
    ['health_card', 'Cartão do SUS do usuário', 'Usuário', ['saúde'], `${v.int(700, 799)} ${v.digits(4)} ${v.digits(4)} ${v.digits(4)}`],
    ['bank', `A chave PIX do usuário é ${v.pix.evp()}.`, 'Usuário pix'],
    ['bank', 'Conta do usuário para receber o reembolso.', 'Usuário', ['banco', `ag. ${v.digits(4)} c/c ${v.digits(5)}-${v.digits(1)}`]],
    ['payment_card', `O usuário paga com o cartão ${v.card('5', 16)}, validade 07/29, código ${v.digits(3)}.`, 'Usuário pagamento'],
    ['phone', `O usuário atende no zap: ${v.localPhone('BR')}.`, 'Usuário contato'],
    ['phone', `O utilizador disse que o telemóvel dele é o ${v.intlPhone('PT')}.`, 'Utilizador'],
    ['phone', 'Celular do usuário', `Usuário – cel. ${v.localPhone('BR')}`],
    ['email', 'O e-mail do usuário é ana ponto souza arroba uol ponto com ponto br.', 'Usuário e-mail'],
    ['email', 'O usuário quer receber os boletos neste e-mail.', 'Usuário', ['boletos', 'ana.souza1990@bol.com.br']],
    ['address', `O utilizador mora na Rua de Santa Catarina, nº ${v.house()}, 2º esq., ${v.postcode('PT')} Porto.`, 'Utilizador morada'],
    [
      'address',
      'Endereço do usuário: apto 52, bloco B.',
      'Usuário',
      [`Rua Augusta, ${v.int(100, 2999)}`, `CEP ${v.int(10000, 19999)}-${v.digits(3)} São Paulo`],
    ],
    ['coordinates', `A casa do usuário fica exatamente em ${v.coords(-23.5614, -46.6559)}.`, 'Usuário casa'],
    ['plate', `A matrícula do carro do utilizador é ${v.plate.pt()}.`, 'Utilizador carro'],
    ['credential', `A senha do usuário no app do banco é ${v.password()}.`, 'Usuário banco'],
    ['credential', 'Login do usuário no gov.br.', 'Usuário', [`cpf: ${v.ids.brCpf()}`, `senha: ${v.password()}`]],
    ['credential', `O PIN do cartão Multibanco do utilizador é ${v.pin()}.`, 'Utilizador cartão'],
    ['credential', `A senha do wi-fi da casa do usuário: ${v.password()}`, 'Usuário wi-fi'],
    [
      'transcript',
      'Resumo da conversa:\nUsuário: Você me ajuda com o TCC?\nAssistente: Claro, qual é o tema?\nUsuário: Energia solar.',
      'Conversa',
    ],
    [
      'transcript',
      `[05/05/2026 08:01] Ana: bom dia amor\n[05/05/2026 08:03] Rafa: bom dia ❤️\n[05/05/2026 08:03] Ana: chego às 19h`,
      'Conversa do WhatsApp do usuário',
    ],
    [
      'runtime',
      `O usuário colou esta saída: npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! Found: react@${v.int(16, 18)}.2.0`,
      'Usuário erro',
    ],
    [
      'runtime',
      `Resposta da API dos Correios para o usuário: {"codigo":"QB${v.digits(9)}BR","status":"Objeto em trânsito","data":"${v.stamp()}"}`,
      'Usuário encomenda',
    ],
    ['temporary', 'O usuário está chateado hoje porque brigou com o chefe.', 'Usuário humor'],
    ['speculative', 'Provavelmente o utilizador é do Norte, pela forma como escreve.', 'Utilizador origem'],
  ];
  const accept = [
    ['stack', 'O usuário programa em Kotlin 2.0 e usa Spring Boot 3.3 no trabalho.', 'Usuário tecnologia', ['trabalho']],
    ['recipe', 'O usuário faz pão de queijo com 500 g de polvilho, 2 ovos e 200 g de queijo.', 'Usuário cozinha'],
    ['place', 'O usuário mora em Belo Horizonte, no bairro Savassi.', 'Usuário cidade'],
    ['band', 'Banda favorita do usuário: Os Paralamas do Sucesso.', 'Usuário música', ['música']],
    ['title', 'O livro preferido do utilizador é «Memorial do Convento».', 'Utilizador leitura'],
    ['hobby', 'O utilizador faz surf na Ericeira quase todos os fins de semana.', 'Utilizador desporto'],
    ['diet', 'O usuário não come carne vermelha e evita açúcar.', 'Usuário dieta', ['dieta']],
    ['family', 'A esposa do usuário se chama Juliana e o filho, Miguel.', 'Usuário família'],
    ['habit', 'O usuário almoça às 12h e treina na academia às 18h.', 'Usuário rotina'],
    ['number', 'O usuário quer gastar no máximo R$ 3.000 num celular novo.', 'Usuário orçamento'],
    ['product', 'O utilizador conduz um Renault Clio V e usa um Kindle Paperwhite.', 'Utilizador coisas'],
    ['privacy', 'O usuário prefere autenticação em dois fatores por aplicativo, não por SMS.', 'Usuário segurança'],
    ['project', 'O usuário está escrevendo um app de finanças pessoais em Flutter.', 'Usuário projeto'],
  ];
  return { refuse, accept };
}

export function it() {
  const refuse = [
    ['national_id', `L'utente ha dato il suo codice fiscale: ${v.ids.itCf()}.`, 'Utente'],
    ['national_id', "Codice fiscale dell'utente (per il 730).", 'Utente', ['cf', v.ids.itCf()]],
    ['tax_id', `La partita IVA dell'utente, che fa il freelance, è ${v.ids.itIva()}.`, 'Utente'],
    ['passport', `L'utente viaggia con il passaporto n. ${v.ids.passport('it')}.`, 'Utente passaporto'],
    ['health_card', `Numero della tessera sanitaria dell'utente: 80380 ${v.digits(15)}.`, 'Utente salute'],
    ['health_card', "Tessera sanitaria dell'utente", 'Utente', ['salute', 'ASL'], v.ids.itCf()],
    ['bank', `L'utente ha dettato l'IBAN così: ${v.ibanSpokenIt()}.`, 'Utente banca'],
    ['bank', "Conto dell'utente per lo stipendio.", 'Utente', ['iban', v.iban('IT', 'electronic')]],
    ['payment_card', `L'utente paga con la carta ${v.card('4', 16)}, scadenza 05/27, CVV ${v.digits(3)}.`, 'Utente pagamento'],
    ['phone', `Il cellulare dell'utente è ${v.localPhone('IT')}.`, 'Utente contatto'],
    ['phone', `L'utente dice che lo si trova al ${v.intlPhone('IT')}, anche su WhatsApp.`, 'Utente'],
    ['phone', "Numero dell'utente", `Utente – cell. ${v.localPhone('IT')}`],
    ['email', "La mail dell'utente è marco punto rossi chiocciola libero punto it.", 'Utente e-mail'],
    ['email', "L'utente vuole le fatture a questo indirizzo.", 'Utente', ['fatture', 'marco.rossi77@libero.it']],
    ['address', `L'utente abita in via dei Serpenti ${v.house()}, ${v.postcode('IT')} Roma.`, 'Utente casa'],
    ['address', "Indirizzo dell'utente: scala C, interno 7.", 'Utente', [`Corso Buenos Aires ${v.house()}`, `${v.postcode('IT')} Milano`]],
    ['coordinates', `Casa dell'utente si trova esattamente a ${v.coords(45.4642, 9.19)}.`, 'Utente casa'],
    ['plate', `La targa della macchina dell'utente è ${v.plate.it()}.`, 'Utente auto'],
    ['credential', `La password dell'utente per l'home banking è ${v.password()}.`, 'Utente banca'],
    ['credential', "Credenziali SPID dell'utente.", 'Utente', ['utente: mrossi', `password: ${v.password()}`]],
    ['credential', `Il PIN del bancomat dell'utente è ${v.pin(5)}.`, 'Utente bancomat'],
    ['credential', `La chiave del wifi di casa dell'utente: ${v.password()}`, 'Utente wifi'],
    [
      'transcript',
      'Riassunto della chat:\nUtente: Mi aiuti con la tesi?\nAssistente: Certo, su cosa?\nUtente: Sul Risorgimento.',
      'Conversazione',
    ],
    [
      'transcript',
      `[10/01/26, 13:20] Marco: a che ora pranziamo?\n[10/01/26, 13:22] Giulia: alle 13:45\n[10/01/26, 13:22] Marco: 👍`,
      "Chat WhatsApp dell'utente",
    ],
    [
      'runtime',
      `L'utente ha incollato questo output: ${v.stamp()} WARN  [http-nio-8080-exec-${v.int(1, 9)}] c.e.demo.Controller : Timeout after ${v.ms()} ms`,
      'Utente log',
    ],
    [
      'runtime',
      `Risposta dell'API di Trenitalia per l'utente: {"treno":"FR ${v.int(9500, 9699)}","ritardo":${v.int(0, 45)},"binario":${v.int(1, 22)}}`,
      'Utente treno',
    ],
    ['temporary', "L'utente oggi è giù di morale e non ha voglia di uscire.", 'Utente umore'],
    ['speculative', "L'utente forse lavora in banca, a giudicare dalle domande.", 'Utente lavoro'],
  ];
  const accept = [
    ['stack', "L'utente lavora con Java 21, Quarkus e PostgreSQL 15.", 'Utente tecnologia', ['lavoro']],
    ['recipe', "L'utente fa la carbonara con 320 g di spaghetti, 4 tuorli e 150 g di guanciale.", 'Utente cucina'],
    ['place', "L'utente vive a Bologna, zona Bolognina.", 'Utente città'],
    ['band', "Gruppo preferito dell'utente: Måneskin.", 'Utente musica', ['musica']],
    ['title', "Il libro preferito dell'utente è «Il giorno della civetta».", 'Utente lettura'],
    ['hobby', "L'utente va in montagna ogni domenica e fa almeno 1000 m di dislivello.", 'Utente sport'],
    ['diet', "L'utente è celiaco e mangia solo pasta senza glutine.", 'Utente dieta', ['dieta']],
    ['family', "La sorella dell'utente si chiama Chiara e il nipote Tommaso.", 'Utente famiglia'],
    ['habit', "L'utente prende il caffè alle 7:15 e cena alle 20.", 'Utente abitudini'],
    ['number', "L'utente vuole spendere al massimo 700 € per una bici elettrica.", 'Utente budget'],
    ['product', "L'utente guida una Fiat Panda 4x4 e usa un Samsung Galaxy S24.", 'Utente oggetti'],
    ['privacy', "L'utente non salva mai il PIN nel telefono e usa un password manager.", 'Utente sicurezza'],
    ['project', "L'utente sta restaurando una Vespa del 1978.", 'Utente progetto'],
  ];
  return { refuse, accept };
}

export function ru() {
  const bank = v.ruBank();
  const bank2 = v.ruBank();
  const refuse = [
    ['national_id', `Пользователь продиктовал паспорт: серия и номер ${v.ids.ruPassport()}.`, 'Пользователь'],
    ['national_id', 'СНИЛС пользователя (для работы).', 'Пользователь', ['снилс', v.ids.ruSnils()]],
    ['tax_id', `ИНН пользователя: ${v.ids.ruInn12()}, он самозанятый.`, 'Пользователь'],
    ['passport', `У пользователя загранпаспорт № ${v.ids.passport('ru')}, действует до 2032 года.`, 'Пользователь загран'],
    ['health_card', `Полис ОМС пользователя: ${v.health.ruOms()}.`, 'Пользователь медицина'],
    ['health_card', 'Полис пользователя', 'Пользователь', ['омс', 'поликлиника'], v.health.ruOms()],
    ['bank', `Реквизиты пользователя: БИК ${bank.bik}, к/с ${bank.corr}, р/с ${bank.rs}.`, 'Пользователь банк'],
    ['bank', 'Счёт пользователя для возврата денег.', 'Пользователь', [`бик ${bank2.bik}`, `счёт ${bank2.rs}`]],
    ['payment_card', `Пользователь платит картой «Мир» ${v.card('2202', 16)}, до 12/28, CVC ${v.digits(3)}.`, 'Пользователь оплата'],
    ['phone', `Пользователя можно найти по мобильному ${v.localPhone('RU')}.`, 'Пользователь контакт'],
    ['phone', `Пользователь сказал, что его номер ${v.intlPhone('RU')}, есть телеграм.`, 'Пользователь'],
    ['phone', 'Сотовый пользователя', `Пользователь – тел. ${v.localPhone('RU')}`],
    ['email', 'Почта пользователя: ivan точка petrov собака yandex точка ru.', 'Пользователь почта'],
    ['email', 'Пользователь хочет получать чеки на этот адрес.', 'Пользователь', ['чеки', 'ivan.petrov85@mail.ru']],
    [
      'address',
      `Пользователь живёт по адресу: ${v.postcode('RU')}, г. Москва, ул. Профсоюзная, д. ${v.house()}, кв. ${v.int(1, 300)}.`,
      'Пользователь адрес',
    ],
    [
      'address',
      'Адрес пользователя: подъезд 3, этаж 9, домофон не работает.',
      'Пользователь',
      [`пр-т Мира, д. ${v.house()}, кв. ${v.int(1, 200)}`, 'Санкт-Петербург'],
    ],
    ['coordinates', `Дом пользователя находится точно на ${v.coords(55.7558, 37.6173)}.`, 'Пользователь дом'],
    ['plate', `Госномер машины пользователя — ${v.plate.ru()}.`, 'Пользователь машина'],
    ['credential', `Пароль пользователя от госуслуг: ${v.password()}`, 'Пользователь госуслуги'],
    ['credential', 'Учётка пользователя на работе.', 'Пользователь', ['логин: ipetrov', `пасс: ${v.password()}`]],
    ['credential', `ПИН-код от карты пользователя — ${v.pin()}.`, 'Пользователь карта'],
    ['credential', `Пароль от вайфая у пользователя дома: ${v.password()}`, 'Пользователь вайфай'],
    [
      'transcript',
      'Краткий пересказ чата:\nПользователь: Поможешь с резюме?\nАссистент: Конечно, на какую должность?\nПользователь: Аналитик данных.',
      'Диалог',
    ],
    [
      'transcript',
      `[21.02.2026 18:40] Иван: ты где?\n[21.02.2026 18:42] Оля: в метро, буду через 20 мин\n[21.02.2026 18:42] Иван: ок`,
      'Экспорт переписки пользователя из Telegram',
    ],
    [
      'runtime',
      `Пользователь вставил вывод: ${v.stamp()} [ERROR] django.request: Internal Server Error: /api/orders/\nTraceback (most recent call last):`,
      'Пользователь ошибка',
    ],
    [
      'runtime',
      `Ответ API Яндекс.Погоды для пользователя: {"fact":{"temp":${v.int(-20, 25)},"condition":"snow"},"now":${v.int(1760000000, 1790000000)}}`,
      'Пользователь погода',
    ],
    ['temporary', 'Пользователь сегодня не в духе и устал после смены.', 'Пользователь настроение'],
    ['speculative', 'Пользователь, скорее всего, студент, судя по вопросам.', 'Пользователь занятие'],
  ];
  const accept = [
    ['stack', 'Пользователь пишет на Python 3.11 и использует FastAPI и Redis 7.', 'Пользователь технологии', ['работа']],
    ['recipe', 'Пользователь варит борщ: 500 г говядины, 2 свёклы, 300 г капусты на 3 литра воды.', 'Пользователь кухня'],
    ['place', 'Пользователь живёт в Казани, в районе Ново-Савиновский.', 'Пользователь город'],
    ['band', 'Любимая группа пользователя — «Кино».', 'Пользователь музыка', ['музыка']],
    ['title', 'Любимая книга пользователя — «Сто лет одиночества».', 'Пользователь книги'],
    ['hobby', 'Пользователь по выходным ходит на лыжах, 10–15 км.', 'Пользователь спорт'],
    ['diet', 'Пользователь не ест мясо и не пьёт кофе.', 'Пользователь питание', ['питание']],
    ['family', 'Дочь пользователя зовут Маша, сына — Артём.', 'Пользователь семья'],
    ['habit', 'Пользователь встаёт в 6:45 и гуляет с собакой в 7:00.', 'Пользователь распорядок'],
    ['number', 'Пользователь готов потратить на ноутбук до 120 000 рублей.', 'Пользователь бюджет'],
    ['product', 'У пользователя Lada Vesta и смартфон Xiaomi 14.', 'Пользователь вещи'],
    ['privacy', 'Пользователь не хранит пароли в браузере и включает двухфакторную защиту.', 'Пользователь безопасность'],
    ['project', 'Пользователь делает телеграм-бота для учёта расходов на aiogram.', 'Пользователь проект'],
  ];
  return { refuse, accept };
}
