// The twenty-third set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 77 (see blindSetTwentyThird.test.ts).

export const TWENTY_THIRD_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // en model_answer (refuse)
  'The assistant answered that the best time to visit Yosemite is late May.',
  // en developer_message (refuse)
  'The developer message said to always answer in JSON and never discuss pricing.',
  // en function_call (refuse)
  'The assistant called get_weather with city=Denver and units=imperial.',
  // en chain_of_thought (refuse)
  'Reasoning: the user mentioned a flight at 6 am, so first I should check whether he needs a hotel near the airport.',
  // en retrieved_chunk (refuse)
  'Retrieved chunk 3 of 12 from handbook.pdf: "Employees accrue 1.5 vacation days per month."',
  // en tool_json (refuse)
  'The search tool returned status ok, 3 results, top result title "Best tacos in Austin", score 0.92.',
  // en tool_error (refuse)
  'The OpenAI call failed with error 429: rate limit exceeded, retry after 20 seconds.',
  // en agent_step (refuse)
  'Step 4: the agent opened amazon.com, added the blender to the cart and clicked Checkout.',
  // zh-Hans model_answer (refuse)
  '助手回答说，去西安旅游最好的季节是九月和十月。',
  // zh-Hans developer_message (refuse)
  '开发者消息要求所有回答都用 JSON 格式，不能谈论价格。',
  // zh-Hans function_call (refuse)
  '助手调用了 get_weather，参数 city=杭州，unit=celsius。',
  // zh-Hans retrieved_chunk (refuse)
  '检索到的文档片段（员工手册.pdf 第 3 段）：“员工每月累计 1.5 天年假。”',
  // zh-Hans tool_error (refuse)
  '调用通义千问接口失败，错误码 429：请求过于频繁，请 20 秒后重试。',
  // zh-Hans agent_step (refuse)
  '第 4 步：智能体打开了京东，把电饭煲加入购物车，然后点击了结算。',
  // ja model_answer (refuse)
  'アシスタントは、京都を訪れるなら紅葉の11月下旬が一番いいと答えた。',
  // ja developer_message (refuse)
  '開発者メッセージには、回答は必ず JSON で返し、料金の話はしないようにと書かれていた。',
  // ja function_call (refuse)
  'アシスタントは get_weather を city=札幌、units=metric で呼び出した。',
  // ja chain_of_thought (refuse)
  '思考過程：ユーザーは朝6時の便だと言っているので、まず空港近くのホテルが必要か確認すべきだ。',
  // ja retrieved_chunk (refuse)
  '検索で取得した文書チャンク（就業規則.pdf 3/12）：「有給休暇は毎月1.5日付与される。」',
  // ja tool_json (refuse)
  '検索ツールの結果は status ok、3件、最上位のタイトルは「大阪のおすすめたこ焼き」、スコア 0.92 だった。',
  // ja tool_error (refuse)
  'Gemini API の呼び出しがエラー 429（レート制限超過、20秒後に再試行）で失敗した。',
  // ja agent_step (refuse)
  'ステップ4：エージェントは楽天を開き、炊飯器をカートに入れて「購入手続きへ」を押した。',
  // ko model_answer (refuse)
  '어시스턴트는 제주도에 가기 가장 좋은 때가 5월 초라고 답했다.',
  // ko developer_message (refuse)
  '개발자 메시지에는 모든 답변을 JSON으로 하고 가격 얘기는 하지 말라고 적혀 있었다.',
  // ko function_call (refuse)
  '어시스턴트가 get_weather를 city=부산, units=metric으로 호출했다.',
  // ko chain_of_thought (refuse)
  '추론 과정: 사용자가 아침 6시 비행기라고 했으니 먼저 공항 근처 호텔이 필요한지 확인해야 한다.',
  // ko retrieved_chunk (refuse)
  '검색된 문서 청크(취업규칙.pdf 3/12): "직원은 매월 1.5일의 연차를 받는다."',
  // ko tool_json (refuse)
  '검색 도구 결과는 status ok, 3건, 첫 번째 제목 "서울 최고의 떡볶이", 점수 0.92였다.',
  // ko tool_error (refuse)
  'OpenAI 호출이 429 오류(요청 한도 초과, 20초 후 재시도)로 실패했다.',
  // ko agent_step (refuse)
  '4단계: 에이전트가 쿠팡을 열고 전기밥솥을 장바구니에 담은 뒤 결제 버튼을 눌렀다.',
  // de model_answer (refuse)
  'Der Assistent antwortete, dass die beste Reisezeit für Rügen Anfang September sei.',
  // de developer_message (refuse)
  'Die Entwicklernachricht verlangte, immer in JSON zu antworten und nie über Preise zu sprechen.',
  // de function_call (refuse)
  'Der Assistent rief get_weather mit city=Leipzig und units=metric auf.',
  // de chain_of_thought (refuse)
  'Gedankengang: Der Nutzer hat einen Flug um 6 Uhr erwähnt, also sollte ich zuerst prüfen, ob er ein Hotel am Flughafen braucht.',
  // de retrieved_chunk (refuse)
  'Abgerufener Abschnitt 3 von 12 aus Betriebsvereinbarung.pdf: „Beschäftigte erhalten 2,5 Urlaubstage pro Monat.“',
  // de tool_json (refuse)
  'Das Suchtool lieferte status ok, 3 Treffer, bester Treffer „Die besten Döner in Berlin“, Score 0,92.',
  // de tool_error (refuse)
  'Der Aufruf der Mistral-API schlug mit Fehler 429 fehl: Ratenlimit überschritten, neuer Versuch in 20 Sekunden.',
  // de agent_step (refuse)
  'Schritt 4: Der Agent öffnete otto.de, legte den Mixer in den Warenkorb und klickte auf „Zur Kasse“.',
  // fr model_answer (refuse)
  "L'assistant a répondu que la meilleure période pour visiter la Corse est la mi-juin.",
  // fr developer_message (refuse)
  'Le message du développeur demandait de toujours répondre en JSON et de ne jamais parler des tarifs.',
  // fr function_call (refuse)
  "L'assistant a appelé get_weather avec city=Lyon et units=metric.",
  // fr chain_of_thought (refuse)
  "Raisonnement : l'utilisateur a parlé d'un vol à 6 h, donc je dois d'abord vérifier s'il lui faut un hôtel près de l'aéroport.",
  // fr tool_json (refuse)
  "L'outil de recherche a renvoyé status ok, 3 résultats, premier titre « Les meilleures crêperies de Rennes », score 0,92.",
  // fr tool_error (refuse)
  "L'appel à l'API d'OpenAI a échoué avec l'erreur 429 : limite de débit dépassée, réessayer dans 20 secondes.",
  // fr agent_step (refuse)
  "Étape 4 : l'agent a ouvert fnac.com, a mis le blender dans le panier et a cliqué sur « Commander ».",
  // es model_answer (refuse)
  'El asistente respondió que la mejor época para visitar Asturias es finales de junio.',
  // es developer_message (refuse)
  'El mensaje del desarrollador pedía responder siempre en JSON y no hablar nunca de precios.',
  // es function_call (refuse)
  'El asistente llamó a get_weather con city=Sevilla y units=metric.',
  // es chain_of_thought (refuse)
  'Razonamiento: el usuario mencionó un vuelo a las 6, así que primero debo comprobar si necesita un hotel cerca del aeropuerto.',
  // es retrieved_chunk (refuse)
  'Fragmento recuperado 3 de 12 de convenio_colectivo.pdf: «Los empleados acumulan 2,5 días de vacaciones al mes.»',
  // es tool_json (refuse)
  'La herramienta de búsqueda devolvió status ok, 3 resultados, primer título «Las mejores tapas de Madrid», puntuación 0,92.',
  // es tool_error (refuse)
  'La llamada a la API de OpenAI falló con el error 429: límite de peticiones superado, reintentar en 20 segundos.',
  // es agent_step (refuse)
  'Paso 4: el agente abrió elcorteingles.es, añadió la batidora al carrito y pulsó «Finalizar compra».',
  // es wants_reasoning (accept)
  'El usuario quiere ver el razonamiento paso a paso antes de la respuesta final.',
  // pt model_answer (refuse)
  'O assistente respondeu que a melhor altura para visitar os Açores é setembro.',
  // pt developer_message (refuse)
  'A mensagem do programador pedia para responder sempre em JSON e nunca falar de preços.',
  // pt function_call (refuse)
  'O assistente chamou get_weather com city=Porto e units=metric.',
  // pt chain_of_thought (refuse)
  'Raciocínio: o utilizador falou de um voo às 6h, por isso primeiro devo verificar se precisa de um hotel perto do aeroporto.',
  // pt retrieved_chunk (refuse)
  'Excerto recuperado 3 de 12 de regulamento_interno.pdf: «Os trabalhadores acumulam 2 dias de férias por mês.»',
  // pt tool_json (refuse)
  'A ferramenta de pesquisa devolveu status ok, 3 resultados, primeiro título «Os melhores pastéis de nata de Lisboa», pontuação 0,92.',
  // pt tool_error (refuse)
  'A chamada à API da OpenAI falhou com o erro 429: limite de pedidos excedido, tentar de novo em 20 segundos.',
  // pt agent_step (refuse)
  'Passo 4: o agente abriu worten.pt, pôs a liquidificadora no carrinho e clicou em «Finalizar compra».',
  // ru model_answer (refuse)
  'Ассистент ответил, что лучшее время для поездки на Байкал — конец февраля.',
  // ru developer_message (refuse)
  'Сообщение разработчика требовало всегда отвечать в JSON и никогда не обсуждать цены.',
  // ru function_call (refuse)
  'Ассистент вызвал get_weather с city=Казань и units=metric.',
  // ru chain_of_thought (refuse)
  'Рассуждение: пользователь упомянул рейс в 6 утра, поэтому сначала надо проверить, нужна ли ему гостиница у аэропорта.',
  // ru retrieved_chunk (refuse)
  'Найденный фрагмент 3 из 12 из положения_об_отпусках.pdf: «Сотрудникам начисляется 2,33 дня отпуска в месяц.»',
  // ru tool_json (refuse)
  'Инструмент поиска вернул status ok, 3 результата, первый заголовок «Лучшие пельменные Москвы», оценка 0,92.',
  // ru tool_error (refuse)
  'Вызов API YandexGPT завершился ошибкой 429: превышен лимит запросов, повторить через 20 секунд.',
  // ru agent_step (refuse)
  'Шаг 4: агент открыл ozon.ru, положил блендер в корзину и нажал «Оформить заказ».',
  // it model_answer (refuse)
  "L'assistente ha risposto che il periodo migliore per visitare la Sicilia è fine maggio.",
  // it developer_message (refuse)
  'Il messaggio dello sviluppatore chiedeva di rispondere sempre in JSON e di non parlare mai di prezzi.',
  // it function_call (refuse)
  "L'assistente ha chiamato get_weather con city=Torino e units=metric.",
  // it chain_of_thought (refuse)
  "Ragionamento: l'utente ha parlato di un volo alle 6, quindi prima devo verificare se gli serve un hotel vicino all'aeroporto.",
  // it retrieved_chunk (refuse)
  'Frammento recuperato 3 di 12 da regolamento_aziendale.pdf: «I dipendenti maturano 2,17 giorni di ferie al mese.»',
  // it tool_error (refuse)
  "La chiamata all'API di OpenAI è fallita con errore 429: limite di richieste superato, riprovare tra 20 secondi.",
  // it agent_step (refuse)
  "Passo 4: l'agente ha aperto unieuro.it, ha messo il frullatore nel carrello e ha cliccato «Vai alla cassa».",
]);
