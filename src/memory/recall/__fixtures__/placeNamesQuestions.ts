// Questions of the places-and-languages probe (placeNamesMemories.ts), ten languages. Written before the
// cross-language bridges were read.
// Lines: `category | language | expected subjects (;) or - | question`.
//   direct: the user's own question naming a place, country, language or currency of a memory, most in another
//     language than the memory: that memory must come back.
//   world: a question naming the same places, languages and currencies with nothing of the user in it ("what is the
//     capital of South Korea?", "한국어 문법에서 존댓말이란?" when the user learns Korean): no topical memory may come.

export const PLACE_NAMES_QUESTION_LINES = `
direct | en | Taiwan exchange | I want to visit Taipei again, which neighbourhoods changed since my exchange year?
direct | en | friend in Zurich | what should I bring my best friend in Zurich when I visit her?
direct | en | Morocco road trip | help me plan my Morocco road trip, two weeks in spring
direct | en | Osaka business trips | anything new to eat near the station for my next Osaka business trip?
direct | en | Argentine client | how should I invoice my Argentine client given the inflation there?
world | en | - | what's the capital of South Korea?
world | en | - | how many people speak Portuguese worldwide?
world | en | - | why is the Swiss franc considered a safe haven?
direct | zh | learning Korean | 我的韩语学习计划怎么安排？
direct | zh | wife from Busan | 我老婆的爸妈住在釜山，春节去看他们要带什么礼物？
direct | zh | Iceland trip | 我八月去冰岛露营，需要准备什么装备？
direct | zh | paid in euros | 我的工资是欧元，要不要换一部分成美元？
direct | zh | no German | 我不会说德语，在慕尼黑公司的会议上会有问题吗？
world | zh | - | 韩国的首都是哪里？
world | zh | - | 冰岛为什么有那么多火山？
world | zh | - | 瑞士法郎为什么这么稳定？
direct | ja | wife from Busan | 妻の実家の釜山に行くなら、何を持っていけばいい？
direct | ja | learning Korean | 私の韓国語の勉強、毎週どれくらい復習すべき？
direct | ja | daughter Japanese | 娘が学校で日本語を勉強しているけど、家でどう手伝えばいい？
direct | ja | lives in Porto | ポルトに住んでいる私におすすめの週末の過ごし方は？
world | ja | - | 釜山の天気は今どう？
world | ja | - | ポルトガルの首都はどこ？
world | ja | - | 日本円はなぜ安くなっているの？
world | ja | - | アイスランドの人口は？
direct | ko | from Kraków; money to mother | 내 고향 크라쿠프에 가면 부모님 선물로 뭘 사 갈까?
direct | ko | Japan trip budget | 내년 봄 일본 가족 여행 예산으로 엔화를 모아 뒀는데 충분할까?
direct | ko | grandmother Lviv | 르비우에 계신 우리 할머니께 소포를 보내려면 어떻게 해?
direct | ko | Portuguese level | 내 포르투갈어 실력으로 전화 통화를 연습하려면?
world | ko | - | 한국어 문법에서 존댓말이란?
world | ko | - | 폴란드의 수도는 어디야?
world | ko | - | 스위스 프랑 환율이 왜 오르지?
world | ko | - | 우크라이나어와 러시아어는 얼마나 비슷해?
direct | de | learning Korean | Wie kann ich neben der Arbeit mein Koreanisch verbessern?
direct | de | savings in francs | Soll ich meine Ersparnisse weiter in Schweizer Franken halten?
direct | de | Greece holidays | Wir fahren zu Ostern wieder nach Griechenland, welche Fähre nehmen wir am besten?
direct | de | Osaka business trips | Was soll ich bei meiner nächsten Dienstreise nach Osaka unbedingt essen?
direct | de | Argentine client | Mein Kunde in Argentinien zahlt in Pesos, wie sichere ich mich gegen die Inflation ab?
world | de | - | Was ist die Hauptstadt von Südkorea?
world | de | - | Wie viele Menschen sprechen Koreanisch?
world | de | - | Wie ist Island geologisch entstanden?
direct | fr | Iceland trip | Pour mon voyage en Islande en août, quel sac de couchage prendre ?
direct | fr | speaks Spanish | Mon espagnol est bon, est-ce que je peux viser le DELE C1 ?
direct | fr | friend in Zurich | Ma meilleure amie à Zurich fête ses 40 ans, une idée de cadeau ?
direct | fr | Canada relocation | Si je déménage à Toronto l'an prochain, quel quartier choisir ?
world | fr | - | Quelle est la capitale de la Corée du Sud ?
world | fr | - | Pourquoi le portugais du Brésil est-il différent de celui du Portugal ?
world | fr | - | Combien de volcans actifs y a-t-il en Islande ?
world | fr | - | Le Maroc est-il une monarchie constitutionnelle ?
direct | es | lives in Porto | Vivo en Oporto, ¿qué barrios son buenos para una familia con una niña?
direct | es | from Kraków | Mi ciudad natal es Cracovia, ¿qué ha cambiado allí en los últimos diez años?
direct | es | learning Korean | ¿Cómo organizo mi estudio de coreano si solo tengo una clase a la semana?
direct | es | money to mother | ¿Cuál es la forma más barata de enviar eslotis a mi madre cada mes?
world | es | - | ¿Cuál es la capital de Corea del Sur?
world | es | - | ¿Por qué el franco suizo es tan fuerte?
world | es | - | ¿Qué idiomas se hablan en Suiza?
world | es | - | ¿Cuántos habitantes tiene Ciudad de México?
direct | pt | Portuguese level | Como posso melhorar o meu português para conseguir falar ao telefone?
direct | pt | brother in Mexico | O meu irmão mora na Cidade do México; que presente lhe levo?
direct | pt | Canada relocation | Se a minha empresa me mudar para o Canadá, como funciona o visto?
direct | pt | grandmother Lviv | A minha avó mora em Leópolis; como lhe envio um pacote?
world | pt | - | Qual é a capital da Coreia do Sul?
world | pt | - | Porque é que o Porto é famoso pelo vinho?
world | pt | - | Quantas pessoas falam polaco no mundo?
world | pt | - | O iene japonês é uma boa moeda para investir?
direct | ru | learning Korean | Как мне лучше учить корейский, если занятия только по вторникам?
direct | ru | grandmother Lviv | Моя бабушка живёт во Львове, как ей отправить посылку?
direct | ru | reads Russian | Я читаю по-русски, но почти не говорю, как мне начать разговаривать?
direct | ru | Canada relocation | Если компания переведёт меня в Торонто, сколько там стоит аренда?
world | ru | - | Какая столица у Южной Кореи?
world | ru | - | Почему швейцарский франк такой стабильный?
world | ru | - | Сколько людей говорит на корейском языке?
world | ru | - | Что посмотреть во Львове туристу?
direct | it | Iceland trip | Per il mio viaggio in Islanda ad agosto, serve un'auto 4x4?
direct | it | Morocco road trip | Il mio road trip in Marocco: meglio in primavera o in autunno?
direct | it | sister in Oslo | Mia sorella vive in Norvegia, cosa posso regalarle per Natale?
direct | it | Taiwan exchange | Durante il mio anno di scambio a Taiwan ho imparato un po' di cinese, come non dimenticarlo?
world | it | - | Qual è la capitale della Corea del Sud?
world | it | - | Perché il franco svizzero è così forte?
world | it | - | Quante lingue ufficiali ha la Svizzera?
world | it | - | Il Giappone usa ancora lo yen in contanti?
`;
