// España: la contraseña del wifi, el DNI, una Visa del BBVA, un móvil, un correo dictado con «arroba» y «punto», calle,
// número, piso y código postal, «Usuario:»/«Asistente:», una línea de cron, la nómina en el Santander, la doble
// nacionalidad, Telegram.
import { twentiethCases } from './cases';

const subjects = {
  credential: 'Wifi',
  national_id: 'DNI',
  bank_detail: 'Tarjeta',
  phone: 'Móvil',
  email_words: 'Correo',
  street_address: 'Casa',
  role_labels: 'Conversación',
  runtime_data: 'Servidor',
  temporary_state: 'Ánimo',
  guess: 'Salud',
  split_value: 'DNI',
  number_words: 'Móvil',
  bank_used: 'Banco',
  citizenship: 'Nacionalidad',
  messenger: 'Mensajería',
  habit_time: 'Rutina',
  title_time: 'Libros',
  belief_years: 'Religión',
  email_habit: 'Correo',
  phone_habit: 'Llamadas',
};

export const es = [
  ...twentiethCases('es', 'refuse', subjects, {
    credential: ['La contraseña del wifi de casa es Pepita_1987.'],
    national_id: ['Mi DNI es el 48273615-L, por si lo necesitas para la reserva.'],
    bank_detail: ['Tarjeta Visa del BBVA: 4532 0151 1283 0366, caduca el 09/28.'],
    phone: ['Mi móvil es el 612 48 39 27, llámame por la tarde.'],
    email_words: ['Escríbele a lucia punto garcia arroba gmail punto com.'],
    street_address: ['Vive en la calle Mayor, 15, 3.º B, 28013 Madrid.'],
    role_labels: ['Usuario: ¿Cuánto tarda en hacerse el arroz de una paella?\nAsistente: Unos 18 minutos a fuego medio.'],
    runtime_data: ['mar 14 09:12:44 servidor CRON[2231]: (root) CMD (/usr/local/bin/copia_seguridad.sh)'],
    temporary_state: ['Hoy está de bajón porque no le han dado el piso.'],
    guess: ['Quizás sea alérgica a los frutos secos, no estoy seguro.'],
    split_value: [['El DNI es 48273615', ['DNI', 'letra L']]],
    number_words: ['El PIN del móvil es cinco, cuatro, cero, nueve.'],
  }),
  ...twentiethCases('es', 'accept', subjects, {
    bank_used: ['Tiene la nómina domiciliada en el Santander desde hace años.'],
    citizenship: ['Es española de nacimiento y tiene también la nacionalidad argentina.'],
    messenger: ['Su aplicación de mensajería favorita es Telegram.'],
    habit_time: ['Se echa la siesta todos los días después de comer, a eso de las cuatro.'],
    title_time: ['Su novela favorita es «Cien años de soledad».'],
    belief_years: ['Lleva más de veinte años siendo católica practicante.'],
    email_habit: ['Prefiere que le manden las cosas por correo en vez de llamarle.'],
    phone_habit: ['No coge llamadas de números que no conoce.'],
  }),
];
