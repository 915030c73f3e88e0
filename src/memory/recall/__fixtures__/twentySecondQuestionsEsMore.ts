import { BAKERY, CANELA, CHIQUIS, GIULIA, LEO, MOLE, MOTHER, VAN, WEEKEND } from './twentySecondSubjects';

// The twenty-second blind aboutness set's other Spanish questions, written before the recall rules were read: the
// user's names as everyday Spanish words (canela, mole, gato, banda, chapulín, concha, burra, gota, chino), Mexican
// brands and places that are everyday words (Bimbo, Soriana, Pachuca, La Paz, Cholula), clitics and contractions,
// Spanglish, and world questions on baking, Puebla, the family's illnesses and Italy. Lines: `category | language |
// expected subjects (;) or - | question`.

export const TWENTY_SECOND_ES_MORE_LINES = `
personal_none | es | - | ayudame a escribir mi cv para un trabajo de chofer
personal_none | es | - | como dejo de morderme las uñas
personal_none | es | - | recomiendame una serie de narcos buena
personal_none | es | - | me duele la muela desde ayer, q tomo
personal_none | es | - | quiero aprender a nadar a los 38, es muy tarde?
personal_none | es | - | como le hago para no enojarme tanto en el trafico
personal_none | es | - | q le regalo a mi ahijado por su primera comunion
personal_none | es | - | ayudame a redactar una queja para la CFE por el recibo de luz
personal_none | es | - | quiero dejar de fumar, dame tips
personal_none | es | - | como saco mi pasaporte mexicano por primera vez
homograph | es | - | cuanta canela le pongo al arroz con leche
homograph | es | - | la canela de ceylan es mejor q la cassia?
homograph | es | - | q es un mole en quimica y como se calcula
homograph | es | - | los topos (moles) son ciegos de verdad?
homograph | es | - | receta de mole poblano facil
homograph | es | - | cuantos chiles lleva el mole negro de oaxaca
homograph | es | - | como se usa el gato hidraulico para cambiar una llanta
homograph | es | - | cuanto vive un gato domestico en promedio
homograph | es | - | q es la musica de banda sinaloense y de donde viene
homograph | es | - | cuanta proteina tienen los chapulines
homograph | es | - | de donde salen las conchas de mar q venden en la playa
homograph | es | - | cuanto carga una burra de trabajo
homograph | es | - | cuantas gotas de vainilla lleva un flan
homograph | es | - | por q a la gente de pelo rizado le dicen chino en mexico
homograph | es | - | q significa "la doña" cuando hablan de maria felix
homograph | es | - | q significa chiquis en el slang mexicano
name | es | - | quien fue el chapulin colorado y quien lo creo
name | es | - | cuantos discos vendio vicente fernandez, chente
name | es | - | quien fue Leonardo da Vinci
name | es | - | quien es Chiquis Rivera, la hija de Jenni
name | es | - | quien es Memo Ochoa y en cuantos mundiales jugo
name | es | - | q significa el nombre Giulia en italiano
name | es | - | por q Ximena se escribe con X en mexico
brand | es | - | quien fundo Grupo Bimbo y en q año
brand | es | - | de donde es la cadena Soriana
brand | es | - | la salsa Cholula es de Cholula de verdad?
brand | es | - | de q pais es la marca Italika
brand | es | - | cuando llego Rappi a Mexico
brand | es | - | quien fabrica el Dabex
brand | es | - | q empresa hace el FreeStyle Libre
place | es | - | por q a Pachuca le dicen la bella airosa
place | es | - | q tiene de especial el futbol en Pachuca, ahi se jugo el primer partido?
place | es | - | La Paz de Bolivia es la capital mas alta del mundo?
place | es | - | cuantos habitantes tiene Puebla capital
place | es | - | q paso en la batalla de puebla del 5 de mayo
place | es | - | cuantas iglesias hay en Cholula de verdad
place | es | - | a q altura esta el Popocatepetl
place | es | - | por q Turin fue capital de italia
topic | es | - | de donde viene la concha mexicana, es herencia francesa?
topic | es | - | q es la merma en una panaderia industrial
topic | es | - | cuando se empezo a hacer el pan de muerto
topic | es | - | por q la rosca de reyes lleva un muñequito
topic | es | - | q diferencia hay entre diabetes tipo 1 y tipo 2
topic | es | - | q es la enfermedad celiaca y como se diagnostica
topic | es | - | q es el asma y por q da mas en niños
topic | es | - | q es la displasia de cadera en perros grandes
topic | es | - | como se hace la talavera poblana
topic | es | - | q es el infonavit y cuando se creo
topic | es | - | como funcionan los CETES y quien los emite
topic | es | - | q es una tanda y es legal en mexico?
subword | es | - | receta de canelones de espinaca
subword | es | - | como se cura un molcajete nuevo
subword | es | - | las libretas Moleskine valen la pena?
subword | es | - | q es una bandana y como se amarra
subword | es | - | el gatorade sirve para la cruda?
function | es | - | cuando se usa "del" y cuando "de el"
function | es | - | es correcto decir "dámelo" o "dame lo"
function | es | - | q diferencia hay entre "al" y "a el" en español
function | es | - | por q en mexico dicen "le" en "ándale" y "órale"
function | es | - | como se conjuga "recordar" en imperativo con pronombre, tipo recuérdame
stem | es | - | por q las abejas hacen panales hexagonales
stem | es | - | q es gatear y a q edad gatean los bebes
stem | es | - | q es una bandada de pajaros
stem | es | - | como arreglo una gotera en el techo de lamina
stem | es | - | q es moler en frio
generic | es | Cholula stall; tacos arabes; ${BAKERY} | q hago este domingo, ya tengo listo todo el pan?
generic | es | - | q se come en navidad en mexico tradicionalmente
generic | es | - | por q los lunes son tan pesados
generic | es | ${WEEKEND} | ideas para un fin de semana barato en familia
generic | es | tacos arabes | q cenamos el domingo, lo de siempre?
generic | es | - | cuanto se debe dormir en la noche
idiom | es | - | q significa "ponerse las pilas"
idiom | es | - | de donde viene "a darle q es mole de olla"
idiom | es | - | q significa "dar gato por liebre"
idiom | es | - | q quiere decir "estar como agua para chocolate"
idiom | es | - | q significa "al pan pan y al vino vino"
idiom | es | - | q significa "ser un pan de dios"
mixed | es | ${BAKERY} | necesito un flyer bien cool para el sale de pan de muerto, dame ideas
mixed | es | ${LEO} | el sensor de leo dice "signal loss" a cada rato, q onda
mixed | es | online orders; ${BAKERY} | como hago el onboarding de la panaderia en DiDi Food, step by step
mixed | es | ${GIULIA}; learning Italian | Giulia dice q soy troppo cocciuto, q significa?
mixed | es | ${CHIQUIS} | la chiquis quiere un party de Bluey, dame un checklist
mixed | es | - | q significa "bro" y "crush" en el slang de los chavos
mixed | es | - | como se dice "ahorita" en ingles, no hay traduccion?
mixed | es | - | q significa "neta" y "güey" para un extranjero
mixed | es | ${MOLE} | mi cat Mole no quiere su food nueva, q hago
mixed | es | ${MOTHER} | mi mom quiere el mole mas spicy este año, q chile le agrega
mixed | es | ${VAN} | la burra tiene el check engine prendido, es grave?
mixed | es | ${CANELA} | canela se puso bien anxious con los cohetes, q le doy
`;
