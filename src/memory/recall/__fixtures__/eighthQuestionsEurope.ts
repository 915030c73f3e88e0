// The eighth blind aboutness set, Portuguese, Spanish, Italian, French, German and Russian questions. Written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`; the categories of the seventh set (implicit,
// mixed and quote as there). A direct question about Paçoca, Mochi, Marina, Yoko, Ayrton, Haruko, the Japan trip or
// the Fusca may get any memory about that one. Many questions ask in another language than the memory, name a
// namesake of the user's people, or use a word of the user's life (Paçoca, Mochi, Marina, Jabuti) in its everyday sense.

export const EIGHTH_PT_LINES = `
direct | pt | dog Paçoca; Paçoca skin | a Paçoca não para de coçar a orelha, troco o xampu?
direct | pt | Paçoca skin; dog Paçoca | cachorro com dermatite pode comer peru no lugar de frango?
direct | pt | Paçoca skin; dog Paçoca | quanto tempo posso dar Apoquel sem pausa?
direct | pt | cat Mochi; Mochi kidneys | a Mochi tá comendo pouco da ração renal, o que eu faço?
direct | pt | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | que bolo faço pro aniversário da Marina sem açúcar?
direct | pt | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | metformina pode ser tomada junto com chá?
direct | pt | Marina choir; wife Marina; Marina diabetes; Marina birthday; Marina K-drama | música brasileira pro coral de quinta, quatro vozes
direct | pt | daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name; son-in-law Felipe | o que levar pra maternidade em março como avô?
direct | pt | Yoko vegetarian; daughter Yoko; Sunday cooking; Yoko pregnancy; baby name; son-in-law Felipe | prato principal sem carne pro almoço de domingo
direct | pt | son Ayrton; Ayrton marathon; Ayrton wedding; football | como o Ayrton deve se alimentar na semana da maratona?
direct | pt | Haruko hearing; mother Haruko; Haruko memory; films; NHK news | pilha de aparelho auditivo dura só uma semana, é normal?
direct | pt | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | minha mãe esquece o gás aberto à noite
direct | pt | late father; mother Haruko; Haruko memory; Haruko hearing; films; NHK news | que flores levar ao túmulo do pai no Dia de Finados?
direct | pt | stingless bees; beekeeper | como dividir uma caixa de jataí na primavera?
direct | pt | stingless bees; beekeeper | quanto vale o litro de mel de jataí?
direct | pt | honey sales; honey brand | devo subir o preço do pote de 500 g na feira?
direct | pt | market permit | que documentos levo pra renovar a licença de feirante?
direct | pt | propolis | como colher própolis verde sem estressar as abelhas?
direct | pt | pesticide neighbour; beekeeper | o vizinho da soja pulverizou sem avisar, o que faço?
direct | pt | frost; beekeeper | vai gear semana que vem, como protejo as colmeias?
direct | pt | frost; beekeeper | quanto mel se perde numa geada forte?
direct | pt | apiary land; beekeeper | o Zé Colmeia quer mais mel de aluguel, como negocio?
direct | pt | pickup Strada | quantas colmeias cabem na caçamba da Strada?
direct | pt | motorcycle | troca de óleo da CG 160 é a cada quantos km?
direct | pt | bank; Norwegian pension | como trazer a pensão da Noruega pro Sicredi pagando menos taxa?
personal_none | pt | - | quanto tempo demora pra renovar o passaporte em Curitiba?
direct | pt | solar panels | 22 mil reais em painel solar é caro pra uma casa?
direct | pt | roof leak | dá pra tapar a goteira da cozinha antes do Valdir vir?
direct | pt | chickens | a Dona Benta parou de botar, ela tá velha demais?
direct | pt | churrasco | quanto tempo de fogo pra costela fogo de chão pra 15 pessoas?
direct | pt | pinhão | quanto tempo o pinhão fica na panela de pressão?
direct | pt | temple | o que levar na cerimônia de obon no templo?
direct | pt | friend Paulo | que isca usar pra traíra na represa do Capivari à noite?
direct | pt | sleep schedule | acordo 4h30 todo dia e às 20h já tô morto, faz mal?
direct | pt | Fusca Jabuti; Fusca parts | onde acho peça original pro Fusca 72?
direct | pt | Fusca Jabuti; Fusca parts | vale a pena trocar o motor 1300 do Jabuti?
direct | pt | hive building; beekeeper | pinus ou eucalipto pra caixa de abelha?
direct | pt | beekeepers group | como parar as vendas no grupo de apicultores do WhatsApp?
direct | pt | online shop; son-in-law Felipe; daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name | dá pra mandar mel pelos Correios no verão sem vazar?
direct | pt | honey certificate | o que a inspeção do SIF olha na casa do mel?
direct | pt | teaching diesel | exercício prático de bomba injetora pros alunos do SENAI
direct | pt | Ayrton wedding; son Ayrton; Ayrton marathon; football | discurso de pai no casamento do filho, cinco minutos
direct | pt | knee; beekeeper | como carregar caixa de mel sem forçar o joelho operado?
implicit | pt | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | diabético pode comer mel?
implicit | pt | Paçoca skin; dog Paçoca | ração hipoalergênica sem frango pra cachorro
implicit | pt | Yoko vegetarian; daughter Yoko; Yoko pregnancy; baby name; son-in-law Felipe | receita de yakisoba vegetariano
mixed | pt | pesticide neighbour; beekeeper | inseticida de soja mata abelha a quantos km?
quote | pt | Haruko memory; mother Haruko; Haruko hearing; films; NHK news | como se diz em japonês "mãe, a senhora fechou o gás?"
personal_none | pt | - | me ajuda a escrever um pedido de desculpas pra um cliente
personal_none | pt | - | quero aprender a pintar aquarela, por onde começo?
personal_none | pt | - | que roupa usar num velório no verão?
homograph | pt | - | receita de paçoca de amendoim caseira
homograph | pt | - | como fazer mochi de morango
homograph | pt | - | quanto custa uma vaga de barco na marina de Itajaí?
homograph | pt | - | quem ganhou o Prêmio Jabuti de romance?
homograph | pt | - | o jabuti vive quantos anos?
homograph | pt | - | a farinha Dona Benta é boa pra pão?
homograph | pt | - | quem dublava o Zé Colmeia no Brasil?
homograph | pt | - | o que significa "mel" em inglês?
name | pt | - | quantas vitórias o Ayrton Senna teve em Mônaco?
name | pt | - | o que a Marina Silva disse sobre a Amazônia?
name | pt | - | qual o melhor livro do Paulo Coelho?
name | pt | - | o Felipe Neto ainda faz vídeos?
place | pt | - | qual a população de Curitiba?
place | pt | - | quando abre a feira do Largo da Ordem?
place | pt | - | restaurantes em Santa Felicidade abertos na segunda
place | pt | - | história do Cemitério Municipal de Curitiba
place | pt | - | quanto tempo de Londrina a Maringá de carro?
place | pt | - | o Parque Barigui é seguro de noite?
brand | pt | - | Fiat Strada 2025 preço
brand | pt | - | Samsung Galaxy A55 vale a pena?
brand | pt | - | Sicredi ou Nubank, qual melhor?
brand | pt | - | Honda CG 160 2025 ficha técnica
topic | pt | - | como as abelhas fazem mel?
topic | pt | - | história da imigração japonesa no Brasil
topic | pt | - | como funciona um motor diesel de navio?
subword | pt | - | o que é lua de mel?
subword | pt | - | melancia dá em clima frio?
subword | pt | - | o que é um navio-escola?
function | pt | - | quando usar "mas" e "mais"?
stem | pt | - | quanto ganha um apicultor?
generic | pt | - | o que fazer no fim de semana em São Paulo?
generic | pt | - | um filme bom pra hoje
`;

