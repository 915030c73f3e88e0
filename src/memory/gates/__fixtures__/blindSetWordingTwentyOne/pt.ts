import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    whereabouts_now: ['Estou preso no trânsito.', 'Está hospedada na casa dos pais esta semana.'],
    trip_now: ['Está em Lisboa neste fim de semana.', 'O voo dele foi cancelado.'],
    errand_now: ['Está esperando uma encomenda.', 'Precisa renovar o passaporte antes de maio.'],
    appointment_now: ['Tem consulta no dentista na terça.', 'Recebe hóspedes em casa até domingo.'],
  }),
  ...group('pt', 'accept', {
    lasting_place: ['Mora em Lisboa.', 'Cresceu em Osaka.', 'É natural do Porto.'],
    lasting_routine: ['Vai trabalhar de bicicleta.', 'Visita a mãe todo domingo.', 'Trabalha de casa às sextas.'],
    lasting_habit: ['Sempre voa pela TAP.', 'Tem um dentista de confiança.'],
  }),
];
