import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeFiller, bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { relationProperNounsOf } from './relationProperNouns';

// relationProperNouns.ts: a capitalised word a few words from a relation or a pet is someone's name, so another script
// still writes it by sound (storeSpellingKeys.ts, otherScriptNames.ts), in memories written of the user in the third person.

describe('the capitalised words beside a relation or a pet', () => {
  it.each([
    ['O companheiro dela, Luca, é italiano e trabalha como cozinheiro.', 'luca'],
    ['A gata dela se chama Pipoca, é uma vira-lata tricolor.', 'pipoca'],
    ['A mãe dela, dona Socorro, mora no Recife.', 'socorro'],
    ['La madre di Luca, Rosa, ha una piccola merceria.', 'rosa'],
    ['Su perra se llama Canela y tiene tres años.', 'canela'],
    ["Le chien de sa sœur s'appelle Filou.", 'filou'],
    ['Её коллега Олег отвечает за инфраструктуру.', 'олег'],
    ['Canela is her African grey parrot, 22 years old.', 'canela'],
  ])('"%s" gives %s', (text, token) => expect(relationProperNounsOf(text)).toContain(token));

  it.each([
    // No relation or pet in the sentence: a place, a product, an employer.
    ['Ela surfa aos sábados na Ericeira, com uma prancha.', 'ericeira'],
    ['Ela trabalha com Kotlin numa fintech chamada Moedix.', 'kotlin'],
    // A place the sentence puts a relation beside (in, em, в).
    ['The user runs a chess camp for children in Jávea in August.', 'jávea'],
    ['Её коллега Олег живёт в Киеве.', 'киеве'],
    // The relation is in another sentence.
    ['Ela tem uma gata. Nas férias vão sempre para a Bretagne.', 'bretagne'],
    // Too far from the relation.
    ['A gata dela teve cristais na urina e só pode comer a ração Royal Canin.', 'canin'],
    // A word of the relation's own form (African grey) is no name.
    ['Canela is her African grey parrot.', 'african'],
  ])('"%s" does not give %s', (text, token) => expect(relationProperNounsOf(text)).not.toContain(token));
});

const store = () => [
  ...bridgeFiller(),
  memory(
    'stable_user_context',
    'A gata dela se chama Pipoca, é uma vira-lata tricolor de cinco anos.',
    ['gato', 'Pipoca', 'fêmea'],
    'cat Pipoca',
  ),
  memory(
    'stable_user_context',
    'A Pipoca teve cristais na urina e só pode comer ração urinária.',
    ['Pipoca', 'cristais', 'urina'],
    'Pipoca urinary',
  ),
  memory(
    'stable_user_context',
    'O companheiro dela, Luca, é italiano e trabalha como cozinheiro num restaurante.',
    ['namorado', 'Luca', 'cozinheiro'],
    'partner Luca',
  ),
  memory('stable_user_context', 'Luca lavora la sera; il lunedì è il suo unico giorno libero.', ['Luca', 'turni'], 'Luca shifts'),
  memory('user_preference', 'Ela surfa aos sábados de manhã na Ericeira, em Ribeira dIlhas.', ['surf', 'Ericeira'], 'surfing'),
  memory('stable_user_context', 'Ela trabalha numa fintech chamada Moedix, e a Moedix paga o ginásio.', ['trabalho', 'Moedix'], 'employer'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('a name a third-person memory gives beside a relation, asked in another script', () => {
  it.each([
    ['cat Pipoca', 'ピポカがトイレ以外でおしっこをした、病院に行くべき？'],
    ['cat Pipoca', '피포카가 화장실 밖에 소변을 봤어, 병원 가야 할까?'],
    ['cat Pipoca', 'Пипока писает мимо лотка, нужно ли к ветеринару?'],
    ['cat Pipoca', 'что написать соседке, которая будет кормить Пипоку десять дней'],
    ['partner Luca', '루카가 쉬는 월요일에 뭐 하면 좋을까?'],
  ])('Given a memory of %s, when the question writes the name as "%s", then it is recalled', (subject, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    // A place or an employer the store writes with no relation beside it stays the world's in another script.
    ['surfing', 'エリセイラの人口は？'],
    ['employer', 'モエディクスという会社について教えて'],
    // The everyday word of the question's own language.
    ['cat Pipoca', 'Что такое попкорн и как его готовить?'],
  ])('Given a memory of %s, when "%s" asks of the world or the word, then it is not recalled', (subject, question) => {
    const s = store();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });
});
