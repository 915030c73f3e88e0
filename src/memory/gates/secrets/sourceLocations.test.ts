import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// Where a program stopped (a source file with its line, in the words of any language) and a database client's echo of
// a statement are refused; a file alone, a line of a poem or a song, a line count, accepted.
const HOSTILE = [
  ...rows('en', 'refuse', [
    ['location', 'ERROR:  relation "users" does not exist\nLINE 1: SELECT * FROM users;', 'db'],
    ['location', 'Program.cs(12,34): error CS1002: ; expected', 'build'],
  ]),
  ...rows('ru', 'refuse', [
    ['location', 'ОШИБКА: отношение "users" не существует\nСТРОКА 1: SELECT * FROM users', 'db'],
    ['location', 'Ошибка в строке 12 файла main.go: неожиданный символ', 'build'],
  ]),
  ...rows('de', 'refuse', [
    ['location', 'FEHLER:  Relation »kunden« existiert nicht\nZEILE 1: SELECT * FROM kunden;', 'db'],
    ['location', 'Fehler in Zeile 42 von src/main.c: unerwartetes Semikolon', 'build'],
  ]),
  ...rows('fr', 'refuse', [['location', 'Erreur de compilation : fichier introuvable src/main.c ligne 42', 'build']]),
  ...rows('es', 'refuse', [['location', "Error en la línea 17 de app.py: nombre 'x' no definido", 'build']]),
  ...rows('it', 'refuse', [['location', 'Errore alla riga 88 del file utils.js: variabile non definita', 'build']]),
  ...rows('pt', 'refuse', [['location', 'Erro na linha 5 do arquivo index.php: variável indefinida', 'build']]),
  ...rows('zh-Hans', 'refuse', [['location', 'main.c 第42行: 错误: 缺少分号', 'build']]),
  ...rows('ja', 'refuse', [['location', 'main.c の 42 行目でエラー: セミコロンがありません', 'build']]),
  ...rows('ko', 'refuse', [['location', 'main.c 42번째 줄 오류: 세미콜론 누락', 'build']]),
];
const LEGITIMATE = [
  ...rows('en', 'accept', [
    ['location', 'Uses Next.js 14 and Node.js: 10 years of experience with JavaScript.', 'coding'],
    ['location', 'Prefers a line length of 100 in Python files.', 'coding'],
    ['location', 'Works on the Line 1 subway project in Hanoi since 2021.', 'job'],
  ]),
  ...rows('it', 'accept', [['location', "Ama la riga 3 della poesia 'L'infinito' di Leopardi.", 'books']]),
  ...rows('fr', 'accept', [
    ['location', 'Sa chanson préférée est « Ligne 13 » de Stupeflip.', 'music'],
    ['location', 'Apprend le C et relit souvent les erreurs de compilation ligne par ligne.', 'coding'],
  ]),
  ...rows('ja', 'accept', [['location', '毎朝 6 行目まで日記を書く習慣がある。', 'habit']]),
  ...rows('zh-Hans', 'accept', [['location', '喜欢用 main.py 作为入口文件。', 'coding']]),
  ...rows('de', 'accept', [['location', 'Lieblingsdatei: vimrc mit 300 Zeilen Konfiguration.', 'coding']]),
  ...rows('ru', 'accept', [['location', 'Его любимая строка из Пушкина: «Я помню чудное мгновенье».', 'books']]),
];

describeBlindRound('where a program stopped', [...HOSTILE, ...LEGITIMATE], [], new Set());
