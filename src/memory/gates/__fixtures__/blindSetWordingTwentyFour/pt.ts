import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    event_now: [
      'Vai a um casamento no sábado e ainda não tem roupa.',
      'Está organizando um chá de bebê para a irmã.',
      'Vou ao show do Djavan hoje à noite.',
    ],
    shopping_now: [
      'A encomenda da pré-venda chega amanhã.',
      'Está pesquisando preço de geladeira pra comprar na Black Friday.',
      'Precisa devolver o tênis que veio no tamanho errado.',
    ],
    social_now: ['Brigou com o namorado e estão sem se falar.', 'Acabou de se mudar para Curitiba e ainda não conhece ninguém.'],
  }),
  ...group('pt', 'accept', {
    lasting_events: [
      'É sócio-torcedor do Grêmio e vai a todos os jogos em casa.',
      'Gosta de receber os amigos para um churrasco todo mês.',
      'Vai a shows com frequência.',
    ],
    lasting_shopping: ['Compra móveis usados sempre que pode.', 'Detesta shopping center.', 'Prefere dar experiências de presente.'],
    lasting_social: ['É introvertido e não curte festas grandes.', 'É casada desde 2012.'],
  }),
];
