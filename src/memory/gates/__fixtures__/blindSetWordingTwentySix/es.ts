import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    inferred: ['Por las preguntas, se deduce que el usuario es padre.', 'Al parecer el usuario trabaja en un hospital.'],
    relayed: ['Su madre cree que tiene TDAH.', 'Un compañero de trabajo dice que está quemado.'],
    deduced_trait: ['Parece ser bastante introvertida.'],
    hearsay: ['Se rumorea que lo van a ascender.', 'Dicen que lo van a trasladar a Sevilla.'],
    hedged: ['Posiblemente sea vegetariano.'],
  }),
  ...group('es', 'accept', {
    own_diagnosis: ['Le diagnosticaron TDAH en 2019.'],
    own_trait: ['Se define como introvertida.', 'Soy muy madrugador, siempre lo he sido.'],
    own_belief: ['Cree en la astrología.'],
    relative_fact: ['Su madre es médica.', 'Tiene un hermano gemelo que vive en México.'],
    firm_preference: ['Prefiere sin duda el té al café.', 'Sin lugar a dudas prefiere la playa a la montaña.'],
  }),
];
