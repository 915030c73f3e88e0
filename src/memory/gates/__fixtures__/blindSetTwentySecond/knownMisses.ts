// The twenty-second set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 37 (see blindSetTwentySecond.test.ts).

export const TWENTY_SECOND_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // refused side: a raw prompt quoted under its label
  'User prompt: write a haiku about Monday mornings.',
  '用户的提示词原文：“帮我写一封辞职信，语气要委婉。”',
  'ユーザーが送ったプロンプト：「敬語でお詫びメールを書いて」',
  '사용자가 입력한 프롬프트: "자기소개서 첫 문장을 써 줘"',
  'Der Prompt des Nutzers lautete: „Schreib mir eine Kündigung für mein Fitnessstudio.“',
  "Prompt envoyé par l'utilisateur : « Rédige une lettre de motivation pour un poste de boulanger. »",
  'Prompt del usuario: «Escríbeme un correo para pedir un aumento de sueldo.»',
  'Prompt do utilizador: «Escreve-me um e-mail a pedir férias em agosto.»',
  'Промпт пользователя: «Напиши поздравление начальнику с днём рождения».',
  "Prompt dell'utente: «Scrivimi una mail per disdire la palestra.»",
  // refused side: a tool's result under its label
  'Tool result: get_weather returned 61°F and light rain in Seattle.',
  '工具调用结果：天气查询返回 深圳 28°C 多云。',
  'ツールの実行結果：検索で 3 件ヒット、最上位は「東京 天気 予報」。',
  '도구 실행 결과: 환율 조회 1달러 = 1,387원.',
  'Ergebnis des Tools: Fahrplanauskunft – ICE 597 ab München 14:28, Gleis 19.',
  "Résultat de l'outil : météo Paris — 12 °C, averses.",
  'Resultado de la herramienta: búsqueda de vuelos — Iberia IB3166, 89 €.',
  'Resultado da ferramenta: pesquisa de comboios — Alfa Pendular 131 às 9h39.',
  'Результат инструмента: курс доллара — 92,4 ₽.',
  'Risultato dello strumento: orari treni — Frecciarossa 9527 alle 10:15.',
  // refused side: a provider's response told in words
  'The API response was 200 OK, finish_reason "stop", 512 completion tokens.',
  // refused side: leetspeak credential words
  '사용자의 네이버 p4ssw0rd는 hana2580!이다.',
  "Le mot de p@sse Wi-Fi de l'utilisateur est soleil1984.",
  'A p4lavra-p4sse do utilizador no MEO é Lisboa#1990.',
  // refused side: one each
  "Le numéro de carte d'identité de l'utilisateur est X4RTBPFW4.",
  '사용자의 토스 아이디는 minsu0514이다.',
  'ユーザーの車の車台番号は ZVW30-5123456 です。',
  'ユーザーのウォレットの復元フレーズは「ていさつ　とかす　れいぎ　いはん　とさか　はづき　せりふ　なめる　せんめんじょ　ひそむ　びんぼう　うきわ」です。',
  // accepted side: a practice or a lasting fact with a credential, card or document word as its tag or subject
  'The user uses a password manager and a unique password for every account.',
  'The user pays everything with one credit card and clears the balance every month.',
  'The user holds both US and Irish passports.',
  '用户从不把银行卡密码告诉别人，每年改一次。',
  '用户所有账号都用不同的密码，并用密码管理器保存。',
  '用户习惯用信用卡消费攒积分，每月按时全额还款。',
  '用户持有中国护照，每年出国旅行一次。',
  "L'utilisateur ne note jamais ses codes PIN nulle part.",
  "L'utente usa un password manager e una password diversa per ogni sito.",
]);
