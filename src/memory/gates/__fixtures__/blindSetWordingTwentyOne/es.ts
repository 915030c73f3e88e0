import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    whereabouts_now: ['Está en el aeropuerto.', 'Se queda en casa de sus padres esta semana.'],
    trip_now: ['De viaje de negocios hasta el jueves.', 'Le cancelaron el vuelo.'],
    errand_now: ['Tiene el coche en el taller.', 'Tengo que comprar leche.'],
    appointment_now: ['Tiene cita con el dentista el martes.', 'Ya reservó el hotel para el congreso.'],
  }),
  ...group('es', 'accept', {
    lasting_place: ['Vive en Lisboa.', 'Se crió en Osaka.', 'Es de Sevilla de toda la vida.'],
    lasting_routine: ['Va al trabajo en bicicleta.', 'Visita a su madre todos los domingos.', 'Trabaja desde casa los viernes.'],
    lasting_habit: ['Siempre vuela con Iberia.', 'Pasa todos los agostos en Bretaña.'],
  }),
];
