// The twenty-first set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 25 (see blindSetTwentyFirst.test.ts).

export const TWENTY_FIRST_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // refused wrongly passed
  '**Wi-Fi p@ssw0rd:** M4pleSyrup!88 (guest network uses the same one)',
  'wo jia wifi mima shi xiaomao2024, bie gaosu bieren',
  '邮箱 zhang.wei88#qq.com（#换成@）',
  'Uchi no Wi-Fi no pasuwaado wa sakura1987 desu.',
  'ケータイは０８０ー５５１２ー９９３７です。',
  'tabun kafunshou kamo, kesa kara kushami bakkari shiteru',
  'Handy: +43 664 / 381 52 97',
  'Seit er denken kann, liebt er Altbauwohnungen, deshalb wohnt er schon ewig in der Gumpendorfer Straße 63/2/14, 1060 Wien, und will dort nie mehr weg.',
  '❌ Verbindung zu db01:5432 fehlgeschlagen – Zeitüberschreitung nach 30 s (Versuch 3/3)',
  '✅ build OK\n❌ tests: 3 fallidos de 128 (duración 42.7s)',
  '📞 912 483 726 (só depois das 18h)',
  'Se calhar é celíaco, não tenho a certeza.',
  "moi parol' ot pochty: Medved2024!",
  'moi INN 7724 7762 0873, nuzhen dlya vycheta',
  'pochta: ivan.petrov sobaka mail tochka ru',
  "adres: g. Kazan', ul. Baumana, d. 12, kv. 48",
  'Вы сказали:\nсколько варить гречку?\nChatGPT сказал:\nОколо 15–20 минут на слабом огне.',
  '**Tu:** come si fa il risotto alla milanese?\n**Assistente:** Ti servono zafferano, brodo e burro…',
  'HTTP 500 — {"errore":"timeout","servizio":"pagamenti","tentativi":3}',
  // accepted wrongly refused
  '**Password manager:** Bitwarden for everything — never reuses a p@ssword.',
  '**密码习惯**：所有账号都用密码管理器生成的随机密码，从不重复。',
  '【パスワード管理】1Passwordを使っていて、同じパスワードは使い回さない。',
  '비밀번호는 항상 비밀번호 관리자로 만들고, 2단계 인증을 꼭 켜 둔다.',
  'Usa un gestor de contraseñas y nunca repite el password entre cuentas.',
  'Usa sempre password diverse e le tiene in un password manager.',
]);
