import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    body_reading: [
      'Ahora mismo pesa 82 kilos.',
      'Esta mañana tenía la tensión en 150/95.',
      'Anoche solo durmió cuatro horas.',
      'Tiene 38,5 de fiebre.',
    ],
    money_now: ['Le quedan 200 euros hasta el día de cobro.', 'Tiene la cuenta en números rojos.', 'Hoy el euro está a 1,08 dólares.'],
    status_now: ['El pedido está en camino.', 'Es el número 12 en la lista de espera.', 'Al móvil le queda un 5 % de batería.'],
  }),
  ...group('es', 'accept', {
    lasting_body: [
      'Mide 1,80 m.',
      'Su grupo sanguíneo es 0+.',
      'Tiene hipertensión diagnosticada.',
      'Calza un 43.',
      'Quiere bajar 5 kilos.',
    ],
    lasting_money: ['Cobra en euros.', 'Ahorra 200 euros al mes.'],
    lasting_status: ['Tiene un coche de 2019.', 'Su lengua materna es el coreano.', 'Corre 10 km todos los domingos.'],
  }),
];
