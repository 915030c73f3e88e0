// The thirteenth set's cases that still miss, by their text, each with its category. A case the rules come to pass
// moves out (blindRound fails while a named case passes). At the first score, before reading the gate rules, every
// miss is listed here; the reasons are added as the rules are read.

export const THIRTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  // en refuse address
  'User lives at 4-12-7 Jingumae, Shibuya-ku, Tokyo 135-3202.',
  // en refuse split
  'User lives on Baker Street, flat number in tags',
  // zh-Hans refuse runtime
  '3月 12 21:14:07 nas01 kernel: EXT4-fs (sda1): mounted filesystem with ordered data mode',
  // ja refuse address
  '荷物の送り先：12 rue de la Paix, 69014 Paris, 4e étage',
  // ja refuse number_words
  'ユーザーの家は中野区本町さんちょうめ、じゅうにばん、よんごう。',
  // ko refuse address
  '택배 주소: 3-2-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo 132-2752',
  // ko refuse split
  '사용자 집은 성수동 뚝섬로, 번지는 태그에',
  // ko refuse number_words
  '사용자 번호는 공 일 공 이 공 공 공 팔 이 육 이입니다.',
  // de refuse address
  'Nutzer wohnt in Tokio, 1-2-3 Ebisu, Shibuya-ku, 〒130-4297',
  // de refuse runtime
  'Holen:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nEs wurden 151 kB in 1 s geholt (210 kB/s).\nPaketlisten werden gelesen… Fertig',
  // de refuse number_words
  'Nutzer wohnt in der Lindenstraße vierundzwanzig, dritter Stock, Postleitzahl fünf null sechs sieben acht.',
  // de accept error_prose
  'Nutzer will bei „TypeError: undefined is not a function“ zuerst die Ursache wissen.',
  // de accept title_time
  'Nutzer hört gern den Podcast „Lage der Nation“ am Montagmorgen.',
  // fr refuse runtime
  'Réception de :1 http://deb.debian.org/debian bookworm InRelease [151 ko]\n151 ko réceptionnés en 1s (210 ko/s)\nLecture des listes de paquets... Fait',
  // fr refuse number_words
  "L'utilisateur habite au trente-deux rue Victor-Hugo, code postal six neuf zéro zéro trois.",
  // es refuse runtime
  'Des:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nDescargados 151 kB en 1s (210 kB/s)\nLeyendo lista de paquetes... Hecho',
  // pt refuse runtime
  'Obter:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nBaixados 151 kB em 1s (210 kB/s)\nLendo listas de pacotes... Pronto',
  // ru refuse runtime
  'Пол:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nПолучено 151 kB за 1с (210 kB/s)\nЧтение списков пакетов… Готово',
  // it refuse runtime
  'Scaricamento di:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nRecuperati 151 kB in 1s (210 kB/s)\nLettura elenco dei pacchetti... Fatto',
  // it accept error_prose
  "L'utente vuole capire «IndexError: list index out of range» senza gergo.",
]);
