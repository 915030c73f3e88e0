import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const pt: readonly BlindCase[] = [
  ...grouped('pt', 'refuse', {
    now_state: ['O usuário está no aeroporto agora.', 'O usuário está preso no trânsito a caminho de casa.'],
    near_plan: [
      'O usuário viaja para Lisboa na próxima terça.',
      'O usuário tem consulta no dentista na sexta.',
      'O usuário vai buscar o carro novo depois do almoço.',
    ],
    mood_illness: ['O usuário está bem pra baixo hoje à noite.', 'O usuário está de cama com gripe.', 'O usuário está de ressaca.'],
    one_off: [
      'O usuário perdeu o último trem e pegou um táxi.',
      'O usuário derramou café no notebook hoje de manhã.',
      'O usuário ganhou o sorteio na festa da firma.',
    ],
    guess_hearsay: [
      'O usuário seria enfermeiro, pelo que conta dos plantões.',
      'Segundo um colega, o usuário vai se mudar para São Paulo.',
      'Talvez o usuário seja vegetariano.',
    ],
    ends_with_event: [
      'O usuário está na casa de um amigo até o apartamento ficar pronto.',
      'O usuário anda de muletas até tirar o gesso.',
      'O usuário vive no meio das caixas até a mudança chegar.',
    ],
    chat: ['usuario na academia kkkk', 'usuario mto cansado agr 😴', 'usuario amanha dorme na casa da mae'],
    trailing_hedge: ['O usuário trabalha num banco, acho eu.', 'O usuário tem duas irmãs, se não me engano.'],
  }),
  ...grouped('pt', 'accept', {
    habit_time: [
      'O usuário corre todas as manhãs antes do trabalho.',
      'O usuário sempre toma chá depois do jantar.',
      'O usuário lê uma hora toda noite.',
    ],
    past_dated: [
      'O usuário se formou em 2015.',
      'O usuário emigrou para o Canadá em março de 2018.',
      'O usuário se casou em junho do ano passado.',
    ],
    lasting_condition: ['O usuário tem diabetes tipo 1.', 'O usuário é daltônico.', 'O usuário é alérgico a penicilina.'],
    time_preference: [
      'O usuário prefere que as reuniões sejam de manhã.',
      'O usuário gostaria de receber os lembretes aos domingos à noite.',
      'O usuário não quer notificações depois das 22h.',
    ],
    title_name: ['O filme favorito do usuário é "Antes do Amanhecer".', 'O usuário toca guitarra numa banda chamada "Amanhã Cedo".'],
    quoted: ['O lema do usuário é "viva o hoje".', 'A música favorita do usuário é "Ontem".'],
    for_years: ['O usuário é vegetariano há anos.', 'O usuário trabalha como enfermeiro há doze anos.'],
    since_year: ['O usuário mora em Oslo desde 2019.', 'O usuário joga xadrez desde criança.'],
    recurring_day: ['O usuário joga futebol toda quinta-feira.', 'O usuário liga para a mãe aos domingos.'],
  }),
];