export const EIGHTH_ES_LINES = `
direct | es | dog Paçoca; Paçoca skin | Paçoca se rasca las orejas todo el día, ¿cambio el champú?
direct | es | cat Mochi; Mochi kidneys | ¿cada cuánto analizar los riñones de Mochi?
direct | es | films; mother Haruko; Haruko memory; Haruko hearing; NHK news | ¿qué película de Kurosawa ver el viernes con mi madre?
direct | es | films; mother Haruko; Haruko memory; Haruko hearing; NHK news | después de Ikiru, ¿cuál sigue?
direct | es | football; son Ayrton; Ayrton marathon; Ayrton wedding | ¿el Coritiba se salva del descenso este año?
direct | es | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | ¿octubre es buen mes para viajar a Japón con Marina?
direct | es | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | ¿cuántos días en Kumamoto y cuántos en Hamamatsu?
direct | es | online shop; son-in-law Felipe; daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name | ¿qué pasarela de pago pongo en la tienda online de miel?
direct | es | son-in-law Felipe; daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name | ¿qué le regalo a Felipe, que es de Rosario?
direct | es | budget; honey extractor | con 9 000 reales al mes, ¿podemos comprar el extractor?
direct | es | languages | ¿cómo mejorar mi español de los puertos?
direct | es | varroa treatment; beekeeper | ¿ácido oxálico en julio si hay muchos ácaros?
direct | es | honey extractor | ¿merece la pena un extractor radial de 16 cuadros?
direct | es | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | postre sin azúcar para el cumpleaños de mi esposa
direct | es | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | mi madre olvida apagar el gas por la noche
direct | es | Ayrton marathon; son Ayrton; Ayrton wedding; football | plan de carrera para bajar de 3h30 en maratón
implicit | es | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | ¿la miel es mejor que el azúcar para diabéticos?
personal_none | es | - | ayúdame a escribir una carta de disculpa a un cliente
personal_none | es | - | quiero aprender a bailar tango, ¿por dónde empiezo?
homograph | es | - | receta de mochi de fresa
homograph | es | - | ¿cuánto cuesta amarrar un velero en una marina?
homograph | es | - | ¿qué es una galaxia espiral?
name | es | - | ¿cuántos títulos ganó Ayrton Senna?
name | es | - | ¿qué hace Felipe VI este año?
name | es | - | libros de Paulo Coelho más vendidos
place | es | - | ¿qué ver en Curitiba en un día?
place | es | - | clima de Rosario en diciembre
brand | es | - | Fiat Strada opiniones
brand | es | - | Samsung Galaxy A54 batería problemas
topic | es | - | ¿cómo hacen miel las abejas?
topic | es | - | historia del tango
subword | es | - | ¿qué es la luna de miel?
subword | es | - | ¿qué es un barco catamarán?
function | es | - | ¿cuándo se usa "el" y "él"?
stem | es | - | ¿cuánto gana un ingeniero naval?
generic | es | - | ¿qué hago este fin de semana?
generic | es | - | una receta fácil para cenar
`;

