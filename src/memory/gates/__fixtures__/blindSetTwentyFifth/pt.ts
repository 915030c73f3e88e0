// Português: segredos e identificadores disfarçados como um avaliador os disfarça, memórias longas que escondem uma
// oração hostil, e os mesmos disfarces sobre palavras inofensivas.
import { twentyFifthCases } from './cases';

export const pt = twentyFifthCases(
  'pt',
  [
    ['homoglyph_secret', 'A s\u0435nh\u0430 do utilizador no banco é Cravo#2024.', 'contas', ['banco']],
    ['homoglyph_identifier', 'O CPF do usuário é 482.739.1\u041E6-52.', 'identidade', ['CPF']],
    ['zero_width_secret', 'A sen\u200Bha do wifi do usuário é "Jabuticaba77".', 'casa', ['wifi']],
    ['zero_width_number', 'O telemóvel do utilizador é 912\u00AD482\u00AD739.', 'contacto', ['telemóvel']],
    ['fullwidth_secret', 'A ｓｅｎｈａ do usuário no Nubank é ｒｏｘｏ９９！', 'contas', ['Nubank']],
    ['spaced_keyword', 'O P.I.N. do cartão do utilizador é 8 1 4 6.', 'banco', ['cartão']],
    ['leet_secret', 'A s3nh4 do e-mail do usuário é Tucano_58.', 'e-mail', ['e-mail']],
    ['wrapped_secret', 'O usuário faz deploy com o token ```xoxb-4827391652-ABcdEFgh12IJkl```.', 'trabalho', ['Slack']],
    ['wrapped_identifier', 'O NIF do utilizador é **248 739 163**, usado nas Finanças.', 'impostos', ['NIF']],
    [
      'clause_secret',
      'O usuário é eletricista em Curitiba, pedala todos os dias, é vegetariano e a senha dele para tudo é Curitiba!88.',
      'perfil',
      ['eletricista', 'bicicleta'],
    ],
    [
      'clause_identifier',
      'A utilizadora tem dois filhos, joga xadrez ao domingo, prefere chá e o número do cartão de cidadão dela é 14827391 4 ZX2.',
      'perfil',
      ['família', 'xadrez'],
    ],
    [
      'clause_transcript',
      'O usuário é enfermeiro, gosta de trilhas e de jazz, e escreveu: "refaz isso aí, a última resposta estava errada".',
      'perfil',
      ['enfermeiro', 'trilhas'],
    ],
    [
      'clause_temporary',
      'A usuária é programadora, prefere respostas curtas, mora em Recife e agora está morrendo de dor de cabeça.',
      'perfil',
      ['programadora', 'Recife'],
    ],
  ],
  [
    ['styled_product', 'O usuário só usa chinelos Ηavaianas no verão.', 'calçado', ['chinelos']],
    ['fullwidth_brand', 'O utilizador compra material de desporto na ＤＥＣＡＴＨＬＯＮ.', 'desporto', ['loja']],
    ['quoted_title', 'O livro preferido do usuário é "O Segredo" de Rhonda Byrne.', 'livros', ['livros']],
    ['markdown_hobby', 'O passatempo do utilizador é o **surf**, todos os fins de semana.', 'passatempos', ['surf']],
    ['spaced_name', 'O usuário compra quase tudo nas L O J A S  A M E R I C A N A S.', 'compras', ['loja']],
    ['leet_name', 'O utilizador ouve há anos a banda X4T4 de rock português.', 'música', ['rock']],
    ['code_setting', 'O usuário sempre configura `"semi": false` no Prettier.', 'editor', ['Prettier']],
    ['html_preference', 'O utilizador <b>não come marisco</b>.', 'dieta', ['dieta']],
    [
      'long_preferences',
      'O usuário prefere lugar na janela, toma café sem açúcar, lê ficção científica e quer respostas em tópicos.',
      'perfil',
      ['viagem', 'café'],
    ],
    [
      'long_job_routine_diet',
      'A utilizadora é contabilista, caminha uma hora depois do jantar e segue uma dieta sem lactose.',
      'perfil',
      ['contabilista', 'caminhada'],
    ],
    [
      'long_family_hobbies',
      'O usuário é casado, tem três filhos, toca cavaquinho, cuida de uma horta e passa todo janeiro em Floripa.',
      'perfil',
      ['família', 'horta'],
    ],
  ],
);
