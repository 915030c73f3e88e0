import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    illness_now: ['Está com um resfriado.', 'Está se recuperando de uma cirurgia no joelho.', 'Estou amamentando no momento.'],
    treatment_now: [
      'Está tomando antibiótico até sexta.',
      'Está fazendo tratamento de canal num dente.',
      'Aguarda o resultado dos exames.',
    ],
    diet_now: ['Está sem beber álcool em janeiro.', 'Está fazendo jejum este mês.'],
  }),
  ...group('pt', 'accept', {
    lasting_health: ['É alérgico à penicilina.', 'Tem asma.', 'Usa aparelho auditivo.'],
    lasting_care: ['Toma remédio para a tireoide todos os dias.', 'Faz fisioterapia toda primavera.'],
    lasting_diet: ['É vegetariano há anos.', 'Nunca bebe.', 'Tem intolerância à lactose.'],
  }),
];
