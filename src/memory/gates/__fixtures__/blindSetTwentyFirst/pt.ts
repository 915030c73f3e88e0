// Portugal: "pass" do router dentro de uma frase longa, NIF com pontos, telemóvel com emoji, "(arroba)" e "(ponto)", um
// IBAN sem espaços numa tabela, morada do Porto, utilizador e assistente com emoji, resposta de uma API, registo
// coloquial; factos duradouros escritos da mesma maneira.
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'Router',
  national_id: 'NIF',
  phone: 'Telemóvel',
  email: 'Email',
  bank_detail: 'IBAN',
  street_address: 'Morada',
  role_labels: 'Conversa',
  runtime_data: 'Pagamentos',
  temporary_state: 'Estado',
  guess: 'Saúde',
  romanised: 'Comida',
  fullwidth_year: 'Residência',
  markdown_list: 'Passatempos',
  loanword_job: 'Trabalho',
  long_number: 'Viagens',
  emoji_bullets: 'Gostos',
  label_no_value: 'Segurança',
  odd_spacing: 'Comunicação',
};

export const pt = [
  ...twentyFirstCases('pt', 'refuse', subjects, {
    credential: [
      'Sempre foi pessoa de casa e gosta de tudo organizado, tanto que a pass do router (Sardinha_88) está colada atrás da porta da cozinha.',
    ],
    national_id: ['NIF: 240.356.993'],
    phone: ['📞 912 483 726 (só depois das 18h)'],
    email: ['email: rita.sousa(arroba)sapo(ponto)pt'],
    bank_detail: ['| Banco | IBAN |\n|---|---|\n| CGD | PT50003504170002718365909 |'],
    street_address: ['Morada: R. de Santa Catarina, 312, 3.º Esq., 4000-447 Porto'],
    role_labels: ['👤 Utilizador: como se faz arroz de pato?\n🤖 Assistente: Primeiro coze-se o pato com chouriço…'],
    runtime_data: ['resposta da API: {"estado":"recusado","codigo":"E402","mensagem":"saldo insuficiente"}'],
    temporary_state: ['Hoje estou de rastos, nem consigo pensar direito.'],
    guess: ['Se calhar é celíaco, não tenho a certeza.'],
  }),
  ...twentyFirstCases('pt', 'accept', subjects, {
    romanised: ['Adora comida japonesa, sobretudo gyoza e okonomiyaki.'],
    fullwidth_year: ['Mora em Lisboa desde ２００７.'],
    markdown_list: ['**Passatempos**\n1. surf na Ericeira\n2. fado ao vivo\n3. restauro de azulejos'],
    loanword_job: ['Trabalha como data scientist numa startup do Porto.'],
    long_number: ['Já fez o Caminho de Santiago 3 vezes, a última em 2022, percorrendo cerca de 240 km a pé em 10 dias.'],
    emoji_bullets: ['☕ bica sem açúcar · 🥐 pastel de nata ao domingo · 🍷 vinho verde no verão'],
    label_no_value: ['Nunca guarda palavras-passe no browser; usa sempre o Bitwarden.'],
    odd_spacing: ['Prefere\u00a0mensagens\u00a0escritas a chamadas.'],
  }),
];
