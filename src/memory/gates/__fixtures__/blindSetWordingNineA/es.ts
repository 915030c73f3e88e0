import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    compound_temporary: [
      'El usuario es vegetariano desde hace años y este mes tampoco toma lácteos.',
      'El usuario trabaja de profesor en Sevilla y de momento va en bici al trabajo.',
    ],
    compound_speculative: ['El usuario vive en Valencia y probablemente se mude a Madrid.'],
    dated_end: [
      'El usuario trabaja en el turno de noche hasta el día 5.',
      'El usuario tiene la cuota del gimnasio congelada hasta el 15/12.',
    ],
    medical_end: [
      'El usuario no puede conducir mientras lleve la escayola.',
      'El usuario no puede hacer deporte hasta que le quiten los puntos.',
    ],
    unacted_plan: ['El usuario piensa pasarse a Linux el año que viene.', 'El usuario quiere empezar pronto a estudiar alemán.'],
    inferred: ['Por su acento, el usuario es argentino.'],
    reported_joke: ['El usuario dijo medio en broma que vive solo de café.'],
  }),
  ...group('es', 'accept', {
    dated_lasting: ['El usuario nació el 15/12/1990.', 'El usuario presenta la declaración de la renta antes del 30 de junio cada año.'],
    compound_lasting: [
      'El usuario vive en Valencia y trabaja como farmacéutico.',
      'El usuario es vegetariano desde hace años y nunca le han gustado las setas.',
    ],
    chronic_condition: ['El usuario tiene diabetes tipo 1 y usa una bomba de insulina.', 'El usuario tiene asma desde niño.'],
    lasting_ambition: [
      'Dar la vuelta al mundo en velero es el sueño de toda la vida del usuario.',
      'Ser novelista es la meta del usuario desde el instituto.',
    ],
    profession_words: ['El usuario es guionista de chistes en un programa de humor.', 'El usuario planifica edificios como arquitecto.'],
    dated_title: ['La novela favorita del usuario es «Cien años de soledad».'],
  }),
];
