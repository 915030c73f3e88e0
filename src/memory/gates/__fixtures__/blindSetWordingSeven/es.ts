import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    temp_preference: [
      'Esta semana el usuario prefiere el té verde al café.',
      'Últimamente le ha dado por escuchar listas lo-fi mientras trabaja.',
      'Por ahora usa Firefox como navegador principal.',
    ],
    trial: [
      'Está probando un escritorio de pie para ver si le ayuda con la espalda.',
      'Está comprobando si la leche de avena le sienta mejor que la de vaca.',
    ],
    temp_diet: ['Está sin carbohidratos unas semanas antes de la boda.', 'Hace una cura de zumos de siete días y va por el tercero.'],
    whereabouts: ['El usuario está ahora de viaje de trabajo en Lisboa.', 'Va en el AVE camino de Sevilla en este momento.'],
    device_state: [
      'Se le rompió la pantalla del móvil y mientras tanto usa una tableta vieja.',
      'Tiene el portátil en el servicio técnico y trabaja con uno prestado.',
    ],
    interrupted_habit: [
      'Ha dejado de correr mientras se le cura la lesión de rodilla.',
      'Ha aparcado las clases de piano hasta después de la mudanza.',
    ],
    event_feeling: [
      'Se quedó molesto con la reunión de ayer con su jefa.',
      'Se sintió muy orgulloso después de su presentación trimestral.',
    ],
    waiting: ['Está esperando los resultados del análisis de sangre.', 'Está pendiente de la respuesta de la entrevista en Telefónica.'],
    deadline: ['Todavía tiene que presentarse al examen final de estadística este cuatrimestre.'],
    probability: ['Parece que el usuario es zurdo.', 'Seguramente trabaja en el sector financiero.'],
    one_instance: ['Debe de ser amante de los gatos, porque mencionó uno una vez.'],
    third_party: ['Según su compañero de piso, el usuario odia la música alta.'],
  }),
  ...group('es', 'accept', {
    long_duration: [
      'Es vegetariano desde hace diez años.',
      'Toca el violonchelo desde niño.',
      'Lleva más de veinte años con diabetes tipo 1.',
    ],
    dated_past: [
      'Se licenció en la Universidad de Salamanca en 2014.',
      'Se mudó de Bogotá a Madrid en 2009.',
      'Corrió su primer maratón en Valencia en 2018.',
    ],
    habit_time: [
      'Nada todos los martes y jueves por la mañana.',
      'Siempre lee media hora antes de dormir.',
      'Llama a su madre cada domingo por la noche.',
    ],
    long_plan: ['Quiere abrir algún día una pequeña panadería.', 'Tiene pensado jubilarse en Asturias.'],
    stable_negation: ['Nunca toma café.', 'No come cerdo.', 'Nunca ha tenido coche y prefiere la bici.'],
    title_time: [
      'Su novela favorita es «Cien años de soledad».',
      'Le encanta la película «Antes del amanecer».',
      'Su canción favorita es «Noches de boda» de Sabina.',
    ],
    profession_time: [
      'Trabaja como enfermera de noche en un hospital infantil.',
      'Es el hombre del tiempo de una televisión autonómica.',
      'Es médico de urgencias.',
    ],
    currently_lasting: [
      'Actualmente vive en Zaragoza con su pareja y sus dos hijos.',
      'Actualmente trabaja como ingeniero de software en un banco.',
    ],
  }),
];
