import {
  BERLIN,
  CAR,
  FATHER,
  HUAJUAN,
  IN_LAWS,
  KELE,
  MOTHER,
  TANGTANG,
  TANGYUAN,
  WEEKEND,
  WIFE,
  WORK,
  XUANXUAN,
  ZHIMA,
} from './twentyThirdSubjects';

// The twenty-third blind aboutness set's Spanish, Portuguese and Italian questions, written before the recall rules
// were read; most direct ones ask about a memory written in Chinese or English with no word in common, and the
// friends' cities and names as world questions (Madrid, Lisbon, Venice, Javier Bardem, Marco Aurelio).
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_THIRD_ES_LINES = `
direct | es | friend Javier; Javier calls | Javier y yo hablamos los domingos por videollamada, ¿qué hora es en Madrid cuando aquí son las nueve?
direct | es | friend Javier | ¿Qué le puedo regalar a Javier cuando venga a Chengdu?
direct | es | ${XUANXUAN} | Mi hijo es fan de Messi, ¿qué botas le compro para jugar en el recreo?
direct | es | ${ZHIMA} | Nuestra osa panda no come bambú y está inquieta, ¿entra en celo?
direct | es | ${ZHIMA} | La ecografía de nuestra panda sigue sin mostrar nada, ¿es un embarazo psicológico?
direct | es | ${TANGYUAN} | El osezno que crié a biberón pierde peso en el destete
direct | es | ${WORK} | ¿Cómo aguanto los turnos de noche en la temporada de partos?
direct | es | ${WORK} | Escribe una charla de tres minutos para niños sobre por qué los pandas comen bambú
direct | es | ${WIFE} | Mi esposa toma levotiroxina, ¿puede tomarla con el desayuno?
direct | es | ${WIFE} | Mi mujer corre su primer maratón en octubre, ¿qué debe comer la última semana?
direct | es | ${XUANXUAN} | A mi hijo se le ponen rojos los ojos con las lentes de ortoqueratología
direct | es | ${XUANXUAN} | Mi hijo estornuda cada mañana por los ácaros
direct | es | ${TANGTANG} | Mi hija tiene 38,5 de fiebre y ya tuvo una convulsión febril
direct | es | ${TANGTANG} | Mi hija de tres años es alérgica a la proteína de la leche, ¿qué merienda le doy?
direct | es | ${FATHER} | Mi papá tiene EPOC, ¿puede subir a 4000 metros?
direct | es | ${FATHER} | El Haval H6 de mi padre tiene otra vez la luz del motor encendida
direct | es | ${MOTHER} | ¿Cuánto dura la rehabilitación de una prótesis de rodilla para mi madre?
direct | es | ${IN_LAWS} | Mi suegra lleva tres años con tamoxifeno, ¿qué efectos secundarios vigilar?
direct | es | ${KELE} | Mi corgi tiene una hernia discal y no puede caminar
direct | es | ${HUAJUAN} | Nuestro gato naranja no adelgaza con el pienso de dieta
direct | es | lumbar disc | Se me ha vuelto a salir la hernia L4-L5 y se me duerme la pierna
direct | es | fatty liver | ¿Se puede revertir mi hígado graso leve?
direct | es | penicillin allergy | Soy alérgico a la penicilina, ¿puedo tomar amoxicilina?
direct | es | ${BERLIN} | ¿Qué llevo para tres meses de intercambio en el zoo de Berlín?
direct | es | mortgage | ¿Me conviene amortizar la hipoteca del fondo de vivienda si me quedan 22 años?
direct | es | Daocheng trip; ${CAR}; ${FATHER} | Ruta en coche a Daocheng Yading en la semana de octubre con mis padres
implicit | es | ${TANGTANG} | Casi 39, ¿ibuprofeno o paracetamol para una niña de 3 años?
implicit | es | ${KELE} | ¿Le compro una rampa para que suba al sofá?
personal_none | es | - | ¿Cómo dejo de procrastinar?
personal_none | es | - | Recomiéndame una buena novela de ciencia ficción
personal_none | es | - | Quiero aprender a tocar la guitarra
personal_none | es | - | ¿Cómo hablo en público sin nervios?
homograph | es | - | ¿El sésamo es bueno para la salud?
homograph | es | - | ¿La Coca-Cola es mala para los huesos?
homograph | es | - | ¿Cuánto mide la Gran Muralla China?
homograph | es | - | ¿Cómo se cocina el mijo?
homograph | es | - | ¿Qué significa "salir con la panda" en España?
name | es | - | ¿En qué películas sale Javier Bardem?
name | es | - | ¿Cuántos Balones de Oro tiene Messi?
name | es | - | ¿Quién fue Iván el Terrible?
place | es | - | ¿Qué ver en el Zoo Aquarium de Madrid?
place | es | - | ¿Qué ver en Chengdu en dos días?
place | es | - | ¿Dónde está Leshan?
brand | es | - | ¿Quién fundó DJI?
brand | es | - | ¿BYD vende coches en España?
brand | es | - | ¿Xiaomi es una empresa china?
topic | es | - | ¿Por qué los pandas son blancos y negros?
topic | es | - | ¿Qué es la tiroiditis de Hashimoto?
topic | es | - | ¿Son peligrosas las convulsiones febriles?
topic | es | - | ¿Por qué Madrid devolvió sus pandas a China?
subword | es | - | ¿Cómo se juega al futbolín?
subword | es | - | ¿En qué liga juega el Recreativo de Huelva?
function | es | - | ¿Cuándo se usa "por" y cuándo "para"?
function | es | - | ¿Qué diferencia hay entre "sino" y "si no"?
stem | es | - | ¿Qué significa "cuidadoso"?
stem | es | - | ¿Qué es una pandilla?
generic | es | ${WEEKEND} | ¿Qué hago este fin de semana?
generic | es | - | ¿Qué es una cena saludable?
idiom | es | - | ¿Qué significa "dar gato por liebre"?
idiom | es | - | ¿Qué significa "buscarle tres pies al gato"?
mixed | es | ${TANGTANG} | Tangtang otra vez con 发烧 38,5, ¿医院 o espero?
mixed | es | - | ¿Qué significa "yyds" en la jerga china?
`;

