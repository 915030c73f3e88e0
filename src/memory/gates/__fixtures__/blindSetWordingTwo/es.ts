// Spanish: estar + gerund, ir a + infinitive, últimamente / estos días / esta semana / de momento / ahora mismo, the
// imperfect with a past date, hedges (probablemente, quizás, a lo mejor, al parecer, parecer, deber de, podría) against
// todos los / cada, desde, dated facts, acabar de + a lasting stage, soler, titles, the imperfect of a childhood habit
// and ir a + a place as a habit.
import { rows, type BlindCase } from '../blindCase';

export const es: readonly BlindCase[] = [
  ...rows('es', 'refuse', [
    ['relative_time', 'El usuario últimamente duerme poco.', 'sueño'],
    ['relative_time', 'Estos días el usuario está muy estresado.', 'estrés'],
    ['progressive', 'El usuario está leyendo «Cien años de soledad» ahora mismo.', 'lectura'],
    ['progressive', 'El usuario está buscando piso en Madrid.', 'vivienda'],
    ['plan', 'El usuario va a viajar a México el mes que viene.', 'viajes'],
    ['plan', 'El usuario piensa pintar el salón este fin de semana.', 'casa'],
    ['temporary_state', 'El usuario hoy tiene fiebre.', 'salud'],
    ['temporary_state', 'El usuario está resfriado y sin voz.', 'salud'],
    ['one_off', 'Anoche el usuario fue a un concierto de Rosalía.', 'conciertos'],
    ['duration', 'Esta semana el usuario teletrabaja.', 'trabajo'],
    ['duration', 'De momento el usuario no toma café.', 'café'],
    ['hedge', 'El usuario probablemente sea profesor.', 'profesión'],
    ['hedge', 'Quizás al usuario le guste el jazz.', 'música'],
    ['seem', 'El usuario parece preferir los gatos.', 'mascotas'],
    ['modal', 'El usuario podría estar interesado en aprender alemán.', 'idiomas'],
    ['inference', 'Al parecer, el usuario tiene dos hijos.', 'familia'],
    ['modal', 'El usuario debe de vivir cerca de Sevilla.', 'ciudad'],
    ['hedge', 'A lo mejor el usuario cambia de trabajo.', 'profesión'],
    ['relative_time', 'El usuario estaba enfermo la semana pasada.', 'salud'],
    ['duration', 'Ahora mismo estoy de baja por una lesión.', 'salud'],
  ]),
  ...rows('es', 'accept', [
    ['habit', 'El usuario sale a correr todos los fines de semana.', 'correr'],
    ['habit', 'El usuario toma un café solo cada mañana.', 'café'],
    ['since', 'El usuario le tiene miedo a los perros desde niño.', 'perros'],
    ['since', 'El usuario toca la guitarra desde hace quince años.', 'guitarra'],
    ['dated', 'El usuario se mudó a Valencia en 2019.', 'ciudad'],
    ['life_stage', 'El usuario acaba de empezar la carrera de Medicina.', 'estudios'],
    ['life_stage', 'El usuario está jubilado y cuida su huerto.', 'jubilación'],
    ['title', 'La canción favorita del usuario es «Quizás, quizás, quizás».', 'música'],
    ['title', 'Al usuario le encanta la película El día de la bestia.', 'cine'],
    ['title', 'El libro favorito del usuario es Cien años de soledad.', 'libros'],
    ['job', 'El usuario trabaja en el turno de noche de una fábrica.', 'profesión'],
    ['working_week', 'El usuario trabaja de lunes a viernes.', 'horario'],
    ['routine', 'El usuario suele acostarse a las once.', 'sueño'],
    ['ability', 'El usuario no puede comer marisco por alergia.', 'alimentación'],
    ['experience', 'El usuario ya ha estado tres veces en Japón.', 'viajes'],
    ['weekend', 'Los fines de semana el usuario cocina para su familia.', 'cocina'],
    ['past_habit', 'De pequeño, el usuario jugaba al ajedrez con su abuelo.', 'ajedrez'],
    ['hedge_word', 'El usuario prefiere respuestas sin «quizás» ni «probablemente».', 'estilo de respuesta'],
    ['habit', 'El usuario va al gimnasio todos los lunes.', 'gimnasio'],
  ]),
];
