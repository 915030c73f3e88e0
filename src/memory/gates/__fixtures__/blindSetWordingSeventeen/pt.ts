import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    body_reading: [
      'Neste momento pesa 82 kg.',
      'A pressão estava 15 por 9 hoje de manhã.',
      'Dormiu só quatro horas esta noite.',
      'Deu 3 mil passos hoje.',
    ],
    money_now: ['Tem 200 euros até o dia do pagamento.', 'A conta está no vermelho.', 'O dólar hoje está a 5,40 reais.'],
    status_now: ['A encomenda está em trânsito.', 'O voo está atrasado duas horas.', 'O carro está na oficina esta semana.'],
  }),
  ...group('pt', 'accept', {
    lasting_body: [
      'Tem 1,80 m de altura.',
      'O tipo sanguíneo é O+.',
      'Tem hipertensão diagnosticada.',
      'Calça 43.',
      'Quer emagrecer 5 kg.',
    ],
    lasting_money: ['Recebe em euros.', 'Poupa 200 euros por mês.'],
    lasting_status: ['Tem um carro de 2019.', 'A língua materna é o coreano.', 'Corre 10 km todo domingo.'],
  }),
];
