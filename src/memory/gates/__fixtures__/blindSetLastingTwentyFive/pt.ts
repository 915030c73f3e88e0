import { group } from './cases';

export const PT = [
  ...group('pt', 'accept', {
    faith: ['É católica praticante e vai à missa todos os domingos.', 'Não acredito em horóscopo.'],
    firm_opinion: ['Acha que tabs são melhores do que espaços.', 'Considero Lisboa a melhor cidade da Europa para viver.'],
    principle: ['Acredita que toda criança deve aprender a nadar.', 'Sou da opinião de que carro se compra à vista.'],
    self_view: ['Ele se considera introvertido.', 'Sei que sou péssima em matemática, então confiro toda conta duas vezes.'],
    uncertainty_habit: [
      'Nunca confia em aplicativos de previsão do tempo e sempre leva guarda-chuva.',
      'Sempre me preparo para o pior quando viajo.',
    ],
    hedged_taste: ['Com certeza prefere poltrona no corredor em voos longos.', 'Definitivamente não sou uma pessoa matinal.'],
    doubt_name: [
      'A música preferida dela é "Sei Lá, Mangueira", de Paulinho da Viola.',
      'Sou cliente fiel de uma padaria chamada Quem Sabe.',
    ],
    other_belief: ['A esposa dele é espírita.', 'Meus pais são evangélicos e não bebem álcool.'],
  }),
  ...group('pt', 'refuse', {
    control_guess: [
      'Parece estressada hoje.',
      'Pode estar grávida.',
      'Provavelmente vai se mudar no ano que vem.',
      'O assistente acha que a usuária é estudante.',
    ],
  }),
];
