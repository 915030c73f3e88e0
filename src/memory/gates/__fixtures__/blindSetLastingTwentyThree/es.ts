import { group } from './cases';

export const ES = [
  ...group('es', 'accept', {
    episode_dislike: ['Odia los atascos.', 'Me dan pánico los retrasos de los vuelos.'],
    never_habit: ['Nunca se ha cogido una baja por enfermedad.', 'No tomo café después del mediodía.'],
    frequency_habit: ['Cada invierno va a esquiar a Sierra Nevada.', 'Voy al dentista dos veces al año.'],
    dated_biography: ['Se mudó a Valencia en 2016.', 'Me operaron de la rodilla en 2019.'],
    lasting_health: ['Es alérgica a la penicilina.', 'Tengo migrañas cuando cambia el tiempo.'],
    timed_work_home: ['Trabaja de noche en una panadería.', 'En invierno calentamos la casa con leña.'],
    time_title: ['Su grupo favorito es Tonight Alive.', 'Desayuno siempre en la cafetería "Lunes Café".'],
    moment_preference: ['Prefiere las reuniones por la mañana.', 'Me gusta contestar el correo una vez al día.'],
  }),
  ...group('es', 'refuse', {
    control_now: [
      'Está atrapado en un atasco ahora mismo.',
      'Hoy tengo migraña.',
      'Esta semana trabaja de noche.',
      'Su vuelo de esta tarde va con retraso.',
    ],
  }),
];
