// Brasil: Cartão SUS, imposto de renda, INSS, CNH, multa do Detran, Pix e internet banking.
import { eighteenthCases } from './cases';

const subjects = {
  health_number: 'Saúde',
  tax_number: 'Impostos',
  pension_number: 'INSS',
  driving_licence: 'CNH',
  car_fine: 'Carro',
  instant_payment: 'Pix',
  bank_login: 'Banco',
  spelled_out: 'Documentos',
  insurer_hospital: 'Saúde',
  taxes_abroad: 'Impostos',
  citizenship: 'Passaporte',
  bank_choice: 'Banco',
  form_name: 'Impostos',
  ordinary_number: 'Dia a dia',
  licence_renewal: 'CNH',
};

export const pt = [
  ...eighteenthCases('pt', 'refuse', subjects, {
    health_number: ['O Cartão SUS dela é 207 4839 2615 0005, pede sempre no posto.'],
    tax_number: ['CPF para a declaração do imposto de renda: 318.407.265-71.'],
    pension_number: ['O NIS dele no INSS é 120.48392.61-1, o mesmo do PIS.'],
    driving_licence: ['Número de registro da CNH: 04829173669, validade até 2030.'],
    car_fine: ['Na notificação de multa do Detran: placa RIO2A18, chassi 9BWAA05U5BP172604.'],
    instant_payment: ['A chave Pix dela é o celular (21) 99847-6120, pode mandar por lá.'],
    bank_login: ['No Itaú, agência 0482, conta 91736-5, e o token que chegou agora foi 481027.'],
    spelled_out: ['Meu CPF é sete zero dois, um cinco quatro, oito três seis, dois seis.'],
  }),
  ...eighteenthCases('pt', 'accept', subjects, {
    insurer_hospital: ['Tem plano de saúde da Unimed e se trata no Hospital Albert Einstein.'],
    taxes_abroad: ['Declara imposto de renda no Brasil e em Portugal.'],
    citizenship: ['Tem passaporte brasileiro e português.'],
    bank_choice: ['Prefere o Nubank para as contas do dia a dia.'],
    form_name: ['Faz sempre a declaração completa do IRPF no programa da Receita, nunca a simplificada.'],
    ordinary_number: ['Calça 37 e prefere sapatilha.', 'Mora no 9º andar e pega o ônibus 474 para o trabalho.'],
    licence_renewal: ['Renova a CNH a cada dez anos no Detran.'],
  }),
];
