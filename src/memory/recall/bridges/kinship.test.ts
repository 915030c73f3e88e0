import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { CONCEPTS } from './conceptBridge.data';
import { KINSHIP_CONCEPTS } from './kinship.data';

// The wider family of the bridge (kinship.data.ts): every relation in the ten languages, no form shared with another
// relation of its language; a question about the user naming one reaches the card written in another language.

const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

describe('the wider family of the bridge', () => {
  it('Given the table, then every relation has forms in the ten languages and no form names a household relation or another relation', () => {
    const household = new Set(CONCEPTS.flatMap((c) => Object.entries(c.forms).flatMap(([l, forms]) => forms.map((f) => `${l}:${f}`))));
    const seen = new Map<string, string>();
    for (const c of KINSHIP_CONCEPTS) {
      expect(Object.keys(c.forms)).toHaveLength(10);
      for (const [language, forms] of Object.entries(c.forms)) {
        expect(forms.length, `${c.id} ${language}`).toBeGreaterThan(0);
        for (const form of forms) {
          const key = `${language}:${form}`;
          expect(household.has(key), key).toBe(false);
          expect(seen.get(key) ?? c.id, key).toBe(c.id);
          seen.set(key, c.id);
        }
      }
    }
  });

  it.each(['what should I cook for my in-laws on Sunday?', '我婆婆下周来，我该准备什么菜?', 'Meine Schwiegermutter kommt, was koche ich?'])(
    'Given a parents-in-law card in Italian, when the user asks "%s", then it is recalled',
    (question) => {
      const card = memory(
        'stable_user_context',
        "I suoceri dell'utente, Gaia e Piero, vivono a Verona.",
        ['suoceri', 'Gaia'],
        'in-laws Gaia',
      );
      const store = [card, ...filler()];
      expectRecalled(store, question, card.stableKey);
    },
  );

  it('Given the same card, when a world question names parents-in-law, then it is not recalled', () => {
    const card = memory(
      'stable_user_context',
      "I suoceri dell'utente, Gaia e Piero, vivono a Verona.",
      ['suoceri', 'Gaia'],
      'in-laws Gaia',
    );
    expect(selectRelevantMemories([card, ...filler()], 'why are mother-in-law jokes so common in British comedy?')).toEqual([]);
  });

  const twins = () =>
    memory(
      'stable_user_context',
      'User has seven-year-old twins, Jules and Nora, at the local school.',
      ['twins', 'Jules', 'Nora'],
      'twins Jules and Nora',
    );
  it.each([
    '双胞胎生日派对怎么安排',
    '쌍둥이 생일 파티 아이디어 주세요',
    'Geburtstagsfeier für die Zwillinge, Ideen?',
    'как устроить праздник для близнецов дома?',
  ])('Given a twins card in English, when the user asks "%s", then it is recalled', (question) => {
    const card = twins();
    expectRecalled([card, ...filler()], question, card.stableKey);
  });

  it.each(['双胞胎是怎么形成的？', 'les jumeaux sont-ils héréditaires ?', 'wie entstehen Zwillinge im Mutterleib?'])(
    'Given the twins card, when the world question "%s" asks about twins, then it is not recalled',
    (question) => {
      expect(selectRelevantMemories([twins(), ...filler()], question)).toEqual([]);
    },
  );

  const granddaughter = () =>
    memory(
      'stable_user_context',
      "User's granddaughter Mila is three and lives in Braga.",
      ['granddaughter', 'Mila', 'Braga'],
      'granddaughter Mila',
    );
  it.each([
    'what should I get my grandkid for her birthday?',
    '孙子孙女过生日送什么好？',
    '初孫の誕生日に何を贈ればいい？',
    '손주들 생일 선물 뭐가 좋아요?',
    'Was schenke ich meinen Enkelkindern zum Geburtstag?',
    'que offrir à mon petit-enfant pour son anniversaire ?',
    '¿qué le regalo a mi nietecita por su cumpleaños?',
    'o que dar aos meus netinhos no aniversário?',
    'cosa regalo alle mie nipotine per il compleanno?',
    'что подарить внучатам на день рождения?',
  ])(
    'Given a granddaughter card in English, when the user asks "%s" in a plural, neutral or fond form, then it is recalled',
    (question) => {
      const card = granddaughter();
      expectRecalled([card, ...filler()], question, card.stableKey);
    },
  );

  it.each(['why do grandkids visit less as they grow up?', '为什么孙子孙女更亲外公外婆？'])(
    'Given the granddaughter card, when the world question "%s" asks about grandchildren, then it is not recalled',
    (question) => {
      expect(selectRelevantMemories([granddaughter(), ...filler()], question)).toEqual([]);
    },
  );

  const sonInLaw = () =>
    memory(
      'stable_user_context',
      'El yerno del usuario se llama Felipe; es ingeniero de software en Rosario y le ayuda con la página web.',
      ['yerno', 'Felipe', 'Rosario'],
      'son-in-law Felipe',
    );
  it.each([
    'what should I get my son-in-law for his birthday?',
    '女婿过生日送什么好？',
    '사위 생일 선물 뭐가 좋아요?',
    'Was schenke ich meinem Schwiegersohn zum Geburtstag?',
    'que offrir à mon gendre pour son anniversaire ?',
    'что подарить зятю на день рождения?',
    'cosa regalo a mio genero per il compleanno?',
  ])('Given a son-in-law card in Spanish, when the user asks "%s", then it is recalled', (question) => {
    const card = sonInLaw();
    expectRecalled([card, ...filler()], question, card.stableKey);
  });

  it.each(['why are sons-in-law called that?', 'Warum heißt der Schwiegersohn so?'])(
    'Given the son-in-law card, when the world question "%s" asks about the word, then it is not recalled',
    (question) => {
      expect(selectRelevantMemories([sonInLaw(), ...filler()], question)).toEqual([]);
    },
  );
});
