import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    chat_now: ['ahorita anda full ocupado con la mudanza', 'El usuario está corto de lana ahorita, sin salir hasta la quincena.'],
    negated_state: ['El usuario no está durmiendo bien últimamente.', 'no ha comido casi nada desde el lunes'],
    intention: ['El usuario igual se cambia a Android.', 'Si le sale la visa, la usuaria quizás se muda a Canadá.'],
    reported: ['La usuaria dice que hoy está agotadísima.', 'Según el usuario, anda con dolor de cabeza desde la mañana.'],
    impression: ['Suena a que el usuario está quemado.', 'El usuario da la impresión de estar agobiado con el nuevo trabajo.'],
    event_bound: [
      'Hasta el examen del viernes no sale de fiesta.',
      'No puede manejar hasta que le quiten el yeso.',
      'Este año durante el Ramadán ayuna de día.',
    ],
    outage: ['Sin luz en casa del usuario.', 'La usuaria no tiene agua caliente en el depa.'],
  }),
  ...group('es', 'accept', {
    colloquial_taste: ['Odia el cilantro, de toda la vida.', 'Fan total del reguetón viejito.', 'Al usuario le encanta el café de olla.'],
    chronic: ['El usuario tiene hipotiroidismo.', 'padece migrañas crónicas desde joven'],
    weekday_routine: ['Todos los miércoles la usuaria va a clase de salsa.', 'El usuario juega fútbol cada sábado por la mañana.'],
    year_plan: ['El usuario planea mudarse a Chile en 2029.', 'Quiere hacer el Camino de Santiago en 2028.'],
    title_name: ['Canción favorita: "Hoy" de Gloria Estefan.', 'El blog del usuario se llama "Lunes de Mal Humor".'],
    deadline_project: [
      'La usuaria está escribiendo su tesis doctoral, entrega en mayo de 2028.',
      'Proyecto a largo plazo: restaurar una casona, terminar para 2029.',
    ],
    self_trait: ['Soy muy madrugador.', 'El usuario se considera una persona tímida.'],
  }),
];
