import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The sixteenth round's rules, each both ways in several languages: a hostile case it must refuse and a legitimate
// look-alike it must accept (serviceNumbers.test.ts holds the toll-free numbers' own tests).

// secrets/packageManagers.ts: apt's progress and summary lines as each locale prints them, Homebrew, pacman, dnf and
// dpkg lines, a list of upgrades with arrows; prose about the tools passes.
const PACKAGE_OUTPUT = [
  ...rows('en', 'refuse', [['runtime', 'This is what I got:\nReading package lists... Done\nE: Unable to locate package foo', 'Linux']]),
  ...rows('de', 'refuse', [
    ['runtime', 'Beim Update kam das: Paketlisten werden gelesen… Fertig\nAbhängigkeitsbaum wird aufgebaut… Fertig', 'Linux'],
  ]),
  ...rows('fr', 'refuse', [
    ['runtime', 'Voilà : Lecture des listes de paquets... Fait\nConstruction de l’arbre des dépendances... Fait', 'Linux'],
  ]),
  ...rows('es', 'refuse', [['runtime', 'Me sale esto: Leyendo lista de paquetes... Hecho', 'Linux']]),
  ...rows('pt', 'refuse', [['runtime', 'Deu isso: Lendo listas de pacotes... Pronto', 'Linux']]),
  ...rows('it', 'refuse', [['runtime', 'Ecco: Lettura elenco dei pacchetti... Fatto', 'Linux']]),
  ...rows('ru', 'refuse', [['runtime', 'Вот: Чтение списков пакетов… Готово\nобновлено 0, установлено 1 новых пакетов', 'Linux']]),
  ...rows('ja', 'refuse', [['runtime', 'こうなりました：\nパッケージリストを読み込んでいます... 完了', 'Linux']]),
  ...rows('ko', 'refuse', [['runtime', '이렇게 나와요:\n패키지 목록을 읽는 중입니다... 완료', 'Linux']]),
  ...rows('zh-Hans', 'refuse', [
    ['runtime', '装的时候是这样：\n正在读取软件包列表... 完成\n升级了 0 个软件包，新安装了 1 个软件包', 'Linux'],
  ]),
  ...rows('en', 'refuse', [['runtime', 'brew says:\n==> Downloading https://ghcr.io/v2/homebrew/core/node/manifests/21.7.0', 'Mac']]),
  ...rows('de', 'refuse', [['runtime', 'brew outdated sagt:\nnode 21.6.1 -> 21.7.0\ngit 2.43.0 -> 2.44.0', 'Mac']]),
  ...rows('es', 'refuse', [['runtime', 'En Arch me sale:\n:: Synchronizing package databases...\n core is up to date', 'Linux']]),
  ...rows('fr', 'refuse', [['runtime', 'Fedora affiche :\nTransaction Summary\nInstall  3 Packages', 'Linux']]),
  ...rows('it', 'refuse', [['runtime', 'dpkg dice: dpkg: error processing package nginx (--configure)', 'Linux']]),
  ...rows('pt', 'refuse', [['runtime', 'O apt disse: E: Não foi possível obter trava /var/lib/dpkg/lock-frontend', 'Linux']]),
  ...rows('it', 'refuse', [['runtime', 'Mi esce questo:\nE: Impossibile trovare il pacchetto foo', 'Linux']]),
  ...rows('ja', 'refuse', [['runtime', 'こう出ます：\nE: パッケージ foo が見つかりません', 'Linux']]),
  ...rows('en', 'refuse', [['runtime', 'Homebrew output:\nWarning: git 2.44.0 is already installed and up-to-date.', 'Mac']]),
  ...rows('de', 'refuse', [
    [
      'runtime',
      'Windows zeigt mir das:\nName                 Id                Version   Available\nMozilla Firefox      Mozilla.Firefox   121.0     122.0',
      'Windows',
    ],
  ]),
  ...rows('en', 'accept', [['notes', 'Notes:\nE: eggs, milk, 2 packages of rice', 'Shopping']]),
  ...rows('en', 'accept', [['tools', 'Her favourite Homebrew formula is ripgrep.', 'Mac']]),
  ...rows('en', 'accept', [['tools', 'Prefers apt over snap for installing packages on Ubuntu.', 'Linux']]),
  ...rows('de', 'accept', [['tools', 'Liest gern Paketlisten von Debian, um neue Tools zu finden.', 'Linux']]),
  ...rows('en', 'accept', [['version', 'Upgraded from Python 3.11 -> 3.12 last year and likes it.', 'Coding']]),
  ...rows('fr', 'accept', [['tools', 'Lance toujours brew upgrade le lundi matin.', 'Mac']]),
];

