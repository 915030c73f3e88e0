import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    work_now: [
      'Estoy de guardia esta semana.',
      'Está cubriendo a un compañero enfermo.',
      'Tiene que entregar el sprint el viernes.',
      'Está negociando un aumento de sueldo.',
    ],
    home_now: [
      'Tiene a una amiga durmiendo en el sofá unos días.',
      'Su pareja está de viaje.',
      'Los niños están con los abuelos esta semana.',
    ],
    relation_now: [
      'Está peleado con su hermana.',
      'No le habla a su amigo desde el fin de semana.',
      'Acaba de empezar a salir con alguien.',
    ],
  }),
  ...group('es', 'accept', {
    lasting_work: [
      'Trabaja de noche en una panadería.',
      'Dirige un equipo de cinco personas.',
      'Hace guardia una semana de cada cuatro.',
      'Da clases en la universidad los martes.',
    ],
    lasting_home: ['Vive con su hermana.', 'Organiza un club de lectura cada mes.', 'Comparte piso con dos compañeros.'],
    lasting_relation: ['Tiene una pareja a distancia en Osaka.', 'Lleva años sin hablarse con su padre.', 'Está casado desde 2015.'],
  }),
];
