import { BIA, BREWERY, GOUT, JUNINHO, NANDO, RANIA, TOSTAO } from './twentiethSubjects';

// The twentieth blind aboutness set's Spanish and Italian questions, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTIETH_ES_LINES = `
direct | es | Bariloche trip | ¿Qué ropa de esquí necesitan mis hijos para Bariloche en julio?
direct | es | Bariloche trip | ¿Cuál es la pista más fácil del Cerro Catedral para los chicos?
direct | es | Bariloche trip; ${BIA} | ¿Hay restaurantes sin gluten en Bariloche para la Bia?
direct | es | Bariloche trip; ${JUNINHO} | ¿El frío de Bariloche le puede dar una crisis de asma a Juninho?
direct | es | Uruguay distributor; Capivara IPA; brewery Capivara | ¿Qué registro necesito para que el distribuidor de Montevideo venda mi IPA?
direct | es | Uruguay distributor; brewery Capivara | ¿Qué margen suele pedir un distribuidor de cerveza en Uruguay?
direct | es | mate | ¿Qué yerba es buena para mi chimarrão de la tarde?
direct | es | mate | ¿Cómo curo una cuia nueva para el mate?
direct | es | ${TOSTAO} | ¿Cuánta condroitina le doy a Tostão por su displasia?
direct | es | ${TOSTAO} | ¿Qué ejercicios le sirven a mi perro con displasia de cadera?
direct | es | ${BIA} | ¿Qué merienda sin gluten le preparo a Bia para el colegio esta semana?
direct | es | ${BIA} | ¿Cómo le explico a la maestra de mi hija que es celíaca?
direct | es | ${RANIA} | ¿Qué remedio natural ayuda con la migraña de Rania?
direct | es | ${NANDO} | ¿Hay fisioterapia especial para el Parkinson de mi papá?
direct | es | ${GOUT} | ¿Puedo comer mariscos con gota?
direct | es | pequi sour; brewery Capivara | ¿Cuánta cagaita pongo en la sour para el festival?
direct | es | brewery expansion; ${BREWERY} | ¿Cuánta gente más necesito contratar para llegar a 15 mil litros al mes?
direct | es | Beetle Jabuti; Jabuti restoration | ¿Dónde consigo un motor 1600 para mi escarabajo del 74?
direct | es | Lebanon trip | ¿Cuánto cuesta un vuelo de Belo Horizonte a Beirut en diciembre?
direct | es | fishing | ¿Qué caña uso para pescar tucunaré?
topic | es | - | ¿Cuándo juega Cruzeiro en la Libertadores?
direct | es | Italian citizenship | ¿Cuánto tarda la ciudadanía italiana por bisabuelo?
direct | es | cavaquinho | ¿Qué cuerdas uso en mi cavaquinho para choro?
implicit | es | mate | la yerba de la tarde me quedó muy amarga, ¿qué hice mal?
implicit | es | ${TOSTAO} | el caramelo cojea otra vez de la cadera, ¿subo la dosis del suplemento?
personal_none | es | - | ¿Cómo dejo de comerme las uñas?
personal_none | es | - | ¿Qué libro de autoayuda me recomiendas?
personal_none | es | - | ¿Cómo organizo mi armario?
personal_none | es | - | Ayúdame a escribir una carta de reclamo
homograph | es | - | ¿Cómo se cose una manga de camisa?
homograph | es | - | ¿Qué banco da mejores intereses en Argentina?
homograph | es | - | ¿Cómo hacer velas caseras con parafina?
homograph | es | - | ¿Cómo preparar un perrito caliente?
name | es | - | ¿Quién es la reina Rania?
name | es | - | ¿Quién fue Tostão?
name | es | - | ¿Quién es Juninho Paulista?
place | es | - | ¿Qué hacer en Montevideo en dos días?
place | es | - | ¿Cómo llegar a Bariloche desde Buenos Aires?
place | es | - | ¿Qué ver en Belo Horizonte?
brand | es | - | ¿La cerveza Brahma se vende en Argentina?
brand | es | - | ¿Qué tal es la Fiat Strada?
brand | es | - | ¿Sigue existiendo el Volkswagen Escarabajo?
topic | es | - | ¿Qué es la enfermedad celíaca?
topic | es | - | ¿Cómo se hace la cerveza artesanal?
topic | es | - | ¿Qué es la displasia de cadera en perros?
topic | es | - | ¿De dónde viene el mate?
subword | es | - | ¿Qué es un mangostino?
subword | es | - | ¿Qué hace un banquero?
function | es | - | ¿Cuándo se usa «por» y cuándo «para»?
function | es | - | ¿Cuál es la diferencia entre «sino» y «si no»?
stem | es | - | ¿Qué hacía un cervecero en la Edad Media?
generic | es | - | ¿Cuántos habitantes tiene Uruguay?
generic | es | - | ¿Cuándo empiezan las vacaciones de invierno en Argentina?
idiom | es | - | ¿Qué significa «ser pan comido»?
idiom | es | - | ¿Qué significa «estar en la luna de Valencia»?
mixed | es | - | ¿Cómo se dice «chope» en español?
mixed | es | - | ¿Qué significa «saudade» en portugués?
`;

export const TWENTIETH_IT_LINES = `
direct | it | Italian citizenship | Quali documenti servono per la cittadinanza italiana tramite il mio bisnonno veneto?
direct | it | Italian citizenship | Devo tradurre il certificato di nascita del bisnonno per il consolato?
direct | it | fresh pasta; ${BIA} | Come faccio la pasta fresca senza glutine per la Bia?
direct | it | fresh pasta | Ricetta di tagliatelle fatte in casa da fare il sabato con i figli
direct | it | Vespa Zico | La Vespa Zico non parte a freddo, cosa controllo?
direct | it | Vespa Zico | Ogni quanto cambio l'olio della mia Vespa Primavera?
direct | it | chestnut beer; brewery Capivara | Quante castagne per 500 litri di birra di Natale?
direct | it | chestnut beer; brewery Capivara | Meglio castagne arrostite o farina di castagne nella birra per il ristorante?
direct | it | rheumatologist; ${GOUT} | Cosa chiedo al dottor Bianchi alla prossima visita per la gotta?
direct | it | rheumatologist; ${GOUT} | Ogni quanto devo controllare l'acido urico?
direct | it | ${RANIA} | Rania ha l'emicrania, può prendere l'ibuprofene col sumatriptan?
direct | it | ${JUNINHO} | Juninho può fare sport con l'asma d'inverno?
direct | it | ${TOSTAO} | Il mio cane ha avuto la leishmaniosi, posso portarlo in Italia?
direct | it | ${NANDO} | Mio padre ha il Parkinson, quale dieta è migliore?
direct | it | ${BIA} | Come scelgo un balletto per la Bia di 8 anni?
direct | it | Munich trip; Bamberg internship | Come arrivo da Monaco a Bamberga in treno?
direct | it | Capivara IPA; ${BREWERY}; chestnut beer | Come spiegare la mia IPA ai clienti del ristorante italiano?
direct | it | coffee | Che moka va bene per il mio caffè del Sud di Minas?
direct | it | sister Carol | Mia sorella a Lisbona vuole venire in Italia con me, dove andiamo?
direct | it | Beetle Jabuti; Jabuti restoration | Il maggiolino del '74 ha bisogno di freni nuovi?
direct | it | house mortgage | Conviene estinguere in anticipo il mio mutuo con la Caixa?
implicit | it | Vespa Zico | lo scooter rosso fa fumo blu dalla marmitta
implicit | it | chestnut beer; brewery Capivara | per il ristorante della Savassi la birra di Natale è troppo dolce
personal_none | it | - | Come posso smettere di fumare?
personal_none | it | - | Consigliami un buon film per stasera
personal_none | it | - | Come imparo a meditare?
personal_none | it | - | Quale zaino compro per il lavoro?
homograph | it | - | Come si fa il mango sorbetto?
homograph | it | - | Cos'è la manica a vento?
homograph | it | - | Come apro un conto in banca in Italia?
homograph | it | - | Come si fa una vela per una barca a vela?
name | it | - | Chi è stato Zico all'Udinese?
name | it | - | Chi è la regina Rania?
name | it | - | Chi era Bianchi, il ciclista?
place | it | - | Cosa vedere a Venezia in due giorni?
place | it | - | Dove si trova il Veneto?
place | it | - | Quanti abitanti ha Monaco di Baviera?
brand | it | - | La Vespa è ancora prodotta dalla Piaggio?
brand | it | - | Le biciclette Bianchi sono buone?
brand | it | - | La Brahma è una birra buona?
topic | it | - | Come si ottiene la cittadinanza italiana iure sanguinis?
topic | it | - | Che cos'è la gotta?
topic | it | - | Come si fa la birra artigianale?
topic | it | - | Cos'è la celiachia?
subword | it | - | Cos'è il mangime per galline?
subword | it | - | Cos'è un bancomat?
function | it | - | Quando si usa «ne» in italiano?
function | it | - | Differenza tra «perché» e «poiché»?
stem | it | - | Chi ha inventato il castagnaccio?
stem | it | - | Cosa fa una birreria storica a Monaco?
generic | it | - | Quanti abitanti ha l'Italia?
generic | it | - | Quando iniziano le vacanze di Natale a scuola?
idiom | it | - | Cosa significa «essere al verde»?
idiom | it | - | Cosa significa «togliere le castagne dal fuoco»?
mixed | it | - | Come si dice «chope» in italiano?
mixed | it | - | Cosa vuol dire «cachaça»?
`;
