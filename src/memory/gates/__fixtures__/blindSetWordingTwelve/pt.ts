import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    chat_now: ['tá sem grana agora, só depois do salário', 'O usuário tá enrolado com mudança esses dias.'],
    negated_state: ['O usuário não anda dormindo bem.', 'não come quase nada desde segunda'],
    intention: ['O usuário talvez troque para o Linux.', 'Se o visto sair, a usuária pensa em se mudar para Portugal.'],
    reported: ['A usuária disse agora há pouco que está exausta.', 'Segundo o usuário, ele está com dor de cabeça hoje.'],
    impression: ['Parece que o usuário está esgotado.', 'O usuário passa a impressão de estar insatisfeito com o emprego novo.'],
    event_bound: ['Até a prova de sexta, não sai de casa.', 'Não pode dirigir até tirar o gesso.'],
    outage: ['Sem água quente na casa do usuário.', 'Sem internet em casa, o usuário tá usando o 4G.', 'A usuária está sem luz.'],
  }),
  ...group('pt', 'accept', {
    colloquial_taste: ['Odeia coentro, sempre odiou.', 'Curte muito pagode dos anos 90.', 'O usuário ama açaí.'],
    chronic: ['O usuário tem diabetes tipo 1 há vinte anos.', 'A usuária convive com enxaqueca crônica.'],
    weekday_routine: ['Toda terça o usuário vai ao coral.', 'A usuária faz home office às sextas.'],
    year_plan: ['O usuário planeja morar no Canadá em 2029.', 'Quer fazer intercâmbio em 2028.'],
    title_name: ['Música favorita: "Hoje" de Taiguara.', 'O canal do usuário se chama "Segunda-feira Triste".'],
    deadline_project: [
      'A usuária está escrevendo a tese de doutorado, com defesa prevista para 2028.',
      'Projeto de longo prazo: reformar um sítio, previsão de término em 2029.',
    ],
    self_trait: ['Sou uma pessoa matinal.', 'O usuário se descreve como muito tímido.'],
  }),
];
