import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    work_now: [
      'O usuário está de plantão esta semana.',
      'Está cobrindo uma colega doente.',
      'A equipe está com falta de pessoal no momento.',
      'Está preparando uma palestra para a conferência do mês que vem.',
    ],
    home_now: [
      'Um amigo está dormindo no sofá dele por uns dias.',
      'A esposa está viajando a trabalho.',
      'O colega de quarto vai se mudar no fim do mês.',
    ],
    relation_now: ['Está brigado com a irmã.', 'Não fala com o melhor amigo desde o fim de semana.', 'Começou a namorar há pouco tempo.'],
  }),
  ...group('pt', 'accept', {
    lasting_work: [
      'Trabalha à noite num hospital.',
      'Gerencia uma equipe de cinco pessoas.',
      'Faz plantão uma semana por mês.',
      'É professor de matemática.',
    ],
    lasting_home: ['Mora com a irmã.', 'Organiza um clube do livro todo mês.', 'Divide apartamento com dois amigos.'],
    lasting_relation: ['Namora à distância com alguém de Osaka.', 'Não fala com o pai há anos.', 'É casado desde 2015.'],
  }),
];
