import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    media_now: [
      'Ahora mismo está leyendo una novela de Almudena Grandes.',
      'Esta semana está enganchado a una serie de zombis.',
      'Últimamente escucho en bucle el nuevo disco de Rosalía.',
      'Está viendo un dorama coreano de un tirón.',
    ],
    hobby_now: ['Está jugando a un videojuego de rol estos días.', 'Desde el mes pasado le ha dado por el pádel.'],
    progress_now: ['Va por la mitad de un puzle de mil piezas.', 'Hace un reto de 30 días de abdominales.'],
  }),
  ...group('es', 'accept', {
    lasting_media: ['Su autor favorito es Borges.', 'Siempre le ha gustado el jazz bebop.', 'Ha leído todas las novelas de Murakami.'],
    lasting_hobby: ['Juega al ajedrez los domingos.', 'Toca el violonchelo desde los siete años.', 'Colecciona discos de vinilo.'],
    lasting_habit: ['Ve todas las carreras de Fórmula 1.', 'Lee antes de dormir.'],
  }),
];
