import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    home_now: ['Faltou luz na casa dele hoje à noite.', 'O aquecedor de água quebrou essa semana.'],
    family_now: ['O filho tem provas esta semana.', 'O bebê está com os dentinhos nascendo.'],
    pet_now: ['A gata está no cio.'],
    money_now: ['Estou no vermelho até o salário cair.', 'O aluguel sobe no mês que vem.', 'Está juntando dinheiro para um celular novo.'],
  }),
  ...group('pt', 'accept', {
    lasting_home: ['Tem apartamento próprio em Curitiba.', 'Mora de aluguel em Lisboa.'],
    lasting_family: ['Tem dois filhos, um menino e uma menina.', 'O filho é diabético.'],
    lasting_pet: ['O cachorro foi resgatado de um abrigo.', 'A gata só vive dentro de casa.'],
    lasting_money: ['Controla o orçamento da casa numa planilha.', 'É cliente de uma cooperativa de crédito.'],
  }),
];
