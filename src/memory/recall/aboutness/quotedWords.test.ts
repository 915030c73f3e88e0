import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { quotedWordsOf } from './quotedWords';

// A question asking what a quoted expression means asks about words of the language (quotedWords.ts).

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const store = [
  card('Le chat de l’utilisatrice s’appelle Mistral, un chartreux de neuf ans.', ['chat', 'Mistral'], 'cat Mistral'),
  card('Auf dem Balkon hat sie einen Feigenbaum im Kübel.', ['Feigenbaum', 'fig tree'], 'fig tree'),
];
const recalled = (q: string): number => selectRelevantMemories(store, q).length;

describe('the quoted words of a question asking their meaning', () => {
  it('Given an idiom asked for its meaning, then the memory holding its word stays out', () => {
    expect(recalled('Que veut dire « avoir un chat dans la gorge » ?')).toBe(0);
    expect(recalled('what does "I don\'t give a fig tree" mean')).toBe(0);
  });

  it('Given the same words without a question of meaning, then the memory comes', () => {
    expect(recalled('mon chat a « un chat dans la gorge », il tousse, que faire ?')).toBe(1);
    expect(recalled('my fig tree drops its leaves, what should I do')).toBe(1);
  });
});

// A quoted saying asked about as a saying (its translation, the situation it is used in, its source, an example
// sentence, or named an idiom or a proverb): its words name nothing of the user's life, by name or by concept.
const household = [
  card('딸 하늘이는 독일에서 기계공학을 공부한다.', ['딸', '하늘'], 'daughter Haneul'),
  card('하늘이는 매달 생활비를 받는다.', ['하늘', '생활비'], 'Haneul allowance'),
  card('하늘이 석사 과정은 아헨에서 한다.', ['하늘', '석사'], 'Haneul master'),
  card('고양이 나비는 열 살이고 신장병이 있다.', ['고양이', '나비'], 'cat Nabi'),
  card('うちの猫のタマは毎朝七時にご飯を食べる。', ['猫', 'タマ'], 'cat Tama'),
  card('Nuestro perro Toby tiene displasia de cadera.', ['perro', 'Toby'], 'dog Toby'),
];
const sayingRecall = (q: string): number => selectRelevantMemories(household, q).length;

describe('a quoted saying asked about as a saying', () => {
  it('Given a saying quoted and asked in another language, in a situation, from a source or in an example, then nothing of the household comes', () => {
    expect(sayingRecall("'하늘은 스스로 돕는 자를 돕는다'를 영어로 하면?")).toBe(0);
    expect(sayingRecall("'고양이 앞에 쥐'는 어떤 상황에 쓰는 말이야?")).toBe(0);
    expect(sayingRecall('「猫をかぶる」の例文を教えて')).toBe(0);
    expect(sayingRecall('“猫哭耗子”这个成语出自哪里？')).toBe(0);
    expect(sayingRecall('¿Qué refrán es "perro ladrador, poco mordedor"?')).toBe(0);
  });

  it('Given the same words unquoted, or quoted with no question about the saying, then the household memory comes', () => {
    expect(sayingRecall('우리 고양이가 쥐 장난감을 안 가지고 놀아')).toBeGreaterThan(0);
    expect(sayingRecall("하늘이가 '생활비 좀 더 보내 줘'라고 하는데 얼마 보낼까")).toBeGreaterThan(0);
    expect(sayingRecall('Mi perro Toby cojea de la pata trasera, ¿qué hago?')).toBeGreaterThan(0);
  });

  it('Given an apostrophe inside a word, then it opens no quotation', () => {
    expect(quotedWordsOf("l'expression de mon chat c'est bizarre").passages).toEqual([]);
    expect(quotedWordsOf("'바다 같은 마음'이라는 표현").passages).toEqual(['바다 같은 마음']);
  });
});

describe('a quoted saying asked when it is used', () => {
  it('Given a saying quoted and asked when one uses it, then nothing of the household comes', () => {
    expect(sayingRecall('「猫も杓子も」ってどういう時に使う？')).toBe(0);
    expect(sayingRecall('「猫に小判」はどんなときに使うの？')).toBe(0);
    expect(sayingRecall('“猫哭耗子假慈悲”一般什么时候用？')).toBe(0);
    expect(sayingRecall("'고양이 목에 방울 달기'는 언제 써?")).toBe(0);
    expect(sayingRecall("'하늘의 별 따기'는 어떤 때 쓰는 말이야?")).toBe(0);
  });

  it('Given a quoted thing of the household asked when to use it, with no saying, then the household memory comes', () => {
    expect(sayingRecall('うちの猫のタマ、「ちゅ～る」はどういう時に使うのがいい？')).toBeGreaterThan(0);
    expect(sayingRecall("우리 고양이 나비한테 '신장 사료'는 언제 써?")).toBeGreaterThan(0);
  });
});

describe('a quoted sentence of the user own to be said in another language', () => {
  it('Given a first person inside the quotation, then it is the user speaking, not a saying', () => {
    expect(quotedWordsOf('how do I say "my cat has kidney disease" in Korean').passages).toEqual([]);
    expect(quotedWordsOf('「私の猫は腎臓病です」を韓国語で言うと？').passages).toEqual([]);
    expect(quotedWordsOf('「猫に鰹節」を韓国語で言うと？').passages).toEqual(['猫に鰹節']);
  });
});
