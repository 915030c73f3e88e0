import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    compound_temporary: [
      'O usuário é vegetariano há anos e neste mês também está sem laticínios.',
      'O usuário trabalha como enfermeiro em Recife e, por enquanto, vai de bicicleta ao trabalho.',
    ],
    compound_speculative: ['O usuário mora em Curitiba e provavelmente vai se mudar para São Paulo.'],
    dated_end: ['O usuário está de plantão noturno até o dia 10.', 'O usuário está em home office por mais 6 semanas.'],
    medical_end: [
      'O usuário não pode dirigir enquanto estiver com o gesso.',
      'O usuário está tomando antibiótico e não bebe até terminar o tratamento.',
    ],
    unacted_plan: ['O usuário pretende migrar para o Linux no ano que vem.', 'O usuário está pensando em aprender piano.'],
    inferred: ['Pelo jeito como escreve, o usuário é português.'],
    reported_joke: ['O usuário disse, meio brincando, que vive só de café.'],
  }),
  ...group('pt', 'accept', {
    dated_lasting: ['O usuário nasceu em 15/12/1990.', 'O usuário entrega a declaração do imposto de renda até 31 de maio todo ano.'],
    compound_lasting: [
      'O usuário mora em Curitiba e trabalha como farmacêutico.',
      'O usuário é vegetariano há anos e nunca gostou de cogumelos.',
    ],
    chronic_condition: ['O usuário tem diabetes tipo 1 e usa bomba de insulina.', 'O usuário tem asma desde criança.'],
    lasting_ambition: [
      'Dar a volta ao mundo de veleiro é o sonho de vida do usuário.',
      'Ser romancista é a meta do usuário desde a escola.',
    ],
    profession_words: [
      'O usuário escreve piadas para um programa de humor.',
      'O usuário é analista de provas em um laboratório de perícia.',
    ],
    dated_title: ['O filme favorito do usuário é "De Volta para o Futuro".'],
  }),
];