// secrets/runtimeShapes.ts: a process or resource table with right-aligned number columns, free's memory row; capitals
// without such columns, or without numbers under them, and sizes in a sentence pass.
const PROCESS_TABLES = [
  ...rows('ru', 'refuse', [
    [
      'runtime',
      'Вот что выдаёт top:\n  PID USER      PR  NI    VIRT    RES  %CPU %MEM     TIME+ COMMAND\n 4182 ivan      20   0 1234567  89012  98.7  3.1   1:23.45 node',
      'Сервер',
    ],
  ]),
  ...rows('en', 'refuse', [
    ['runtime', 'Pasted from the server:\n  PID USER      %CPU %MEM COMMAND\n 4182 ivan      98.7  3.1 node server.js', 'Server'],
  ]),
  ...rows('pt', 'refuse', [
    ['runtime', 'O ps mostra isso:\n  PID TTY      STAT   TIME COMMAND\n 2231 pts/0    Ss     0:00 -bash', 'Servidor'],
  ]),
  ...rows('fr', 'refuse', [
    [
      'runtime',
      'Voilà ce que donne free -h :\n               total        used        free      shared  buff/cache   available\nMem:            15Gi       9,1Gi       1,2Gi       512Mi       5,0Gi       5,6Gi',
      'Linux',
    ],
  ]),
  ...rows('en', 'accept', [['hardware', 'Mem: 16GB 32GB 64GB are the options he compared.', 'Hardware']]),
  ...rows('de', 'accept', [['hardware', 'Speicher: 16 GB, 512 GB SSD und 4 GB Grafik.', 'Hardware']]),
  ...rows('en', 'accept', [['notes', 'TODO LIST FOR MONDAY\n3 items 10 minutes each', 'Work']]),
  ...rows('de', 'accept', [['notes', 'Mag PID-Regler und hat 3 davon in der Werkstatt.', 'Technik']]),
];

// secrets/codedThings.ts: an aside in brackets between the thing a code opens and its value.
const CODE_ASIDES = [
  ...rows('en', 'refuse', [['credential', 'The code for my bike lock (the blue Kryptonite one) is 4471.', 'Bike']]),
  ...rows('fr', 'refuse', [['credential', 'Le code de mon cadenas de casier (celui de la piscine), c’est 8812.', 'Sport']]),
  ...rows('es', 'refuse', [['credential', 'El código de mi candado (el amarillo de Decathlon) es 0729.', 'Bici']]),
  ...rows('de', 'refuse', [['credential', 'Der Code meiner Garage (die hintere, am Hof) ist 5813.', 'Garage']]),
  ...rows('it', 'refuse', [['credential', 'Il codice del mio lucchetto (quello a combinazione) è 5521.', 'Bici']]),
  ...rows('en', 'accept', [['coding', 'The code for my bike lock app (an open-source one) has 1200 lines.', 'Coding']]),
  ...rows('fr', 'accept', [['bike', 'Le code de mon antivol de vélo (un Abus), il l’a changé il y a 3 ans.', 'Vélo']]),
];

// identifiers/organisationValues.ts: the listening and crisis lines each country names, with an ordinary number.
const CRISIS_LINES = [
  ...rows('fr', 'accept', [['hotline', 'Recommande SOS Amitié au 09 72 39 40 50 à ses amis.', 'Amis']]),
  ...rows('it', 'accept', [['hotline', 'Consiglia il Telefono Amico 02 2327 2327 agli amici.', 'Amici']]),
  ...rows('es', 'accept', [['hotline', 'Recomienda el Teléfono de la Esperanza 717 003 717 a sus amigos.', 'Amigos']]),
  ...rows('ru', 'accept', [['hotline', 'Советует друзьям телефон доверия 8 800 2000 122.', 'Друзья']]),
  ...rows('ja', 'accept', [['hotline', 'つらい時はいのちの電話 0570-783-556 に相談するよう勧めている。', '相談']]),
  ...rows('de', 'refuse', [['phone', 'Seelsorger Pfarrer Müller ist unter 0171 2345678 erreichbar.', 'Kirche']]),
  ...rows('it', 'refuse', [['phone', 'Il telefono di un amico di Marco è 347 123 4567.', 'Amici']]),
];

// contacts/referenceNumbers.ts and wording/volatileCategories.ts: "for example" words join a reference word to its
// sample, and Russian "вроде" before a sample code is "such as", not "it seems".
const SAMPLE_WORDS = [
  ...rows('ru', 'accept', [['order_number', 'Отслеживает заказы по номеру заказа вроде 48213957.', 'Покупки']]),
  ...rows('de', 'accept', [['order_number', 'Hebt Bestellnummern wie z. B. 10101234567 für Retouren auf.', 'Einkauf']]),
  ...rows('es', 'accept', [['order_number', 'Guarda los números de pedido, por ejemplo 4071234567, en una nota.', 'Compras']]),
  ...rows('it', 'accept', [['order_number', 'Conserva i numeri d’ordine, per esempio 4071234567, in una nota.', 'Acquisti']]),
  ...rows('ru', 'refuse', [['guess', 'Ему вроде 30 лет, но любит джаз.', 'Возраст']]),
  ...rows('de', 'refuse', [['national_id', 'Bestellnummern wie 23334650432 sind seine Steuer-ID.', 'Steuern']]),
];

describeBlindRound(
  'sixteenth rules',
  [...PACKAGE_OUTPUT, ...PROCESS_TABLES, ...CODE_ASIDES, ...CRISIS_LINES, ...SAMPLE_WORDS],
  [],
  new Set(),
);
