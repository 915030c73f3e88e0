import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    mood: ['O usuário está muito estressado hoje.', 'to meio triste esses dias'],
    illness: ['A usuária está com dengue desde sexta.', 'Machucou o joelho e no momento não pode correr.'],
    travel_now: ['O usuário está viajando a trabalho em Recife esta semana.', 'estou em Lisboa ate o dia 10'],
    week_plan: ['No sábado o usuário vai ao casamento da prima.', 'Vai ao dentista na quinta.'],
    waiting: ['O usuário está aguardando a resposta da entrevista de emprego.'],
    trial: ['A usuária está testando o Linux por algumas semanas.', 'experimentando dieta cetogenica esse mes'],
    short_situation: ['A internet da casa do usuário está fora do ar há dois dias.'],
    guess: ['O usuário provavelmente é estudante de direito.', 'talvez more no Rio?'],
    inferred_trait: ['O usuário parece ser bem perfeccionista.'],
  }),
  ...group('pt', 'accept', {
    lasting_preference: ['O usuário prefere café sem açúcar.', 'Eu odeio coentro.'],
    habit: ['O usuário faz backup dos arquivos toda sexta-feira.', 'Anota tudo num caderno.'],
    fact: ['A usuária é dentista e mora em Curitiba.', 'O usuário tem uma filha nascida em 2017.'],
    long_project: [
      'O usuário desenvolve há quatro anos um app de finanças pessoais.',
      'Projeto: livro sobre a história da família, em andamento desde 2019.',
    ],
    allergy: ['O usuário tem alergia a camarão.', 'Alérgica a dipirona.'],
    routine: ['O usuário vai à academia todos os dias às 6h.', 'Todo domingo eu almoço com minha avó.'],
    dated_title: ['Filme preferido: "Antes do Pôr do Sol".', 'A usuária adora a música "Amanhã" de Guilherme Arantes.'],
    future_plan: ['O usuário vai continuar morando em Portugal definitivamente.'],
  }),
];
