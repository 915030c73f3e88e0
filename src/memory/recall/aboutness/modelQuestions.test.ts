import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// productQuestions.ts: a model's specification, a service's paid tier or worth for its money, a bare pair of models,
// and a maker Chinese writes in Han letters glued to its Latin model.

const own = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const watch = own('She owns a Suunto Vertical and logs every run.', ['Suunto Vertical', 'watch'], 'watch');
const app = own('He learns Spanish every morning on Babbel.', ['Babbel', 'Spanish'], 'learning Spanish');
const cnPhone = own('用户用的是华为Mate 40，在山里信号常常不好。', ['手机', '华为', '信号'], 'phone');
const picks = (memory: ReturnType<typeof own>, q: string): number => selectRelevantMemories([memory], q).length;

describe('a model asked about on the market (productQuestions.ts word classes)', () => {
  it("Given whether a model is waterproof or comes as a hybrid, in the ten languages, then the user's one stays out", () => {
    const asked = [
      'Is the Suunto Vertical waterproof?',
      'Ist die Suunto Vertical wasserdicht?',
      'La Suunto Vertical est-elle étanche ?',
      '¿El Suunto Vertical es sumergible?',
      'O Suunto Vertical é à prova de água?',
      'Il Suunto Vertical è impermeabile?',
      'Suunto Vertical водонепроницаемые?',
      'Suunto Vertical防水吗',
      'Suunto Verticalは防水？',
      'Suunto Vertical 방수 돼?',
      'Suunto Vertical hybrid version?',
      'Il Suunto Vertical nuovo è ibrido?',
    ];
    expect(asked.filter((q) => picks(watch, q) !== 0)).toEqual([]);
  });

  it('Given the same words about the user’s own one, or no buyer’s word, then the memory comes', () => {
    expect(picks(watch, 'is my Suunto Vertical waterproof enough to swim with?')).toBe(1);
    expect(picks(watch, 'Suunto Vertical: how do I sync a route?')).toBe(1);
  });

  it("Given a service's paid tier or a thing's worth for its money, in the ten languages, then the user's one stays out", () => {
    const asked = [
      'is the Babbel paid version good?',
      'Ist Babbel sein Geld wert?',
      'La version payante de Babbel, ça vaut le coup ?',
      '¿Merece la pena la versión de pago de Babbel?',
      'A versão paga do Babbel compensa?',
      'La versione a pagamento di Babbel conviene?',
      'Платная версия Babbel стоит своих денег?',
      'Babbel付费版怎么样',
      'Babbelの有料版はどう？',
      'Babbel 유료 버전은 가치가 있어?',
    ];
    expect(asked.filter((q) => picks(app, q) !== 0)).toEqual([]);
  });

  it('Given a bare "is it worth" or a question about the user’s own use, then the memory comes', () => {
    expect(picks(app, 'is Babbel worth keeping after a year?')).toBe(1);
    expect(picks(app, 'should I pay for my Babbel paid version again?')).toBe(1);
  });
});

describe('a bare pair of models (productQuestions.ts ALTERNATIVES)', () => {
  // The Spanish and Italian "o" counts only in a question whose language is told, which two names alone do not tell.
  it("Given only two models set side by side with an 'or', then the user's one stays out", () => {
    const asked = [
      'Suunto Vertical or Garmin Enduro?',
      'Suunto Vertical oder Garmin Enduro?',
      'Suunto Vertical ou Garmin Enduro ?',
      'Suunto Vertical ou Garmin Enduro?',
      'Suunto Vertical oppure Garmin Enduro?',
      'Suunto Vertical или Garmin Enduro?',
      'Suunto Vertical 2 or 3?',
    ];
    expect(asked.filter((q) => picks(watch, q) !== 0)).toEqual([]);
  });

  it('Given the pair inside a question of other words, or about the user, then the memory comes', () => {
    expect(picks(watch, 'which strap lasts longer on a run, Suunto Vertical or Garmin Enduro?')).toBe(1);
    expect(picks(watch, 'welches Armband hält länger, Suunto Vertical oder Garmin Enduro?')).toBe(1);
    expect(picks(watch, 'should I keep my Suunto Vertical or get a Garmin Enduro?')).toBe(1);
  });
});

describe('a maker written in Han letters glued to its Latin model (productQuestions.ts productTokens)', () => {
  it("Given a comparison of the maker's models, then the user's one stays out", () => {
    expect(picks(cnPhone, '华为Mate 60和iPhone哪个好')).toBe(0);
    expect(picks(cnPhone, '华为Mate 60价格多少')).toBe(0);
  });

  it('Given the maker in a question about the user’s own phone, then the memory comes', () => {
    expect(picks(cnPhone, '我的华为手机在山里没信号怎么办')).toBe(1);
  });
});
