import { group } from './cases';

export const PT = [
  ...group('pt', 'accept', {
    long_pursuit: ['Estuda violoncelo há dez anos.', 'Estou criando meus dois filhos sozinha.'],
    nowadays_state: ['Atualmente trabalha como professor em Curitiba.', 'Hoje em dia moro em Lisboa.'],
    moment_taste: ['Detesta segunda-feira de manhã.', 'Adoro um domingo tranquilo em casa.'],
    other_sense: ['Sempre faz as coisas do jeito certo.', 'Gosto desse tipo de café, bem forte e sem açúcar.'],
    never_time: ['Nunca gostou do verão.', 'Não gosto das noites de sexta na balada.'],
    clock_routine: ['Nada todas as manhãs às 6h30.', 'Faço a feira todo sábado às 8h.'],
    time_name: ['Trabalha na redação do Jornal Hoje.', 'Sou torcedor do XV de Novembro de Piracicaba.'],
    lasting_body: ['É diabético tipo 1.', 'Tomo anticoagulante para o resto da vida.'],
  }),
  ...group('pt', 'refuse', {
    control_now: [
      'Hoje está trabalhando de casa.',
      'Estou morta de cansaço agora.',
      'Esta semana está sem açúcar.',
      'Estou passando uns dias na casa da minha irmã.',
    ],
  }),
];
