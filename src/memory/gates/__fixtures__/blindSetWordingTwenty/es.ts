import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    illness_now: ['Está resfriado esta semana.', 'Tengo resaca hoy.', 'Tiene un esguince de tobillo.'],
    treatment_now: ['Toma antibióticos hasta el viernes.', 'Va a fisioterapia dos veces por semana hasta marzo.'],
    diet_now: ['Está ayunando este mes.', 'Está dejando el azúcar antes de la boda.', 'Está haciendo una limpieza a base de zumos.'],
  }),
  ...group('es', 'accept', {
    lasting_health: ['Es alérgico a la penicilina.', 'Es diabético tipo 1 desde niño.', 'Usa audífonos.'],
    lasting_care: ['Toma pastillas para la tiroides a diario.', 'Va al fisioterapeuta cada primavera.'],
    lasting_diet: ['Es vegetariano desde hace años.', 'Nunca bebe alcohol.', 'Es intolerante a la lactosa.'],
  }),
];
