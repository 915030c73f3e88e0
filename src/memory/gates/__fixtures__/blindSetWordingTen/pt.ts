import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    temporary_state: ['O usuário está muito cansado esta semana.', 'to doente, peguei uma gripe'],
    temporary_whereabouts: [
      'O usuário está viajando a trabalho em Recife até sexta.',
      'Estou ficando na casa dos meus pais por umas semanas.',
    ],
    temporary_diet: ['O usuário está de dieta e cortou o açúcar por enquanto.', 'A utilizadora não bebe álcool durante este mês.'],
    temporary_project: ['O usuário está reformando o banheiro no momento.', 'A usuária está escrevendo o TCC neste semestre.'],
    temporary_plan: ['O usuário vai a um show no sábado.'],
    speculation: ['O usuário provavelmente é canhoto.', 'Talvez a usuária se mude para Lisboa ano que vem.'],
    hearsay: ['Dizem que a empresa do usuário vai fechar.', 'Segundo a irmã dele, o usuário ronca muito.'],
    hedge: ['Acho que sou intolerante à lactose, mas não tenho certeza.', 'O usuário parece preferir chá.'],
  }),
  ...group('pt', 'accept', {
    habit: [
      'O usuário corre todas as manhãs antes do trabalho.',
      'Ligo pra minha avó todo domingo.',
      'A usuária vai de bicicleta para o trabalho todos os dias.',
    ],
    usual: [
      'O usuário costuma tomar chá verde em vez de café.',
      'Normalmente vou dormir por volta da meia-noite.',
      'O usuário sempre escolhe o assento da janela.',
    ],
    chronic_condition: ['O usuário tem asma desde criança.', 'A usuária tem diabetes tipo 1.'],
    profession_time: ['O usuário trabalha como enfermeiro no plantão noturno.', 'A usuária é meteorologista e faz previsões do tempo.'],
    dated_title: ['O filme favorito do usuário é "Antes do Amanhecer".', 'O usuário adora a música "Quem Sabe Isso Quer Dizer Amor".'],
    past_event: [
      'O usuário nasceu em Belo Horizonte em 1991.',
      'A usuária se mudou para Curitiba em 2019.',
      'O usuário fez intercâmbio de um ano no Canadá em 2013.',
    ],
  }),
];
