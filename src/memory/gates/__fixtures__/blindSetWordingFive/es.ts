import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const es: readonly BlindCase[] = [
  ...grouped('es', 'refuse', {
    now_state: ['El usuario está en el aeropuerto ahora mismo.', 'El usuario está atascado en el tráfico de camino a casa.'],
    near_plan: [
      'El usuario vuela a Lisboa el próximo martes.',
      'El usuario tiene cita con el dentista el viernes.',
      'El usuario va a recoger el coche nuevo después de comer.',
    ],
    mood_illness: [
      'El usuario está bastante bajoneado esta noche.',
      'El usuario está en cama con un resfriado.',
      'El usuario tiene resaca.',
    ],
    one_off: [
      'El usuario perdió el último tren y tomó un taxi.',
      'El usuario derramó café sobre el portátil esta mañana.',
      'El usuario ganó la rifa en la cena de empresa.',
    ],
    guess_hearsay: [
      'El usuario sería enfermero, por lo que cuenta de sus turnos.',
      'Según un compañero, el usuario se muda a Madrid.',
      'Puede que el usuario sea vegetariano.',
    ],
    ends_with_event: [
      'El usuario se queda en casa de un amigo hasta que le entreguen el piso.',
      'El usuario anda con muletas hasta que le quiten la escayola.',
      'El usuario vive entre cajas hasta que llegue la mudanza.',
    ],
    chat: ['usuario en el gym jaja', 'usuario re cansado ahorita 😴', 'usuario mñn duerme en casa d su mamá'],
    trailing_hedge: ['El usuario trabaja en un banco, creo.', 'El usuario tiene dos hermanas, si no me equivoco.'],
  }),
  ...grouped('es', 'accept', {
    habit_time: [
      'El usuario sale a correr todas las mañanas antes del trabajo.',
      'El usuario siempre toma té después de cenar.',
      'El usuario lee una hora cada noche.',
    ],
    past_dated: [
      'El usuario se graduó en 2015.',
      'El usuario emigró a Canadá en marzo de 2018.',
      'El usuario se casó en junio del año pasado.',
    ],
    lasting_condition: ['El usuario tiene diabetes tipo 1.', 'El usuario es daltónico.', 'El usuario es alérgico a la penicilina.'],
    time_preference: [
      'Al usuario le gusta que las reuniones sean por la mañana.',
      'Al usuario le gustaría recibir los recordatorios los domingos por la tarde.',
      'El usuario no quiere notificaciones después de las diez de la noche.',
    ],
    title_name: [
      'La película favorita del usuario es «Antes del amanecer».',
      'El usuario toca la guitarra en un grupo llamado «Mañana Temprano».',
    ],
    quoted: ['El lema del usuario es «vive el hoy».', 'La canción favorita del usuario es «Ayer».'],
    for_years: ['El usuario es vegetariano desde hace años.', 'El usuario lleva doce años trabajando de enfermero.'],
    since_year: ['El usuario vive en Oslo desde 2019.', 'El usuario juega al ajedrez desde niño.'],
    recurring_day: ['El usuario juega al fútbol todos los jueves.', 'El usuario llama a su madre los domingos.'],
  }),
];
