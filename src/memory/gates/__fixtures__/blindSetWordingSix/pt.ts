import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const pt: readonly BlindCase[] = [
  ...grouped('pt', 'refuse', {
    relative_day: [
      'O usuário tem uma entrevista de emprego depois de amanhã.',
      'A usuária mal pregou o olho ontem à noite.',
      'O usuário vai fazer o jantar pros sogros hoje à noite.',
    ],
    bounded_future: [
      'O usuário vai trabalhar no escritório de Campinas pelas próximas duas semanas.',
      'Até o fim do semestre, a usuária cortou o café.',
    ],
    in_progress: [
      'O usuário está no meio de uma mudança.',
      'A usuária está arrumando as malas para a viagem.',
      'O utilizador está a preencher a declaração de IRS.',
    ],
    slang_state: ['O usuário está morto de cansaço, só o pó.', 'A usuária está na bad hoje.'],
    assistant_guess: [
      'O usuário provavelmente é doutorando.',
      'Pelas perguntas, a usuária parece trabalhar com finanças.',
      'Tudo indica que o usuário tem filhos.',
    ],
    one_remark: [
      'Como comentou que o trajeto é longo, o usuário deve morar na periferia.',
      'A usuária perguntou sobre vistos, então deve estar pensando em emigrar.',
    ],
    modal_possibility: ['Pode ser que o usuário seja alérgico a gatos.', 'A usuária talvez tenha mudado de emprego recentemente.'],
    wish_question: ['O usuário está na dúvida se pede demissão.'],
    temp_location: [
      'O usuário está hospedado num hotel perto do Anhembi esta semana.',
      'A usuária está passando o feriado na casa dos pais em Recife.',
    ],
    temp_work: ['O usuário está de plantão neste fim de semana.'],
    one_off_buy: ['A usuária acabou de comprar uma bicicleta usada por 300 reais na OLX.'],
  }),
  ...grouped('pt', 'accept', {
    habit_same_words: [
      'Às sextas o usuário costuma estar cansado depois do trabalho e prefere uma noite tranquila.',
      'A usuária visita os pais a cada dois domingos.',
      'O usuário lê meia hora toda noite antes de dormir.',
      'A usuária trabalha de casa às segundas e quintas.',
    ],
    lasting_condition: [
      'O usuário é celíaco e não pode comer glúten.',
      'A usuária tem alergia grave a picada de abelha.',
      'O usuário sofre de enxaqueca crônica desde a adolescência.',
    ],
    time_preference: [
      'A usuária prefere marcar as ligações antes do almoço.',
      'O usuário quer receber os lembretes na noite anterior, e não no mesmo dia.',
      'A usuária prefere malhar tarde da noite.',
    ],
    dated_past: [
      'O usuário se mudou para Lyon em 2019.',
      'A usuária concluiu o doutorado em química em 2016.',
      'Quando criança, o usuário morou três anos em Seul.',
    ],
    life_plan: [
      'O usuário pretende se aposentar em Portugal.',
      'A usuária está juntando dinheiro para um dia comprar uma casa no interior.',
    ],
    title_quote: [
      'O romance favorito do usuário é "Cem Anos de Solidão".',
      'A usuária adora a música "Amanhã", do Guilherme Arantes.',
      'O lema do usuário é "Não deixe para amanhã o que se pode fazer hoje".',
    ],
    lasting_work: [
      'A usuária é enfermeira de UTI e trabalha no turno da noite.',
      'O usuário é técnico de TI num hospital e faz plantões em escala.',
    ],
    for_years_since: ['O usuário mora no mesmo apartamento há mais de dez anos.', 'A usuária é vegetariana desde 2012.'],
  }),
];
