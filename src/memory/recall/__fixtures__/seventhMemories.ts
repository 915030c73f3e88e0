// The seventh blind aboutness set's user: Graça, 54, a long-haul truck driver for twenty years (Porto to Rotterdam,
// Lyon, Milan) who now owns a bakery, Padaria Estrela, in Bonfim, Porto; married to Rui, a crane operator at the port
// of Leixões who plays the cavaquinho and has gout; their son Tiago is 15, plays handball and is dyslexic; an African
// grey parrot called Canela (cinnamon, which the bakery also uses), a sourdough starter called Bolota (acorn), a
// vegetable garden, sleep apnoea with a CPAP machine, and Korean lessons for a trip to Busan; memories as a model would
// store them after conversations in ten languages. Written before the recall rules were read.
// Words of her life that are names of other things: Estrela (star, the mountains), Canela (cinnamon, the shin),
// Bolota (acorn), Rui (Costa, Veloso), Tiago (Monteiro), Rosa (Mota, Parks), Mango (the shop, the fruit), Porto.
//
// Lines: `type | tags | subject | text`; `*` on the type: applies to every answer.

export const SEVENTH_MEMORY_LINES = `
*communication_preference | idioma, português, europeu | reply pt-PT | Responder em português europeu (não do Brasil) quando a utilizadora escreve em português, tratando-a por tu.
*standing_instruction | units, metric, 24-hour | metric units | Always use metric units, Celsius and 24-hour times.
*communication_preference | 한국어, 교정 | Korean practice replies | 사용자가 한국어로 쓰면 쉬운 한국어로 답하고 틀린 부분을 짧게 고쳐 준다.
*communication_preference | short, plain | short answers | Graça prefers short plain answers without jargon; bullet points are fine.
stable_user_context | bakery, owner, Porto | bakery owner | Graça owns a bakery, Padaria Estrela, in Bonfim, Porto, which she opened in 2021.
stable_user_context | padaria, horário, madrugada | bakery hours | A padaria abre às 6h00 e fecha às 19h00; Graça começa a amassar às 4h00.
stable_user_context | padaria, funcionários | bakery staff | Na padaria trabalham a Joana (balcão) e o Sérgio (forno); o Sérgio folga à segunda-feira.
project_context | forno, lenha, empréstimo | wood oven loan | Graça pediu um empréstimo de 18 000 euros para um forno a lenha novo; a prestação é de 320 euros por mês.
stable_user_context | sourdough, starter, Bolota | sourdough starter | Her sourdough starter is called Bolota; it is fed rye flour every night at 21:00 and is nine years old.
user_preference | pão, broa, milho | broa recipe | A broa de milho da padaria leva 60 % de farinha de milho amarelo e fermenta 12 horas.
project_context | pastel de nata, canela | pastel de nata | Graça is perfecting her pastel de nata: she wants a crisper base and sells them with cinnamon (canela) on the side.
project_context | bakery, website, Instagram | bakery Instagram | The bakery's Instagram account has 2 300 followers; Tiago takes the photos on Saturdays.
recurring_constraint | farinha, fornecedor | flour supplier | A farinha vem da Moagem Ceres; as entregas são às terças e sextas de manhã.
stable_user_context | Mehl, Preise, Bäckerei | flour prices | Graça macht sich Sorgen wegen der Mehlpreise, die seit 2022 um 40 % gestiegen sind.
project_context | vitrine, frigorífico | display fridge | A vitrine refrigerada avariou duas vezes este ano; Graça está a pensar comprar uma nova.
stable_user_context | accountant, Pinto | accountant Pinto | Her accountant is Senhor Pinto, who files the bakery's VAT returns from the receipts she brings him.
stable_user_context | camionista, 20 anos | former trucker | Graça foi camionista de longo curso durante vinte anos, de 1999 a 2019, sobretudo Porto–Roterdão.
stable_user_context | camion, routes, Europe | truck routes | Elle connaît bien les routes de camion en France : l'A10, l'A7 vers Lyon et le tunnel du Fréjus vers Milan.
stable_user_context | Volvo, truck, Baleia | old truck Baleia | Her last truck was a Volvo FH she called Baleia (whale); she still misses it.
stable_user_context | Marek, friend, Poland | friend Marek | Marek is a Polish trucker friend from her road years; they still message each other on WhatsApp.
stable_user_context | spalle, schiena, lombare | back pain | Graça ha un dolore lombare cronico dopo vent'anni di guida; il fisioterapista le ha dato esercizi.
stable_user_context | 背中, ストレッチ | back stretches | 毎朝、腰のために10分間のストレッチをしている。
stable_user_context | husband, Rui | husband Rui | Her husband Rui is a crane operator at the port of Leixões and works rotating shifts.
stable_user_context | Rui, gota, dieta | Rui gout | O Rui tem gota; deve evitar marisco, carnes vermelhas e cerveja.
stable_user_context | Rui, cavaquinho, música | Rui cavaquinho | Rui plays the cavaquinho in a small group that plays on Friday nights at a tasca in Miragaia.
stable_user_context | Rui, 生日, 礼物 | Rui birthday | 丈夫Rui的生日是3月14日，他想要一把新的尤克里里式四弦琴（cavaquinho）。
stable_user_context | son, Tiago, 15 | son Tiago | Their son Tiago is 15 and in the tenth year at Escola Secundária Alexandre Herculano.
stable_user_context | Tiago, dislexia, escola | Tiago dyslexia | O Tiago é disléxico; tem direito a mais tempo nos testes e usa audiolivros.
stable_user_context | Tiago, andebol | Tiago handball | Tiago plays handball as a left wing in the under-16 team; training is Tuesday and Thursday at 18:30.
stable_user_context | Тиаго, игры, экран | Tiago gaming | Тиаго играет в игры на приставке до поздней ночи; родители договорились о двух часах в будни.
project_context | Tiago, Korea, exchange | Tiago exchange | Tiago wants to do a school exchange in South Korea when he is 17.
stable_user_context | 티아고, 케이팝 | Tiago K-pop | 아들 티아고는 스트레이 키즈를 좋아해서 엄마와 같이 한국어를 조금 배운다.
stable_user_context | parrot, Canela, African grey | parrot Canela | Canela is her African grey parrot, 22 years old, who says "bom dia" and whistles the FC Porto anthem.
stable_user_context | Canela, penas, veterinária | Canela feathers | A Canela arranca as penas quando fica sozinha; a veterinária de aves, Dra. Lemos, suspeita de stress.
user_preference | Canela, Futter, Nüsse | Canela food | Canela bekommt Pellets, frisches Obst und zwei Walnüsse am Tag; Avocado ist für sie giftig.
stable_user_context | Canela, 鸟笼 | Canela cage | 鹦鹉Canela的笼子放在厨房窗边，晚上九点盖上布。
stable_user_context | garden, horta, Campanhã | vegetable garden | She has a vegetable garden (horta) on a rented plot in Campanhã, 300 m², shared water tank.
stable_user_context | huerto, tomates | garden tomatoes | En su huerto cultiva tomates coração-de-boi, pimientos, couve galega y habas.
stable_user_context | horta, lesmas, caracóis | garden snails | As lesmas comeram as alfaces duas vezes; Graça não quer usar veneno por causa da Canela.
stable_user_context | figuier, figues | fig tree | Il y a un vieux figuier dans son potager; elle fait de la confiture de figues pour la boulangerie.
project_context | compost, composto | garden compost | Graça composts the bakery's coffee grounds and bread crusts in two bins at the garden.
stable_user_context | 番茄, 种子 | tomato seeds | 她每年自己留番茄种子，明年想试种一个日本品种。
stable_user_context | sleep apnoea, CPAP | sleep apnoea | Graça has moderate obstructive sleep apnoea (diagnosed 2022) and sleeps with a CPAP machine.
stable_user_context | CPAP, máscara, nariz | CPAP mask | A máscara facial completa do CPAP deixa-lhe marcas no nariz; a pneumologista sugeriu uma almofada nasal.
recurring_constraint | sleep, bedtime | bedtime | Because she wakes at 3:45, she goes to bed at 21:30 and does not want plans after 20:00.
stable_user_context | 수면무호흡, 체중 | weight goal | 수면무호흡 때문에 의사가 체중을 8킬로 줄이라고 했고, 그중 5킬로를 뺐다.
stable_user_context | Schlafapnoe, Reise, Gerät | CPAP travel | Für Reisen hat sie ein kleines Reise-CPAP-Gerät, das sie im Handgepäck mitnimmt.
stable_user_context | tabaco, deixou | quit smoking | Graça deixou de fumar em 2019, quando saiu dos camiões; ainda tem vontade depois do almoço.
stable_user_context | Korean, learning, TOPIK | learning Korean | She is learning Korean (second year) and wants to pass TOPIK level 2 before the trip to Busan.
project_context | Busan, viagem, 2027 | Busan trip | Graça e o Rui vão a Busan em abril de 2027 para as bodas de prata; querem ver o mercado de Jagalchi.
stable_user_context | 한국어, 선생님, 수업 | Korean teacher | 한국어 수업은 목요일 저녁 온라인으로 하고, 선생님은 부산 출신 김지은 씨이다.
user_preference | K-drama, dorama | K-dramas | Graça adora dramas coreanos, sobretudo comédias românticas; está a ver "Crash Landing on You" pela terceira vez.
stable_user_context | 韓国語, 発音 | Korean pronunciation | 韓国語の発音でパッチム（特にㄹ）が苦手だ。
stable_user_context | mother, Viseu, dementia | mother Viseu | Her mother, Dona Rosa, 81, lives in Viseu and has early dementia; Graça's sister Fátima visits her weekly.
stable_user_context | sister, Fátima, Toronto | sister Fátima | Her younger sister Fátima lived in Toronto for ten years and came back to Viseu in 2023.
stable_user_context | Mutter, Pflegeheim | mother care home | Graça und Fátima möchten, dass ihre Mutter in ein Pflegeheim in Viseu zieht, wenn sie nicht mehr allein leben kann.
stable_user_context | FC Porto, Dragão | FC Porto | Graça and Rui are FC Porto members with season tickets at the Dragão, North stand.
user_preference | fado, Amália, música | fado | Graça gosta de fado antigo, sobretudo Amália e Carlos do Carmo; não gosta de fado moderno.
user_preference | книги, Сарамаго | reading Saramago | Она читает Сарамаго по вечерам, но медленно, потому что засыпает в девять.
user_preference | café, cevada | barley coffee | Graça deixou o café por causa da apneia; bebe cevada com leite de aveia.
recurring_constraint | lactose, leite | lactose intolerance | Graça is lactose intolerant; she uses lactase tablets when tasting the custard of the pastéis.
recurring_constraint | penicilina, alergia | penicillin allergy | Graça é alérgica à penicilina (urticária em 2015).
stable_user_context | gallbladder, fat | gallbladder | She had her gallbladder removed in 2020 and fried or very fatty food upsets her stomach.
stable_user_context | óculos, vista | reading glasses | Usa óculos de leitura (+2,0) e tem de os pôr para ler os talões da caixa.
stable_user_context | carrinha, Renault, entregas | delivery van | Faz as entregas a cafés numa carrinha Renault Kangoo elétrica de 2021.
project_context | entregas, cafés, clientes | café customers | A padaria entrega pão a quatro cafés de Bonfim; o maior cliente é o Café Ceuta.
project_context | bolo-rei, Natal | bolo-rei | For Christmas she makes 400 bolos-rei; last year she ran out of candied fruit on 22 December.
stable_user_context | férias, Açores, agosto | August holidays | A padaria fecha duas semanas em agosto; este ano a família vai a São Miguel, nos Açores.
stable_user_context | 家, 屋上 | rooftop | 家はボンフィンの古い二階建てで、屋上に物干しとハーブのプランターがある。
stable_user_context | casa, humidade | damp house | A casa tem humidade no quarto do Tiago; o Rui quer pôr um desumidificador.
stable_user_context | voisins, bruit, four | neighbour noise | Un voisin s'est plaint du bruit de la pétrisseuse à quatre heures du matin.
stable_user_context | 체육관, 수영 | swimming | 허리 때문에 일주일에 두 번 아침 7시 반 전에 수영장에 간다.
user_preference | cinema, filmes coreanos | Korean cinema | Graça gosta de filmes de Bong Joon-ho; viu "Parasita" quatro vezes.
stable_user_context | reforma, poupança | retirement savings | Graça tem um PPR (plano de poupança reforma) e põe 100 euros por mês.
stable_user_context | ресторан, годовщина | anniversary | Годовщина свадьбы Граси и Руя — 12 апреля; в 2027 будет 25 лет.
user_preference | vinho, Douro | Douro wine | Rui likes Douro reds; Graça barely drinks because alcohol makes her apnoea worse.
stable_user_context | 猫, 隣 | neighbour cat | 隣の猫がよく庭に来て、カネラ（オウム）が怖がって叫ぶ。
stable_user_context | gatto, allergia | cat allergy | Tiago è allergico ai gatti, quindi non possono adottarne uno.
project_context | Tiago, carta, 18 | Tiago driving | Tiago wants to start driving lessons at 17 with his mother as the accompanying driver.
stable_user_context | mãe, receitas, caderno | mother recipes | Graça guarda o caderno de receitas da mãe; a receita do pão-de-ló de Ovar vem de lá.
user_preference | 面包, 酸面包, 黑麦 | rye bread | 她自己最喜欢吃黑麦酸面包，配橄榄油和盐。
user_preference | 김치, 발효 | kimchi | 그라사는 집에서 김치를 담그는데, 젓갈 대신 멸치액젓을 조금 넣는다.
stable_user_context | 팔, 화상 | oven burn | 지난달 오븐에 팔을 데어서 흉터가 남았다.
stable_user_context | knee, stairs | knee | Her left knee hurts on stairs since a fall from the truck cab in 2016.
stable_user_context | tensão, hipertensão | blood pressure | Graça tem tensão alta e toma um comprimido de manhã (amlodipina).
stable_user_context | dentista, coroa | dentist crown | Precisa de uma coroa num molar; a dentista está na Rua de Santa Catarina.
user_preference | chá, camomila | chamomile | À noite bebe chá de camomila, nunca chá preto.
stable_user_context | Tiago, inglês, explicações | Tiago tutoring | O Tiago tem explicações de matemática ao sábado de manhã com uma estudante de engenharia.
user_preference | 音楽, 演歌 | enka | 韓国のトロットや日本の演歌も好きで、配達中に聴く。
stable_user_context | mercato, Bolhão | Bolhão market | Compra frutta e uova al Mercato del Bolhão il mercoledì.
stable_user_context | Rui, pesca | Rui fishing | Rui va pescar a Matosinhos los domingos temprano cuando no trabaja.
stable_user_context | bicicleta, Tiago | Tiago bike | Tiago va al instituto en una bicicleta eléctrica que le regalaron sus abuelos.
stable_user_context | sogros, Gaia | in-laws Gaia | Os sogros, pais do Rui, vivem em Vila Nova de Gaia e almoçam com eles ao domingo.
user_preference | regalo, sorpresa | gift style | A Graça le gustan los regalos útiles, nada de flores cortadas (prefiere plantas para el huerto).
stable_user_context | religião, festa | no religion | Graça não é religiosa, mas vai à festa de São João todos os anos com a família.
stable_user_context | São João, martelo | São João | Every year on São João night the bakery stays open late selling bread with grilled sardines.
stable_user_context | sardinha, grelhar | sardines | Rui grelha sardinhas no quintal com carvão; a Graça come só duas por causa da vesícula.
stable_user_context | bank, Millennium | bank | The bakery's account is at Millennium BCP; the card terminal fee is 1.2 % per payment.
stable_user_context | 税金, 確定申告 | bakery tax | パン屋は簡易課税制度ではなく、付加価値税を四半期ごとに申告している。
stable_user_context | idiomas, espanhol, francês | languages spoken | Graça fala espanhol e francês da estrada, percebe italiano e está a aprender coreano.
stable_user_context | Vespa, motorizada | scooter | Rui tem uma Vespa de 1978 que está a restaurar na garagem.
stable_user_context | garagem, carrinha | garage | A garagem é partilhada com o vizinho do rés-do-chão; a carrinha fica na rua à noite.
user_preference | planta, manjericão | basil | No terraço tem manjericos que compra no São João; nunca duram até setembro.
stable_user_context | 狗, 没有 | no dog | 她家没有狗，因为鹦鹉会害怕，而且她太早起床了。
user_preference | exercício, caminhada | Sunday walks | Aos domingos à tarde caminha com o Rui pela marginal da Foz até ao Castelo do Queijo.
stable_user_context | Ucraina, dipendente | Ukrainian baker | Da marzo lavora anche Olena, una panettiera ucraina, tre mattine alla settimana.
stable_user_context | 俄语, Olena | Olena language | 和Olena说话时，格拉萨用俄语和葡萄牙语混着说，她会一点俄语。
stable_user_context | insurance, bakery | bakery insurance | The bakery's insurance covers fire and flood but not breakdown of the oven.
stable_user_context | 체중계, 아침 | morning weigh-in | 매일 아침 4시에 일어나서 체중을 재고 앱에 기록한다.
`;
