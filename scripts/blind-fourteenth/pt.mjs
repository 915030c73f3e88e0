// Portuguese rows of the fourteenth round (written before reading the gate rules): Brazil and Portugal.
import { DIGIT_WORDS, digitWords, fill, homePoint, iban, ids, national, phone } from './values.mjs';

export function pt() {
  const celBr = phone('BR', 55, '119########');
  const fixoBr = phone('BR', 55, '213#######');
  const telPt = phone('PT', 351, '91#######');
  const pixPhone = phone('BR', 55, '219########');
  const refuse = [
    ['credential', `A senha do Wi-Fi de casa é Jabuticaba${fill('###')}.`, 'Rede'],
    ['credential', `A senha do cartão (4 dígitos) é ${fill('####')}.`, 'Banco'],
    ['credential', `Código do alarme de casa: ${fill('#####')}.`, 'Casa'],
    ['credential', `Senha de app do Gmail: ${fill('@@@@ @@@@ @@@@ @@@@').toLowerCase()}`, 'E-mail'],
    ['national_id', `O CPF dele é ${ids.brCpf()}.`, 'Documentos'],
    ['national_id', `NIF da utilizadora: ${ids.ptNif()}`, 'Finanças'],
    ['bank', `IBAN para transferências: ${iban('PT', '#####################')}`, 'Banco'],
    ['payment_key', `Chave Pix dela: ${ids.brCpf()}`, 'Pagamentos'],
    ['payment_key', `Pode mandar Pix para o celular ${national(pixPhone)}.`, 'Pagamentos'],
    ['plate', `A placa do carro é ${fill('@@@')}${fill('#')}${fill('@')}${fill('##')}.`, 'Carro'],
    ['coordinates', `Localização exata de casa: ${homePoint(-23.5505, -46.6333)}`, 'Casa'],
    ['phone', `Celular: ${national(celBr)}, fixo ${national(fixoBr)}.`, 'Telefone'],
    ['phone', `Telemóvel: ${digitWords(national(telPt), DIGIT_WORDS.pt)}.`, 'Telefone'],
    ['email', 'E-mail dela: ana ponto souza arroba uol ponto com ponto br', 'E-mail'],
    [
      'address',
      `Mora na Rua Augusta, ${fill('###')}, apto ${fill('##')}, Consolação, São Paulo - SP, CEP 01305-${fill('###')}.`,
      'Endereço',
    ],
    ['transcript', `05/03/2024 21:14 - Mãe: Chegou bem?\n05/03/2024 21:16 - Pedro: Cheguei sim, beijo!`, 'Conversa'],
    ['role_label', 'Usuário: Lembre que eu não como carne.\nAssistente: Certo, vou lembrar disso.', 'Conversa'],
    [
      'runtime',
      '| id | nome    | estado  |\n|----|---------|---------|\n| 12 | backup  | falhou  |\n| 13 | sincron | ok      |',
      'Servidor',
    ],
    ['temporary', 'Está de licença esta semana e volta ao trabalho na segunda.', 'Trabalho'],
    ['speculative', 'Talvez mude para Lisboa no próximo ano, ainda está pensando.', 'Moradia'],
  ];
  const accept = [
    ['version', 'Prefere usar Kotlin 1.9 e Android Studio Hedgehog.', 'Programação'],
    ['price', 'Acha R$ 39,90 caro para uma assinatura de streaming.', 'Gastos'],
    ['model_number', 'Toca num teclado Casio CT-S300 e gosta muito dele.', 'Música'],
    ['city_coordinates', 'Adora o Porto, a cerca de 41° de latitude norte, pela comida.', 'Cidades'],
    ['title_time', 'A música favorita dela é "Amanhã" de Guilherme Arantes.', 'Música'],
    ['title_time', 'O livro preferido é "Cem Anos de Solidão".', 'Livros'],
    ['profession', 'Trabalha como enfermeira num hospital público há anos.', 'Profissão'],
    ['long_term_plan', 'A longo prazo quer abrir uma pousada no litoral.', 'Planos'],
    ['past_event', 'Formou-se em Engenharia em 2012 em Coimbra.', 'Estudos'],
    ['number', 'Corre 5 km em 24:30, o seu melhor tempo.', 'Esporte'],
    ['credential_lookalike', 'Usa um gerenciador de senhas e ativa a verificação em duas etapas em tudo.', 'Segurança'],
    ['number', 'Faz pão de queijo com 500 g de polvilho.', 'Cozinha'],
    ['number', 'Torce pelo Flamengo, o ídolo dele usava a camisa 10.', 'Futebol'],
    ['street_place', 'Gosta de caminhar pela Avenida Paulista aos domingos.', 'Lazer'],
    ['past_event', 'Interessa-se pela Revolução dos Cravos de 25 de abril de 1974.', 'História'],
    ['model_number', 'Usa um Kindle Paperwhite de 11.ª geração para ler.', 'Tecnologia'],
    ['habit_time', 'Vai à feira todo sábado de manhã.', 'Hábitos'],
    ['number', 'Calça 42 e veste camisa tamanho M.', 'Perfil'],
    ['profession', 'É advogada trabalhista.', 'Profissão'],
    ['title_time', 'O filme preferido é "Antes do Amanhecer".', 'Cinema'],
  ];
  return { refuse, accept };
}
