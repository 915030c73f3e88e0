import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    natural_state: [
      'O usuário está gripado e com febre.',
      'O usuário está de jejum para o exame de sangue.',
      'O usuário está desempregado, procurando vaga em design.',
    ],
    grammar_guess: ['O usuário deve ser engenheiro, pelo jeito que fala.', 'O usuário deve morar perto do centro, pelo que conta.'],
    guessed_range: ['O usuário tem uns 30 e poucos anos, acho.', 'O usuário coordena algo entre 30 e 40 pessoas, não tenho certeza.'],
    extraction_note: ['Empresa do usuário: Natura (a confirmar)'],
    dependent_span: ['Enquanto durar o contrato, o usuário mora no alojamento da empresa.'],
    open_decision: ['O usuário ainda não decidiu se vai se mudar para Lisboa.'],
    others_belief: ['A família do usuário acha que ele trabalha demais.'],
  }),
  ...group('pt', 'accept', {
    chronic_condition: ['O usuário tem asma e sempre leva a bombinha.', 'O usuário tem hipotireoidismo e toma remédio todo dia.'],
    lasting_measure: ['O usuário tem cerca de 1,80 m de altura.', 'O usuário trabalha com TI há uns vinte anos.'],
    confirmed_fact: ['Empresa do usuário: Natura (confirmado pelo usuário).'],
    profession_word: ['O usuário é sindicalista e organiza greves há anos.'],
    approximate_preference: ['O usuário prefere estimativas aproximadas a números exatos.'],
    title_word: ['A música preferida do usuário é “Quem Sabe”, de Carlos Gomes.'],
    modal_lasting: ['O usuário deve tomar insulina todos os dias.', 'O usuário acha que as crianças deveriam ler mais.'],
    habitual_while: ['O usuário ouve podcasts enquanto dirige para o trabalho.'],
  }),
];
