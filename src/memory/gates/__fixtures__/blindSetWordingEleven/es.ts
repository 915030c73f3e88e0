import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    mood: ['El usuario está muy agobiado hoy por el trabajo.', 'ando de bajon estos dias'],
    illness: ['La usuaria tiene gripe desde el martes.', 'Tiene el brazo escayolado por ahora.'],
    travel_now: ['El usuario está de viaje en Buenos Aires hasta el viernes.', 'ahora mismo estoy en Mexico por trabajo'],
    week_plan: ['Este finde el usuario quiere ir a la playa.', 'El jueves la usuaria tiene una entrevista de trabajo.'],
    waiting: ['El usuario está esperando los resultados del examen de conducir.'],
    trial: ['La usuaria está probando el ayuno intermitente esta semana.', 'probando Linux por un mes a ver que tal'],
    short_situation: ['Al usuario se le rompió el móvil y de momento usa uno prestado.'],
    guess: ['Seguramente el usuario es programador.', 'quiza tenga unos 40 anos'],
    inferred_trait: ['Parece que el usuario es bastante impaciente.'],
  }),
  ...group('es', 'accept', {
    lasting_preference: ['Al usuario le encanta el café solo.', 'No me gusta nada el reguetón.'],
    habit: ['El usuario siempre revisa el código antes de hacer commit.', 'Toma notas a mano en una libreta.'],
    fact: ['La usuaria es enfermera y vive en Sevilla.', 'El usuario tiene dos hijos.'],
    long_project: [
      'El usuario lleva tres años desarrollando una app de recetas.',
      'Proyecto: restauración de una casa rural en Asturias desde 2020.',
    ],
    allergy: ['El usuario es alérgico al ibuprofeno.', 'Alergia al polen de olivo.'],
    routine: ['La usuaria corre todos los días a las 7.', 'Cada domingo llamo a mis padres.'],
    dated_title: [
      'La película favorita del usuario es "El mañana nunca muere".',
      'Al usuario le encanta la canción "Hoy" de Gloria Estefan.',
    ],
    future_plan: ['El usuario seguirá trabajando en remoto de forma permanente.'],
  }),
];
