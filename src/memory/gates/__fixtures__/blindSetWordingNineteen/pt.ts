import { group } from './cases';

export const PT = [
  ...group('pt', 'refuse', {
    media_now: [
      'Está lendo um romance do Saramago no momento.',
      'Está viciada numa série de suspense esta semana.',
      'Ando ouvindo o novo álbum da Marisa Monte sem parar.',
      'Está maratonando um dorama coreano.',
    ],
    hobby_now: ['Está fazendo uma aula de cerâmica neste semestre.', 'Vai testar uma receita nova hoje à noite.'],
    progress_now: ['Está com uma sequência de 12 dias no aplicativo de idiomas.', 'Tem um livro da biblioteca para devolver na sexta.'],
  }),
  ...group('pt', 'accept', {
    lasting_media: ['O autor favorito dele é Machado de Assis.', 'Sempre gostou de jazz bebop.', 'Já leu todos os romances do Murakami.'],
    lasting_hobby: ['Joga xadrez aos domingos.', 'Toca violoncelo desde os sete anos.', 'Coleciona discos de vinil.'],
    lasting_habit: ['Assiste a todas as corridas de Fórmula 1.', 'Lê antes de dormir.'],
  }),
];
