import { describe, expect, it } from 'vitest';
import { normalizeForRecall, toToken } from '../../record/tokenize';
import { amountUnitsOf } from './amountUnits';
import { selectRelevantMemories } from '../selection';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';

// A currency beside a number is the amount's unit, no anchor (amountUnits.ts).

const units = (q: string) => amountUnitsOf(normalizeForRecall(q));

describe('currencies beside a number', () => {
  it.each([
    ['a wine under 20 euros', 'euros'],
    ['send 300 euros to my mother', 'euros'],
    ['ein Wein unter 20 Euro', 'euro'],
    ['un vin à moins de 20 euros', 'euros'],
    ['un vino por menos de 20 euros', 'euros'],
    ['um vinho de até 80 reais', 'reais'],
    ['un vino sotto i 20 euro', 'euro'],
    ['вино до 1000 рублей', 'рублей'],
    ['is 50 dollars enough', 'dollars'],
    ['3000 yen for a gift', 'yen'],
    ['a flat for 900 pounds a month', 'pounds'],
    ['euro 20 is the limit', 'euro'],
  ])('Given "%s", then "%s" is the amount’s unit', (q, word) => expect(units(q).has(toToken(word) ?? '')).toBe(true));

  it.each([
    'how does the euro affect exports',
    'what is the dollar index',
    'the euro area has 20 members', // a number beside another word
    'my real estate agent',
    'пять рублей', // a number written in words is not read here
    'Rubens painted 20 portraits',
  ])('Given "%s", then no currency is read as an amount', (q) => {
    const found = units(q);
    for (const word of ['euro', 'dollar', 'real', 'рублей', 'rubens']) expect(found.has(toToken(word) ?? '')).toBe(false);
  });

  it('Given memories naming sums in euros, when a question asks a price in euros, then none is recalled for the currency alone', () => {
    const mem = (text: string, tags: string[], subject: string) =>
      memoryFrom(rawCandidate({ type: 'recurring_constraint', text, tags, subject }));
    const fund = mem('The user keeps 2000 euros as an emergency fund.', ['emergency fund'], 'emergency fund');
    const store = [
      mem('They save 600 euros a month for the children’s studies.', ['budget', 'savings'], 'savings goal'),
      mem('Every month the user sends 300 euros to her mother.', ['transfer', 'mother'], 'transfer to mother'),
      fund,
    ];
    expect(selectRelevantMemories(store, 'a bottle of wine under 20 euros for dinner')).toEqual([]);
    // The sum's own words still recall it.
    const asked = selectRelevantMemories(store, 'should I raise my emergency fund above 2000 euros?');
    expect(asked.map((m) => m.stableKey)).toContain(fund.stableKey);
  });
});
