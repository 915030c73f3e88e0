import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    mood_now: [
      'O usuário está ansioso com a prova de amanhã.',
      'Hoje está de mau humor.',
      'Está exausta depois do plantão.',
      'A usuária anda meio triste.',
      'Tá irritado com o chefe agora.',
    ],
    craving: ['Hoje à noite está com vontade de comer pizza.', 'Agora está com desejo de brigadeiro.'],
    guess: [
      'Parece ser introvertido.',
      'Pelas perguntas, provavelmente é estudante.',
      'O usuário deve ter filhos.',
      'Pelo visto mora sozinho.',
      'Aparentemente é vegetariana.',
    ],
    hedged_health: [
      'Acho que talvez eu seja intolerante à lactose.',
      'O usuário desconfia que pode ter rinite alérgica.',
      'Talvez tenha enxaqueca.',
    ],
  }),
  ...group('pt', 'accept', {
    lasting_feeling: [
      'Tem medo de altura.',
      'Fica sempre ansioso em aviões.',
      'Se sente em casa em Lisboa.',
      'A usuária tem pavor de baratas.',
    ],
    taste: ['Odeia coentro.', 'Adora jazz.', 'Não suporta filmes de terror.'],
    stated_trait: ['Sou introvertida.', 'O usuário é enfermeiro.', 'Mora sozinho com dois gatos.'],
    diagnosed: [
      'Fui diagnosticado com intolerância à lactose.',
      'Tem asma e sempre carrega a bombinha.',
      'A usuária foi diagnosticada com diabetes tipo 2.',
    ],
    title: ['O romance preferido é "Bonjour tristesse", de Sagan.', 'A música de karaokê dela é "Happy", do Pharrell Williams.'],
  }),
];
