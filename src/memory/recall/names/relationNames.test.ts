import { describe, expect, it } from 'vitest';
import { bridgeMemory } from '../__fixtures__/bridgeCases';
import { namesOf } from './senses';
import { relationIntroducedNames } from './relationNames';

// A name introduced after a relation word of the kinship tables (relationNames.ts), in the ten languages: the
// in-laws, a spouse in Chinese, a sibling in Japanese and Korean; a lower-case word after the relation, a relation
// word inside a longer word, or one capitalised inside a sentence in a language that does not capitalise nouns (a
// brand: Papa Johns, Brother), introduces none.

const memory = (text: string) => bridgeMemory('stable_user_context', text, ['family'], 'family');

describe('names introduced by a relation word of the kinship tables', () => {
  it.each([
    ['en', 'Her mother-in-law Quillona is 78 and lives downstairs.', 'quillona'],
    ['de', 'Die Schwiegermutter Quillona ist 78 und wohnt im Erdgeschoss.', 'quillona'],
    ['fr', 'Sa belle-mère Quillona a 78 ans et vit au rez-de-chaussée.', 'quillona'],
    ['es', 'Su suegra Quillona tiene 78 años y vive en la planta baja.', 'quillona'],
    ['pt', 'A sogra Quillona tem 78 anos e vive no rés-do-chão.', 'quillona'],
    ['it', 'La suocera Quillona ha 78 anni e vive al piano terra.', 'quillona'],
    ['ru', 'Её свекровь Квиллона живёт на первом этаже.', 'квиллона'],
    ['zh', '她的丈夫Quillon有1型糖尿病。', 'quillon'],
    ['ja', '弟のクイロンはトロントでシェフをしている。', 'クイロン'],
    ['ko', '시어머니 Quillona는 78세이다.', 'quillona'],
  ])('Given a %s memory "%s", then it gives the name %s', (_language, text, name) => {
    expect([...namesOf(memory(text))]).toContain(name);
  });

  it.each([
    ['La suocera vive al piano terra del maso.'],
    ['Die Schwiegermutter wohnt im Erdgeschoss.'],
    ['She restores a Steinway for the Kursaal.'],
    ['Her stepmother-in-lawyer Quillona is no relation word.'],
    ['丈夫は毎朝コーヒーを飲む。'],
    ['Her neighbour Jackson Quillona is no son of hers.'],
    ['Elle commande souvent ses pizzas chez Papa Johns avec les enfants.'],
    ['In ufficio ha una stampante laser Brother HL che si inceppa.'],
  ])('Given the memory "%s", then no name is introduced by a relation word', (text) => {
    expect(relationIntroducedNames(text)).toEqual([]);
  });
});
