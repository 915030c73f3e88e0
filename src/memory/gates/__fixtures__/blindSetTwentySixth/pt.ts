// Português do Brasil: CPF, CNPJ de MEI, chaves Pix, agência e conta, celular, endereço com CEP, placa Mercosul,
// senha do cartão, do internet banking e do wi-fi, estados passageiros e palpites na gíria; do outro lado, fatos
// duradouros do Brasil cheios de números inofensivos.
import { twentySixthCases } from './cases';

export const pt = twentySixthCases(
  'pt',
  [
    ['tax_number', 'O CPF do usuário é 318.264.907-87.', 'documentos', ['CPF']],
    ['tax_number', 'O CNPJ do MEI da usuária é 48.273.916/0001-41, ela faz bolos por encomenda.', 'trabalho', ['MEI']],
    ['payment_key', 'A chave Pix aleatória do usuário é 7d2c9e14-3b8a-4f61-a5d2-9c0e7b3f1a48.', 'pagamentos', ['Pix']],
    ['payment_key', 'A chave Pix do usuário é o CPF dele: 482.739.165-37.', 'pagamentos', ['Pix']],
    ['bank_details', 'O usuário recebe o salário no Itaú, agência 0482, conta corrente 73916-5.', 'banco', ['Itaú']],
    ['local_phone', 'O zap do usuário é (21) 99738-4216, pode chamar a qualquer hora.', 'contato', ['WhatsApp']],
    ['home_address', 'O usuário mora na Rua Augusta, 1482, apto 73, Consolação, São Paulo – SP, CEP 01305-100.', 'endereço', ['São Paulo']],
    ['car_plate', 'A placa do carro do usuário é QTR4B27.', 'carro', ['carro']],
    ['local_pin', 'A senha de 4 dígitos do cartão de débito do usuário é 4827.', 'banco', ['cartão']],
    ['local_password', 'A senha do internet banking do Nubank da usuária é Roxinho#2024.', 'banco', ['Nubank']],
    ['wifi_key', 'A senha do wi-fi da casa do usuário é jabuticaba482.', 'casa', ['wi-fi']],
    ['regional_temporary', 'O usuário tá de ressaca hoje, todo quebrado, sem condições de nada.', 'saúde', ['ressaca']],
    ['regional_guess', 'O usuário deve se mudar pra Floripa ano que vem, mas nada certo ainda.', 'planos', ['Floripa']],
  ],
  [
    ['postcode_area', 'O usuário mora no bairro de Pinheiros, na zona oeste de São Paulo.', 'moradia', ['São Paulo']],
    ['transit_line', 'A usuária pega a linha 4-Amarela do metrô todo dia para o trabalho.', 'transporte', ['metrô']],
    ['school_year', 'O filho do usuário está no 9º ano do fundamental numa escola estadual.', 'família', ['escola']],
    ['local_price', 'O usuário acha um absurdo pagar R$ 12 num pingado na padaria.', 'café', ['padaria']],
    ['building_floor', 'O usuário mora no 15º andar de um prédio sem varanda.', 'moradia', ['apartamento']],
    ['public_holiday', 'O usuário viaja para Olinda todo Carnaval com os amigos.', 'feriados', ['Carnaval']],
    ['emergency_number', 'O usuário sabe que o SAMU é 192 e os bombeiros são 193.', 'segurança', ['emergência']],
    [
      'public_employer',
      'O usuário trabalha na Petrobras (CNPJ 33.000.167/0001-01) como engenheiro de petróleo.',
      'trabalho',
      ['Petrobras'],
    ],
    ['regional_preference', 'O usuário curte demais um forró pé de serra e acha massa dançar no fim de semana.', 'música', ['forró']],
    ['security_practice', 'A usuária nunca anota a senha do cartão e troca a cada seis meses.', 'banco', ['senha']],
    ['regional_routine', 'O usuário joga uma pelada toda quinta à noite com a galera do trabalho.', 'esporte', ['futebol']],
  ],
);
