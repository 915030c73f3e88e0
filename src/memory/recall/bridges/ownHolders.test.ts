import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// Several memories of one concept that are all the user's own (ownHolders.ts): a first-person question naming the
// concept in another language reaches them together; memories about another person of the household stay out, and a
// question about that person, a world question, or a concept held by too many of the user's memories reach none of them.

let clock = 0;
const memory = (type: MemoryType, text: string, tags: string[], subject: string): UserMemory =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-07-01T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );

const FILLER = [
  memory(
    'stable_user_context',
    'A utilizadora trabalha como contabilista numa cooperativa agrícola.',
    ['trabalho', 'contabilidade'],
    'job',
  ),
  memory('project_context', 'Está a renovar a cozinha da casa de campo com azulejos antigos.', ['cozinha', 'obras'], 'kitchen renovation'),
  memory(
    'stable_user_context',
    'A filha Marta tem nove anos e anda na escola primária da vila.',
    ['filha', 'Marta', 'escola'],
    'daughter Marta',
  ),
];

/** A condition written of twice, both the user's, in Portuguese. */
const THYROID = [
  memory(
    'stable_user_context',
    'A utilizadora tem hipotiroidismo e toma levotiroxina em jejum.',
    ['hipotiroidismo', 'levotiroxina'],
    'hypothyroidism',
  ),
  memory(
    'recurring_constraint',
    'Faz análises da tiroide de seis em seis meses no centro de saúde.',
    ['tiroide', 'análises'],
    'thyroid checks',
  ),
];

/** An instrument held by the user's two memories and by the daughter's lessons. */
const FIDDLE = [
  memory('stable_user_context', 'A utilizadora toca violino numa banda de música tradicional.', ['violino', 'banda'], 'fiddle'),
  memory(
    'project_context',
    'Quer mandar restaurar o violino antigo num luthier do Porto.',
    ['violino', 'luthier', 'restauro'],
    'fiddle repair',
  ),
  memory('stable_user_context', 'A Marta tem aulas de violino ao sábado de manhã.', ['Marta', 'violino', 'aulas'], 'Marta violin lessons'),
];

const selected = (store: readonly UserMemory[], question: string): string[] => {
  const subjects = new Map(store.map((m) => [m.stableKey, m.identity.subject]));
  return selectFromIndex(buildRecallIndex(store), question).map((s) => subjects.get(s.stableKey) ?? s.stableKey);
};

describe('several memories of one concept, all the user’s own', () => {
  const conditionStore = [...FILLER, ...THYROID];
  const fiddleStore = [...FILLER, ...FIDDLE];

  it.each([
    '我的甲状腺指标多久该复查一次？',
    '私の甲状腺の薬を飲み忘れたらどうすればいい？',
    '내 갑상선 수치가 또 올랐는데 어떻게 해?',
    'Wie oft sollte ich meine Schilddrüse kontrollieren lassen?',
    'у меня щитовидка, можно ли мне пить кофе по утрам?',
  ])('Given a condition written of in two memories of the user, when "%s" asks about it, then both come', (question) => {
    expect(selected(conditionStore, question).sort()).toEqual(['hypothyroidism', 'thyroid checks']);
  });

  it.each([
    '我的小提琴琴弦该换了，推荐什么？',
    '私のバイオリンの弦を替えたい、おすすめは？',
    'Meine Geige klingt dumpf, was kann ich tun?',
    'какие струны поставить на мою скрипку?',
  ])(
    'Given the user’s violin, its repair and a daughter’s lessons, when "%s" asks about the user’s own, then the user’s two come and the daughter’s stays out',
    (question) => {
      expect(selected(fiddleStore, question).sort()).toEqual(['fiddle', 'fiddle repair']);
    },
  );

  it('Given the same stores, when a question names the daughter or asks about the world, then none of the user’s own comes', () => {
    expect(selected(fiddleStore, '我女儿的小提琴课几点开始？')).not.toContain('fiddle repair');
    expect(selected(fiddleStore, '小提琴是谁发明的？')).toEqual([]);
    expect(selected(conditionStore, '甲状腺是什么器官？')).toEqual([]);
  });

  it('Given the condition held only by other people of the household, when the user asks about their own, then none comes', () => {
    const store = [
      ...FILLER,
      memory('stable_user_context', 'Marta has had hypothyroidism since she was small.', ['Marta', 'hypothyroidism'], 'Marta thyroid'),
      memory('stable_user_context', 'O marido Rui é carpinteiro e joga futebol ao domingo.', ['marido', 'Rui'], 'husband Rui'),
      memory(
        'stable_user_context',
        'Rui has hypothyroidism and takes levothyroxine every morning.',
        ['Rui', 'hypothyroidism'],
        'Rui thyroid',
      ),
    ];
    expect(selected(store, '我的甲状腺指标多久该复查一次？')).toEqual([]);
  });

  it('Given two memories of the user tagging a part of the body, when the user asks about it in another language, then neither comes (a region holds unlike matters)', () => {
    const store = [
      ...FILLER,
      memory('stable_user_context', 'A utilizadora tem uma hérnia discal e dores nas costas.', ['costas', 'hérnia'], 'back disc'),
      memory('recurring_constraint', 'Por causa das costas, não levanta mais de dez quilos.', ['costas', 'peso'], 'lifting limit'),
    ];
    expect(selected(store, 'Kann ich mit meinem Rücken am Wochenende surfen gehen?')).not.toContain('lifting limit');
    expect(selected(store, '我的腰最近又疼了，怎么办？')).not.toContain('lifting limit');
  });

  it('Given three memories of the user holding the condition, when the user asks about it in another language, then none comes (no one matter)', () => {
    const store = [
      ...FILLER,
      ...THYROID,
      memory('user_preference', 'Prefere tomar a levotiroxina com água e não com chá.', ['tiroide', 'chá'], 'thyroid pill water'),
    ];
    expect(selected(store, '我的甲状腺指标多久该复查一次？')).toEqual([]);
  });
});
