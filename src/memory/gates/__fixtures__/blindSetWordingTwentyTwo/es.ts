import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    home_now: ['Están arreglando el tejado de su casa esta semana.', 'Se me ha roto la caldera.'],
    family_now: ['Mi hijo está malo y hoy no va al colegio.', 'La niña tiene exámenes esta semana.'],
    pet_now: ['El perro se está recuperando de una operación.'],
    money_now: [
      'Está esperando a que le paguen la nómina.',
      'Devolví una chaqueta que no me quedaba bien.',
      'Le llega hoy un pedido del súper.',
    ],
  }),
  ...group('es', 'accept', {
    lasting_home: ['Tiene piso propio en Valencia.', 'Vive de alquiler en Madrid.'],
    lasting_family: ['Tiene dos hijos, un niño y una niña.', 'Su hijo es diabético.'],
    lasting_pet: ['Su perra es adoptada de una protectora.', 'El gato vive siempre dentro de casa.'],
    lasting_money: ['Paga el alquiler cada mes.', 'Ahorra el 10 % de su sueldo.'],
  }),
];
