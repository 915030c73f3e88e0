import { group } from './cases';

export const ES = [
  ...group('es', 'accept', {
    long_pursuit: ['Lleva diez años aprendiendo violonchelo.', 'Estoy criando sola a mis dos hijos.'],
    nowadays_state: ['Ahora trabaja en remoto desde Asturias.', 'Hoy en día soy vegetariano.'],
    moment_taste: ['No soporta los lunes por la mañana.', 'Me encantan los domingos tranquilos en casa.'],
    other_sense: ['Siempre hace las cosas como es debido.', 'Me gusta este tipo de té, sobre todo el rooibos.'],
    never_time: ['Nunca le ha gustado el verano.', 'No me gustan las noches de viernes de fiesta.'],
    clock_routine: ['Nada todas las mañanas a las 6:30.', 'Hago la compra los sábados a las 8.'],
    time_name: ['Es enfermera en el Hospital 12 de Octubre.', "Escucho 'Hoy por hoy' en la SER desde hace años."],
    lasting_body: ['Es diabética tipo 2.', 'Tomo anticoagulantes de por vida.'],
  }),
  ...group('es', 'refuse', {
    control_now: [
      'Hoy trabaja desde casa.',
      'Ahora mismo estoy agotada.',
      'Esta semana no come azúcar.',
      'Estoy unos días en casa de mi hermana.',
    ],
  }),
];