export const TWENTY_THIRD_PT_LINES = `
direct | pt | friend Lucas; photo exhibition | O Lucas quer expor as nossas fotos de pandas em Lisboa, como escolho as imagens?
direct | pt | camera | Vale a pena trocar a minha Sony A7 IV por uma A7R V para fotografar pandas?
direct | pt | camera | A minha 200-600 está pesada demais, que alternativa mais leve existe?
direct | pt | friend Lucas | O Lucas chega em abril, que roteiro faço com ele em Chengdu?
direct | pt | ${ZHIMA} | A nossa panda fêmea não come bambu e anda inquieta, está no cio?
direct | pt | ${TANGYUAN} | O filhote que eu criei na mamadeira está perdendo peso no desmame
direct | pt | ${WORK} | Como aguentar os plantões noturnos na temporada de nascimentos?
direct | pt | ${WIFE} | Minha esposa toma levotiroxina, pode tomar com o café da manhã?
direct | pt | ${WIFE} | Minha mulher vai correr a primeira maratona em outubro, o que comer na última semana?
direct | pt | ${XUANXUAN} | Meu filho está com os olhos vermelhos por causa das lentes de ortoceratologia
direct | pt | ${XUANXUAN} | Meu filho de 9 anos estacionou no go, troco de professor?
direct | pt | ${TANGTANG} | Minha filha está com 38,5 de febre e já teve convulsão febril
direct | pt | ${TANGTANG} | Minha filha de três anos tem alergia à proteína do leite, que lanche mando para a escolinha?
direct | pt | ${FATHER} | Meu pai tem DPOC, ele aguenta 4000 metros de altitude?
direct | pt | ${MOTHER} | Quanto tempo dura a fisioterapia depois da prótese de joelho da minha mãe?
direct | pt | ${IN_LAWS} | Minha sogra toma tamoxifeno há três anos, que efeitos colaterais observar?
direct | pt | ${KELE} | Meu corgi tem hérnia de disco e não anda
direct | pt | ${HUAJUAN} | Nosso gato laranja não emagrece com a ração light
direct | pt | lumbar disc | Minha hérnia L4-L5 voltou e a perna está dormente
direct | pt | fatty liver | A minha esteatose leve tem volta?
direct | pt | penicillin allergy | Sou alérgico a penicilina, posso tomar amoxicilina?
direct | pt | ${BERLIN} | O que levar para três meses de intercâmbio no zoológico de Berlim?
direct | pt | fund investing | Meu fundo do índice CSI 300 caiu 15%, continuo aportando todo mês?
direct | pt | Japan trip; friend Tanaka | Roteiro de uma semana em Osaka e Wakayama com duas crianças
implicit | pt | ${TANGTANG} | Quase 39, ibuprofeno ou paracetamol para uma criança de 3 anos?
implicit | pt | ${ZHIMA} | Progesterona fecal alta mas nada no ultrassom, é normal?
personal_none | pt | - | Como parar de procrastinar?
personal_none | pt | - | Me indica um bom livro de ficção científica
personal_none | pt | - | Quero aprender violão, por onde começo?
personal_none | pt | - | Como ficar menos nervoso numa entrevista?
homograph | pt | - | Gergelim faz bem à saúde?
homograph | pt | - | Refrigerante de cola faz mal aos dentes?
homograph | pt | - | Qual o comprimento da Grande Muralha da China?
homograph | pt | - | Como cozinhar painço?
name | pt | - | Quem foi Lucas, o evangelista?
name | pt | - | Quem foi Ivan, o Terrível?
name | pt | - | Quem foi Marco Polo?
place | pt | - | O que visitar em Lisboa em três dias?
place | pt | - | O que ver em Chengdu?
place | pt | - | Onde fica Wakayama?
brand | pt | - | Quem fundou a Sony?
brand | pt | - | A BYD tem fábrica no Brasil?
brand | pt | - | A Xiaomi é chinesa?
topic | pt | - | Por que os pandas são pretos e brancos?
topic | pt | - | O que é tireoidite de Hashimoto?
topic | pt | - | Convulsão febril é perigosa?
topic | pt | - | Existe panda em algum zoológico de Portugal?
subword | pt | - | O que é uma camerata?
subword | pt | - | Como se faz lentilha com arroz?
function | pt | - | Quando usar "por que", "porque" e "porquê"?
function | pt | - | Qual a diferença entre "mas" e "mais"?
stem | pt | - | O que significa "fotogênico"?
stem | pt | - | O que faz um expositor numa feira?
generic | pt | ${WEEKEND} | O que eu faço no fim de semana?
generic | pt | - | O que é um jantar saudável?
idiom | pt | - | O que significa "gato escaldado tem medo de água fria"?
idiom | pt | - | O que quer dizer "pagar o pato"?
mixed | pt | ${TANGTANG} | A Tangtang está com 发烧 38,5 de novo, vou ao 医院?
mixed | pt | - | O que significa "yyds" na gíria chinesa?
`;

