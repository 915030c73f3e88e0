import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { asksWhichOfTwo } from './comparisonAsks';
import { normalizeForRecall } from '../../record/tokenize';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// Two things of the world weighed against each other (comparisonAsks.ts): how one differs from the other, which of the
// two is more so by a property, one said better or healthier than the other. Every case here is invented for this
// file, by category: drinks, materials, animals, vehicles, places.

const about = (q: string) => classifyAboutness(normalizeForRecall(q));
const reads = (q: string) => asksWhichOfTwo(normalizeForRecall(q));

describe('a comparison of two things', () => {
  it.each([
    'Чем кефир отличается от айрана?',
    'В чём разница: лось и олень?',
    '绿茶和红茶有什么不同',
    '花岗岩和大理石哪个更耐磨',
    '京都と奈良はどちらが古い都？',
    '말차와 녹차 중 어느 쪽이 카페인이 많아?',
    '라거와 에일 차이',
    'Is green tea healthier than black tea?',
    'how hard is granite compared with marble',
    'Ist Roggenbrot gesünder als Weißbrot?',
    'Le granit est-il meilleur que le marbre pour un plan de travail ?',
    '¿El acero es mejor que el aluminio para una bici?',
    'O azeite é melhor que a manteiga?',
    'Il granito è meglio del marmo per la cucina?',
    'La cotta e il crudo: quale è più saporito?',
    'Лось сильнее, чем медведь?',
  ])('is the world’s: %s', (q) => {
    expect(reads(q)).toBe(true);
    expect(about(q)).toBe('world');
  });

  it.each(['Is my old bike better than a new one?', '我的车和他的车哪个更省油', 'Ist mein Brot gesünder als Toast?'])(
    'stays the user’s with a first person: %s',
    (q) => expect(about(q)).toBe('user'),
  );

  it.each([
    // a pick for the user, an amount of a thing, a bare choice, a time: left as they are
    '赤ワインと白ワイン、どちらがいい？',
    '火锅配红酒和白酒哪个更好',
    '김치찌개랑 된장찌개 중 어느 쪽이 나아?',
    '¿El mate tiene más cafeína que el té?',
    'pinho ou eucalipto para a caixa?',
    'Posso uscire più tardi delle 22?',
    'a better job than this one, how to look',
  ])('is no comparison of two things of the world: %s', (q) => expect(reads(q)).toBe(false));

  it('Given a kefir habit and a granite worktop, then comparisons recall neither and the user’s own question still does', () => {
    const store = parseMemoryLines(
      [
        'user_preference | кефир, завтрак | kefir | Она пьёт кефир каждое утро на завтрак.',
        'project_context | 花岗岩, 台面, 厨房 | granite worktop | 用户正在给厨房换花岗岩台面。',
      ].join('\n'),
    );
    const index = buildRecallIndex(store.map((s) => s.memory));
    expect(selectFromIndex(index, 'Чем кефир отличается от айрана?')).toEqual([]);
    expect(selectFromIndex(index, '花岗岩和大理石哪个更耐磨')).toEqual([]);
    expect(selectFromIndex(index, '我家的花岗岩台面怎么保养？').length).toBeGreaterThan(0);
  });
});
