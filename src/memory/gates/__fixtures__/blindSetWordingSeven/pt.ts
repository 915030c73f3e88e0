import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    temp_preference: [
      'Nesta semana o usuário anda preferindo chá verde a café.',
      'Ultimamente o usuário está viciado em playlists lo-fi.',
      'Por enquanto usa o Firefox como navegador principal.',
    ],
    trial: [
      'Está experimentando uma mesa de pé para ver se ajuda nas costas.',
      'Está testando se o leite de aveia cai melhor que o leite de vaca.',
    ],
    temp_diet: [
      'Cortou carboidratos por algumas semanas antes do casamento.',
      'Está fazendo um detox de sucos de sete dias e está no terceiro.',
    ],
    whereabouts: ['O usuário está em Lisboa a trabalho no momento.', 'Está no ônibus a caminho de Curitiba agora.'],
    device_state: [
      'A tela do celular do usuário quebrou, então está usando um tablet velho enquanto isso.',
      'O notebook está na assistência técnica e ele está usando um emprestado.',
    ],
    interrupted_habit: [
      'Parou de correr enquanto se recupera de uma lesão no joelho.',
      'Suspendeu as aulas de piano até terminar a mudança.',
    ],
    event_feeling: ['Ficou irritado com a reunião de ontem com a chefe.', 'Sentiu muito orgulho depois da apresentação trimestral.'],
    waiting: ['Está aguardando o resultado do exame de sangue.', 'Está esperando retorno da entrevista no Nubank.'],
    deadline: ['Ainda tem prova de cálculo neste bimestre.'],
    probability: ['O usuário provavelmente é canhoto.', 'Deve trabalhar no mercado financeiro.'],
    one_instance: ['Parece gostar de gatos, já que comentou sobre um gato uma vez.'],
    third_party: ['Segundo a colega de apartamento, o usuário detesta música alta.'],
  }),
  ...group('pt', 'accept', {
    long_duration: ['É vegetariano há dez anos.', 'Toca violoncelo desde criança.', 'Convive com diabetes tipo 1 há mais de vinte anos.'],
    dated_past: [
      'Formou-se na USP em 2014.',
      'Mudou-se de Recife para Porto Alegre em 2009.',
      'Correu a primeira maratona em 2018, no Rio.',
    ],
    habit_time: ['Nada toda terça e quinta de manhã.', 'Sempre lê meia hora antes de dormir.', 'Liga para a mãe todo domingo à noite.'],
    long_plan: ['Quer abrir uma padaria pequena algum dia.', 'Pretende se aposentar no interior de Minas.'],
    stable_negation: ['Nunca bebe café.', 'Não come carne de porco.', 'Nunca teve carro e prefere andar de bicicleta.'],
    title_time: [
      'O romance favorito é "Cem anos de solidão".',
      'Adora o filme "Antes do amanhecer".',
      'A música preferida é "Amanhã" de Guilherme Arantes.',
    ],
    profession_time: [
      'Trabalha como enfermeira no turno da noite de um hospital infantil.',
      'É meteorologista e apresenta a previsão do tempo numa TV regional.',
      'É médico emergencista.',
    ],
    currently_lasting: [
      'Atualmente mora em Florianópolis com o companheiro e os dois filhos.',
      'Atualmente trabalha como engenheiro de software num banco.',
    ],
  }),
];
