import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    temporary_state: ['El usuario está muy estresado esta semana.', 'toy enfermo con gripe estos dias'],
    temporary_whereabouts: [
      'El usuario está de viaje de trabajo en Bogotá hasta el viernes.',
      'Me estoy quedando en casa de mis padres unas semanas.',
    ],
    temporary_diet: ['El usuario está a dieta y no come pan por ahora.', 'La usuaria no toma alcohol durante este mes.'],
    temporary_project: ['El usuario está reformando la cocina actualmente.', 'La usuaria está escribiendo su tesis este semestre.'],
    temporary_plan: ['El usuario va a ir a un concierto el sábado.'],
    speculation: ['El usuario probablemente sea zurdo.', 'Quizás la usuaria se mude a Lisboa el año que viene.'],
    hearsay: ['Al parecer, la empresa del usuario va a cerrar.', 'Según su hermana, el usuario ronca mucho.'],
    hedge: ['Creo que soy intolerante a la lactosa, no estoy seguro.', 'Parece que al usuario le gusta más el té.'],
  }),
  ...group('es', 'accept', {
    habit: [
      'El usuario sale a correr todas las mañanas.',
      'Llamo a mi abuela cada domingo.',
      'La usuaria va al trabajo en bici todos los días.',
    ],
    usual: [
      'El usuario suele tomar té verde en vez de café.',
      'Normalmente me acuesto a medianoche.',
      'El usuario siempre elige asiento de ventanilla.',
    ],
    chronic_condition: ['El usuario tiene asma desde niño.', 'La usuaria tiene diabetes tipo 1.'],
    profession_time: ['El usuario trabaja de enfermero en el turno de noche.', 'La usuaria es meteoróloga y hace pronósticos del tiempo.'],
    dated_title: ['La película favorita del usuario es «Antes del amanecer».', 'El usuario adora la canción «Quizás, quizás, quizás».'],
    past_event: [
      'El usuario nació en Sevilla en 1989.',
      'La usuaria se mudó a Valencia en 2019.',
      'El usuario vivió un año en Londres como estudiante en 2010.',
    ],
  }),
];
