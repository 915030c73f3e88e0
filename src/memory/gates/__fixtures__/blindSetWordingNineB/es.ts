import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    natural_state: [
      'El usuario tiene resaca y le duele la cabeza.',
      'El usuario está resfriado y afónico.',
      'El usuario está molesto con su casero por la calefacción.',
    ],
    grammar_guess: ['Quizá el usuario sea profesor, por cómo habla de sus alumnos.', 'El usuario será de Argentina, por cómo escribe.'],
    guessed_range: ['El usuario tendrá unos cuarenta años.', 'El usuario tiene entre 30 y 40 alumnos, no estoy seguro.'],
    extraction_note: ['Empresa del usuario: Telefónica (sin confirmar)'],
    dependent_span: ['Mientras dura el Mundial, el usuario ve los partidos en el bar de abajo.'],
    open_decision: ['El usuario todavía no sabe si aceptará la oferta de Madrid.'],
    others_belief: ['Su médico sospecha que el usuario tiene anemia.'],
  }),
  ...group('es', 'accept', {
    chronic_condition: ['El usuario tiene asma desde niño.', 'El usuario es celíaco y no puede comer gluten.'],
    lasting_measure: ['El usuario mide alrededor de 1,80 m.', 'El usuario lleva unos veinte años trabajando en informática.'],
    confirmed_fact: ['Empresa del usuario: Telefónica (confirmado por el usuario).'],
    profession_word: ['El usuario es técnico de frío industrial.'],
    approximate_preference: ['Al usuario le gustan las respuestas con cifras aproximadas, sin tanto detalle.'],
    title_word: ['La canción favorita del usuario es «Quizás, quizás, quizás».'],
    modal_lasting: [
      'El usuario cree que los niños deberían jugar más al aire libre.',
      'Al usuario le encantaría vivir algún día cerca del mar.',
    ],
    habitual_while: ['El usuario escucha la radio mientras cocina.'],
  }),
];
