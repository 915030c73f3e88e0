// Follow-up cases of the twenty-fifth round, written after the rules of heldBeliefs.ts (a German faith, a first-person
// hedge over a lifelong trait, an opinion marker over a judgement of things), the doubt words in names of titles.ts and
// the quoted names before a particle, the assistant's guesses of volatileAssistantGuess.ts and the "may be" of
// volatileSuspicion.ts: other wordings of each class, to accept, and guesses of the moment to refuse.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const LASTING_TWENTY_FIVE_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'accept', {
    hedged_taste: ["I suppose I'll always be a night owl."],
    firm_opinion: ['I think vinyl sounds better than streaming.'],
  }),
  ...group('en', 'refuse', { control_guess: ['The AI infers that the user works in finance.'] }),
  ...group('zh-Hans', 'accept', { hedged_taste: ['我估计这辈子都戒不掉咖啡。'] }),
  ...group('zh-Hans', 'refuse', { control_guess: ['模型推测用户最近在找工作。'] }),
  ...group('ja', 'accept', {
    hedged_taste: ['私はおそらく昔から夜型だ。'],
    firm_opinion: ['私は紙の本の方がいいと思う。'],
  }),
  ...group('ko', 'accept', { doubt_name: ['나는 ‘어쩌면’이라는 이름의 서점을 자주 간다.'] }),
  ...group('de', 'accept', {
    faith: ['Ich glaube an die Wiedergeburt.'],
    firm_opinion: ['Ich denke, Linux ist besser als Windows.'],
    doubt_name: ['Geht seit Jahren in die Bar Vielleicht Später.'],
  }),
  ...group('de', 'refuse', { control_guess: ['Laut dem Assistenten ist der Nutzer Lehrer.'] }),
  ...group('fr', 'accept', {
    hedged_taste: ['Je suis sans doute la personne la moins sportive que je connaisse.'],
    firm_opinion: ['Je pense que le vélo est meilleur que la voiture en ville.'],
  }),
  ...group('fr', 'refuse', { control_guess: ["Selon l'IA, l'utilisatrice serait enceinte."] }),
  ...group('es', 'accept', {
    hedged_taste: ['Quizás siempre he sido una persona de perros.'],
    doubt_name: ['Cena cada viernes en el restaurante Quizás.'],
  }),
  ...group('es', 'refuse', { control_guess: ['Ella puede estar enferma.'] }),
  ...group('pt', 'accept', { firm_opinion: ['Acho que o café coado é melhor que o expresso.'] }),
  ...group('pt', 'refuse', { control_guess: ['O modelo supõe que o usuário mora em Recife.'] }),
  ...group('ru', 'accept', {
    hedged_taste: ['Наверное, я всю жизнь буду совой.'],
    firm_opinion: ['По-моему, бумажные книги лучше электронных.'],
  }),
  ...group('ru', 'refuse', { control_guess: ['По мнению ассистента, пользователь — врач.'] }),
  ...group('it', 'accept', {
    hedged_taste: ['Probabilmente sono sempre stata una persona notturna.'],
    doubt_name: ['Il suo locale preferito è la trattoria Chissà.'],
  }),
  ...group('it', 'refuse', { control_guess: ["Secondo l'assistente l'utente è un medico."] }),
];
