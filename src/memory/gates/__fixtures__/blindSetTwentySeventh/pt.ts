// Português (Brasil e Portugal): Smiles, cartão Continente, localizador, fechadura do Airbnb, carteirinha da Unimed,
// número de utente, prontuário, matrícula e crachá, portal do aluno, endereço Solana, corretora, PicPay, Riot ID, IMEI,
// instalação da Enel, armário de retirada e academia com os seus valores; do outro lado, os mesmos serviços como factos
// duradouros.
import { twentySeventhCases } from './cases';

export const pt = twentySeventhCases(
  'pt',
  [
    ['loyalty_number', 'O número Smiles do usuário é 482739165.', 'viagens', ['GOL']],
    ['loyalty_number', 'O cartão Continente da utilizadora tem o número 2480 4827 3916.', 'compras', ['Continente']],
    ['booking_code', 'O localizador da reserva da LATAM do usuário é QKX7TM.', 'viagens', ['LATAM']],
    ['door_code', 'A senha da fechadura do Airbnb do usuário em Florianópolis é 4827.', 'viagens', ['Airbnb']],
    ['health_member', 'O número da carteirinha da Unimed da usuária é 0032 4827 3916 5027 1.', 'saúde', ['Unimed']],
    ['health_member', 'O número de utente do SNS do utilizador é 482739165.', 'saúde', ['SNS']],
    ['patient_number', 'O número do prontuário do usuário no Hospital Albert Einstein é 2048273.', 'saúde', ['hospital']],
    ['school_work_number', 'A matrícula da usuária na USP é 11482739.', 'estudos', ['USP']],
    ['school_work_number', 'O crachá do usuário na Embraer tem o número 482739.', 'trabalho', ['Embraer']],
    ['portal_login', 'O usuário entra no portal do aluno com o login rsilva22 e a senha Ipe#2024.', 'estudos', ['portal']],
    ['crypto_address', 'O endereço Solana da usuária é ETyTYaVtgvWFxSNvbpMW6DRchbetC8jEZ5HL3oJcRvzE.', 'cripto', ['Solana']],
    ['exchange_account', 'O número da conta da usuária na corretora XP é 4827391.', 'investimentos', ['XP']],
    ['payment_handle', 'Os amigos pagam o usuário pelo PicPay em @rafael.souza27.', 'pagamentos', ['PicPay']],
    ['gamer_code', 'A Riot ID do usuário é TucanoVerde#4827.', 'jogos', ['Valorant']],
    ['device_serial', 'O IMEI do celular Motorola da usuária é 352906117891111.', 'celular', ['Motorola']],
    ['utility_number', 'O número da instalação da Enel na casa do usuário é 48273916.', 'casa', ['Enel']],
    ['membership_number', 'A matrícula do usuário na Smart Fit é 20482739.', 'academia', ['Smart Fit']],
  ],
  [
    ['loyalty_practice', 'O usuário voa pela GOL e acumula milhas no Smiles.', 'viagens', ['GOL']],
    ['loyalty_practice', 'A utilizadora usa o cartão Continente em todas as compras do supermercado.', 'compras', ['Continente']],
    ['public_route', 'O usuário pega toda segunda o voo G3 1004 de Congonhas para o Santos Dumont.', 'viagens', ['voos']],
    ['health_practice', 'A usuária tem plano de saúde da Unimed pela empresa.', 'saúde', ['Unimed']],
    ['school_work_practice', 'O usuário guarda o acesso ao portal do aluno num gerenciador de senhas.', 'estudos', ['segurança']],
    ['crypto_practice', 'O usuário guarda seus bitcoins numa carteira fria da Trezor.', 'cripto', ['bitcoin']],
    ['payment_practice', 'A usuária prefere pagar tudo com Pix.', 'pagamentos', ['Pix']],
    ['gaming_practice', 'O usuário joga Free Fire no celular com os primos.', 'jogos', ['Free Fire']],
    ['product_model', 'A geladeira da usuária é uma Brastemp BRM44.', 'casa', ['Brastemp']],
    ['service_hours', 'A academia do usuário funciona 24 horas, e ele treina às 5 da manhã.', 'academia', ['treino']],
    ['id_kind_name', 'A usuária sabe a diferença entre o CPF e o RG.', 'documentos', ['documentos']],
    ['service_preference', 'O usuário prefere retirar encomendas nos lockers da Amazon.', 'encomendas', ['Amazon']],
  ],
);
