import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    event_now: [
      'El sábado tiene la boda de un compañero de trabajo.',
      'Este finde se quedan unos amigos a dormir en casa.',
      'Está organizando la despedida de soltera de su hermana.',
    ],
    shopping_now: [
      'Estoy buscando un sofá para el piso nuevo.',
      'Esta semana hay rebajas y quiere comprarse unas zapatillas.',
      'Tiene entradas para el Bernabéu el domingo.',
    ],
    social_now: ['No se habla con su mejor amigo desde ayer.', 'Está esperando a que le conteste el chico con el que quedó.'],
  }),
  ...group('es', 'accept', {
    lasting_events: [
      'Va a conciertos casi todas las semanas.',
      'Tiene abono en el Metropolitano desde hace años.',
      'Cada mes organiza una cena en casa con amigos.',
    ],
    lasting_shopping: [
      'Compra casi todo de segunda mano.',
      'Odia ir de compras a los centros comerciales.',
      'Prefiere regalar experiencias antes que cosas.',
    ],
    lasting_social: ['Es introvertida y no le van las fiestas multitudinarias.', 'Está casado desde 2012.'],
  }),
];
