import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { asksDefinition } from './aboutness';
import { asksPractical } from './practicalFrames';
import { selectRelevantMemories } from '../selection';

// Practical frames by class in the ten languages (practicalFrames.ts), and what they let carry a memory in a question
// read as the world's (anchorSense.ts). Every case here is invented for this file.

const practical = (q: string) => asksPractical(q.normalize('NFKC').toLowerCase());

describe('practical frames', () => {
  it('Given an infinitive after a question word, then the question asks a task', () => {
    expect(practical('how often to water a lemon tree')).toBe(true);
    expect(practical('when to prune the vine?')).toBe(true);
    expect(practical('quando podar a videira?')).toBe(true);
    expect(practical('¿cuándo podar la parra?')).toBe(true);
    expect(practical('quand tailler la vigne ?')).toBe(true);
    expect(practical('quando potare la vite?')).toBe(true);
    expect(practical('когда обрезать виноград?')).toBe(true);
    expect(practical('quanto fermento usar no pão?')).toBe(true);
  });

  it('Given a question word before a finite verb and its subject, then it asks how the world is', () => {
    expect(practical('quando abre a feira do bairro?')).toBe(false);
    expect(practical('combien gagne un boulanger en France ?')).toBe(false);
    expect(practical('quanto guadagna un falegname in Italia?')).toBe(false);
    expect(practical('¿cuántas lunas tiene Saturno?')).toBe(false);
    expect(practical('combien de temps dure un plombage ?')).toBe(false);
    expect(practical('когда начали строить метро?')).toBe(false);
  });

  it('Given a quantity or duration for a stated task or amount, then it asks a task', () => {
    expect(practical('how much yeast for 2 kg of flour')).toBe(true);
    expect(practical('how long in the oven for a 3 kg turkey')).toBe(true);
    expect(practical('combien de sel dans la saumure pour dix litres ?')).toBe(true);
    expect(practical('quanto tempo de forno pra um pernil de 4 kg?')).toBe(true);
    expect(practical('¿cuánta agua para el arroz de ocho personas?')).toBe(true);
    expect(practical('quanta farina per venti pizze?')).toBe(true);
    expect(practical('wie viel Hefe für zwei Brote?')).toBe(true);
    expect(practical('蛋糕要多少鸡蛋？')).toBe(true);
    expect(practical('パン2斤に塩は何グラム必要？')).toBe(true);
  });

  it('Given a quantity with a finite verb, then it asks a fact of the world', () => {
    expect(practical('how much sugar is in a can of cola')).toBe(false);
    expect(practical('how many bones does a cat have')).toBe(false);
    expect(practical('wie viel Weizen produziert Kanada pro Jahr?')).toBe(false);
    expect(practical('中国有多少人口？')).toBe(false);
  });

  it('Given worth, need, the best time or way, a generic subject with a modal, or an obligation, then it asks a task', () => {
    expect(practical('is a robot mower worth it for a small lawn')).toBe(true);
    expect(practical("what's the best time to plant garlic")).toBe(true);
    expect(practical('how do you get a splinter out of a toddler')).toBe(true);
    expect(practical('vale a pena um robô aspirador para 40 m²?')).toBe(true);
    expect(practical('¿vale la pena un deshumidificador en el sótano?')).toBe(true);
    expect(practical("qu'est-ce qu'on apporte à un baptême ?")).toBe(true);
    expect(practical('quante uova servono per una frittata?')).toBe(true);
    expect(practical('Was sollte man bei Glatteis beachten?')).toBe(true);
    expect(practical('Wann muss der Oleander eingepackt werden?')).toBe(true);
    expect(practical('какая влажность нужна для рассады?')).toBe(true);
    expect(practical('值得买洗碗机吗？')).toBe(true);
    expect(practical('抜歯のあと気をつけることは？')).toBe(true);
    expect(practical('화분에 물은 얼마나 자주 줘야 해요?')).toBe(true);
    expect(practical('거실 습도는 몇 퍼센트가 적당해요?')).toBe(true);
  });

  it('Given how things work, a meaning, a need asked why, or a history, then it asks no task', () => {
    expect(practical('how do volcanoes erupt')).toBe(false);
    expect(practical('what do you call a baby goat')).toBe(false);
    expect(practical('Cosa vuol dire "magari"?')).toBe(false);
    expect(practical('¿Qué significa "sobremesa"?')).toBe(false);
    expect(practical('зачем нужны налоги?')).toBe(false);
    expect(practical('蜂蜜はどうやってできる？')).toBe(false);
    expect(practical('김치의 역사는?')).toBe(false);
    expect(practical('Wie entstehen Gewitter?')).toBe(false);
  });

  it("Given French 'qu'est-ce qu'on' with a verb, then it asks what one does, not a definition", () => {
    expect(asksDefinition("qu'est-ce qu'on apporte à un baptême ?")).toBe(false);
    expect(asksDefinition("qu'est-ce qu'un baptême ?")).toBe(true);
  });
});

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const store = [
  card('The user grows a fig bonsai on the balcony and has kept it for eight years.', ['ficus', 'balcony'], 'bonsai'),
  card('The user makes 12 kg of sauerkraut in a stoneware crock every winter.', ['sauerkraut', 'crock'], 'homemade sauerkraut'),
  card('The user keeps 9 beehives at the allotment.', ['beehives', 'allotment'], 'beekeeping'),
  card('The user checks the allotment beehives every Sunday.', ['beehives', 'allotment'], 'hive checks'),
  card('The user painted the beehives at the allotment blue.', ['beehives', 'allotment'], 'hive colour'),
];
const recalled = (q: string): string[] =>
  selectRelevantMemories(store, q).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject ?? '');

describe('a practical question read as the world’s', () => {
  it('Given a task on the memory’s own subject or on a rare word it names as its topic, then the memory comes', () => {
    expect(recalled('how often to repot a bonsai')).toContain('bonsai');
    expect(recalled('how much salt for 12 kg of sauerkraut')).toContain('homemade sauerkraut');
  });

  it('Given the same words in a question of how the world is, then no memory comes', () => {
    expect(recalled('how did bonsai come to Europe?')).toEqual([]);
    expect(recalled('how much sauerkraut do Germans eat each year')).toEqual([]);
  });

  it('Given only a word many memories hold and a number, then the task is not on any one of them', () => {
    expect(recalled('how much honey do 9 beehives make')).toEqual([]);
  });
});
