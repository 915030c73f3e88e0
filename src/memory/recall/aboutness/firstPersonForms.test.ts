import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { normalizeForRecall } from '../../record/tokenize';

const about = (question: string) => classifyAboutness(normalizeForRecall(question));

// First-person forms a list of single words misses make the question the user's: the French pronoun joined to its
// verb (over a world frame), "my" in every Russian case, a pro-drop verb in -o after "when", and a plan asked in the
// first person plural.
describe('the French pronoun after its verb', () => {
  it.each([
    'Quand dois-je rempoter le ficus du salon ?',
    'Combien de temps après la vaccination puis-je courir ?',
    "Où dois-je déclarer les revenus d'un gîte ?",
    'En quelle année ai-je acheté la voiture ?',
  ])('is the user asking: %s', (question) => expect(about(question)).toBe('user'));
  it.each(['Quand doit-on rempoter un ficus ?', 'Combien de temps dure la vaccination ?', 'Que signifie le mot « je-ne-sais-quoi » ?'])(
    'is no first person: %s',
    (question) => expect(about(question)).not.toBe('user'),
  );
  it.each(['Puis-je boire un café le soir ?', 'Dois-je arroser les tomates tous les jours ?'])(
    'opening a question with no world frame, stays the plain request it was: %s',
    (question) => expect(about(question)).toBe('request'),
  );
});

describe('the Russian "my" in every case', () => {
  it.each([
    'Какой подарок подойдёт моему брату на юбилей?',
    'Когда в моём районе отключат горячую воду?',
    'Почему мою кошку тошнит после еды?',
    'Кто из соседей может присмотреть за моим котом?',
  ])('is the user asking: %s', (question) => expect(about(question)).toBe('user'));
  it.each(['Почему небо голубое?', 'Когда построили Эрмитаж?', 'Какой подарок подойдёт брату начальника?'])(
    'is no first person: %s',
    (question) => expect(about(question)).not.toBe('user'),
  );
});

describe('a pro-drop verb in -o after "when"', () => {
  it.each([
    '¿Cuándo pinto la valla del jardín?',
    'quando planto as batatas este ano?',
    'Quando cambio le gomme della bici?',
    '¿Cuándo lo riego en verano?',
  ])('is the user asking: %s', (question) => expect(about(question)).toBe('user'));
  it.each([
    '¿Cuándo Pedro es mayor de edad en España?',
    'Quando Milano è diventata capitale della moda?',
    '¿Cuándo abren los museos en Madrid?',
    'quando florescem os ipês?',
  ])('is no first person: %s', (question) => expect(about(question)).not.toBe('user'));
});

describe('a plan asked in the first person plural', () => {
  it.each([
    '¿Cuándo pintamos la cocina?',
    '¿Qué le compramos a la abuela por su santo?',
    'Quando levamos o carro à revisão?',
    'Onde jantamos no sábado?',
    'Che vino portiamo alla cena dei vicini?',
    'Wann streichen wir das Kinderzimmer?',
    'Welches Zelt nehmen wir für Schweden mit?',
    'что мы дарим тёте на юбилей',
    'где мы встречаем Новый год в этом году',
  ])('is the user asking: %s', (question) => expect(about(question)).toBe('user'));
  it.each([
    '¿Por qué bostezamos?',
    '¿Cuándo son los próximos Juegos Olímpicos?',
    '¿Cómo respiramos bajo el agua?',
    'Warum träumen wir?',
    'Почему мы зеваем?',
    'Сколько костей у нас в теле?',
  ])('is no plan of the household: %s', (question) => expect(about(question)).not.toBe('user'));
});
