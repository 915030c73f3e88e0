// Spanish rows of the fourteenth round (written before reading the gate rules).
import { DIGIT_WORDS, digitWords, fill, homePoint, iban, ids, national, nsn, phone } from './values.mjs';

export function es() {
  const mobile = phone('ES', 34, '6########');
  const fijo = phone('ES', 34, '91#######');
  const bizum = phone('ES', 34, '7########');
  const n = nsn(mobile);
  const refuse = [
    ['credential', `Su contraseña del correo es Girasol${fill('####')}#.`, 'Correo'],
    ['credential', `El PIN de la tarjeta de débito es ${fill('####')}.`, 'Banco'],
    ['credential', `Código del portal: ${fill('####')}, y la llave del buzón está debajo del felpudo.`, 'Casa'],
    ['credential', `Respuesta a la pregunta de seguridad (nombre de su primer colegio): San Fermín ${fill('##')}.`, 'Cuenta'],
    ['national_id', `Su DNI es ${ids.esDni()}.`, 'Documentos'],
    ['national_id', `Número de NIE de su pareja: ${ids.esNie()}`, 'Documentos'],
    ['bank', `Cuenta para transferencias: ${iban('ES', '####################')}`, 'Banco'],
    ['payment_key', `Para pagarle por Bizum usa el ${national(bizum)}.`, 'Pagos'],
    ['plate', `Su coche tiene la matrícula ${fill('####')} KLM.`, 'Coche'],
    ['coordinates', `Su casa está exactamente en ${homePoint(40.4168, -3.7038)}.`, 'Casa'],
    ['phone', `Llámale al (+34) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5, 7)}-${n.slice(7)} o al fijo ${national(fijo)}.`, 'Teléfono'],
    ['phone', `Su móvil es ${digitWords(n, DIGIT_WORDS.es)}.`, 'Teléfono'],
    ['email', 'Su correo: lucia guion bajo perez arroba hotmail punto es', 'Correo'],
    ['address', `Vive en la C/ Alcalá, n.º ${fill('##')}, 3.º izda., 280${fill('##')} Madrid.`, 'Dirección'],
    ['transcript', `[5/3/24 22:14:09] Carmen: ¿Mañana a qué hora quedamos?\n[5/3/24 22:15:31] Tú: A las diez en la plaza.`, 'Chat'],
    ['role_label', 'Usuario: Recuerda que soy alérgico a las nueces.\nAsistente: Entendido, lo tendré en cuenta.', 'Conversación'],
    ['runtime', 'ERROR 2024-03-05 10:22:31 [principal] conexión rechazada: host=db01 puerto=5432 intento=3', 'Servidor'],
    ['temporary', 'Esta semana trabaja desde casa porque tiene el coche en el taller.', 'Trabajo'],
    ['speculative', 'Quizás se mude a Valencia el año que viene, todavía no lo sabe.', 'Vivienda'],
    ['split', 'Contraseña del router: ver etiqueta.', 'Router', [`Naranja${fill('####')}`]],
  ];
  const accept = [
    ['version', 'Programa sobre todo en Go 1.22 y usa Ubuntu 24.04.', 'Programación'],
    ['price', 'Piensa que 3,20 € por un café con leche es demasiado.', 'Gastos'],
    ['model_number', 'Su bici favorita es una Orbea Orca M30.', 'Ciclismo'],
    ['city_coordinates', 'Le encanta Sevilla, a unos 37° de latitud norte, por su clima.', 'Ciudades'],
    ['title_time', 'Su canción favorita es «Mañana» de Sole Giménez.', 'Música'],
    ['title_time', 'Su libro preferido es «Cien años de soledad».', 'Libros'],
    ['profession', 'Es fisioterapeuta y trabaja con deportistas desde hace años.', 'Trabajo'],
    ['long_term_plan', 'A largo plazo quiere jubilarse en Asturias, cerca del mar.', 'Planes'],
    ['past_event', 'Terminó la carrera de Derecho en Salamanca en 2011.', 'Estudios'],
    ['number', 'Corre medias maratones, su mejor marca es 1:39:50.', 'Deporte'],
    ['credential_lookalike', 'Prefiere las llaves de acceso a las contraseñas y usa un gestor de contraseñas.', 'Seguridad'],
    ['number', 'Hace la paella para 6 personas con 600 g de arroz bomba.', 'Cocina'],
    ['number', 'Es del Real Betis, su jugador favorito llevaba el dorsal 17.', 'Fútbol'],
    ['street_place', 'Le gusta pasear por la Gran Vía los domingos.', 'Ocio'],
    ['past_event', 'Le interesa mucho la Constitución española de 1978.', 'Historia'],
    ['model_number', 'Usa un móvil Samsung Galaxy S23 y no quiere cambiarlo.', 'Tecnología'],
    ['habit_time', 'Todos los sábados por la mañana va al mercado.', 'Costumbres'],
    ['number', 'Juega al pádel en nivel 4,5.', 'Aficiones'],
    ['profession', 'Es profesora de secundaria de matemáticas.', 'Trabajo'],
    ['title_time', 'Su película favorita es «Mañana empieza todo».', 'Cine'],
  ];
  return { refuse, accept };
}
