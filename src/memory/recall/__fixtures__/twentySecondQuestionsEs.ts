import { BAKERY, CANELA, CHIQUIS, FATHER, GIULIA, IN_LAWS, LEO, MOLE, MOTHER, VAN } from './twentySecondSubjects';

// The twenty-second blind aboutness set's Spanish personal questions, written before the recall rules were read, as
// typed in Mexico: few accents or question marks, "q", "xq", "bn", "neta", "güey", clitics (dámelo, recuérdame),
// diminutives (cafecito, perrito), Spanglish, and the pronoun dropped ("qué le doy a la niña"). Lines: `category |
// language | expected subjects (;) or - | question`.

export const TWENTY_SECOND_ES_DIRECT_LINES = `
direct | es | ${BAKERY} | cuanto deberia cobrar por una concha si la harina subio a 780 el bulto
direct | es | ${BAKERY} | q precio le pongo al bolillo para no perderle con la merma
direct | es | ${BAKERY} | neta ya no se como calcular la merma del pan de la panaderia, ayudame
direct | es | ${BAKERY} | hazme un letrero para la panaderia q diga q ya hay pan de muerto
direct | es | sourdough concha; ${BAKERY} | la doña anda bien floja, no levanta la masa, q le hago
direct | es | sourdough concha; ${BAKERY} | como le doy de comer a mi masa madre si hace mucho frio en el obrador
direct | es | sourdough concha; ${BAKERY} | mis conchas de masa madre se agrietan feo de la costra, xq
direct | es | baker Don Chava; ${BAKERY} | Don Chava quiere aumento, cuanto es lo justo para un maestro panadero en Puebla?
direct | es | baker Don Chava; ${BAKERY} | como le pago las horas extra a Don Chava si entra a las 3 am
direct | es | helper el Chino; ${BAKERY} | el chino sigue quemando las charolas, como le enseño a usar el horno
direct | es | helper el Chino; ${BAKERY} | cuanto le pago de aguinaldo al Chino si entro en marzo
direct | es | helper el Chino; ${BAKERY} | dame un plan para q mi ayudante aprenda a formar bolillos en un mes
direct | es | oven upkeep; new oven loan; ${BAKERY} | el horno de piso tarda un buen en calentar, sera el quemador?
direct | es | oven upkeep; ${BAKERY} | cada cuanto hay q limpiar el piso del horno de gas
direct | es | new oven loan; ${BAKERY} | me conviene adelantar pagos del credito de BBVA del horno?
direct | es | new oven loan; ${BAKERY} | que horno rotativo me alcanza con 380 mil
direct | es | cemita order; ${BAKERY} | las poblanitas me piden 50 cemitas mas los sabados, me alcanza la masa?
direct | es | cemita order; ${BAKERY} | como hago q la cemita salga con mas ajonjoli pegado
direct | es | Cholula stall; ${BAKERY} | cuanto pan llevo el domingo al tianguis si el pasado me sobraron 30 hogazas
direct | es | Cholula stall; ${BAKERY} | q pongo en el puesto del tianguis para q se vea mas chido
direct | es | rosca season; ${BAKERY} | cuantas roscas de reyes debo hornear este año? el pasado vendi 400
direct | es | rosca season; ${BAKERY} | recuerdame q tengo q comprar los muñequitos para la rosca
direct | es | pan de muerto; ${BAKERY} | mi pan de muerto queda muy seco, le pongo mas mantequilla?
direct | es | flour supplier; ${BAKERY} | el de la central ya me subio el bulto otra vez, con quien mas compro harina?
direct | es | corner stores; ${BAKERY} | como le gano al camion de Bimbo en las tienditas
direct | es | corner stores; ${BAKERY} | q descuento le doy a las tienditas para q no me cambien
direct | es | second branch; ${BAKERY} | me conviene mas un local en San Pedro o en San Andres para la otra sucursal?
direct | es | online orders; ${BAKERY} | cuanta comision cobra Rappi a una panaderia chiquita
direct | es | gluten-free line; ${GIULIA} | q harinas sin gluten consigo en Puebla para la linea nueva
direct | es | gluten-free line; ${GIULIA}; ${BAKERY} | como evito q se contamine el pan sin gluten si hornea en el mismo horno
direct | es | ${GIULIA} | q le cocino a Giulia de cena q no tenga gluten
direct | es | ${GIULIA} | mi esposa es celiaca, puede comer tortillas de maiz de la tortilleria?
direct | es | ${GIULIA} | Giulia trae la migraña otra vez, q hago para ayudarla
direct | es | ${GIULIA} | regalo para mi vieja por el aniversario, es italiana y le encanta el cafe
direct | es | ${LEO} | a Leo se le bajo el azucar a 55 en el entreno, q le doy
direct | es | ${LEO} | cuantos carbs tiene una concha para el bolo de mi hijo
direct | es | ${LEO} | el sensor del chamaco se despego en la alberca, se puede volver a pegar?
direct | es | ${LEO} | el libre marca HI y el niño se siente bien, le creo?
direct | es | ${LEO} | como le explico a la maestra de la secu lo de la insulina de Leo
direct | es | ${LEO} | Leo quiere comer pan dulce en su cumple, cuanta insulina le tocaria
direct | es | ${LEO} | q tenis de futbol le compro a Leo para pasto sintetico
direct | es | ${LEO} | cuantas horas de Switch son razonables para un niño de 12
direct | es | ${CHIQUIS} | q le doy a la niña para la tos en la noche
direct | es | ${CHIQUIS} | la chiquis anda con el pecho apretado, cuantos disparos de salbutamol le doy
direct | es | ${CHIQUIS} | como lavo la aerocamara de la chiquis
direct | es | ${CHIQUIS} | montelukast le da pesadillas a los niños? mi hija se despierta llorando
direct | es | ${CHIQUIS} | q falda de folklorico le compro a la chiquis para el festival de jalisco
direct | es | ${CHIQUIS} | ideas de pastel de Bluey para el cumple de la chiquis
direct | es | ${CHIQUIS} | la cita en la UMF es el jueves, q le pregunto al doctor de lo del asma de mi hija
direct | es | ${FATHER} | mi jefe toma losartan, se lo puede tomar con el cafecito?
direct | es | ${FATHER} | q tramites hay q hacer en el ISSSTE para la operacion de cataratas de mi papa
direct | es | ${FATHER} | cuanto tiempo de reposo despues de la cirugia de cataratas, es para don beto
direct | es | ${MOTHER} | mi ama tiene la glucosa en 180 en ayunas, es mucho?
direct | es | ${MOTHER} | el dabex le cae pesado a mi mama, q le dice al doctor del IMSS
direct | es | ${MOTHER} | le ayudo a mi jefa con el mole de muertos, cuantos kilos de chile mulato para 30 personas
direct | es | ${CANELA} | canela cojea de la pata de atras, le doy su meloxicam?
direct | es | ${CANELA} | q cama ortopedica le compro a mi perrita
direct | es | ${CANELA} | ejercicios para una perrita con displasia de cadera
direct | es | ${MOLE} | mole esta vomitando bolas de pelo, q hago
direct | es | ${MOLE} | puedo darle atun a mi gato si come croquetas urinarias
direct | es | ${MOLE} | el gato no hace pipi desde ayer, es urgencia?
direct | es | ${VAN} | la burra hace un ruido en la suspension cuando paso topes
direct | es | ${VAN} | q papeles ocupo para la verificacion de la camioneta en enero
direct | es | ${VAN} | cada cuando se le cambia el aceite a una NP300 de reparto
direct | es | motorbike Chapulin | el chapulin no arranca en las mañanas frias, sera la bujia?
direct | es | motorbike Chapulin | q casco le compro para la Italika
direct | es | guitar Chente | dame los acordes de el rey para tocarla en chente
direct | es | guitar Chente | cada cuando le cambio las cuerdas a mi guitarra
direct | es | friends banda | q botana llevo a la pasita el viernes con la banda
direct | es | flour rhinitis | estornudo todo el dia cuando amaso, q cubrebocas me sirve
direct | es | gout | me duele el dedo gordo del pie despues de la carne asada, sera la gota otra vez?
direct | es | gout | puedo tomar cerveza si tomo alopurinol
direct | es | Infonavit loan; house La Paz | cuanto me falta del infonavit si pago 4 mil al mes
direct | es | CETES savings | a cuanto estan pagando los cetes a 28 dias, me conviene meterle mas lana
direct | es | tanda; CETES savings | me toca la tanda en marzo, en q invierto esos varos
direct | es | Puebla fan | a q hora juega la franja este sabado
direct | es | Puebla fan; ${LEO} | vale la pena el abono del Cuauhtemoc para mi y mi hijo
direct | es | lucha libre | q luchadores se presentan el lunes en la arena puebla
direct | es | half marathon | plan de 12 semanas para el medio maraton de puebla, corro 5 km ahorita
direct | es | half marathon; runner's knee | me truena la rodilla corriendo, sigo con el plan del medio maraton?
direct | es | learning Italian | como estudio para el CILS B1 si solo tengo media hora en la tarde
direct | es | learning Italian; ${IN_LAWS} | como le digo a mi suegra en italiano q la extrañamos
direct | es | Turin trip; ${IN_LAWS} | cuanto cuesta volar de mexico a turin en julio para 4
direct | es | La Paz trip | en q mes se puede nadar con el tiburon ballena en La Paz
direct | es | Soriana shopping; Giulia celiac; Leo diabetes | dame la lista del super de la quincena para 4, uno celiaco y uno diabetico
direct | es | volcano ash; house La Paz | cayo ceniza del popo, como limpio el techo sin tapar el desague
direct | es | sister Lety | q le llevo a mi hermana a Pachuca para su cumple
direct | es | sleep schedule | como duermo mejor si me levanto a las 3:30 diario
direct | es | chiles en nogada | donde venden los mejores chiles en nogada en agosto por mi casa
direct | es | tacos arabes | receta de tacos arabes caseros para el domingo
direct | es | cafe de olla | como hago mi cafe de olla en cafetera normal
direct | es | house La Paz | la casa tiene humedad en la pared del segundo piso, q hago
direct | es | compadre Memo; ${VAN} | mi compadre dice q la burra ocupa balatas nuevas, cuanto cuestan
direct | es | phone | como paso las fotos del pan de mi motorola a la compu
implicit | es | ${LEO} | le bajo 2 unidades de lispro si va a entrenar?
implicit | es | ${CHIQUIS} | se puede mezclar el montelukast con leche tibia
implicit | es | ${BAKERY} | cuantos bolillos salen de un bulto de 44 kg
implicit | es | ${MOLE} | croquetas urinarias mas baratas q las del vet
implicit | es | ${CANELA} | el meloxicam para perro se da con comida o en ayunas?
implicit | es | ${GIULIA} | pasta sin gluten q no se deshaga, para la italiana de la casa jaja
implicit | es | ${VAN} | ya le toca verificar a la burra? termina en 7
implicit | es | rosca season; ${BAKERY} | ya viene diciembre y yo sin dormir otra vez, como me organizo
`;
