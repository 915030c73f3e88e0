// Brasil: uma conversa exportada do WhatsApp, um encadeamento do Outlook, um SMS do Nubank, uma legenda .srt, o chat da
// Vivo, um log de aplicação, a saída do vite build e uma resposta de API de pagamento.
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: 'Família',
  email_chain: 'Trabalho',
  sms_code: 'Banco',
  transcript: 'Filmes',
  support_chat: 'Internet',
  log_lines: 'Servidor',
  terminal_output: 'Build',
  api_json: 'Pagamento',
  messenger_choice: 'Mensagens',
  export_habit: 'Backup',
  commit_language: 'Git',
  subtitles: 'Filmes',
  keyboard: 'Teclado',
  quoted_line: 'Filmes',
  format_instruction: 'Respostas',
  oncall_job: 'Trabalho',
};

export const pt = [
  ...nineteenthCases('pt', 'refuse', subjects, {
    chat_export: [
      'Conversa exportada do WhatsApp: 14/03/2026 21:14 - Mãe: Vem almoçar domingo? 14/03/2026 21:16 - Rafael: Vou sim, lá pelas 13h.',
    ],
    email_chain: [
      'De: Fernanda Souza <fernanda.souza@vertice.com.br>\nEnviado: terça-feira, 3 de março de 2026 16:12\nPara: Rafael Lima\nAssunto: RES: Proposta 2º trimestre\nRafael, consegue confirmar até sexta?',
    ],
    sms_code: ['SMS encaminhado: "NUBANK: Seu código de verificação é 482913. Não compartilhe com ninguém."'],
    transcript: ['Legenda copiada: 00:14:32,400 --> 00:14:35,100 [JOÃO] Eu te disse que ia chover. [MARIA] Você sempre diz isso.'],
    support_chat: [
      'Atendimento da Vivo pelo chat: Atendente Camila: Olá! Verifiquei uma instabilidade na sua região. Você: Até quando? Atendente Camila: Previsão de normalização às 18h30.',
    ],
    log_lines: ['[14/03/2026 02:17:45] ERRO: Falha ao conectar ao banco "vendas": tempo limite esgotado'],
    terminal_output: [
      '> app@1.0.0 build\n> vite build\nvite v5.2.0 building for production...\n✓ 412 modules transformed.\nerror during build: Could not resolve "./componentes/Cabecalho"',
    ],
    api_json: ['{"status":"RECUSADO","mensagem":"Saldo insuficiente","valor":"R$ 149,90","data":"14/03/2026"}'],
  }),
  ...nineteenthCases('pt', 'accept', subjects, {
    messenger_choice: ['Prefere Telegram ao WhatsApp para grupos grandes.'],
    export_habit: ['Exporta as conversas do WhatsApp todo mês como backup.'],
    commit_language: ['Escreve as mensagens de commit em inglês.'],
    subtitles: ['Sempre assiste filmes com legenda, nunca dublado.'],
    keyboard: ['Usa teclado ABNT2 e não se adapta ao padrão americano.'],
    quoted_line: ['A fala de filme favorita dele é "Que a Força esteja com você".'],
    format_instruction: ['Quer que os logs nas respostas venham sempre em bloco de código, com as datas no formato dia/mês/ano.'],
    oncall_job: ['Trabalha como SRE e fica de sobreaviso uma semana a cada quatro.'],
  }),
];
