import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    school_now: [
      'A filha tem passeio da escola na sexta.',
      'Hoje à noite tem reunião de pais e mestres.',
      'As provas do filho começam segunda.',
    ],
    weather_now: ['Estamos numa onda de calor.', 'O quintal alagou com a tempestade de ontem à noite.'],
    work_now: ['A equipe está na correria do lançamento.', 'O chefe está viajando até quinta.', 'Estou cobrindo um colega esta semana.'],
  }),
  ...group('pt', 'accept', {
    lasting_school: ['A filha está no nono ano.', 'O filho estuda numa escola Montessori.', 'Leva os filhos à escola todas as manhãs.'],
    lasting_weather: ['Não suporta verões úmidos.', 'Mora numa cidade chuvosa.'],
    lasting_work: ['Não trabalha às sextas-feiras.', 'Está na empresa desde 2015.', 'Coordena uma equipe de seis pessoas.'],
  }),
];
