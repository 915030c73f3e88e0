import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { asksDefinition, classifyAboutness, isEncyclopedic } from './aboutness';
import { selectRelevantMemories } from '../selection';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';

// World frames read by class in the ten languages (aboutness.ts), and a pet's name in a question asking a definition,
// an origin or a history of the world (anchorSense.ts). Every case here is invented for this file.

describe('world frames', () => {
  it('Given how a thing is calculated, arranged, made or caused, then the question is the world’s', () => {
    expect(classifyAboutness('comment se prononce ce mot ?')).toBe('world');
    expect(classifyAboutness("comment s'écrit ce nom ?")).toBe('world');
    expect(classifyAboutness('как устроена паровая турбина?')).toBe('world');
    expect(classifyAboutness('из чего варят смолу?')).toBe('world');
    expect(classifyAboutness('what languages are used in finnish schools')).toBe('world');
    expect(classifyAboutness('quali sono i fiumi più lunghi?')).toBe('world');
    expect(classifyAboutness('quais são os rios mais longos?')).toBe('world');
    expect(classifyAboutness('두통의 원인은?')).toBe('world');
    expect(classifyAboutness('녹차와 홍차의 차이')).toBe('world');
  });

  it('Given how a medicine or a substance acts, in the ten languages, then the question is the world’s', () => {
    for (const q of [
      'wie wirkt ibuprofen?',
      'comment agit le paracétamol ?',
      '¿cómo actúa el omeprazol?',
      'como age a dipirona?',
      'come agisce la cortisone?',
      'как действует аспирин?',
      '布洛芬的作用机制是什么',
      'イブプロフェンの作用機序は',
      '이부프로펜의 작용 기전',
    ])
      expect(classifyAboutness(q)).toBe('world');
  });

  it('Given how a medicine acts on the user, then the question stays the user’s', () => {
    expect(classifyAboutness('wie wirkt ibuprofen bei mir?')).toBe('user');
    expect(classifyAboutness('¿cómo actúa el omeprazol en mi estómago?')).toBe('user');
  });

  it('Given a task to do or a choice to make, then the frame stays a request', () => {
    expect(classifyAboutness('comment se débarrasser des fourmis ?')).not.toBe('world');
    expect(classifyAboutness('comment se rendre à la gare ?')).not.toBe('world');
    expect(classifyAboutness('which novel is easiest for a beginner')).not.toBe('world');
  });

  it('Given "EU" in an English question, then it is the Union; Portuguese "eu" stays the first person', () => {
    expect(classifyAboutness('how is the eu parliament elected')).toBe('world');
    expect(classifyAboutness('what should the eu do about tariffs')).not.toBe('user');
    expect(classifyAboutness('o que eu levo pra festa da vizinha?')).toBe('user');
  });

  it('Given who someone was, how a thing forms or a comparison, then it asks a definition; a count asks none', () => {
    expect(asksDefinition('wer war kleopatra?')).toBe(true);
    expect(asksDefinition('quién fue bolívar?')).toBe(true);
    expect(asksDefinition('wie entstehen wolken?')).toBe(true);
    expect(asksDefinition('how does the kindle compare to the kobo')).toBe(true);
    expect(asksDefinition('how many eggs are in a dozen')).toBe(false);
    expect(isEncyclopedic('how many eggs are in a dozen')).toBe(true);
  });
});

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
// A cat named after a wind, held by several memories, as in a real store.
const store = [
  card('Our cat is called Sirocco, a grey tabby of six.', ['cat', 'Sirocco'], 'cat Sirocco'),
  card('Sirocco gets a kidney diet and no dry food.', ['Sirocco', 'diet'], 'Sirocco diet'),
  card('Sirocco goes to the vet every March for his vaccines.', ['Sirocco', 'vet'], 'Sirocco vet'),
];
const recalled = (q: string): number => selectRelevantMemories(store, q).length;

