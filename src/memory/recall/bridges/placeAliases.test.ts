import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { placeRows } from './placeNameTable';

// The place table (scripts/gen-place-names.mjs) reads only canonical region codes: a deprecated code (SU, DD, FX, UK,
// YU) is named as the region it became, and the shared names used to drop Russia, Germany, France, the United
// Kingdom or Serbia from every language. A personal question naming such a country in another language reaches the
// memory about it; a world question does not.

const store = () => [
  memory('project_context', 'User is moving her pension from Russia to a Spanish bank.', ['pension', 'Russia'], 'pension'),
  memory('project_context', 'User plans a Christmas market trip to Germany.', ['trip', 'Germany'], 'Germany trip'),
  memory('stable_user_context', 'User lived in France for ten years.', ['France', 'years abroad'], 'years in France'),
  memory('project_context', 'User restores an old bicycle on weekends.', ['bicycle', 'restoration'], 'bicycle'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('regions whose codes have deprecated aliases', () => {
  it.each([
    ['RU', 'россия', '俄罗斯'],
    ['DE', 'германия', '德国'],
    ['FR', 'франция', '法国'],
    ['GB', 'великобритания', '英国'],
    ['RS', 'сербия', '塞尔维亚'],
  ])('Given the table, then r:%s is a row named in Russian and Chinese', (code, ru, zh) => {
    const row = placeRows().find((r) => r.id === `r:${code}`);
    expect(row?.forms.get('ru')).toContain(ru);
    expect(row?.forms.get('zh')).toContain(zh);
  });

  it('Given the table, then no deprecated code has a row', () => {
    const ids = new Set(placeRows().map((r) => r.id));
    for (const code of ['SU', 'DD', 'FX', 'UK', 'YU', 'ZR', 'BU']) expect(ids.has(`r:${code}`)).toBe(false);
  });

  it.each([
    ['zh', '我在俄罗斯的钱怎么转过来？', 'pension'],
    ['ja', '私のロシアの口座はどうすればいい？', 'pension'],
    ['ko', '내 러시아 계좌는 어떻게 해야 할까?', 'pension'],
    ['de', 'wie viele Tage brauche ich für Russland?', 'pension'],
    ['zh', '我去德国要带多少现金？', 'Germany trip'],
    ['fr', 'combien de jours me faut-il pour l’Allemagne ?', 'Germany trip'],
    ['es', '¿Qué debo llevar a Alemania en diciembre?', 'Germany trip'],
    ['ru', 'что мне взять с собой в Германию?', 'Germany trip'],
    ['ko', '내가 프랑스에서 살 때 배운 요리 추천해 줘', 'years in France'],
    ['it', 'cosa mi manca della Francia?', 'years in France'],
  ])('Given a memory tagging the country, when the user names it in %s (%s), then it is recalled', (_, question, subject) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    ['zh', '俄罗斯的首都是哪里？'],
    ['ja', 'ドイツの首都はどこですか？'],
    ['fr', 'Quand la Russie a-t-elle été fondée ?'],
  ])('Given the same store, when a world question names the country in %s (%s), then nothing is recalled', (_, question) => {
    expect(selectRelevantMemories(store(), question)).toEqual([]);
  });
});
