// The thirteenth blind aboutness set's memories: Mariana, 31, a Brazilian backend developer from Recife living in
// Lisbon, written before the recall rules were read. Lines: `type | tags | subject | text` (`*` on the type: applies
// to every answer).

export const THIRTEENTH_MEMORY_LINES = `
stable_user_context | desenvolvedora, backend, Kotlin | developer | A usuária é desenvolvedora backend sênior, trabalha com Kotlin e Spring numa fintech chamada Moedix, em Lisboa.
stable_user_context | Recife, origem, Brasil | Recife roots | Mariana nasceu no Recife, em Pernambuco, e mora em Lisboa desde 2021.
stable_user_context | São Paulo, morou | São Paulo years | Antes de Portugal, ela morou cinco anos em São Paulo, no bairro de Pinheiros.
stable_user_context | Arroios, apartamento, arrendamento | flat in Arroios | Ela mora num T2 arrendado em Arroios, no terceiro andar sem elevador, e paga 1150 euros de renda.
stable_user_context | namorado, Luca, cozinheiro | partner Luca | O companheiro dela, Luca, é italiano, de Bolonha, e trabalha como cozinheiro num restaurante no Chiado.
stable_user_context | Luca, lattosio, intolleranza | Luca lactose | Luca è intollerante al lattosio e prende le pastiglie di lattasi quando mangia formaggi.
stable_user_context | Luca, turni, ristorante | Luca shifts | Luca lavora la sera dal martedì alla domenica; il lunedì è il suo unico giorno libero.
stable_user_context | mãe, Socorro, Recife | mother Socorro | A mãe dela, dona Socorro, tem 63 anos, é professora aposentada e mora em Boa Viagem, no Recife.
stable_user_context | diabetes, metformina, mãe | Socorro diabetes | Dona Socorro tem diabetes tipo 2 e toma metformina 850 mg duas vezes ao dia.
stable_user_context | pai, Severino, pescador | father Severino | O pai, seu Severino, é pescador aposentado em Olinda e separado da mãe há anos.
stable_user_context | Severino, 听力, 助听器 | Severino hearing | 她的父亲Severino听力不好，去年配了助听器，但常常不戴。
stable_user_context | 姉, カミラ, 東京 | sister Camila | 姉のカミラは東京に住んでいて、日本人の夫ケンジと結婚している。
stable_user_context | 姪, ユキ, カミラ | niece Yuki | カミラの娘ユキは四歳で、ポルトガル語と日本語を話す。
stable_user_context | Luca, madre, Rosa, Bologna | Luca's mother Rosa | La madre di Luca, Rosa, vive a Bologna e ha una piccola merceria in via San Vitale.
stable_user_context | Rosa, artrite, mani | Rosa arthritis | Rosa ha l'artrite reumatoide alle mani e prende il metotrexato una volta alla settimana.
stable_user_context | gato, Pipoca, fêmea | cat Pipoca | A gata dela se chama Pipoca, é uma vira-lata tricolor de cinco anos.
stable_user_context | Pipoca, cristais, urina, ração | Pipoca urinary | A Pipoca teve cristais na urina e só pode comer a ração Royal Canin Urinary S/O.
stable_user_context | cão, Pelé, rafeiro | dog Pelé | O cão se chama Pelé, um rafeiro preto adotado na associação de Sintra em 2022.
stable_user_context | leishmaniose, Pelé, alopurinol | Pelé leishmaniasis | O Pelé tem leishmaniose e toma alopurinol todos os dias; faz análises de seis em seis meses.
recurring_constraint | Pelé, coleira, Scalibor | Pelé collar | Pelé usa sempre a coleira Scalibor contra os flebótomos; é preciso trocá-la a cada cinco meses.
stable_user_context | hipotireoidismo, levotiroxina | hypothyroidism | Mariana tem hipotireoidismo e toma levotiroxina 75 mcg em jejum, meia hora antes do café.
stable_user_context | TDAH, metilfenidato | ADHD | Ela foi diagnosticada com TDAH aos 28 anos e toma metilfenidato de libertação prolongada nos dias úteis.
recurring_constraint | café, metilfenidato, tarde | no coffee after lunch | Por causa do metilfenidato e do sono, ela não toma café depois do almoço.
stable_user_context | 편두통, 생리 | migraine | 마리아나는 생리 전에 편두통이 오고, 그때는 이부프로펜을 먹는다.
stable_user_context | allergy, dust mites, rhinitis | dust mite allergy | She has a dust-mite allergy with rhinitis and sleeps with an anti-mite mattress cover.
project_context | Kafka, migração, pagamentos | Kafka migration | No trabalho ela lidera a migração do sistema de pagamentos de RabbitMQ para Kafka, com prazo em março.
recurring_constraint | plantão, on-call, semana | on-call week | Ela faz plantão (on-call) uma semana a cada seis; nessas semanas não viaja nem marca nada à noite.
workflow_preference | code review, pull request | code reviews | Nas revisões de código ela prefere comentários diretos, com sugestão de código, sem rodeios.
workflow_preference | Kotlin, exemplos, código | Kotlin examples | When she asks for code, examples should be in Kotlin with coroutines, not Java.
project_context | caju, open source, biblioteca | caju library | Ela mantém uma biblioteca open source em Kotlin chamada caju, para validar CPF, CNPJ e NIF.
project_context | caju, versão 2.0, multiplatform | caju 2.0 | O objetivo da caju 2.0 é suportar Kotlin Multiplatform (JVM, iOS e JavaScript).
stable_user_context | equipe, chefe, Ingrid | manager Ingrid | A chefe dela na Moedix é a Ingrid, uma sueca que mora em Estocolmo e trabalha remoto.
stable_user_context | colega, Tiago, pair programming | colleague Tiago | O colega com quem ela mais programa em par é o Tiago, de Braga, fã do Sporting de Braga.
project_context | postmortem, incidente, janeiro | January incident | Ela está escrevendo o postmortem do incidente de janeiro, quando pagamentos duplicaram por duas horas.
project_context | promoção, staff engineer | staff promotion | Ela quer ser promovida a staff engineer no ciclo de avaliação de outubro.
project_context | palestra, Berlim, conferência | Berlin talk | Ela prepara uma palestra sobre idempotência em pagamentos para uma conferência de Kotlin em Berlim.
project_context | nacionalidade portuguesa, processo | citizenship | Ela entrou com o pedido de nacionalidade portuguesa em 2026, depois de cinco anos de residência legal.
project_context | autorização de residência, AIMA | residence permit | A autorização de residência dela vence em agosto e a renovação é na AIMA.
project_context | casamento, Bolonha, 2027 | wedding | Mariana e Luca vão casar em Bolonha em junho de 2027, numa cerimônia pequena.
project_context | casa, crédito habitação, compra | buying a flat | Eles querem comprar um apartamento na margem sul (Almada ou Seixal) e estão a simular o crédito habitação.
recurring_constraint | orçamento, casa, entrada | flat budget | O teto para a casa é 280 mil euros, com 30 mil de entrada juntada pelos dois.
recurring_constraint | Wise, transferência, mãe | transfer to mother | Todo dia 5 ela manda 250 euros para a mãe no Recife pelo Wise.
risk_preference | ETF, VWCE, Trade Republic | ETF investing | Ela investe 300 euros por mês num ETF global (VWCE) na Trade Republic e não mexe nisso.
risk_preference | cripto, não | no crypto | Ela não quer investir em criptomoedas de jeito nenhum, depois que perdeu dinheiro em 2022.
project_context | IRS, IRS Jovem, impostos | Portuguese tax | Ela entrega o IRS em Portugal e usa o regime IRS Jovem; a declaração é em abril.
project_context | Receita Federal, saída definitiva | Brazilian tax exit | Ela ainda precisa regularizar a saída definitiva do Brasil na Receita Federal.
recurring_constraint | contas, divisão, Luca | bill split | Ela e o Luca dividem as contas da casa 60/40, porque ela ganha mais.
risk_preference | fundo de emergência, seis meses | emergency fund | Ela mantém um fundo de emergência de seis meses de despesas num depósito a prazo.
user_preference | surf, Ericeira | surfing | Ela surfa aos sábados de manhã na Ericeira, em Ribeira d'Ilhas, com uma prancha 7'2".
user_preference | crochê, amigurumi | crochet | Ela faz amigurumi de crochê à noite para relaxar; agora está a fazer um polvo para a sobrinha.
user_preference | forró, dança | forró dancing | Às quintas ela dança forró numa associação brasileira em Lisboa.
user_preference | fotografia, Fujifilm, X100V | photography | Ela fotografa na rua com uma Fujifilm X100V e usa a simulação Classic Chrome.
project_context | japonês, JLPT, N3 | Japanese study | Ela estuda japonês para o JLPT N3 de dezembro, com Anki e um professor no italki.
user_preference | livros, Kindle, ficção científica | reading | Ela lê ficção científica no Kindle Paperwhite; agora está relendo Ursula K. Le Guin.
user_preference | música, Chico Science, manguebeat | manguebeat | A música preferida dela é manguebeat, sobretudo Chico Science & Nação Zumbi.
user_preference | corrida, meia maratona | running | Ela corre três vezes por semana e quer fazer a meia maratona de Lisboa em outubro.
user_preference | plantas, varanda, manjericão | balcony herbs | Na varanda ela cultiva manjericão, coentros e pimenta-de-cheiro.
user_preference | comida, tapioca, cuscuz | Northeastern food | Ela sente falta de comida nordestina e faz tapioca e cuscuz de milho no café da manhã.
user_preference | vegetariana, peixe | pescatarian | Mariana não come carne, só peixe e marisco.
user_preference | moqueca, Luca, cozinhar | cooking with Luca | Aos domingos ela e o Luca cozinham juntos; ele faz massa fresca, ela faz moqueca.
stable_user_context | MacBook Pro, computador | MacBook | O computador pessoal dela é um MacBook Pro M3 de 14 polegadas.
stable_user_context | trotinete, Xiaomi | scooter | Ela vai para o trabalho de trotinete elétrica Xiaomi 4 Pro, pela ciclovia da Almirante Reis.
stable_user_context | carro, não tem | no car | Eles não têm carro; para ir à Ericeira ela apanha boleia ou aluga um carro na Getaround.
stable_user_context | telemóvel, iPhone 13 | iPhone | O telemóvel dela é um iPhone 13 com a bateria já em 78 %.
stable_user_context | Bialetti, moka, Luca | moka pot | Luca só faz café na moka Bialetti de seis chávenas que veio de Bolonha.
recurring_constraint | ginásio, Fitness Hut | gym | Ela tem mensalidade no ginásio Fitness Hut do Saldanha e vai às segundas e quartas.
stable_user_context | amiga, Beatriz, Porto | friend Beatriz | A melhor amiga em Portugal é a Beatriz, designer no Porto, que conheceu num meetup.
stable_user_context | vizinha, dona Fernanda | neighbour Fernanda | A vizinha do lado, dona Fernanda, de 80 anos, fica com a Pipoca quando eles viajam.
communication_preference | respostas curtas | short answers | Ela prefere respostas curtas, em tópicos, sem introdução.
*communication_preference | português do Brasil | Brazilian Portuguese | Responder sempre em português do Brasil, mesmo quando a pergunta vem em outra língua, salvo se ela pedir outra.
*standing_instruction | unidades, métricas, euros | metric and euros | Usar unidades métricas e valores em euros, com o real entre parênteses quando fizer sentido.
*standing_instruction | saúde, médico, aviso | health caveat | Em perguntas de saúde, lembrar de confirmar com o médico, mas numa frase só.
standing_instruction | Pipoca, comida, humana | no human food for Pipoca | Não sugerir petiscos de comida humana para a Pipoca, por causa dos cristais.
standing_instruction | receitas, sem carne | meatless recipes | Receitas sugeridas devem ser sem carne, e sem lactose quando forem para o Luca.
workflow_preference | agenda, manhãs, foco | focus mornings | She keeps mornings for deep work and puts meetings after 2 pm.
workflow_preference | Obsidian, notas | Obsidian notes | She keeps all her notes in Obsidian, one note per day, in Portuguese.
user_preference | remote, office, Tuesday | office days | She goes to the Moedix office in Cais do Sodré only on Tuesdays and Thursdays.
project_context | 한국, 서울, 여행 | Seoul trip | 그녀는 루카와 함께 서울과 부산 여행을 준비하고 있다.
user_preference | 한국 드라마, 넷플릭스 | K-dramas | 그녀는 넷플릭스로 한국 드라마를 보고, 좋아하는 배우는 김태리다.
stable_user_context | 한국어, 한글, 공부 | Korean basics | 그녀는 여행 전에 한글 읽기와 기초 한국어를 배우고 있다.
user_preference | 김치, 발효 | kimchi | 그녀는 집에서 비건 김치를 담그는데, 젓갈 대신 된장을 쓴다.
project_context | 京都, 旅行, 紅葉 | Kyoto trip | カミラ一家と京都へ紅葉を見に行く旅行を計画している。
user_preference | ラーメン, 魚介 | ramen | 好きなラーメンは魚介系の塩ラーメンだ。
stable_user_context | 日本語, 漢字, 苦手 | kanji | 日本語の会話はできるが、漢字の読み書きが苦手だ。
project_context | 手紙, 義兄, ケンジ | letter to Kenji | 義兄ケンジの四十歳の誕生日に日本語で手紙を書こうとしている。
stable_user_context | 普通话, 学过, 大学 | Mandarin at university | 她在大学选修过两年中文，现在还能看懂简单的汉字。
user_preference | 茶, 乌龙, 铁观音 | oolong tea | 她下午不喝咖啡，改喝乌龙茶，最喜欢铁观音。
project_context | 房东, 押金, 纠纷 | deposit dispute | 她和前房东因为圣保罗公寓的押金有纠纷，对方还欠她3000雷亚尔。
stable_user_context | 手腕, 腱鞘炎, 键盘 | wrist tendinitis | 她右手腕有腱鞘炎，用分体式人体工学键盘。
user_preference | 功夫, 太极 | tai chi | 她周日早上在埃什特雷拉公园跟一群老人打太极。
stable_user_context | Tastatur, ergonomisch, Split | split keyboard | Sie tippt auf einer geteilten ergonomischen Tastatur, einer ZSA Moonlander, mit Colemak-Layout.
project_context | Berlin, Konferenz, Hotel | Berlin hotel | Für die Konferenz in Berlin übernachtet sie in einem Hotel in Kreuzberg, nahe dem Görlitzer Park.
stable_user_context | Deutsch, A2, Kurs | German course | Sie lernt Deutsch auf A2-Niveau mit Duolingo, weil Ingrid oft deutsche Kollegen einlädt.
user_preference | Fahrrad, Brompton | Brompton | Sie hat ein gebrauchtes Brompton-Faltrad, das sie auf Reisen mitnimmt.
project_context | Versicherung, Haftpflicht, Hund | dog insurance | Sie sucht eine Haftpflichtversicherung für Pelé, weil der Vermieter sie verlangt.
stable_user_context | vin, Luca, sommelier | wine | Luca s'y connaît en vins ; à la maison ils boivent surtout du vin vert portugais.
project_context | vacances, Bretagne, août | Brittany holiday | Ils passent leurs vacances d'été en Bretagne, à Quiberon, chez une amie de Luca.
user_preference | fromage, comté, Luca | cheese | Malgré son intolérance, Luca adore le comté vieux de 24 mois, qui a peu de lactose.
stable_user_context | français, lycée, Alliance | French | Elle a appris le français à l'Alliance française de Recife quand elle était ado.
recurring_constraint | sommeil, 23 h, écrans | bedtime | Elle essaie d'éteindre les écrans à 23 h parce qu'elle dort mal.
stable_user_context | abuela, Argentina, Rosario | grandmother Elena | Su abuela materna, Elena, era argentina, de Rosario, y le enseñó a hacer alfajores.
user_preference | mate, yerba | mate | Toma mate por las mañanas los fines de semana, con yerba Taragüí.
project_context | boda, invitados, lista | wedding guests | La lista de invitados de la boda tiene 60 personas como máximo, la mitad de Brasil.
stable_user_context | español, Buenos Aires, intercambio | exchange in Buenos Aires | Hizo un semestre de intercambio en la Universidad de Buenos Aires en 2015.
user_preference | fútbol, Sport Recife | Sport Recife | Es hincha del Sport Club do Recife y sufre cada partido.
stable_user_context | русский, алфавит, кириллица | Russian alphabet | Она выучила кириллицу за месяц ради шутки и читает по слогам.
project_context | шахматы, Lichess, рейтинг | chess | Она играет в шахматы на Lichess и хочет дойти до рейтинга 1800.
user_preference | Достоевский, книги | Dostoevsky | Из русских писателей она любит Достоевского, особенно «Идиота».
recurring_constraint | сауна, давление | no sauna | Ей нельзя в сауну: после неё у неё резко падает давление.
stable_user_context | коллега, Олег, Киев | colleague Oleg | Её коллега Олег из Киева отвечает за инфраструктуру и Kubernetes.
`;
