// The category rules written for the twenty-sixth wording round (blindSetWordingTwentySix.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(s), { ownText: canonicalize(s) });
const speculative = (texts: readonly string[]) =>
  it.each(texts)('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe("a relative's, a colleague's or a carer's opinion of the person, or their word on the person's state (volatileBeliefs.ts)", () => {
  speculative([
    '她妈妈觉得她有抑郁症。',
    '他姐姐认为他有强迫症。',
    '奥さんからは発達障害じゃないかと言われている。',
    '母親にはうつっぽいと言われた。',
    'Ein Kollege meint, er sei ausgebrannt.',
    'Seine Mutter glaubt, dass er Legastheniker ist.',
    'Die Nachbarin sagt, sie sei depressiv.',
    "Sa mère pense qu'elle est dyslexique.",
    "Un collègue de bureau dit qu'il est en dépression.",
    'Su madre cree que tiene TDAH.',
    'Un compañero de trabajo dice que está quemado.',
    'Su hermana piensa que es bipolar.',
    'A mãe dela acha que ela tem TDAH.',
    'O pai dele diz que ele tem depressão.',
    'Мама считает, что у неё СДВГ.',
    'Брат говорит, что он выгорел.',
    "Sua madre pensa che abbia l'ADHD.",
    'Un collega dice che è esaurito.',
    'A coworker said she is depressed.',
    "His sister thinks he's on the spectrum.",
    '엄마는 내가 ADHD라고 생각한다.',
  ]);
  lasting([
    'His mother is a doctor.',
    'Her mother believes in astrology.',
    'Ihre Mutter glaubt an Gott.',
    'Seine Mutter ist Ärztin.',
    'Sa mère croit en Dieu.',
    'Su madre cree en la reencarnación.',
    'Su médico dice que tiene que evitar el gluten.',
    'A mãe dela acredita em astrologia.',
    'Sua madre crede nel destino.',
    'Suo padre crede molto nella medicina naturale.',
    'Ihr Vater glaubt fest an Gott.',
    'Su padre cree mucho en el horóscopo.',
    'Мама работает врачом.',
    '她妈妈是医生。',
    '母親は小児科医。',
    'Her boss says she can work from home on Fridays.',
    "Son médecin dit qu'elle a besoin de marcher tous les jours.",
    'Was diagnosed with ADHD in 2019.',
    'Le diagnosticaron TDAH en 2019.',
    'Describes herself as an introvert.',
    'Sa mère est dyslexique elle aussi.',
  ]);
});

describe('a conclusion drawn from the chat with an impersonal verb of inferring (volatileDrawnInference.ts)', () => {
  speculative([
    'Inferred from the chat: the user works night shifts as a nurse.',
    'It can be concluded that the user has two dogs.',
    'From the conversation, the user is a primary school teacher.',
    'Aus dem Gespräch geht hervor, dass der Nutzer Vater von zwei Kindern ist.',
    'Daraus lässt sich schließen, dass sie in Hamburg arbeitet.',
    "On en déduit qu'il est comptable.",
    'Il ressort de la conversation que l’utilisatrice vit à Nantes.',
    'Por las preguntas, se deduce que el usuario es padre.',
    'Se desprende de la charla que trabaja de noche.',
    'Deduz-se da conversa que o usuário é advogado.',
    'Pode-se concluir que ela mora sozinha.',
    "Dalle domande si intuisce che l'utente è un genitore.",
    'Si può dedurre che lavora in banca.',
    'Из разговора можно сделать вывод, что пользователь программист.',
    'Из переписки понятно, что она учительница.',
    '从对话中可以看出用户是一名护士。',
  ]);
  lasting([
    'Teaches logic and likes deducing answers from first principles.',
    'Works as a tax adviser and deduces business expenses for clients.',
    'Prefers answers based on the context of earlier chats.',
    'Sticht in jedem Team mit guten Ideen hervor.',
    'Geht gern früh ins Bett.',
    'Enseña a deducir fórmulas en un instituto.',
    'Insegna matematica e ama dedurre teoremi.',
    'Любит делать выводы только из фактов.',
    'Conclui sempre os projetos antes do prazo.',
    'Ama i gialli in cui si scopre il colpevole alla fine.',
    '喜欢从对话中学习新词。',
    'Has two dogs and a cat.',
  ]);
});

describe('a rumour passed on (volatileHearsay.ts)', () => {
  speculative([
    'Heard through the grapevine that he might be promoted.',
    'Rumour has it she is moving to the Berlin office.',
    'Man munkelt, er wechsle bald die Abteilung.',
    "Le bruit court qu'elle est malade.",
    'Se rumorea que lo van a ascender.',
    'Corre o boato de que ele é casado.',
    'Si vocifera che verrà promosso.',
    'Gira voce che la trasferiscano a Roma.',
    'По слухам, её переводят в другой отдел.',
    '传言他是老板的亲戚。',
    '噂では来月から部長になるらしい。',
    '승진할 거라는 얘기를 들었다고 함.',
    '소문에 의하면 곧 팀장이 된다.',
  ]);
  lasting([
    'Writes about office gossip and rumours for a satirical blog.',
    'Hates gossip and never passes rumours on.',
    'Le encantan los rumores del mercado de fichajes.',
    'Odia le voci di corridoio.',
    'Erzählt gern Gerüchte über Promis, aber nur im Spaß.',
    'Сам распространяет только проверенные новости.',
    '不喜欢听小道八卦。',
    '噂話が嫌い。',
    '소문을 잘 믿지 않는 편이다.',
  ]);
});

describe("a model's hedged summary of an interest, or a Korean chance closing the note (volatileHedgedSummary.ts)", () => {
  speculative([
    'May be interested in birdwatching.',
    'Könnte sich für Astronomie interessieren.',
    'Könnte an Fotografie interessiert sein.',
    'Pourrait être intéressée par la poterie.',
    'Podría estar interesado en la escalada.',
    'Poderia se interessar por jardinagem.',
    'Potrebbe essere interessata alla fotografia.',
    'Возможно, интересуется астрономией.',
    '채식주의자일 가능성이 있다.',
    '아이가 있을 가능성이 높다.',
  ]);
  lasting([
    'Would be interested in a language tandem partner.',
    'Is interested in birdwatching and goes out every weekend.',
    'Könnte stundenlang Jazz hören.',
    'Interessiert sich seit Jahren für Astronomie.',
    "S'intéresse à la poterie depuis l'enfance.",
    'Le interesa mucho la escalada.',
    'Se interessa por jardinagem desde criança.',
    'È molto interessata alla fotografia.',
    'Давно интересуется астрономией.',
    '실패할 가능성이 있는 투자는 피한다.',
    '对摄影很感兴趣。',
  ]);
});
