import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    extraction_temporary: [
      'El usuario mencionó que ahora mismo duerme en casa de un amigo hasta que le den las llaves del piso.',
      'El usuario dijo que por la extracción de una muela solo puede comer purés estos días.',
      'El usuario comentó que vive con sus padres mientras dura la reforma.',
    ],
    extraction_speculative: [
      'Al parecer el usuario es zurdo, según una foto que describió.',
      'El usuario dio a entender que podría estar embarazada.',
    ],
    unaccented: ['usuario esta de baja hasta el jueves, vuelve el lunes', 'manana el usuario trabaja desde casa, hoy esta en la oficina'],
    code_switch: ['El usuario está en Nueva York until Sunday por una boda.', 'El usuario trabaja en remoto this week.'],
    regional: [
      'El usuario ahorita está manejando para Guadalajara y llega en la noche.',
      'El usuario está re cansado hoy y no va a ir al laburo.',
    ],
    cultural_event: [
      'El usuario hace el ramadán este año por primera vez.',
      'El usuario dejó el chocolate por la Cuaresma este año.',
      'El usuario está esperando las ofertas del Black Friday esta semana para comprar una tele.',
    ],
    marked_uncertain: ['Al usuario le gusta el jazz (?)', 'El usuario es vegetariano??', 'El usuario prefiere Android quizás… 🤔'],
    life_phase: ['El usuario está de Erasmus en Bolonia hasta junio.', 'El usuario está de baja por paternidad hasta la primavera.'],
    borrowed: ['El usuario usa el coche de su vecina mientras el suyo está en el taller.'],
    conditional_wish: ['El usuario saldría a correr todas las mañanas si dejara de llover.'],
    first_impression: ['Tras un solo capítulo, al usuario la nueva serie policiaca le parece aburrida.'],
  }),
  ...group('es', 'accept', {
    yearly_custom: [
      'El usuario hace el ramadán todos los años.',
      'Cada año el usuario celebra el Día de Muertos con un altar en casa.',
      'El usuario no come carne los viernes de Cuaresma, cada año.',
    ],
    dated_phase: [
      'El usuario estuvo de Erasmus en Lisboa en 2014.',
      'El usuario se tomó un año sabático en 2019 para recorrer Sudamérica.',
      'El usuario estuvo de baja por maternidad de marzo a octubre de 2021.',
    ],
    dialect_preference: [
      'El usuario prefiere que le hablen de vos, como en Argentina.',
      'El usuario prefiere el español de España, con vosotros.',
    ],
    uncertainty_preference: [
      'El usuario prefiere que el asistente diga "quizás" o "no estoy seguro" cuando dude.',
      'El usuario quiere que las estimaciones indiquen un nivel de confianza.',
      'Al usuario no le gustan las respuestas evasivas y prefiere una recomendación clara.',
    ],
    title_hedge: [
      'La canción favorita del usuario es "Quizás, quizás, quizás".',
      'Al usuario le encanta la película "Mañana empieza todo".',
      'El libro favorito del usuario es "Tal vez mañana".',
    ],
    profession_phase: [
      'El usuario trabaja como oficial de libertad condicional en Sevilla.',
      'El usuario coordina un programa de profesores de intercambio.',
    ],
    extraction_stable: [
      'El usuario mencionó que siempre sube por las escaleras en vez del ascensor.',
      'El usuario dijo que es vegano desde hace doce años.',
      'El usuario comentó que lee todas las noches antes de dormir.',
    ],
    unaccented_lasting: [
      'al usuario le encanta el cafe con leche y el flan',
      'usuario no come cerdo, nunca',
      'el usuario prefiere el te verde sin azucar',
    ],
  }),
];
