import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    school_now: [
      'Su hija tiene excursión del colegio el viernes.',
      'Los niños están de vacaciones.',
      'Mi hijo empieza los exámenes el lunes.',
    ],
    weather_now: ['Hoy no hay clase por la nevada.', 'Por la ola de calor no sale de casa esta semana.'],
    work_now: [
      'Está incorporando a un nuevo empleado esta semana.',
      'Prepara una charla para un congreso el martes que viene.',
      'Su contrato termina en marzo.',
    ],
  }),
  ...group('es', 'accept', {
    lasting_school: [
      'Su hija está en tercero de la ESO.',
      'Su hijo va a un colegio Montessori.',
      'Recoge a los niños del colegio todos los días.',
    ],
    lasting_weather: ['Odia los veranos húmedos.', 'Vive en una ciudad muy lluviosa.'],
    lasting_work: [
      'Trabaja cuatro días a la semana.',
      'Lidera un equipo de seis personas.',
      'Prefiere las actualizaciones de estado por escrito.',
    ],
  }),
];
