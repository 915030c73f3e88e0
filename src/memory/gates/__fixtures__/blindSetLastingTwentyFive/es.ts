import { group } from './cases';

export const ES = [
  ...group('es', 'accept', {
    faith: ['Es católica practicante y va a misa todos los domingos.', 'No creo en los horóscopos.'],
    firm_opinion: [
      'Opina que los tabuladores son mejores que los espacios para indentar.',
      'Para mí, Lisboa es la mejor ciudad de Europa para vivir.',
    ],
    principle: ['Cree firmemente que todos los niños deberían aprender a nadar.', 'Estoy convencido de que un coche se paga al contado.'],
    self_view: ['Se considera introvertido.', 'Sé que soy malísima para las matemáticas, así que reviso cada factura dos veces.'],
    uncertainty_habit: ['Nunca se fía de las apps del tiempo y siempre lleva paraguas.', 'Siempre me pongo en lo peor cuando viajo.'],
    hedged_taste: [
      'Sin duda prefiere el asiento de pasillo en los vuelos largos.',
      'Seguramente soy la persona menos madrugadora que conozco.',
    ],
    doubt_name: ['Su canción favorita es «Quizás, quizás, quizás».', 'Mi bar de siempre se llama Tal Vez.'],
    other_belief: ['Su marido es budista.', 'Mi suegra es testigo de Jehová, así que no celebramos cumpleaños con ella.'],
  }),
  ...group('es', 'refuse', {
    control_guess: [
      'Parece estresado hoy.',
      'Puede que esté embarazada.',
      'Probablemente se mude el año que viene.',
      'El asistente supone que la usuaria es estudiante.',
    ],
  }),
];