export const EIGHTH_IT_LINES = `
direct | it | dog Paçoca; Paçoca skin | Paçoca si gratta le orecchie, cambio shampoo?
direct | it | skin cancer | la crema solare 50 basta per una mattina all'apiario?
direct | it | skin cancer | ogni quanto devo fare il controllo dei nei dopo il basalioma?
direct | it | kanji study | come passare da 800 a 1000 kanji in un anno?
direct | it | kanji study; grandfather letters | le lettere del nonno sono in corsivo giapponese, come leggerle?
direct | it | engine fire; memoir | come raccontare l'incendio nel Mar Rosso nel mio libro?
direct | it | restaurant | il Madalosso è aperto il lunedì sera?
direct | it | homemade wine | come evitare che il vino di uva Bordô diventi aceto?
direct | it | homemade wine | quando imbottigliare il vino fatto col signor Bettega?
direct | it | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | torta senza zucchero per mia moglie diabetica
direct | it | cat Mochi; Mochi kidneys | Mochi non vuole più le crocchette renali
direct | it | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | ottobre va bene per andare in Giappone?
direct | it | queen bees; beekeeper | la regina nuova depone poco, la sostituisco?
direct | it | varroa treatment; beekeeper | acido ossalico gocciolato o sublimato?
direct | it | orchids | perché le foglie delle Cattleya ingialliscono?
direct | it | son Ayrton; Ayrton marathon; Ayrton wedding; football | cosa regalare a mio figlio per la maratona?
implicit | it | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | il miele va bene per i diabetici?
implicit | it | skin cancer | miglior cappello da sole per chi ha avuto un basalioma
personal_none | it | - | aiutami a scrivere una lettera di scuse a un cliente
personal_none | it | - | voglio imparare a dipingere, da dove comincio?
homograph | it | - | come si fa il mochi giapponese?
homograph | it | - | quanto costa un posto barca in una marina in Liguria?
homograph | it | - | la Strada di Fellini di che parla?
name | it | - | quanti mondiali ha vinto Ayrton Senna?
name | it | - | le opere più famose di Yoko Ono
name | it | - | Paulo Coelho l'Alchimista trama
place | it | - | cosa vedere a Curitiba
place | it | - | storia di Santa Felicidade e degli immigrati veneti
brand | it | - | Fiat Strada prezzo in Brasile
brand | it | - | Samsung Galaxy A54 recensione
topic | it | - | come fanno il miele le api?
topic | it | - | storia dell'emigrazione italiana in Brasile
subword | it | - | cos'è la luna di miele?
subword | it | - | ricetta del melone al prosciutto
function | it | - | quando si usa "gli" e "le"?
stem | it | - | quanto guadagna un apicoltore in Italia?
generic | it | - | cosa fare questo fine settimana?
generic | it | - | un buon film per stasera
`;

