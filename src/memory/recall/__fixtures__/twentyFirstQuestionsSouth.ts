import { BACK, BOHAN, DOUHUA, FATHER, GRANDMA, GUITAR, IN_LAWS, MISAKI, MOCHI, SHOP, XIAOMI } from './twentyFirstSubjects';

// The twenty-first blind aboutness set's Spanish, Italian and Portuguese questions, written before the recall rules
// were read; the user's names as everyday words there (mochila, mango, deck, Ferrari) and brands, places and
// players that share them. Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_FIRST_ES_LINES = `
direct | es | mango boxes; ${IN_LAWS} | ¿Cómo envío cajas de mango Irwin de Yujing a Osaka sin que se pudran?
direct | es | mango boxes | ¿Cuándo empieza la temporada de mango en Yujing este año?
direct | es | ${DOUHUA} | Douhua tira de la correa en el paseo de las nueve, ¿cómo lo corrijo?
direct | es | ${DOUHUA} | ¿Es muy tarde pasear a mi perro a las nueve de la noche en verano?
direct | es | Barcelona dream | ¿Qué talleres de carpintería puedo visitar en Barcelona?
direct | es | Barcelona dream | ¿Cuánto cuesta un viaje a Barcelona desde Taiwán para ver la Sagrada Familia?
direct | es | ${BOHAN} | Bohan se torció el tobillo otra vez, ¿cuándo puede volver a lanzar?
direct | es | ${BOHAN} | ¿Qué tobillera es mejor para un pitcher de 13 años?
direct | es | karaoke; year-end party song | Canciones de Mayday para cantar con mi equipo en el KTV el viernes
direct | es | karaoke | ¿Cómo canto sin quedarme sin voz en el karaoke?
direct | es | ${XIAOMI} | Mi hija es alérgica al cacahuete, ¿qué postres taiwaneses debe evitar?
direct | es | ${XIAOMI} | Xiaomi tiene dermatitis atópica, ¿puede ir a la piscina todas las semanas?
direct | es | ${MISAKI} | Mi esposa japonesa odia el cilantro, ¿qué uso en la sopa de fideos?
direct | es | ${MISAKI} | ¿Cómo ayudo a mi mujer con el cansancio de la tiroiditis de Hashimoto?
direct | es | ${FATHER} | Mi padre toma metformina, ¿puede comer mango?
direct | es | ${GRANDMA} | Mi abuela con demencia no reconoce a la cuidadora
direct | es | ${MOCHI} | Mi gata tiene enfermedad renal, ¿qué comida húmeda le doy?
direct | es | ${SHOP} | ¿Cómo presupuesto un techo de madera de 20 ping?
direct | es | ${SHOP} | Mi aprendiz quiere un aumento, ¿cuánto es justo?
direct | es | ${BACK} | Ejercicios para la hernia discal antes de cargar tableros
direct | es | savings | ¿Debo invertir más en el ETF 0050?
direct | es | ${GUITAR} | ¿Cómo afino mi guitarra Yamaha para tocar Mayday?
direct | es | board games | ¿Qué juego de mesa como Catan sirve para niños de 8 y 13 años?
stem | es | - | ¿Qué es un mangual?
implicit | es | ${DOUHUA} | el perro blanco ladra a todos en el parque por la noche
implicit | es | ${BOHAN} | tobillera otra vez, el entrenador quiere que lance el sábado
personal_none | es | - | ¿Cómo puedo ser más puntual?
personal_none | es | - | Recomiéndame una novela de misterio
personal_none | es | - | Quiero aprender a bailar salsa
personal_none | es | - | ¿Cómo dejo de procrastinar?
homograph | es | - | ¿Qué mochila es mejor para ir de excursión?
homograph | es | - | ¿Qué significa "mango" en una sartén?
homograph | es | - | ¿Cómo se hace el tofu dulce douhua?
homograph | es | - | ¿Qué es un paseo marítimo?
name | es | - | ¿Quién fue Antoni Gaudí?
name | es | - | ¿Quién es Ashin de Mayday?
place | es | - | ¿Dónde está Yujing en Taiwán?
place | es | - | ¿Qué ver en Tainan en dos días?
brand | es | - | ¿Xiaomi es una empresa china?
brand | es | - | ¿Qué vende Shopee en América Latina?
topic | es | - | ¿Cuándo se terminará la Sagrada Familia?
topic | es | - | ¿Qué es la dermatitis atópica?
topic | es | - | ¿De dónde viene el mango Irwin?
topic | es | - | ¿Quién inventó el karaoke?
subword | es | - | ¿Qué es el mangostán?
subword | es | - | ¿Cómo se usa una mochila de hidratación?
function | es | - | ¿Cuándo se usa "mi" con tilde?
function | es | - | ¿Qué diferencia hay entre "por" y "para"?
stem | es | - | ¿Qué es la carpintería metálica?
generic | es | - | ¿Qué comen los españoles los domingos?
generic | es | - | ¿Por qué los lunes cuestan tanto?
idiom | es | - | ¿Qué significa "tocar madera"?
idiom | es | - | ¿Qué significa "de tal palo, tal astilla"?
mixed | es | - | ¿Qué significa "sio" en taiwanés?
mixed | es | - | ¿Cómo se dice "bento" en español?
`;

export const TWENTY_FIRST_IT_LINES = `
direct | it | Formula 1 | A che ora vedo il Gran Premio di Monza da Taiwan?
direct | it | Formula 1 | La Ferrari può vincere il mondiale quest'anno?
direct | it | Japanese saws | Come affilo una dozuki senza rovinare i denti?
direct | it | Japanese saws | Ryoba o sega occidentale per i tenoni?
direct | it | Japanese saws; Kyoto joinery | Quale sega giapponese comprare per gli incastri sashimono?
direct | it | Milan fair | Quando si tiene il Salone del Mobile di Milano nel 2028?
direct | it | Milan fair; ${SHOP} | Vale la pena andare al Salone del Mobile per una piccola falegnameria?
direct | it | Milan fair | Dove dormire a Milano durante il Salone senza spendere troppo?
direct | it | ${XIAOMI} | Mia figlia ha la dermatite atopica, che crema dopo la piscina?
direct | it | ${XIAOMI} | Merenda senza arachidi per la gita di mia figlia
direct | it | ${BOHAN} | Mio figlio prende il Concerta e non mangia a pranzo
direct | it | ${MISAKI} | Mia moglie ha la tiroidite di Hashimoto, cosa può mangiare?
direct | it | ${FATHER} | Mio padre è diabetico, può mangiare il pomelo?
direct | it | ${GRANDMA} | La nonna con demenza non vuole lavarsi
direct | it | ${DOUHUA} | Il mio cane si gratta sempre le orecchie
direct | it | ${MOCHI} | Mochi non mangia la dieta renale, cosa faccio?
direct | it | ${SHOP} | Come faccio il preventivo per un controsoffitto in legno?
direct | it | ${SHOP} | Il mio apprendista arriva sempre tardi
direct | it | cypress wood; ${SHOP} | Il cipresso di Taiwan va bene per un tagliere?
direct | it | ${GUITAR} | Come cambio le corde della mia chitarra acustica Yamaha?
direct | it | Osaka trip; ${IN_LAWS} | Cosa visitare a Osaka a febbraio con bambini?
direct | it | Formula 1 | Consigliami un modellino Ferrari da mettere sulla mia scrivania
direct | it | ${BACK} | Ho un'ernia del disco, come sollevo i pannelli di compensato?
stem | it | - | Cos'è una ferrovia a cremagliera?
implicit | it | Formula 1 | alle tre di notte c'è la gara, la guardo o dormo?
implicit | it | Japanese saws | i denti della ryoba si sono piegati sul nodo
personal_none | it | - | Come posso leggere di più?
personal_none | it | - | Voglio imparare a nuotare
personal_none | it | - | Consigliami un bel giallo
personal_none | it | - | Come smetto di rimandare le cose?
homograph | it | - | Cos'è il mochi giapponese?
homograph | it | - | Cos'è un mobile di Calder?
homograph | it | - | Quanto costa un mobile da cucina all'IKEA?
name | it | - | Chi era Enzo Ferrari?
name | it | - | Chi è Misaki Ito?
place | it | - | Cosa vedere a Tainan?
place | it | - | Quanto è grande Monza?
brand | it | - | Di chi è la Ferrari oggi?
brand | it | - | Cos'è Gogoro?
topic | it | - | Chi ha inventato la sega?
topic | it | - | Cos'è la dermatite atopica?
topic | it | - | Cos'è il diabete di tipo 2?
topic | it | - | Quando è nato il Salone del Mobile?
subword | it | - | Cos'è il seghetto alternativo?
subword | it | - | Cosa significa mobilità sostenibile?
function | it | - | Quando si usa "gli" e quando "le"?
function | it | - | Cosa significa "mia" in "mamma mia"?
stem | it | - | Cos'è la segheria?
generic | it | - | Cosa mangiano gli italiani la domenica?
generic | it | - | Perché il lunedì è così pesante?
idiom | it | - | Cosa significa "toccare ferro"?
idiom | it | - | Cosa vuol dire "non è farina del tuo sacco"?
mixed | it | - | Cosa vuol dire "kawaii"?
mixed | it | - | Come si dice "ganbatte" in italiano?
`;

export const TWENTY_FIRST_PT_LINES = `
direct | pt | ipe supplier | O importador de Kaohsiung subiu o preço do ipê, vale trocar de fornecedor?
direct | pt | ipe supplier; rooftop deck | Quanto ipê preciso pra um deck de 20 m²?
direct | pt | rooftop deck | Qual parafuso inox usar no deck do terraço com a maresia?
direct | pt | rooftop deck; house in Yongkang; typhoon season | O deck de ipê no terraço aguenta tufão?
direct | pt | rooftop deck | Que óleo passo no deck de ipê pra não ficar cinza?
direct | pt | bossa nova; ${GUITAR} | Acordes fáceis de Garota de Ipanema pro violão
direct | pt | bossa nova | Como faço a batida de bossa nova no violão?
direct | pt | ${XIAOMI} | Minha filha tem dermatite atópica, pode tomar banho de piscina?
direct | pt | ${XIAOMI} | Doces sem amendoim pra festa da escola da minha filha
direct | pt | ${BOHAN} | Meu filho toma Concerta e perdeu peso, é normal?
direct | pt | ${MISAKI} | Minha esposa tem Hashimoto, o que ela deve evitar?
direct | pt | ${FATHER} | Meu pai é diabético, pode comer pomelo?
direct | pt | ${GRANDMA} | Minha avó com demência não dorme à noite
direct | pt | ${DOUHUA} | Meu cachorro vive coçando a orelha
direct | pt | ${MOCHI} | Ração renal pra gata que não quer comer
direct | pt | ${SHOP} | Como faço orçamento de forro de madeira?
direct | pt | ${SHOP} | Meu aprendiz quer aumento
direct | pt | scooter Xiaobai | Minha scooter elétrica tá perdendo bateria rápido
direct | pt | Osaka trip; ${IN_LAWS} | O que fazer em Osaka em fevereiro com crianças?
direct | pt | ${MISAKI} | Minha mulher odeia coentro, o que uso no lugar?
direct | pt | ${GUITAR} | Meu violão Yamaha tá com a corda trastejando
function | pt | - | O que significa "tá" no português falado?
implicit | pt | rooftop deck | as tábuas do terraço tão empenando depois da chuva
implicit | pt | ipe supplier | o container de ipê atrasou de novo no porto
personal_none | pt | - | Como faço pra acordar mais cedo?
personal_none | pt | - | Me indica um livro bom
personal_none | pt | - | Quero aprender a nadar
personal_none | pt | - | Como paro de roer unha?
homograph | pt | - | O que é um deck de cartas no Magic?
homograph | pt | - | O que é mochi?
homograph | pt | - | Como se limpa o deck de um navio?
name | pt | - | Quem foi Tom Jobim?
name | pt | - | Quem é a Sasha Meneghel?
place | pt | - | Onde fica Tainan?
place | pt | - | O que ver em Kaohsiung?
brand | pt | - | A Xiaomi vende scooter elétrica no Brasil?
brand | pt | - | A Gogoro é de Taiwan?
topic | pt | - | De onde vem o ipê?
topic | pt | - | Quem inventou a bossa nova?
topic | pt | - | O que é dermatite atópica?
topic | pt | - | Como se trata diabetes tipo 2?
subword | pt | - | O que é ipê-amarelo na primavera?
subword | pt | - | O que é violão de sete cordas no choro?
function | pt | - | Quando usar "meu" ou "minha"?
function | pt | - | O que significa "pra"?
stem | pt | - | O que é marcenaria naval?
generic | pt | - | O que os brasileiros comem no domingo?
generic | pt | - | Por que segunda-feira é tão cansativa?
idiom | pt | - | O que significa "bater na madeira"?
idiom | pt | - | O que significa "cara de pau"?
mixed | pt | - | O que significa "kawaii"?
mixed | pt | - | Como se diz "bento" em português?
`;