export const TWENTY_THIRD_IT_LINES = `
direct | it | friend Marco; documentary subtitles | Come traduco in cinese "allattamento artificiale" per i sottotitoli del documentario di Marco?
direct | it | friend Marco | Marco vuole tornare a girare alla base, che permessi servono?
direct | it | Italy anniversary; ${WIFE} | Itinerario di dieci giorni tra Roma e Venezia per il nostro anniversario
direct | it | Italy anniversary; ${WIFE} | Quanto costa un giro in gondola a Venezia per due?
direct | it | ${ZHIMA} | La nostra panda femmina non mangia bambù ed è agitata, è in calore?
direct | it | ${TANGYUAN} | Il cucciolo che ho allevato col biberon perde peso durante lo svezzamento
direct | it | ${WORK} | Come reggere i turni di notte nella stagione dei parti?
direct | it | ${WIFE} | Mia moglie prende la levotiroxina, può prenderla con la colazione?
direct | it | ${XUANXUAN} | Mio figlio ha gli occhi rossi con le lenti ortocheratologiche
direct | it | ${XUANXUAN} | Mio figlio starnutisce ogni mattina per gli acari
direct | it | ${TANGTANG} | Mia figlia ha 38,5 di febbre e ha già avuto una convulsione febbrile
direct | it | ${TANGTANG} | Mia figlia di tre anni è allergica alle proteine del latte, cosa le do per merenda all'asilo?
direct | it | ${FATHER} | Mio padre ha la BPCO, può salire a 4000 metri?
direct | it | ${MOTHER} | Quanto dura la riabilitazione dopo una protesi al ginocchio per mia madre?
direct | it | ${IN_LAWS} | Mia suocera prende il tamoxifene da tre anni, quali effetti collaterali?
direct | it | ${KELE} | Il mio corgi ha un'ernia del disco e non cammina
direct | it | ${HUAJUAN} | Il nostro gatto rosso non dimagrisce con le crocchette dietetiche
direct | it | lumbar disc | La mia ernia L4-L5 è tornata e ho la gamba intorpidita
direct | it | fatty liver; hotpot | Con la steatosi posso mangiare il hot pot una volta a settimana?
direct | it | penicillin allergy | Sono allergico alla penicillina, posso prendere l'amoxicillina?
direct | it | ${BERLIN} | Cosa portare per tre mesi di scambio allo zoo di Berlino?
direct | it | ${WIFE} | Mia moglie ama lo Chanel N°5, cosa le regalo di simile?
direct | it | friend Ivan; chess with Ivan | Ivan mi batte sempre a scacchi online, quale apertura studio?
implicit | it | ${TANGTANG} | Quasi 39, ibuprofene o paracetamolo per una bimba di 3 anni?
implicit | it | ${ZHIMA} | Progesterone fecale alto ma niente all'ecografia, è normale?
personal_none | it | - | Come smetto di procrastinare?
personal_none | it | - | Consigliami un bel romanzo di fantascienza
personal_none | it | - | Voglio imparare la chitarra, da dove comincio?
personal_none | it | - | Come essere meno nervoso a un colloquio?
homograph | it | - | Il sesamo fa bene?
homograph | it | - | La Coca-Cola fa male ai denti?
homograph | it | - | Quanto è lunga la Grande Muraglia?
homograph | it | - | Come si cucina il miglio?
name | it | - | Chi era Marco Aurelio?
name | it | - | Chi era Ivan il Terribile?
name | it | - | Chi è Marco Mengoni?
place | it | - | Cosa vedere a Venezia in due giorni?
place | it | - | Cosa vedere a Chengdu?
place | it | - | Perché Roma si chiama la Città Eterna?
brand | it | - | Chi ha fondato Chanel?
brand | it | - | BYD vende auto in Italia?
brand | it | - | Xiaomi è un'azienda cinese?
topic | it | - | Perché i panda sono bianchi e neri?
topic | it | - | Cos'è la tiroidite di Hashimoto?
topic | it | - | Le convulsioni febbrili sono pericolose?
topic | it | - | Ci sono panda giganti negli zoo italiani?
subword | it | - | Come si puliscono le tende veneziane?
subword | it | - | Come si cucina il broccolo romanesco?
function | it | - | Quando si usa "ne" e quando "ci"?
function | it | - | Che differenza c'è tra "perché" e "poiché"?
stem | it | - | Cosa significa "documentare"?
stem | it | - | Cosa vuol dire "regia"?
generic | it | ${WEEKEND} | Cosa faccio questo fine settimana?
generic | it | - | Cos'è una cena sana?
idiom | it | - | Cosa significa "Roma non fu fatta in un giorno"?
idiom | it | - | Cosa vuol dire "avere una gatta da pelare"?
mixed | it | ${TANGTANG} | Tangtang ha di nuovo 发烧 38,5, 医院 o aspetto?
mixed | it | - | Cosa vuol dire "yyds" nello slang cinese?
`;
