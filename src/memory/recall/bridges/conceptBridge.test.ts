import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { CONCEPTS, type BridgeLanguage } from './conceptBridge.data';

// The cross-language bridge (conceptBridge.ts), generated from its own table: every relation and pet named in each
// language's first form reaches the English profile memory of it when the user asks about their own; a world
// question with the same word does not; a word of one relation never brings another relation's memory.

let clock = 0;
const memory = (type: MemoryType, text: string, tags: string[], subject: string) =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-06-01T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );

/** Everyday memories of the same user that share no word with the questions. */
const filler = () => [
  memory('user_preference', 'User likes cycling along the river on Sunday mornings.', ['cycling', 'river'], 'cycling'),
  memory('stable_user_context', 'User works as a backend engineer at a freight startup.', ['job', 'backend'], 'job'),
  memory('project_context', 'User maintains an open-source log parser written in Rust.', ['Rust', 'parser'], 'log parser'),
];

/** The profile memory of a relation or pet, in English, introducing them by a name no question uses. */
const profile = (word: string) =>
  memory('stable_user_context', `User's ${word} Quillon is a big part of everyday family life.`, [word, 'Quillon'], `${word} Quillon`);

/** A personal question around one word, per language: a possessive or first person the aboutness rules read as the user's. */
const PERSONAL: Record<Exclude<BridgeLanguage, 'en'>, (w: string) => string> = {
  zh: (w) => `我的${w}最近不开心，我该怎么办`,
  ja: (w) => `うちの${w}のことで相談したい`,
  ko: (w) => `우리 ${w} 선물 뭐가 좋을까`,
  de: (w) => `was soll ich mit meinem ${w} am wochenende machen?`,
  fr: (w) => `que faire avec mon ${w} ce week-end ?`,
  es: (w) => `qué hago con mi ${w} este fin de semana?`,
  pt: (w) => `o que eu faço com meu ${w} no fim de semana?`,
  ru: (w) => `что мне делать с ${w} на выходных?`,
  it: (w) => `cosa faccio con mio ${w} nel fine settimana?`,
};

const personal = CONCEPTS.filter((c) => c.kind === 'relation' || c.kind === 'pet').flatMap((c) =>
  (Object.keys(PERSONAL) as (keyof typeof PERSONAL)[]).map((language) => ({
    concept: c.id,
    english: c.forms.en[0] ?? c.id,
    language,
    question: PERSONAL[language](c.forms[language][0] ?? ''),
  })),
);

