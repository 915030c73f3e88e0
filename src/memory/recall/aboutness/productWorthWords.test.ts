import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A shopper's question about a product the user owns (productQuestions.ts), in more of its words (modelCheckWords.ts):
// whether a model is repairable, worth buying asked yes or no, worth it said of "a" model, its reliability in the
// forms the maker's words left out (fiável, надёжна), and which model to buy ("Quale … comprare?"). The question
// meets the memory only on the product's name; a first person keeps it the user's. Every case is invented here.

const store = parseMemoryLines(`
stable_user_context | Handy, Shiftphone | Shiftphone | Sie hat ein Shiftphone 8 und ist sehr zufrieden damit.
stable_user_context | Geschirrspüler, Gaggenau | Gaggenau dishwasher | Ihr Gaggenau-Geschirrspüler ist 15 Jahre alt.
stable_user_context | Werkzeug, Makita | Makita drill | In der Garage hat sie einen Bohrhammer von Makita.
stable_user_context | tè, teiera, Alessi | Alessi | Ha una teiera Alessi che usa ogni mattina.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('worth, reliability, repairability and which to buy', () => {
  it.each([
    ['Le Shiftphone est-il vraiment réparable ?', 'Shiftphone'],
    ['Ist das Shiftphone reparierbar?', 'Shiftphone'],
    ['Is the Shiftphone repairable?', 'Shiftphone'],
    ['¿Vale la pena un Shiftphone?', 'Shiftphone'],
    ['Vale a pena um Shiftphone?', 'Shiftphone'],
    ['Vale la pena comprare un trapano Makita?', 'Makita drill'],
    ['Стоит ли покупать Shiftphone?', 'Shiftphone'],
    ['Os lava-loiças Gaggenau são fiáveis?', 'Gaggenau dishwasher'],
    ['Надёжна ли посудомоечная машина Gaggenau?', 'Gaggenau dishwasher'],
    ['Quale teiera Alessi comprare per sei persone?', 'Alessi'],
    ['Which Makita to buy for a small workshop?', 'Makita drill'],
    ['Quel perforateur Makita acheter ?', 'Makita drill'],
    ['Welche Makita kaufen?', 'Makita drill'],
  ])('Given the memory, when "%s" asks as a shopper, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['Mi Shiftphone, ¿vale la pena repararlo?', 'Shiftphone'],
    ['Ist mein Shiftphone reparierbar?', 'Shiftphone'],
    ['Стоит ли покупать новый чехол для моего Shiftphone?', 'Shiftphone'],
    ['A minha Gaggenau é fiável depois de 15 anos?', 'Gaggenau dishwasher'],
    ['Quale teiera Alessi devo comprare, la mia si è rotta?', 'Alessi'],
  ])('Given the memory, when "%s" is about the user’s own, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
