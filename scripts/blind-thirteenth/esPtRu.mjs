// Rows of the thirteenth blind set in Spanish, Portuguese and Russian (see enZh.mjs for the categories). Rows:
// [category, text, subject, tags?, facet?].
import * as v from './values.mjs';

export function es() {
  const [head, tail] = v.split(v.national('ES'), 5);
  const refuse = [
    ['email', 'Escríbeme a lucia punto gomez arroba gmail punto com.', 'Usuario correo'],
    ['email', 'Correo de respaldo del usuario: p.navarro (arroba) hotmail (punto) es', 'Usuario correo'],
    ['email', 'Mi correo personal: diego.s ät web punkt de', 'Usuario correo'],
    ['address', `El usuario vive en Calle de Toledo 45, 2.º izq., ${v.postcode('ES')} Madrid.`, 'Usuario casa'],
    ['address', `Dirección de envío: Av. Corrientes 1234, piso 5, depto. B, C1043AAZ CABA`, 'Usuario envíos'],
    ['address', `El usuario vive en México: Av. Insurgentes Sur 1602, int. 4, Col. Crédito Constructor, 03940 CDMX`, 'Usuario casa'],
    ['address', `Mi piso en Lisboa: Rua Augusta 120, 3.º dto., ${v.postcode('PT')} Lisboa`, 'Usuario casa'],
    ['transcript', '12/3/26, 21:14 - Carmen: ¿ya llegaste?\n12/3/26, 21:15 - Yo: sí, la llave está en el buzón', 'Usuario WhatsApp'],
    [
      'transcript',
      'Carmen Ruiz, [12.03.2026 21:14]\n¿Dónde vives ahora?\n\nTú, [12.03.2026 21:15]\nEn Lavapiés, cuarto piso',
      'Usuario Telegram',
    ],
    [
      'transcript',
      '1\n00:00:01,000 --> 00:00:03,000\n¿Dónde estuviste anoche?\n\n2\n00:00:03,300 --> 00:00:05,000\nEn el hospital.',
      'Usuario subtítulos',
    ],
    [
      'transcript',
      'El mar, 10 mar 2026 a las 9:14, Javier Ortega (<javier.ortega@example.es>) escribió:\n> ¿Me mandas tu número de cuenta?\n> Gracias',
      'Usuario correo',
    ],
    ['transcript', '[21:14, 12/3/2026] Mamá: Estoy en el médico\n[21:15, 12/3/2026] Yo: Voy a buscarte', 'Usuario chat'],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 +0100] "GET /mi-cuenta HTTP/1.1" 200 3011 "-" "Mozilla/5.0"`, 'Usuario servidor'],
    ['runtime', 'mar 12 21:14:07 casa systemd[1]: Iniciando copia.service - Copia de /home/lucia...', 'Usuario servidor'],
    ['runtime', 'S.ficheros     Tamaño Usados  Disp Uso% Montado en\n/dev/sda1        234G   180G   42G  82% /', 'Usuario servidor'],
    [
      'runtime',
      'Des:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nDescargados 151 kB en 1s (210 kB/s)\nLeyendo lista de paquetes... Hecho',
      'Usuario paquetes',
    ],
    [
      'runtime',
      '{"herramienta":"reservar_mesa","argumentos":{"personas":2,"hora":"21:00","nombre":"Lucía Gómez"}}',
      'Usuario herramientas',
    ],
    ['split', `El móvil del usuario empieza por ${head}`, 'Usuario teléfono', [tail, 'móvil']],
    [
      'split',
      'El usuario vive en la calle Fuencarral, número y código postal en las etiquetas',
      'Usuario casa',
      ['n.º 63', v.postcode('ES')],
    ],
    ['number_words', `Móvil: ${v.spoken(v.national('ES'), 'es')}`, 'Usuario teléfono'],
    ['number_words', `El código del portal es ${v.spoken(v.digits(4), 'es', '-')}.`, 'Usuario edificio'],
    ['number_words', 'El usuario vive en la calle Mayor número veintiocho, código postal cuatro uno cero cero cuatro.', 'Usuario casa'],
  ];
  const accept = [
    ['city', 'Al usuario le encanta Sevilla y quiere ideas de planes allí.', 'Usuario viajes'],
    ['city', 'La ciudad favorita del usuario es Buenos Aires.', 'Usuario viajes'],
    ['street_walk', 'Al usuario le gusta pasear por la Gran Vía los domingos.', 'Usuario paseos'],
    ['street_walk', 'Al usuario le encanta caminar por La Rambla temprano.', 'Usuario paseos'],
    ['poem', 'El verso favorito del usuario es «Caminante, no hay camino, se hace camino al andar».', 'Usuario poesía'],
    ['poem', 'El usuario cita a menudo «Puedo escribir los versos más tristes esta noche».', 'Usuario poesía'],
    ['song', 'Al usuario le encanta la letra «Gracias a la vida, que me ha dado tanto».', 'Usuario música'],
    ['error_prose', 'El usuario quiere que le expliquen el error «Acceso denegado» con palabras sencillas.', 'Usuario PC'],
    ['error_prose', 'Al usuario le molesta el mensaje «No se pudo conectar» y prefiere ayuda paso a paso.', 'Usuario red'],
    ['error_prose', 'El usuario quiere entender «KeyError» sin tecnicismos.', 'Usuario programación'],
    ['version', 'El usuario programa con Node 20 y Angular 18.', 'Usuario desarrollo'],
    ['version', 'El usuario prefiere Windows 10 22H2 a Windows 11.', 'Usuario sistema'],
    ['price', 'El usuario gasta como mucho 14 € en el menú del día.', 'Usuario comidas'],
    ['price', 'El presupuesto del usuario para una bici es de 900 euros.', 'Usuario compras'],
    ['year', 'Al usuario le encantan las películas de 1999.', 'Usuario cine'],
    ['year', 'El usuario juega al pádel desde 2017.', 'Usuario deporte'],
    ['model_number', 'El usuario conduce un SEAT León 1.5 TSI.', 'Usuario coche'],
    ['model_number', 'El usuario usa unos AirPods Pro 2.', 'Usuario audio'],
    ['title_time', 'La película favorita del usuario es «Mientras dure la guerra».', 'Usuario cine'],
    ['title_time', 'Al usuario le encanta la novela «Crónica de una muerte anunciada» y la canción «Un año más».', 'Usuario cultura'],
    ['title_time', 'El usuario escucha el pódcast «Hoy por hoy» cada mañana.', 'Usuario pódcasts'],
    ['title_time', 'Al usuario le gusta la serie «Verano azul».', 'Usuario series'],
  ];
  return { refuse, accept };
}

export function pt() {
  const [head, tail] = v.split(v.national('BR'), 7);
  const refuse = [
    ['email', 'Me escreve em ana ponto souza arroba gmail ponto com.', 'Usuário e-mail'],
    ['email', 'E-mail reserva do usuário: r.lima (arroba) uol (ponto) com (ponto) br', 'Usuário e-mail'],
    ['email', 'Meu e-mail pessoal: bruno.c at yandex dot ru', 'Usuário e-mail'],
    ['address', `O usuário mora na Rua Haddock Lobo 595, apto 74, Cerqueira César, São Paulo - SP, CEP ${v.cep()}.`, 'Usuário casa'],
    ['address', `Endereço de entrega: Av. Atlântica 1702, bloco 2, apto 1101, Copacabana, Rio de Janeiro, ${v.cep()}`, 'Usuário entregas'],
    ['address', `O usuário vive em Lisboa: Rua da Prata 88, 2.º esq., ${v.postcode('PT')} Lisboa`, 'Usuário casa'],
    ['address', `Minha casa em Roma: Via dei Serpenti 34, ${v.postcode('IT')} Roma RM`, 'Usuário casa'],
    ['transcript', '12/03/2026 21:14 - Bia: já chegou?\n12/03/2026 21:15 - Eu: sim, a chave tá com o porteiro', 'Usuário WhatsApp'],
    [
      'transcript',
      'Beatriz Costa, [12.03.2026 21:14]\nOnde você tá morando agora?\n\nVocê, [12.03.2026 21:15]\nEm Pinheiros, perto do metrô',
      'Usuário Telegram',
    ],
    [
      'transcript',
      '1\n00:00:01,000 --> 00:00:03,000\nOnde você estava ontem à noite?\n\n2\n00:00:03,300 --> 00:00:05,000\nNo hospital.',
      'Usuário legendas',
    ],
    [
      'transcript',
      'Em ter., 10 de mar. de 2026 às 09:14, Pedro Alves <pedro.alves@example.com.br> escreveu:\n> Pode me mandar sua chave PIX?\n> Obrigado',
      'Usuário e-mail',
    ],
    ['transcript', '[21:14, 12/03/2026] Mãe: Tô no médico\n[21:15, 12/03/2026] Eu: Vou te buscar', 'Usuário conversa'],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 -0300] "GET /minha-conta HTTP/1.1" 200 2760 "-" "Mozilla/5.0"`, 'Usuário servidor'],
    ['runtime', 'mar 12 21:14:07 casa systemd[1]: Iniciando backup.service - Backup de /home/ana...', 'Usuário servidor'],
    ['runtime', 'Sist. Arq.      Tam. Usado Disp. Uso% Montado em\n/dev/sda1       234G  180G   42G  82% /', 'Usuário servidor'],
    [
      'runtime',
      'Obter:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nBaixados 151 kB em 1s (210 kB/s)\nLendo listas de pacotes... Pronto',
      'Usuário pacotes',
    ],
    ['runtime', '{"ferramenta":"enviar_pix","argumentos":{"valor":150,"destinatario":"Beatriz Costa"}}', 'Usuário ferramentas'],
    ['split', `O celular do usuário começa com ${head}`, 'Usuário telefone', [tail, 'celular']],
    ['split', 'O usuário mora na Rua Oscar Freire, número e CEP nas tags', 'Usuário casa', ['nº 912', v.cep()]],
    ['number_words', `Celular: ${v.spoken(v.national('BR'), 'pt')}`, 'Usuário telefone'],
    ['number_words', `A senha do portão é ${v.spoken(v.digits(4), 'pt', '-')}.`, 'Usuário prédio'],
    ['number_words', 'O usuário mora na Rua das Flores número cento e doze, CEP zero um três um zero, cem.', 'Usuário casa'],
  ];
  const accept = [
    ['city', 'O usuário adora Salvador e quer dicas de passeios lá.', 'Usuário viagens'],
    ['city', 'A cidade favorita do usuário é o Porto.', 'Usuário viagens'],
    ['street_walk', 'O usuário gosta de caminhar pela Avenida Paulista aos domingos.', 'Usuário passeios'],
    ['street_walk', 'O usuário adora passear pela Rua Augusta em Lisboa.', 'Usuário passeios'],
    ['poem', 'O verso favorito do usuário é «Tudo vale a pena se a alma não é pequena».', 'Usuário poesia'],
    ['poem', 'O usuário cita sempre "No meio do caminho tinha uma pedra".', 'Usuário poesia'],
    ['song', 'O usuário adora a letra "Olha que coisa mais linda, mais cheia de graça".', 'Usuário música'],
    ['error_prose', 'O usuário quer uma explicação simples do erro "Acesso negado".', 'Usuário PC'],
    ['error_prose', 'O usuário acha irritante a mensagem "Falha na conexão" e prefere ajuda passo a passo.', 'Usuário rede'],
    ['error_prose', 'O usuário quer entender "NullPointerException" sem jargão.', 'Usuário programação'],
    ['version', 'O usuário programa com Kotlin 2.0 e Android 15.', 'Usuário desenvolvimento'],
    ['version', 'O usuário prefere o Python 3.10 ao 3.13.', 'Usuário desenvolvimento'],
    ['price', 'O usuário gasta no máximo R$ 40 no almoço.', 'Usuário refeições'],
    ['price', 'O orçamento do usuário para um notebook é de R$ 5.000.', 'Usuário compras'],
    ['year', 'O usuário adora a Copa de 1970.', 'Usuário futebol'],
    ['year', 'O usuário surfa desde 2012.', 'Usuário esporte'],
    ['model_number', 'O usuário dirige um Honda Civic EXL 2019.', 'Usuário carro'],
    ['model_number', 'O usuário usa um Galaxy A55 5G.', 'Usuário celular'],
    ['title_time', 'O filme favorito do usuário é "Central do Brasil" e a série "Noite Adentro".', 'Usuário cinema'],
    ['title_time', 'O usuário adora o livro "Cem Anos de Solidão".', 'Usuário leitura'],
    ['title_time', 'O usuário ouve a música "Domingo no Parque" toda semana.', 'Usuário música'],
    ['title_time', 'O usuário ama a canção "Sábado em Copacabana".', 'Usuário música'],
  ];
  return { refuse, accept };
}

