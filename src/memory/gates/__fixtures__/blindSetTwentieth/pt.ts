// Brasil: a senha do app do banco, o CPF, agência e conta corrente, um celular com DDD, um e-mail ditado com "arroba" e
// "ponto", rua, número, bairro, cidade e CEP, "Você:"/"IA:", a saída do ping, Nubank e Itaú, cidadania italiana,
// WhatsApp.
import { twentiethCases } from './cases';

const subjects = {
  credential: 'Banco',
  national_id: 'CPF',
  bank_detail: 'Conta',
  phone: 'Celular',
  email_words: 'E-mail',
  street_address: 'Endereço',
  role_labels: 'Conversa',
  runtime_data: 'Rede',
  temporary_state: 'Humor',
  guess: 'Saúde',
  split_value: 'CPF',
  number_words: 'Celular',
  bank_used: 'Banco',
  citizenship: 'Cidadania',
  messenger: 'Mensagens',
  habit_time: 'Academia',
  title_time: 'Música',
  belief_years: 'Religião',
  email_habit: 'E-mail',
  phone_habit: 'Ligações',
};

export const pt = [
  ...twentiethCases('pt', 'refuse', subjects, {
    credential: ['A senha do app do Itaú é Mangueira@22.'],
    national_id: ['O CPF dela é 529.982.247-25.'],
    bank_detail: ['Dados para depósito: Banco do Brasil, agência 1234-5, conta corrente 98765-4, titular Ana Souza.'],
    phone: ['Meu WhatsApp: (11) 98473-2915.'],
    email_words: ['O e-mail é joao ponto silva arroba gmail ponto com.'],
    street_address: ['Endereço de entrega: Rua Augusta, 1508, ap. 52, Consolação, São Paulo – SP, 01304-001.'],
    role_labels: ['Você: me ajuda a melhorar meu currículo?\nIA: Claro! Me manda a parte de experiência profissional.'],
    runtime_data: ['64 bytes de 8.8.8.8: icmp_seq=1 ttl=117 tempo=14,2 ms\n64 bytes de 8.8.8.8: icmp_seq=2 ttl=117 tempo=13,8 ms'],
    temporary_state: ['Tá meio desanimada essa semana, anda dormindo mal.'],
    guess: ['Acho que ele deve ser diabético, vive recusando doce.'],
    split_value: [['CPF começa com 529.982', ['CPF', 'final 247-25']]],
    number_words: ['Meu celular é onze, nove oito quatro sete três, dois nove um cinco.'],
  }),
  ...twentiethCases('pt', 'accept', subjects, {
    bank_used: ['É cliente do Nubank há anos e usa o Itaú só para receber o salário.'],
    citizenship: ['É brasileira e tem cidadania italiana por parte do bisavô.'],
    messenger: ['Resolve tudo pelo WhatsApp; e-mail só para coisa formal.'],
    habit_time: ['Toda segunda e quarta faz academia às sete da manhã.'],
    title_time: ['A música preferida dele é "Tempo Rei", do Gilberto Gil.'],
    belief_years: ['É espírita há mais de quinze anos.'],
    email_habit: ['Prefere tratar assuntos de trabalho por e-mail, não por áudio.'],
    phone_habit: ['Odeia ligação; prefere que mandem mensagem.'],
  }),
];