describe('the cross-language bridge', () => {
  it.each(personal)('Given an English $concept profile, when the user asks "$question" ($language), then it is recalled', (row) => {
    const store = [profile(row.english), ...filler()];
    const picked = selectRelevantMemories(store, row.question).map((s) => s.stableKey);
    expect(picked).toEqual([store[0]?.stableKey]);
    expect(selectFromIndex(buildRecallIndex(store), row.question).map((s) => s.stableKey)).toEqual(picked);
  });

  it.each([
    ['세종대왕의 아들은 누구인가요?', 'son'],
    ['妈妈用英语怎么说？', 'mother'],
    ['猫为什么怕水？', 'cat'],
    ['pourquoi les chiens remuent-ils la queue ?', 'dog'],
    ['почему кошки боятся воды?', 'cat'],
    ['wie lange leben schildkröten?', 'tortoise'],
    ['¿por qué los perros comen hierba?', 'dog'],
  ])(
    'Given an English profile, when the world question "%s" names its %s in another language, then nothing is recalled',
    (question, word) => {
      const store = [profile(word), ...filler()];
      expect(selectRelevantMemories(store, question)).toEqual([]);
    },
  );

  it.each([
    ['我女儿喜欢什么书？', 'daughter'],
    ['我儿子晚上不肯睡觉怎么办', 'son'],
    ['うちの犬、雨の日の散歩どうしよう', 'dog'],
    ['моя кошка не ест корм', 'cat'],
    ['mi hermano viene a cenar, qué cocino?', 'brother'],
  ])('Given profiles of several relations and pets, when the user asks "%s", then only the %s is recalled', (question, word) => {
    const words = ['son', 'daughter', 'dog', 'cat', 'brother', 'sister'];
    const store = [...words.map(profile), ...filler()];
    const picked = selectRelevantMemories(store, question).map((s) => s.stableKey);
    expect(picked).toEqual([store[words.indexOf(word)]?.stableKey]);
  });

  it('Given two profile memories of one relation, when the user asks about it in another language, then the bridge picks neither', () => {
    const store = [
      profile('son'),
      memory('stable_user_context', "User's son Brannoc plays the violin.", ['son', 'Brannoc'], 'son Brannoc'),
      ...filler(),
    ];
    expect(selectRelevantMemories(store, '我儿子晚上不肯睡觉怎么办')).toEqual([]);
  });

  it('Given son memories in English and Chinese, when the user asks in Chinese, then the Chinese one; in German, neither', () => {
    const chinese = memory('stable_user_context', '用户的儿子叫小龙，上初中。', ['儿子', '小龙'], '小龙');
    const store = [profile('son'), chinese, ...filler()];
    expect(selectRelevantMemories(store, '给我儿子挑一本课外书').map((s) => s.stableKey)).toEqual([chinese.stableKey]);
    expect(selectRelevantMemories(store, 'was soll ich mit meinem sohn am wochenende machen?')).toEqual([]);
  });

  it('Given a wife introduced in English and a Japanese memory about her, when the user asks "ma femme" or "meiner Frau", then her card; "une femme", nothing', () => {
    const card = memory('stable_user_context', "User's wife Quillon is a retired teacher.", ['wife', 'Quillon'], 'wife Quillon');
    const japanese = memory('stable_user_context', '妻のキヨンの誕生日は7月9日。', ['妻', '誕生日'], 'Quillon birthday');
    const store = [card, japanese, ...filler()];
    expect(selectRelevantMemories(store, "un gâteau pour l'anniversaire de ma femme").map((s) => s.stableKey)).toEqual([card.stableKey]);
    expect(selectRelevantMemories(store, 'ein Kuchen zum Geburtstag meiner Frau').map((s) => s.stableKey)).toEqual([card.stableKey]);
    expect(selectRelevantMemories(store, "un gâteau pour l'anniversaire d'une femme que je connais")).toEqual([]);
  });

  it("Given a mother card and a language memory tagging the mother, when the user asks about her in a third language, then the card whose subject names her; two mothers' cards, neither", () => {
    const card = memory('stable_user_context', '用户的母亲叫Ngozi，住在埃努古。', ['母亲', 'Ngozi'], 'mother Ngozi');
    const language = memory(
      'stable_user_context',
      "Parla igbo con la madre dell'utente ogni domenica.",
      ['igbo', 'lingua', 'madre'],
      'Igbo',
    );
    const store = [card, language, ...filler()];
    expect(selectRelevantMemories(store, 'Meine Mutter vergisst ihre Tabletten, wie kann ich helfen?').map((s) => s.stableKey)).toEqual([
      card.stableKey,
    ]);
    const other = memory('stable_user_context', "The user's mother Carmen lives in Seville.", ['mother', 'Carmen'], 'mother Carmen');
    expect(selectRelevantMemories([card, other, ...filler()], 'Meine Mutter vergisst ihre Tabletten, wie kann ich helfen?')).toEqual([]);
  });

  it('Given a dog profile and a coffee memory, when a permission is asked with no first-person word, then the dog is bridged and the coffee is not', () => {
    const dog = profile('dog');
    const coffee = memory('user_preference', 'User drinks two espressos every morning.', ['coffee', 'espresso'], 'coffee');
    const store = [dog, coffee, ...filler()];
    expect(selectRelevantMemories(store, '犬にりんごをあげてもいい？').map((s) => s.stableKey)).toEqual([dog.stableKey]);
    expect(selectRelevantMemories(store, '강아지한테 사과 줘도 돼요?').map((s) => s.stableKey)).toEqual([dog.stableKey]);
    expect(selectRelevantMemories(store, '狗狗可以吃苹果吗？').map((s) => s.stableKey)).toEqual([dog.stableKey]);
    expect(selectRelevantMemories(store, '저녁에 커피 마셔도 돼요?')).toEqual([]);
    expect(selectRelevantMemories(store, '犬の散歩は一日何回？')).toEqual([]);
  });

  it('Given a memory that only says where an unnamed relative lives, when the user asks about them in another language, then it is not recalled', () => {
    const store = [memory('stable_user_context', "La nonna dell'utente vive a Napoli.", ['nonna', 'napoli'], 'nonna'), ...filler()];
    expect(selectRelevantMemories(store, 'Help me plan a birthday party for my grandmother.')).toEqual([]);
  });

  it('Given a memory the question meets on its own words, when it also names a relation in another language, then the relation card joins it', () => {
    const store = [profile('son'), ...filler()];
    const picked = selectRelevantMemories(store, 'my 儿子 loves cycling along the river').map((s) => s.stableKey);
    expect(picked).toEqual([store[1]?.stableKey, store[0]?.stableKey]);
  });

  it('Given a memory the question meets on its own words, when the relation only comes along, then the bridge adds nothing', () => {
    const store = [profile('son'), ...filler()];
    const picked = selectRelevantMemories(store, 'I love cycling along the river with my 儿子').map((s) => s.stableKey);
    expect(picked).toEqual([store[1]?.stableKey]);
  });

  it('Given a body-part memory, when the user asks about it in another language, then it is recalled; two memories of it, neither', () => {
    const knee = memory(
      'recurring_constraint',
      "User's left knee meniscus was repaired: no deep squats.",
      ['knee', 'meniscus'],
      'left knee',
    );
    expect(selectRelevantMemories([knee, ...filler()], '我膝盖做过手术，健身还能做什么').map((s) => s.stableKey)).toEqual([knee.stableKey]);
    const other = memory('recurring_constraint', 'User wears a brace on the knee when hiking.', ['knee', 'brace'], 'knee brace');
    expect(selectRelevantMemories([knee, other, ...filler()], '我膝盖做过手术，健身还能做什么')).toEqual([]);
  });
});
