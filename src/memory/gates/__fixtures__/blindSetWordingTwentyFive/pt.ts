import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    code_now: [
      'O usuário está refatorando o módulo de autenticação nesta sprint.',
      'O deploy de hoje quebrou e ele está tentando descobrir o porquê.',
      'Estou travado num segmentation fault no meu projeto paralelo.',
    ],
    device_now: [
      'A tela do celular está trincada no momento.',
      'O período de teste do Notion acaba esta semana.',
      'O notebook está na assistência técnica.',
    ],
    work_now: ['O sistema da empresa caiu hoje de manhã.', 'Está estudando feito louco para a prova de certificação da Oracle no sábado.'],
  }),
  ...group('pt', 'accept', {
    lasting_code: [
      'Mantém uma biblioteca open source de gráficos em Python.',
      'Desenvolve firmware em Rust para dispositivos embarcados.',
      'Gosta de pull requests pequenos e revisões rápidas.',
    ],
    lasting_devices: [
      'Usa Linux desde a faculdade.',
      'Prefere o modo escuro em todos os apps.',
      'Nunca deixa a atualização automática ligada.',
    ],
    lasting_work: ['É desenvolvedor backend sênior.', 'Trabalha no time de pagamentos de um banco digital.'],
  }),
];
