import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';
import { othersWord } from './cjkOwnedWords';

// Chinese 先生 is a husband after the first person or a possessive (我先生, 用户的先生: a card tagging it is the
// partner's) and a title after a surname (王先生 is Mr Wang): a partner asked in any language reaches the card that
// tags 先生, and a question naming a Mr Wang reaches no one.

const memory = memoryMaker('2025-09-01');

const others = () => [
  memory('user_preference', 'User likes rowing on the lake on Saturday mornings.', ['rowing', 'lake'], 'rowing'),
  memory('project_context', 'User maintains a small open-source map renderer.', ['maps', 'renderer'], 'map renderer'),
];
const card = () => memory('stable_user_context', '用戶的先生Tomás來自智利，在台中教吉他。', ['先生', 'Tomás', '吉他老師'], 'husband Tomás');

describe('先生 as the husband of a card', () => {
  it.each([
    ['남편 비자 연장 서류는 어떻게 준비해?'],
    ['夫のビザ更新の書類はどう準備すればいい？'],
    ['Was braucht mein Mann für die Visumsverlängerung?'],
    ['Quels papiers faut-il à mon mari pour son visa ?'],
    ['¿Qué papeles necesita mi esposo para renovar la visa?'],
    ['Meu marido precisa de quais documentos para o visto?'],
    ['Что подарить мужу на день рождения?'],
    ['Di quali documenti ha bisogno mio marito per il visto?'],
    ['what does my husband need to renew his visa'],
    ['我先生的簽證要準備什麼文件'],
  ])('Given a card tagging 先生, when the user asks "%s", then the card is recalled', (question) => {
    const c = card();
    expect(picked([c, ...others()], question)).toEqual([c.stableKey]);
  });

  it.each([['我明天要跟王先生開會，要準備什麼文件'], ['李先生的簽證要準備什麼文件']])(
    'Given a card tagging 先生, when the question "%s" names a Mr after his surname, then nothing is recalled',
    (question) => {
      expect(picked([card(), ...others()], question)).toEqual([]);
    },
  );

  it('reads 先生 after a surname as someone else, after the first person or a possessive as the user', () => {
    expect(othersWord(['王', '先生'], 1)).toBe(true);
    expect(othersWord(['我', '先生'], 1)).toBe(false);
    expect(othersWord(['我的', '先生'], 1)).toBe(false);
    expect(othersWord(['我', '的', '先生'], 2)).toBe(false);
  });
});