export const EIGHTH_FR_LINES = `
direct | fr | orchids | pourquoi mes Cattleya ne fleurissent plus ?
direct | fr | orchids | faut-il rentrer les orchidées de la véranda quand il gèle ?
direct | fr | hive scale; beekeeper | quelle balance connectée pour la ruche 7 sans wifi ?
direct | fr | hive scale; beekeeper | comment lire la courbe de poids pendant la miellée ?
direct | fr | bracatinga honey; beekeeper | le miel de bracatinga cristallise-t-il vite ?
direct | fr | bracatinga honey; honey sales; beekeeper | comment vendre le miel de bracatinga plus cher ?
direct | fr | French | comment améliorer mon français appris dans les ports ?
direct | fr | dental implants; pinhão | puis-je manger du pinhão avec deux implants ?
direct | fr | dental implants | combien de temps dure un implant dentaire ?
direct | fr | dog Paçoca; Paçoca skin | Paçoca se gratte les oreilles, je change de shampoing ?
direct | fr | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | un gâteau sans sucre pour l'anniversaire de ma femme
direct | fr | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | ma mère oublie le gaz la nuit, quel détecteur ?
direct | fr | varroa treatment; beekeeper | acide oxalique en juillet, c'est risqué ?
direct | fr | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | Kumamoto en octobre, il fait quel temps ?
direct | fr | cat Mochi; Mochi kidneys | Mochi refuse ses croquettes rénales
direct | fr | sting reaction | un stylo d'adrénaline supporte-t-il la chaleur d'une voiture ?
implicit | fr | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | le miel est-il autorisé aux diabétiques ?
personal_none | fr | - | aide-moi à écrire une lettre d'excuses à un client
personal_none | fr | - | je veux apprendre l'aquarelle, par où commencer ?
homograph | fr | - | recette de mochi à la fraise
homograph | fr | - | combien coûte une place dans une marina à Cannes ?
homograph | fr | - | qu'est-ce qu'une galaxie ?
name | fr | - | combien de victoires pour Ayrton Senna ?
name | fr | - | que pense Marina Foïs de son dernier film ?
name | fr | - | les livres de Paulo Coelho à lire
place | fr | - | que visiter à Curitiba ?
place | fr | - | histoire du port du Havre
brand | fr | - | avis Samsung Galaxy A55
brand | fr | - | Volkswagen Coccinelle ancienne prix
topic | fr | - | comment les abeilles font le miel ?
topic | fr | - | histoire de l'immigration japonaise au Brésil
subword | fr | - | qu'est-ce que la lune de miel ?
subword | fr | - | recette de mélasse maison
function | fr | - | quand utiliser "du" ou "de la" ?
stem | fr | - | combien gagne un apiculteur ?
generic | fr | - | que faire ce week-end ?
generic | fr | - | un bon film pour ce soir
`;

