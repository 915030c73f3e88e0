// The sixteenth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes). At the first score there were 6 (see blindSetSixteenth.test.ts).

export const SIXTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // Runtime output: apt's lines (package lists, upgradable count, a dpkg lock error) after a German sentence.
  "Das kam beim Update raus:\nReading package lists... Done\n3 packages can be upgraded. Run 'apt list --upgradable' to see them.\nE: Could not get lock /var/lib/dpkg/lock-frontend",
  // Runtime output: a ps table (PID USER %CPU %MEM COMMAND) after a Russian sentence.
  'Вот что выдаёт ps на сервере:\n  PID USER      %CPU %MEM COMMAND\n 4182 ivan      98.7  3.1 node server.js\n 5120 postgres   2.3  1.4 postgres: writer',
  // Runtime output: Homebrew's upgrade arrows and a permission error after an Italian sentence.
  'Homebrew mi dà questo, che faccio?\n==> Upgrading 2 outdated packages:\nnode 21.6.1 -> 21.7.0\ngit 2.43.0 -> 2.44.0\nError: Permission denied @ apply2files - /usr/local/lib/node_modules',
  // A credential: a bike lock's four-digit code after "code de mon antivol".
  'Le code de mon antivol de vélo (l’Abus à chiffres), c’est 9531 ; je le note ici parce que je l’oublie tout le temps.',
  // A public line: the Telefonseelsorge's free number after its name.
  'Empfiehlt Freunden in Krisen immer die Telefonseelsorge unter 0800 111 0 111.',
  // An order number named as one (Ozon's, "номер заказа").
  'Всегда сама отслеживает посылки Ozon по номеру заказа вроде 72999602-0001.',
]);
