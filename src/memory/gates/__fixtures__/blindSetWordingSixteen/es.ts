import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    home_phase: [
      'Se muda el mes que viene.',
      'Está reformando la cocina.',
      'Está cuidando la casa de unos amigos hasta fin de mes.',
      'Tiene a unos familiares quedándose en casa esta semana.',
    ],
    work_phase: [
      'Anda buscando trabajo.',
      'Ahora mismo está en paro, entre un trabajo y otro.',
      'Está en plena época de exámenes.',
      'El usuario está esperando el visado.',
      'Está sacándose el carné de conducir; el examen es en mayo.',
    ],
    health_phase: [
      'Está embarazada y sale de cuentas en primavera.',
      'Está tomando antibióticos.',
      'Lleva el brazo escayolado.',
      'Está a dieta para la boda.',
    ],
    family_phase: ['Está cuidando a su padre tras la operación.', 'Está en pleno proceso de divorcio.'],
  }),
  ...group('es', 'accept', {
    lasting_home: ['Vive con sus padres.', 'Tiene una casa en propiedad.', 'Alquila un piso en Lyon.', 'Vive en Berlín desde 2015.'],
    lasting_work: [
      'Trabaja en el turno de noche.',
      'La usuaria es enfermera.',
      'Va en coche al trabajo.',
      'Estudia japonés como afición desde hace años.',
    ],
    lasting_health: ['Tiene diabetes tipo 1.', 'Lleva diez años siendo vegetariano.', 'Es sordo de un oído.'],
    lasting_family: ['Tiene dos hijos.', 'Está divorciada.', 'Se casó en 2019.', 'Lleva doce años con su pareja.'],
  }),
];