export const EIGHTH_DE_LINES = `
direct | de | queen bees; beekeeper | welche Königin ist sanfter, Carnica oder Buckfast?
direct | de | queen bees; beekeeper | wie setze ich eine neue Königin ohne Verluste zu?
direct | de | knee | wie trage ich Honigkisten mit steifem Knie?
direct | de | Fusca parts; Fusca Jabuti | wo finde ich einen Solex 30 PIC Vergaser?
direct | de | Hamburg | wie backe ich Franzbrötchen selbst?
direct | de | reading | ein guter Seefahrtsroman für den Kindle
direct | de | beer; churrasco | passt Bodebrown Bier zu Churrasco?
direct | de | dog Paçoca; Paçoca skin | Paçoca kratzt sich ständig an den Ohren
direct | de | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | zuckerfreier Kuchen zum Geburtstag meiner Frau
direct | de | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | meine Mutter vergisst nachts das Gas
direct | de | varroa treatment; beekeeper | Oxalsäure im Juli, geht das?
direct | de | honey extractor | lohnt sich eine 16-Waben-Radialschleuder?
direct | de | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | ist Oktober gut für eine Japanreise?
direct | de | cat Mochi; Mochi kidneys | Mochi frisst das Nierenfutter nicht mehr
direct | de | hearing loss | Tipps für laute Restaurants bei Schwerhörigkeit
implicit | de | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | dürfen Diabetiker Honig essen?
personal_none | de | - | hilf mir, einen Entschuldigungsbrief an einen Kunden zu schreiben
personal_none | de | - | ich will Aquarell malen lernen, wo fange ich an?
homograph | de | - | Rezept für Mochi mit Erdbeeren
homograph | de | - | was kostet ein Liegeplatz in einer Marina am Bodensee?
homograph | de | - | wie viele Sterne hat eine Galaxie?
name | de | - | wie viele Titel hat Ayrton Senna gewonnen?
name | de | - | Kim Jong-un neueste Nachrichten
name | de | - | Paulo Coelho Bücher Reihenfolge
place | de | - | was kann man in Curitiba besichtigen?
place | de | - | Geschichte der Hamburger Werften
brand | de | - | Samsung Galaxy A55 Test
brand | de | - | VW Käfer Oldtimer Preise
topic | de | - | wie machen Bienen Honig?
topic | de | - | Geschichte der japanischen Einwanderung in Brasilien
subword | de | - | was sind Flitterwochen?
subword | de | - | Honigmelone Rezept
subword | de | - | was ist ein Schiffshebewerk?
function | de | - | wann "das" und wann "dass"?
stem | de | - | was verdient ein Imker?
generic | de | - | was tun am Wochenende?
generic | de | - | ein guter Film für heute Abend
`;

export const EIGHTH_RU_LINES = `
direct | ru | hive notebook; beekeeper | как удобнее вести записи по ульям вместо тетради?
direct | ru | hive notebook; beekeeper | что записывать про матку в дневник улья?
direct | ru | sauna | какая температура нужна в маленькой сауне во дворе?
direct | ru | sauna | можно ли париться с высоким давлением?
direct | ru | tutoring Igor | как объяснить Игорю второй закон Ньютона?
direct | ru | tutoring Igor | задачи по физике для подготовки к экзамену
direct | ru | Russian crewmates; languages | как не забыть русский, который выучил на судне?
direct | ru | dog Paçoca; Paçoca skin | Пасока всё время чешет уши, поменять шампунь?
direct | ru | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | торт без сахара на день рождения жены
direct | ru | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | мама забывает выключить газ ночью
direct | ru | varroa treatment; beekeeper | щавелевая кислота в июле, можно?
direct | ru | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | октябрь хорошее время для поездки в Японию?
direct | ru | cat Mochi; Mochi kidneys | Мочи не ест почечный корм
direct | ru | engine fire; memoir | как описать пожар в машинном отделении в книге?
implicit | ru | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | можно ли мёд при диабете?
personal_none | ru | - | помоги написать письмо с извинениями клиенту
personal_none | ru | - | хочу научиться рисовать, с чего начать?
homograph | ru | - | рецепт моти с клубникой
homograph | ru | - | сколько стоит место в марине для яхты?
homograph | ru | - | что такое галактика?
name | ru | - | сколько титулов у Айртона Сенны?
name | ru | - | последние новости о Ким Чен Ыне
name | ru | - | книги Пауло Коэльо
place | ru | - | что посмотреть в Куритибе?
place | ru | - | история порта Гамбурга
brand | ru | - | отзывы о Samsung Galaxy A55
brand | ru | - | Honda CG 160 характеристики
topic | ru | - | как пчёлы делают мёд?
topic | ru | - | как работает судовой дизель?
subword | ru | - | что такое медовый месяц?
subword | ru | - | рецепт медовика
function | ru | - | когда писать "не" слитно?
stem | ru | - | сколько зарабатывает пчеловод?
generic | ru | - | что делать на выходных?
generic | ru | - | хороший фильм на вечер
`;
