import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';
import { buildRecallIndex } from '../recallIndex';
import { beneficiaryNames } from './beneficiaryNames';
import { buildQueryFeatures } from '../matchFeatures';

// A request for or addressed to a name the store gives someone of the user's life is that one's request (beneficiaryNames.ts);
// a recipe's dish, a place after "to" / "à" / "a" and an article "a" before a word are no one.

const memory = memoryMaker('2025-09-01');

const others = () => [
  memory('user_preference', 'User likes rowing on the lake on Saturday mornings.', ['rowing', 'lake'], 'rowing'),
  memory('project_context', 'User maintains a small open-source map renderer.', ['maps', 'renderer'], 'map renderer'),
];

const daughter = () =>
  memory('stable_user_context', "User's daughter Nilou is five and loves whales.", ['daughter', 'Nilou'], 'daughter Nilou');
const russianDaughter = () =>
  memory('stable_user_context', 'Дочери пользователя Нилу пять лет, она любит китов.', ['дочь', 'Нилу'], 'daughter Nilou');

describe('a name of the store as the one a request is for or addressed to', () => {
  // A world frame (a story, "histoire", "Geschichte", 故事) with the request for her is her request.
  it.each([
    'Schreib eine Gutenachtgeschichte über eine Schildkröte für Nilou',
    'Écris une histoire du soir avec un petit dauphin pour Nilou',
    'Escreve uma história para dormir sobre uma tartaruga para a Nilou',
    'Scrivi una storia della buonanotte su una tartaruga per Nilou',
    '给Nilou写一个关于海龟的睡前故事',
  ])('Given the daughter card, when the user asks "%s", then the card is recalled', (question) => {
    const card = daughter();
    expect(picked([card, ...others()], question)).toEqual([card.stableKey]);
  });

  it('Given the daughter card in Russian, when the user asks for a story for her, then the card is recalled', () => {
    const card = russianDaughter();
    expect(picked([card, ...others()], 'Напиши сказку на ночь про черепаху для Нилу')).toEqual([card.stableKey]);
  });

  // The name is read as possessed (possessedNames.ts), enough evidence alone however many memories hold it.
  it.each([
    'Write a bedtime story about a turtle for Nilou',
    'Schreib eine Geschichte für Nilou',
    'Écris un poème pour Nilou',
    'Ayuda a Nilou con el temario de su curso de natación',
    '¿Cuándo abre el acuario? Quiero llevar a Nilou',
    'Escreve uma história para a Nilou',
    'Scrivi una poesia per Nilou',
    '给Nilou写一首诗',
    'Nilouのために詩を書いて',
    'Nilou한테 읽어 줄 이야기 써 줘',
  ])('Given the daughter card, when the user asks "%s", then her name is read as the one the request is for', (question) => {
    const corpus = buildRecallIndex([daughter(), ...others()]).corpus;
    expect(buildQueryFeatures(question, corpus).possessed.has('nilou')).toBe(true);
  });
});

describe('no one of the store after the preposition', () => {
  const corpusOf = (name: string, kind: string) =>
    buildRecallIndex([
      memory('stable_user_context', `User's ${kind} ${name} is five years old.`, [kind, name], `${kind} ${name}`),
      ...others(),
    ]).corpus;

  it.each([
    ['recipe for Mochi with strawberries', 'Mochi'],
    ['Rezept für Mochi mit Erdbeeren', 'Mochi'],
    ['receita para paçoca de amendoim', 'Paçoca'],
    ['Une recette pour Mochi aux fraises', 'Mochi'],
    ['рецепт для Мочи с клубникой', 'Мочи'],
  ])('Given a pet of that name, when "%s" asks a recipe for the dish, then the name is no one\'s', (question, name) => {
    expect([...beneficiaryNames(question, corpusOf(name, 'cat'))]).toEqual([]);
  });

  it.each([
    ['Plan a weekend trip to Sydney in May', 'Sydney'],
    ['Un billet de train à Paris pour mai ?', 'Paris'],
    ['Quiero viajar a Roma en mayo', 'Roma'],
    ['Voglio andare a Roma a maggio', 'Roma'],
    ['a bolota é o fruto de que árvore?', 'Bolota'],
    ['the gift shop is next to the lake', 'Lake'],
  ])('Given someone of that name, when "%s" writes a place or an article, then the name is no one\'s', (question, name) => {
    expect([...beneficiaryNames(question, corpusOf(name, 'daughter'))]).toEqual([]);
  });

  it.each([
    ['Write a bedtime story for Nilou', 'Nilou'],
    ['Quiero llevar a Nilou al acuario', 'Nilou'],
    ['Напиши сказку для Нилу', 'Нилу'],
  ])('Given someone of that name, when "%s" is a request for them, then the name is read', (question, name) => {
    expect([...beneficiaryNames(question, corpusOf(name, 'daughter'))]).toEqual([name.toLowerCase()]);
  });

  it('Given the daughter card, when the question is a world frame with "to" before her name, then it stays the world\'s', () => {
    expect([...beneficiaryNames('How far is it from Lyon to Nilou?', corpusOf('Nilou', 'daughter'), true)]).toEqual([]);
  });
});
