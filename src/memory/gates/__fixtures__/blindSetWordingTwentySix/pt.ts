import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    inferred: [
      'Pelo teor das perguntas, o usuário provavelmente é pai de primeira viagem.',
      'Deduz-se da conversa que o usuário é advogado.',
    ],
    relayed: ['A mãe dela acha que ela tem TDAH.', 'Segundo a nutricionista, ele talvez seja intolerante à lactose.'],
    deduced_trait: ['Parece ser uma pessoa tímida.', 'Pelo visto ganha muito bem.'],
    hearsay: ['Dizem por aí que ele vai ser transferido para Lisboa.'],
    hedged: ['Talvez se interesse por jardinagem.'],
  }),
  ...group('pt', 'accept', {
    own_diagnosis: ['Foi diagnosticada com TDAH em 2019.', 'Tem doença celíaca desde criança.'],
    own_trait: ['Se descreve como introvertida.'],
    own_belief: ['Acredita em astrologia.'],
    relative_fact: ['A mãe dele é médica.', 'O irmão mais velho mora em Curitiba.'],
    firm_preference: ['Com certeza prefere chá a café.', 'Gosta muito mais de praia do que de campo, sem dúvida.'],
  }),
];