describe('a pet’s name in a question of the world', () => {
  it('Given the origin or definition of the wind it is named after, then no memory of the cat comes', () => {
    expect(recalled('Wie entsteht der Sirocco?')).toBe(0);
    expect(recalled('Who was Sirocco in the old legend?')).toBe(0);
    expect(recalled('¿Quién fue Sirocco en la leyenda?')).toBe(0);
  });

  it('Given the cat asked about, even with a count, then its memories come', () => {
    expect(recalled('When does Sirocco see the vet?')).toBeGreaterThan(0);
    expect(recalled('How much dry food can Sirocco have?')).toBeGreaterThan(0);
  });
});

const rule = (type: 'communication_preference' | 'standing_instruction', text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type, text, tags, subject, polarity: null }));
const rules = [
  rule('communication_preference', 'When she writes in Welsh, answer in Welsh too.', ['Welsh', 'language'], 'Welsh replies'),
  rule('communication_preference', 'Explain technical things with kitchen analogies.', ['technical', 'analogies'], 'analogies'),
];
const ruled = (q: string): number => selectRelevantMemories(rules, q).length;

describe('a memory that shapes answers, in a world question', () => {
  it('Given a world question sharing one of its words, then it does not come', () => {
    expect(ruled('what languages are used in Belgium?')).toBe(0);
    expect(ruled('Quali sono le lingue ufficiali della Svizzera?')).toBe(0);
  });

  it('Given a request to explain, or a question about the user, then it comes', () => {
    expect(ruled('what is a compiler? explain it with analogies')).toBeGreaterThan(0);
    expect(ruled('can you answer my next questions in Welsh?')).toBeGreaterThan(0);
  });
});

describe('a share of a population asked (aboutness.ts, a statistic of the world)', () => {
  const dog = memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: 'The family dog Pepe is a three-year-old beagle.',
      tags: ['dog', 'Pepe', 'beagle'],
      subject: 'dog Pepe',
      polarity: null,
    }),
  );
  it.each([
    'what percentage of families have a dog in Europe?',
    'Wie viel Prozent der Familien haben einen Hund?',
    'Quel pourcentage des familles a un chien ?',
    '¿Qué porcentaje de familias tiene perro en Europa?',
    'Que percentagem das famílias tem cão?',
    'Che percentuale di famiglie ha un cane?',
    'Какой процент семей держит собаку?',
    '欧洲家庭养狗的比例是百分之多少',
    'ヨーロッパで犬を飼う家庭は何パーセント？',
    '유럽에서 개를 키우는 가정은 몇 퍼센트야?',
  ])('Given "%s", then the question is the world’s and the dog stays out', (q) => {
    expect(classifyAboutness(q.toLowerCase())).toBe('world');
    expect(selectRelevantMemories([dog], q)).toHaveLength(0);
  });

  it.each(['what percentage of my income should I spend on the dog?', '¿Qué porcentaje de mi sueldo gasto en mi perro?'])(
    'Given "%s", a share of the user’s own, then it stays the user’s',
    (q) => {
      expect(classifyAboutness(q.toLowerCase())).toBe('user');
    },
  );
});

describe('what a thing is made of and what kind of person someone was, in Japanese, Korean and Chinese (aboutness.ts)', () => {
  const [brush] = parseMemoryLines('user_preference | 서예, 붓, 일요일 | calligraphy | 일요일 저녁마다 한국 서예를 한다.').map(
    (s) => s.memory,
  );
  it.each([
    'ピアノのハンマーは何でできているの？',
    '붓은 뭘로 만들어?',
    '서예가 추사 김정희는 어떤 사람이야?',
    '坂本龍馬はどんな人物？',
    '王羲之是什么样的人物',
  ])('Given "%s", then the question is the world’s', (q) => {
    expect(classifyAboutness(q)).toBe('world');
  });

  it('Given a calligrapher asked about, then the user’s calligraphy stays out', () => {
    expect(selectRelevantMemories(brush ? [brush] : [], '서예가 추사 김정희는 어떤 사람이야?')).toHaveLength(0);
    expect(brush).toBeDefined();
  });

  it.each(['우리 엄마는 어떤 사람이야?', 'うちのカレーは何でできているの？'])(
    'Given "%s", with a first-person word, then it stays the user’s',
    (q) => {
      expect(classifyAboutness(q)).toBe('user');
    },
  );
});
