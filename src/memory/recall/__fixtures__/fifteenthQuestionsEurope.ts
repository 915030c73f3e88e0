// The fifteenth blind aboutness set's questions in French, Spanish, Portuguese, Russian and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FIFTEENTH_FR_LINES = `
direct | fr | Alsace organs | Quels orgues Silbermann d'Alsace n'ai-je pas encore visités ?
direct | fr | Alsace organs | Prépare-moi un circuit de deux jours autour des orgues Silbermann du Bas-Rhin
direct | fr | Marmoutier concert; choir | Qu'est-ce que je dois prévoir pour le concert à l'abbatiale de Marmoutier ?
direct | fr | Marmoutier concert; choir | Écris un petit texte de présentation pour notre concert de septembre à Marmoutier
direct | fr | Munster cheese | Comment conserver mon munster de Colmar plus longtemps ?
direct | fr | Munster cheese | Le marché de Colmar du jeudi est-il ouvert pendant les fêtes ?
direct | fr | wine | Quel Grauburgunder du Kaiserstuhl servir avec une truite ?
direct | fr | colleague Strasbourg | Écris à Marc pour lui demander deux ouvriers pour Endingen en mars
direct | fr | Endingen restoration; windchest repair; heritage office | Résume l'état de la restauration de l'orgue d'Endingen pour la paroisse
direct | fr | windchest repair; Endingen restoration | Comment traiter les vers à bois dans un sommier à registres ?
direct | fr | Kanazawa organ; Kanazawa quote | Comment expédier l'orgue neuf à Kanazawa ?
direct | fr | voicing | Mes anches de trompette sont trop criardes, comment les harmoniser ?
direct | fr | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | Mon mari a une crise de goutte, qu'est-ce que je lui cuisine ?
direct | fr | dog Bach; Bach back; dog walks | Combien de temps promener Bach avec son dos fragile ?
direct | fr | cat Kugel; Kugel kidney diet | Ma chatte ne mange plus ses croquettes rénales
direct | fr | rheumatoid arthritis; blood tests | Puis-je boire un verre de vin avec le méthotrexate ?
direct | fr | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | Une idée de cadeau pour le premier anniversaire de ma petite-fille
direct | fr | mother Ilse; care home costs; visits to Ilse; brother Uwe | Comment parler à ma mère atteinte d'Alzheimer ?
direct | fr | daughter Lena; Lena coeliac | Un gâteau sans gluten pour la visite de ma fille
direct | fr | tinnitus | Mon acouphène à l'oreille gauche s'aggrave
direct | fr | beekeeping; beeswax use | Quand traiter mes ruches contre le varroa ?
direct | fr | playing Go; husband Takeshi | Comment progresser au go pour battre mon mari ?
direct | fr | Iceland trip; husband Takeshi | Un itinéraire en camping-car en Islande pour juin
direct | fr | cataract | Combien de temps après l'opération de la cataracte puis-je conduire ?
direct | fr | tuning rounds | Organise ma tournée d'accord de décembre
implicit | fr | wine; diet | Qu'est-ce que je bois ce soir avec le poisson ?
implicit | fr | Alsace organs; Marmoutier concert | Je passe un week-end en Alsace, quels orgues aller voir ?
personal_none | fr | - | Comment renouveler mon passeport ?
personal_none | fr | - | Aide-moi à choisir un manteau d'hiver
personal_none | fr | - | Mon voisin fait du bruit tous les soirs, que faire ?
homograph | fr | - | Comment fonctionne le don d'organes en France ?
homograph | fr | - | Que veut dire « ruche » dans le vocabulaire de la couture ?
homograph | fr | - | Qu'est-ce qu'un registre d'état civil ?
name | fr | - | Qui est Marc Levy ?
name | fr | - | Quelles sont les cantates les plus célèbres de Bach ?
name | fr | - | Qui était Gottfried Silbermann ?
place | fr | - | Que voir à Colmar en une journée ?
place | fr | - | Comment aller de Strasbourg à Fribourg-en-Brisgau en train ?
place | fr | - | L'abbatiale de Marmoutier, de quelle époque date-t-elle ?
brand | fr | - | Le Festool Kapex vaut-il son prix ?
brand | fr | - | Miele ou Bosch pour un lave-linge ?
topic | fr | - | Comment fonctionne un orgue à tuyaux ?
topic | fr | - | Qu'est-ce que la goutte et pourquoi fait-elle mal ?
topic | fr | - | Comment fait-on le munster ?
subword | fr | - | D'où vient le mot « marmotte » ?
subword | fr | - | Qu'est-ce qu'un orgueil mal placé ?
function | fr | - | Quand utiliser « chaque » ou « tous les » ?
stem | fr | - | Comment accorde-t-on un ukulélé sans application ?
generic | fr | - | Combien de semaines dans une année ?
idiom | fr | - | Que veut dire « donner sa langue au chat » ?
idiom | fr | - | D'où vient l'expression « faire un bœuf » en musique ?
idiom | fr | - | Que signifie « se faire mousser » ?
mixed | fr | - | Que veut dire « Kugel » en allemand ?
direct | fr | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | Qu'est-ce que j'envoie à mon fils à Séoul pour Noël ?
direct | fr | Seoul trip; son Jonas; granddaughter Hana | Que mettre dans ma valise pour trois semaines à Séoul en octobre ?
direct | fr | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | Comment aider ma belle-mère à Kanazawa après sa fracture ?
direct | fr | pension savings | Mes 400 euros par mois en ETF suffisent-ils pour la retraite ?
direct | fr | VW Crafter | Mon Crafter fait un bruit bizarre au freinage
name | fr | - | Qui est Jonas Kaufmann ?
place | fr | - | Que faire à Fribourg-en-Brisgau un dimanche ?
brand | fr | - | Le Fairphone est-il vraiment réparable ?
`;

export const FIFTEENTH_ES_LINES = `
direct | es | Salamanca organ | Escríbeme un resumen de mi trabajo en el órgano de Salamanca para el libro
direct | es | Spanish trumpets; voicing | ¿Cómo se armonizan las trompetas horizontales como las de los órganos ibéricos?
direct | es | Spanish trumpets | Quiero ver más trompetería horizontal, ¿qué órganos de Castilla me recomiendas?
direct | es | Mallorca; friend Carmen | ¿Qué hago en Sóller esta Semana Santa con Carmen?
direct | es | Mallorca | Esta Semana Santa, ¿cómo llego de Palma a Sóller en tren para mis días allí?
direct | es | friend Carmen | Escribe a Carmen para felicitarla por su concierto en la catedral
direct | es | friend Carmen; Mallorca | ¿Qué le llevo a Carmen de Friburgo?
direct | es | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | Mi marido tiene gota, ¿qué cenamos?
direct | es | dog Bach; Bach back; dog walks | ¿Cuánto puede pasear Bach con su espalda?
direct | es | cat Kugel; Kugel kidney diet | Mi gata no quiere su pienso renal
direct | es | rheumatoid arthritis; blood tests | ¿Puedo tomar vino con el metotrexato?
direct | es | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | Regalo para el primer cumpleaños de mi nieta en Corea
direct | es | daughter Lena; Lena coeliac | Una tarta sin gluten para mi hija
direct | es | mother Ilse; care home costs; visits to Ilse; brother Uwe | ¿Cómo hablar con mi madre que tiene alzhéimer?
direct | es | Endingen restoration; windchest repair; heritage office | Resume el estado de la restauración del órgano de Endingen
direct | es | Kanazawa organ; Kanazawa quote | ¿Cómo envío el órgano nuevo a Kanazawa?
direct | es | beekeeping; beeswax use | ¿Cuándo trato mis colmenas contra la varroa?
direct | es | tinnitus | El pitido del oído izquierdo está peor hoy
direct | es | playing Go; husband Takeshi | ¿Cómo mejoro en el go para ganar a mi marido?
direct | es | Iceland trip; husband Takeshi | Ruta en autocaravana por Islandia en junio
direct | es | cataract | ¿Qué debo saber antes de la operación de cataratas?
implicit | es | Mallorca; friend Carmen | ¿Qué tiempo hará en Semana Santa donde siempre voy?
implicit | es | Takeshi gout; diet | Propón una cena para los dos esta noche
personal_none | es | - | ¿Cómo renuevo el pasaporte?
personal_none | es | - | Ayúdame a elegir un abrigo de invierno
personal_none | es | - | Mi vecino hace ruido por la noche
homograph | es | - | ¿Cómo funciona la donación de órganos en España?
homograph | es | - | ¿Qué significa "colmena" en el sentido de un edificio de pisos?
name | es | - | ¿De qué trata la ópera Carmen de Bizet?
name | es | - | ¿Quién fue Carmen Laforet?
name | es | - | ¿Cuáles son las mejores obras para órgano de Bach?
place | es | - | ¿Qué ver en Salamanca en un día?
place | es | - | Las mejores playas de Mallorca
place | es | - | ¿Cómo es el clima de Islandia en junio?
brand | es | - | ¿Vale la pena una sierra Festool?
brand | es | - | ¿Es fiable la furgoneta Volkswagen Crafter?
topic | es | - | ¿Cómo funciona un órgano de tubos?
topic | es | - | ¿Qué causa la gota?
topic | es | - | ¿Qué es la trompetería de un órgano ibérico?
subword | es | - | ¿Qué es la salamandra de fuego?
subword | es | - | ¿Qué es un gotero en el hospital?
function | es | - | ¿Cuándo se usa "cada" y cuándo "todos los"?
stem | es | - | ¿Cómo se afina una guitarra sin afinador?
generic | es | - | ¿Cuántas semanas tiene un año?
idiom | es | - | ¿Qué quiere decir "buscarle tres pies al gato"?
idiom | es | - | ¿Qué quiere decir "la gota que colma el vaso"?
idiom | es | - | ¿Qué significa "miel sobre hojuelas"?
mixed | es | - | ¿Qué significa "Orgelbau" en alemán?
direct | es | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | ¿Qué le mando a mi hijo a Seúl por Navidad?
direct | es | Seoul trip; son Jonas; granddaughter Hana | ¿Qué meto en la maleta para las tres semanas en Seúl en octubre?
direct | es | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | ¿Cómo ayudo a mi suegra en Kanazawa tras la fractura?
direct | es | pension savings | ¿Bastan mis 400 euros al mes en el ETF para la jubilación?
direct | es | VW Crafter | Mi Crafter hace un ruido raro al frenar
direct | es | Miele washer | Mi lavadora de 22 años ya no desagua
direct | es | Salamanca organ; book project | Escribe un párrafo para mi libro sobre los dos meses en Salamanca
name | es | - | ¿Quién es Jonas Vingegaard?
place | es | - | ¿Qué ver en Sóller aparte del tren?
brand | es | - | ¿Vale la pena un Fairphone?
idiom | es | - | ¿Qué significa "hacerse el sueco"?
`;

export const FIFTEENTH_PT_LINES = `
direct | pt | Mafra organs | Quero voltar a Mafra para ouvir os seis órgãos juntos, há concertos este ano?
direct | pt | Mafra organs; book project | Escreve um parágrafo sobre os órgãos de Mafra para o meu livro
direct | pt | São Paulo client | Prepara o orçamento do órgão de estudo para a paróquia de São Paulo
direct | pt | São Paulo client | Como envio um órgão de estudo para o Brasil sem pagar impostos demais?
direct | pt | Porto trip | Quais quintas do Porto servem bom vinho do Porto branco?
direct | pt | Porto trip; husband Takeshi | Planeia três dias no Porto no outono para mim e o Takeshi
direct | pt | Lisbon trip; husband Takeshi | Voltamos a Lisboa, qual casa de fado em Alfama nos recomendas?
direct | pt | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | O meu marido tem gota, o que posso cozinhar hoje?
direct | pt | dog Bach; Bach back; dog walks | Quanto tempo pode o Bach passear com as costas assim?
direct | pt | cat Kugel; Kugel kidney diet | A minha gata não come a ração renal
direct | pt | rheumatoid arthritis; blood tests | Posso beber vinho com o metotrexato?
direct | pt | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | Presente para o primeiro aniversário da minha neta
direct | pt | daughter Lena; Lena coeliac | Um bolo sem glúten para a minha filha
direct | pt | mother Ilse; care home costs; visits to Ilse; brother Uwe | Como falo com a minha mãe que tem Alzheimer?
direct | pt | Endingen restoration; windchest repair; heritage office | Resume a restauração do órgão de Endingen
direct | pt | Kanazawa organ; Kanazawa quote | Como envio o órgão novo para Kanazawa?
direct | pt | beekeeping; beeswax use | Quando trato as minhas colmeias contra a varroa?
direct | pt | tinnitus | O zumbido no meu ouvido esquerdo piorou
direct | pt | cataract | Quando posso conduzir depois da cirurgia de catarata?
direct | pt | playing Go; husband Takeshi | Como melhoro no go para ganhar ao meu marido?
implicit | pt | Porto trip; wine | Que vinho branco português devo provar no outono?
implicit | pt | Takeshi gout; diet | Sugere um jantar para nós dois esta noite
personal_none | pt | - | Como renovo o meu passaporte?
personal_none | pt | - | Ajuda-me a escolher um casaco de inverno
personal_none | pt | - | O meu vizinho faz barulho à noite
homograph | pt | - | Como funciona a doação de órgãos em Portugal?
homograph | pt | - | Qual é o maior porto de contentores da Europa?
name | pt | - | Quais são as melhores obras de Bach para órgão?
name | pt | - | Quem foi Carmen Miranda?
place | pt | - | O que ver em Mafra num dia?
place | pt | - | Melhores bairros de São Paulo para turistas
place | pt | - | O que fazer no Porto em novembro?
brand | pt | - | A serra Festool vale o preço?
brand | pt | - | As máquinas de lavar Miele são fiáveis?
topic | pt | - | Como funciona um órgão de tubos?
topic | pt | - | O que causa a gota?
topic | pt | - | Como se faz o vinho do Porto?
subword | pt | - | O que é um portal de notícias?
subword | pt | - | O que significa "orgânico" nos alimentos?
function | pt | - | Quando se usa "cada" e "todos os"?
stem | pt | - | Como se afina um violão sem afinador?
generic | pt | - | Quantas semanas tem um ano?
idiom | pt | - | O que quer dizer "gato escaldado tem medo de água fria"?
idiom | pt | - | O que significa "lua de mel"?
mixed | pt | - | O que significa "Stimmung" em alemão?
direct | pt | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | O que mando ao meu filho em Seul pelo Natal?
direct | pt | Seoul trip; son Jonas; granddaughter Hana | O que levo para as três semanas em Seul em outubro?
direct | pt | Iceland trip; husband Takeshi | Roteiro de autocaravana pela Islândia em junho
direct | pt | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | Como ajudo a minha sogra em Kanazawa depois da fratura?
direct | pt | voicing | As minhas palhetas de trompete soam ásperas, como as harmonizo?
direct | pt | pension savings | Os 400 euros por mês no meu ETF chegam para a reforma?
direct | pt | VW Crafter | O meu Crafter faz um barulho estranho ao travar
direct | pt | Miele washer | A minha máquina de lavar com 22 anos deixou de escoar
name | pt | - | Quem é Jonas Vingegaard?
place | pt | - | O que visitar em Lisboa em dois dias?
brand | pt | - | Quanto custa um Fairphone no Brasil?
idiom | pt | - | O que significa "fazer ouvidos de mercador"?
`;

export const FIFTEENTH_RU_LINES = `
direct | ru | journeyman Konstantin; Konstantin family; Konstantin language | Напиши Константину поздравление с днём рождения по-русски
direct | ru | journeyman Konstantin; Konstantin family; Konstantin language | Константин хочет перевезти родителей из Львова в Германию, что им нужно?
direct | ru | Konstantin family; journeyman Konstantin | Как Константину дешевле переводить деньги родителям во Львов?
direct | ru | school Russian; Konstantin language | Как мне освежить русский, который я учила в школе в ГДР?
direct | ru | school Russian | Посоветуй русские книги для чтения, чтобы не забыть язык
direct | ru | St Petersburg | Напомни, какой орган я видела в Петрикирхе в Петербурге?
direct | ru | grandmother's garden; Dresden roots | Хочу написать воспоминание о лете на бабушкиной даче под Дрезденом
direct | ru | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | У мужа подагра, что приготовить на ужин?
direct | ru | dog Bach; Bach back; dog walks | Сколько можно гулять с Бахом при его спине?
direct | ru | cat Kugel; Kugel kidney diet | Моя кошка не ест почечный корм
direct | ru | rheumatoid arthritis; blood tests | Можно ли пить вино с метотрексатом?
direct | ru | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | Подарок на первый день рождения внучки
direct | ru | daughter Lena; Lena coeliac | Торт без глютена для моей дочери
direct | ru | mother Ilse; care home costs; visits to Ilse; brother Uwe | Как разговаривать с мамой, у которой болезнь Альцгеймера?
direct | ru | Endingen restoration; windchest repair; heritage office | Кратко опиши реставрацию органа в Эндингене
direct | ru | Kanazawa organ; Kanazawa quote | Как отправить новый орган в Канадзаву?
direct | ru | beekeeping; beeswax use | Когда обрабатывать мои ульи от клеща варроа?
direct | ru | tinnitus | Шум в левом ухе усилился
direct | ru | cataract | Когда после операции на катаракте можно водить машину?
direct | ru | playing Go; husband Takeshi | Как мне лучше играть в го, чтобы обыграть мужа?
implicit | ru | journeyman Konstantin; Konstantin family; Konstantin language | Мой подмастерье из Украины грустит, как его поддержать?
implicit | ru | Takeshi gout; diet | Предложи ужин на двоих на сегодня
personal_none | ru | - | Как продлить паспорт?
personal_none | ru | - | Помоги выбрать зимнее пальто
personal_none | ru | - | Сосед шумит по ночам, что делать?
homograph | ru | - | Как устроено донорство органов?
homograph | ru | - | Где течёт река Лена?
name | ru | - | Кто такой Константин Хабенский?
name | ru | - | Самые известные органные произведения Баха
name | ru | - | Что сделал император Константин?
place | ru | - | Что посмотреть во Львове?
place | ru | - | Что посмотреть в Санкт-Петербурге за два дня?
place | ru | - | Что посмотреть в Дрездене?
brand | ru | - | Надёжна ли стиральная машина Miele?
brand | ru | - | Стоит ли покупать Fairphone?
topic | ru | - | Как работает орган с трубами?
topic | ru | - | Отчего бывает подагра?
topic | ru | - | Как сажать огород на даче весной?
subword | ru | - | Что такое органайзер для документов?
subword | ru | - | Где купить бахилы?
function | ru | - | Когда говорят «каждый», а когда «все»?
stem | ru | - | Как настроить балалайку на слух?
generic | ru | - | Сколько недель в году?
idiom | ru | - | Что значит «жить как кошка с собакой»?
idiom | ru | - | Что значит «ложка дёгтя в бочке мёда»?
mixed | ru | - | Что значит немецкое слово «Kugel»?
direct | ru | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | Что отправить сыну в Сеул на Рождество?
direct | ru | Seoul trip; son Jonas; granddaughter Hana | Что взять с собой на три недели в Сеул в октябре?
direct | ru | Iceland trip; husband Takeshi | Маршрут на автодоме по Исландии в июне
direct | ru | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | Как помочь свекрови в Канадзаве после перелома?
direct | ru | voicing | Мои язычковые трубы звучат резко, как их интонировать?
direct | ru | pension savings | Хватит ли моих 400 евро в месяц в ETF на пенсию?
direct | ru | VW Crafter | Мой Crafter странно шумит при торможении
direct | ru | St Petersburg; Alsace organs | Хочу снова поехать смотреть органы, как в Петербурге, куда посоветуешь?
name | ru | - | Кто такой Уве Болл?
place | ru | - | Какая погода в Сеуле в октябре?
brand | ru | - | Надёжен ли фургон Volkswagen Crafter?
idiom | ru | - | Что значит «как с гуся вода»?
`;

export const FIFTEENTH_IT_LINES = `
direct | it | Cremona | Ricordami cosa ho imparato al corso di accordatura a Cremona
direct | it | Pistoia organs; friend Paolo | Quando è il festival degli organi storici di Pistoia quest'anno?
direct | it | friend Paolo | Scrivi a Paolo per ringraziarlo delle canne antiche che mi ha mandato
direct | it | friend Paolo; Pistoia organs | Cosa porto a Paolo quando vado a Pistoia?
direct | it | learning Italian | Come miglioro il mio italiano oltre al corso del martedì?
direct | it | learning Italian | Correggi questa frase del mio compito d'italiano: "io ho andato a Pistoia"
direct | it | Bialetti | Come si pulisce bene la mia moka Bialetti?
direct | it | Bialetti | Vengono ospiti italiani, quanto caffè metto nella moka?
direct | it | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | Mio marito ha la gotta, cosa cucino stasera?
direct | it | dog Bach; Bach back; dog walks | Quanto può camminare Bach con la schiena così?
direct | it | cat Kugel; Kugel kidney diet | La mia gatta non mangia il cibo renale
direct | it | rheumatoid arthritis; blood tests | Posso bere vino con il metotrexato?
direct | it | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | Regalo per il primo compleanno di mia nipote in Corea
direct | it | daughter Lena; Lena coeliac | Una torta senza glutine per mia figlia
direct | it | mother Ilse; care home costs; visits to Ilse; brother Uwe | Come parlo con mia madre che ha l'Alzheimer?
direct | it | Endingen restoration; windchest repair; heritage office | Riassumi il restauro dell'organo di Endingen
direct | it | Kanazawa organ; Kanazawa quote | Come spedisco il nuovo organo a Kanazawa?
direct | it | beekeeping; beeswax use | Quando tratto i miei alveari contro la varroa?
direct | it | tinnitus | Il fischio all'orecchio sinistro è peggiorato
direct | it | cataract | Quando posso guidare dopo l'intervento di cataratta?
direct | it | playing Go; husband Takeshi | Come miglioro a go per battere mio marito?
implicit | it | Bialetti; coffee | Ho ospiti italiani domani, come preparo il caffè?
implicit | it | Takeshi gout; diet | Proponi una cena per noi due stasera
personal_none | it | - | Come rinnovo il passaporto?
personal_none | it | - | Aiutami a scegliere un cappotto invernale
personal_none | it | - | Il mio vicino fa rumore di notte
homograph | it | - | Quali sono i benefici del miele per la gola?
homograph | it | - | Come funziona la donazione di organi in Italia?
name | it | - | Chi era Paolo Rossi?
name | it | - | Quali sono le opere per organo più famose di Bach?
place | it | - | Cosa vedere a Cremona in un giorno?
place | it | - | Cosa vedere a Pistoia?
brand | it | - | Quale moka Bialetti comprare per quattro persone?
brand | it | - | Le lavatrici Miele sono affidabili?
topic | it | - | Come funziona un organo a canne?
topic | it | - | Cosa causa la gotta?
topic | it | - | Come si costruisce un violino a Cremona?
subword | it | - | Cos'è un organigramma aziendale?
subword | it | - | Il Bachelor inglese equivale alla laurea triennale italiana?
function | it | - | Quando si usa "ogni" e quando "tutti i"?
stem | it | - | Come si accorda una chitarra senza accordatore?
generic | it | - | Quante settimane ha un anno?
idiom | it | - | Cosa significa "luna di miele"?
idiom | it | - | Cosa vuol dire "essere una gatta da pelare"?
mixed | it | - | Cosa significa "Kugelschreiber" in tedesco?
direct | it | Cremona; Peterson tuner | Il mio accordatore Peterson va ricalibrato come ci hanno insegnato a Cremona?
direct | it | Pistoia organs | Organizza tre giorni a Pistoia per vedere gli organi storici che non ho ancora visto
direct | it | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | Cosa spedisco a mio figlio a Seul per Natale?
direct | it | Seoul trip; son Jonas; granddaughter Hana | Cosa metto in valigia per le tre settimane a Seul in ottobre?
direct | it | Iceland trip; husband Takeshi | Quale camper noleggiare per l'Islanda a giugno?
direct | it | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | Come aiutare mia suocera a Kanazawa dopo la frattura?
direct | it | VW Crafter | Il mio Crafter fa un rumore strano in frenata
direct | it | pension savings | I 400 euro al mese nel mio ETF bastano per la pensione?
name | it | - | Chi è Jonas Kaufmann e cosa canta?
place | it | - | Com'è il tempo a Friburgo in Brisgovia a maggio?
brand | it | - | Quanto costa un Fairphone in Italia?
idiom | it | - | Cosa vuol dire "andare a canne"? È un modo di dire?
`;
