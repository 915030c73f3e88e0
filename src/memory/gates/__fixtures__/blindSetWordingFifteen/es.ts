import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    mood_now: [
      'Está agobiada con la mudanza.',
      'El usuario está nervioso por el examen de mañana.',
      'Hoy está de mal humor.',
      'Está hecho polvo después del turno.',
      'La usuaria se siente algo sola estos días.',
    ],
    craving: ['Le apetece sushi esta noche.', 'Ahora mismo tiene antojo de churros.'],
    guess: [
      'Parece que tiene hijos.',
      'El usuario parece ser introvertido.',
      'Por las preguntas, seguramente es estudiante.',
      'Debe de ser programador.',
      'Al parecer vive solo.',
    ],
    hedged_health: [
      'Creo que podría ser intolerante a la lactosa.',
      'La usuaria sospecha que quizá tiene celiaquía.',
      'Probablemente tiene migrañas.',
    ],
  }),
  ...group('es', 'accept', {
    lasting_feeling: [
      'Le dan miedo las alturas.',
      'Se pone nervioso siempre que vuela.',
      'Se siente como en casa en Lisboa.',
      'La usuaria tiene pánico a las arañas.',
    ],
    taste: ['Odia el cilantro.', 'Le encanta el jazz.', 'No soporta las películas de terror.'],
    stated_trait: ['Soy introvertida.', 'El usuario es enfermero.', 'Vive sola con dos gatos.'],
    diagnosed: [
      'Me diagnosticaron intolerancia a la lactosa.',
      'Tiene asma y siempre lleva el inhalador.',
      'Al usuario le diagnosticaron diabetes tipo 2 hace años.',
    ],
    title: ['Su novela favorita es «Bonjour tristesse», de Sagan.', 'Su canción de karaoke es «Happy», de Pharrell Williams.'],
  }),
];
