import { group } from './cases';

export const PT = [
  ...group('pt', 'accept', {
    episode_dislike: ['Detesta engarrafamentos.', 'Tenho pavor de salas de espera.'],
    never_habit: ['Nunca faltou ao trabalho por doença.', 'Não bebo café depois do almoço.'],
    frequency_habit: ['Faz check-up duas vezes por ano.', 'Vou à feira todas as segundas-feiras.'],
    dated_biography: ['Mudou-se para o Porto em 2016.', 'Sou casada desde 2008.'],
    lasting_health: ['Tem rinite alérgica desde criança.', 'Tenho enxaqueca sempre que o tempo muda.'],
    timed_work_home: ['Trabalha de madrugada numa padaria.', 'A nossa loja fecha o mês de agosto inteiro.'],
    time_title: ['O livro preferido dela é "Amanhã, e amanhã, e ainda amanhã".', 'Ouço o podcast "This Week in Tech" toda semana.'],
    moment_preference: ['Prefere reuniões de manhã.', 'Gosto de responder e-mails uma vez por dia.'],
  }),
  ...group('pt', 'refuse', {
    control_now: [
      'Está preso no trânsito agora.',
      'Hoje estou com enxaqueca.',
      'Esta semana está no turno da noite.',
      'O voo dela de hoje à noite está atrasado.',
    ],
  }),
];