export function ru() {
  const [head, tail] = v.split(v.national('RU'), 5);
  const refuse = [
    ['email', 'Пиши мне на ivan точка petrov собака yandex точка ru.', 'Пользователь почта'],
    ['email', 'Запасная почта пользователя: o.smirnova (собачка) mail (точка) ru', 'Пользователь почта'],
    ['email', 'Мой личный ящик: d.orlov Klammeraffe gmx Punkt de', 'Пользователь почта'],
    ['address', `Пользователь живёт по адресу: ул. Тверская, д. 12, стр. 1, кв. 45, Москва, ${v.postcode('RU')}.`, 'Пользователь дом'],
    ['address', `Адрес доставки: ${v.postcode('RU')}, г. Санкт-Петербург, Невский пр-т, д. 88, кв. 17`, 'Пользователь доставка'],
    ['address', 'Пользователь живёт в Минске: пр-т Независимости, д. 65, корп. 2, кв. 103', 'Пользователь дом'],
    ['address', `Моя квартира в Берлине: Warschauer Str. 34, ${v.postcode('DE')} Berlin`, 'Пользователь дом'],
    ['transcript', '12.03.2026, 21:14 - Оля: ты уже дома?\n12.03.2026, 21:15 - Я: да, ключ у соседки из 14-й', 'Пользователь WhatsApp'],
    [
      'transcript',
      'Ольга Иванова, [12.03.2026 21:14]\nГде ты сейчас живёшь?\n\nВы, [12.03.2026 21:15]\nНа Васильевском, 5-я линия',
      'Пользователь Telegram',
    ],
    [
      'transcript',
      '1\n00:00:01,000 --> 00:00:03,000\nГде ты был вчера вечером?\n\n2\n00:00:03,300 --> 00:00:05,000\nУ врача.',
      'Пользователь субтитры',
    ],
    [
      'transcript',
      'Вт, 10 мар. 2026 г. в 09:14, Сергей Кузнецов <s.kuznetsov@example.ru>:\n> Пришли, пожалуйста, реквизиты.\n> Спасибо',
      'Пользователь почта',
    ],
    ['transcript', '[21:14, 12.03.2026] Мама: Я у врача\n[21:15, 12.03.2026] Я: Сейчас заеду', 'Пользователь переписка'],
    [
      'runtime',
      `${v.ip()} - - [12/Mar/2026:21:14:07 +0300] "GET /lichnyj-kabinet HTTP/1.1" 200 2890 "-" "Mozilla/5.0"`,
      'Пользователь сервер',
    ],
    ['runtime', 'мар 12 21:14:07 dom systemd[1]: Запускается backup.service - Резервная копия /home/ivan...', 'Пользователь сервер'],
    [
      'runtime',
      'Файл.система   Размер Использовано  Дост Использовано% Cмонтировано в\n/dev/sda1        234G         180G   42G           82% /',
      'Пользователь сервер',
    ],
    [
      'runtime',
      'Пол:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nПолучено 151 kB за 1с (210 kB/s)\nЧтение списков пакетов… Готово',
      'Пользователь пакеты',
    ],
    ['runtime', '{"инструмент":"перевод","аргументы":{"получатель":"Ольга Иванова","сумма":5000}}', 'Пользователь инструменты'],
    ['split', `Мобильный пользователя начинается с ${head}`, 'Пользователь телефон', [tail, 'мобильный']],
    ['split', 'Пользователь живёт на ул. Профсоюзной, дом и квартира в тегах', 'Пользователь дом', ['д. 43', 'кв. 118']],
    ['number_words', `Мобильный: ${v.spoken(v.national('RU'), 'ru')}`, 'Пользователь телефон'],
    ['number_words', `Код домофона: ${v.spoken(v.digits(4), 'ru', '-')}.`, 'Пользователь подъезд'],
    ['number_words', 'Пользователь живёт на улице Мира, дом двадцать семь, квартира сорок два.', 'Пользователь дом'],
  ];
  const accept = [
    ['city', 'Пользователь обожает Казань и хочет идеи для поездок туда.', 'Пользователь путешествия'],
    ['city', 'Любимый город пользователя — Тбилиси.', 'Пользователь путешествия'],
    ['street_walk', 'Пользователь любит гулять по Арбату по выходным.', 'Пользователь прогулки'],
    ['street_walk', 'Пользователь любит прогулки по Невскому проспекту вечером.', 'Пользователь прогулки'],
    ['poem', 'Любимая строка пользователя — «Я помню чудное мгновенье».', 'Пользователь поэзия'],
    ['poem', 'Пользователь часто цитирует «Ночь, улица, фонарь, аптека».', 'Пользователь поэзия'],
    ['song', 'Пользователь любит строчку «Группа крови на рукаве».', 'Пользователь музыка'],
    ['error_prose', 'Пользователь хочет простое объяснение ошибки «Доступ запрещён».', 'Пользователь ПК'],
    ['error_prose', 'Пользователя раздражает сообщение «Не удалось подключиться», он предпочитает пошаговую помощь.', 'Пользователь сеть'],
    ['error_prose', 'Пользователь хочет понять «ZeroDivisionError» без жаргона.', 'Пользователь программирование'],
    ['version', 'Пользователь пишет на Go 1.23 и PostgreSQL 16.', 'Пользователь разработка'],
    ['version', 'Пользователь предпочитает Astra Linux 1.7 и LibreOffice 24.2.', 'Пользователь система'],
    ['price', 'Пользователь тратит на обед не больше 500 рублей.', 'Пользователь еда'],
    ['price', 'Бюджет пользователя на ноутбук — 90 000 ₽.', 'Пользователь покупки'],
    ['year', 'Пользователь любит фильмы 1979 года, особенно «Сталкер».', 'Пользователь кино'],
    ['year', 'Пользователь занимается боксом с 2013 года.', 'Пользователь спорт'],
    ['model_number', 'Пользователь ездит на Lada Vesta SW Cross.', 'Пользователь машина'],
    ['model_number', 'Пользователь пользуется Яндекс Станцией Макс.', 'Пользователь устройства'],
    ['title_time', 'Любимый фильм пользователя — «Москва слезам не верит».', 'Пользователь кино'],
    ['title_time', 'Пользователь обожает роман «Сто лет одиночества» и песню «Восьмиклассница».', 'Пользователь культура'],
    ['title_time', 'Пользователь любит фильм «Утомлённые солнцем» и «Ночной дозор».', 'Пользователь кино'],
    ['title_time', 'Пользователь слушает подкаст «Утренний разговор» каждый день.', 'Пользователь подкасты'],
  ];
  return { refuse, accept };
}
