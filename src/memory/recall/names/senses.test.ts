import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { scoreMemory } from '../score';
import { selectRelevantMemories } from '../selection';
import { lowercaseTokensOf, namesOf, properNounsOf } from './senses';

const mem = (text: string, tags: string[], subject: string, type: UserMemory['type'] = 'stable_user_context'): UserMemory =>
  memoryFrom(rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }));
const recalled = (memories: UserMemory[], q: string): string[] => selectRelevantMemories(memories, q).map((m) => m.stableKey);

describe('names and senses read from the memory itself', () => {
  it('Given memories that name someone, then the name is found in any of several languages', () => {
    expect([...namesOf(mem('The user has a golden retriever named Pluto.', ['dog'], 'Pluto'))]).toEqual(['pluto']);
    expect([...namesOf(mem("The user's son Aurelio plays the flute.", ['son'], 'Aurelio'))]).toEqual(['aurelio']);
    expect([...namesOf(mem('El usuario tiene un gato llamado Sol.', ['gato'], 'Sol'))]).toEqual(['sol']);
    expect([...namesOf(mem('用户养了一只叫团子的猫。', ['猫'], '团子'))]).toEqual(['团子']);
  });

  it('Given a grandchild or a pupil introduced by the relation, in the Latin and Cyrillic languages, then the name is found', () => {
    expect([...namesOf(mem('The user teaches her granddaughter Mila to play chess.', ['Mila'], 'Mila'))]).toEqual(['mila']);
    expect([...namesOf(mem('L’utente allena la sua allieva Blanca.', ['Blanca'], 'Blanca'))]).toEqual(['blanca']);
    expect([...namesOf(mem('La usuaria entrena a su alumna Blanca.', ['Blanca'], 'Blanca'))]).toEqual(['blanca']);
    expect([...namesOf(mem('Ihre Enkelin Mila lernt Schach.', ['Mila'], 'Mila'))]).toEqual(['mila']);
    expect([...namesOf(mem('Die Tochter Lena spielt Geige.', ['Lena'], 'Lena'))]).toEqual(['lena']);
    expect([...namesOf(mem('Пользователь учит внучку… Её внучка Мила любит шахматы.', ['Мила'], 'Мила'))]).toEqual(['мила']);
  });

  it('Given a relation word before a capitalised word that names no one, then no name is found', () => {
    expect([...namesOf(mem('The user reads Student Loan letters twice.', ['loans'], 'loans'))]).toEqual([]);
    expect([...namesOf(mem('The user tutors a student in Maths on Fridays.', ['tutoring'], 'tutoring'))]).toEqual([]);
  });

  it('Given a memory that writes a word capitalised and a question that writes it in lower case, then the senses differ', () => {
    expect(properNounsOf(mem('The user builds apps in Swift.', ['swift'], 'Swift', 'user_preference')).has('swift')).toBe(true);
    expect(lowercaseTokensOf('How fast can a swift fly?').has('swift')).toBe(true);
    expect(lowercaseTokensOf('how fast can a swift fly').size).toBe(0);
  });

  it('Given a pet named after a planet, when a question names the planet, then only a question about the pet recalls it', () => {
    const pet = mem("The user's dog is called Pluto.", ['pluto', 'dog'], 'Pluto');
    expect(recalled([pet], 'Why is Pluto no longer a planet?')).toEqual([]);
    expect(recalled([pet], 'Is Pluto cold?')).toEqual([]);
    expect(recalled([pet], "Pluto's vet says he is too heavy, what food helps?")).toEqual([pet.stableKey]);
    expect(recalled([pet], 'My dog Pluto keeps barking at night')).toEqual([pet.stableKey]);
  });

  it('Given a pet whose name is a food, when a Chinese, Japanese or Korean question writes the name in Latin letters before its possessive, then the pet is meant', () => {
    const cat = mem('The cat, Mochi, has weak kidneys and eats renal food.', ['cat', 'mochi', 'kidneys'], 'cat Mochi');
    for (const q of ['Mochi的肾病要多久验一次血？', 'Mochiの腎臓の薬を変えてもいい？', 'Mochi의 신장 검사는 얼마나 자주 해요?'])
      expect(recalled([cat], q), q).toEqual([cat.stableKey]);
    // The sweet, asked bare or as the thing's own (a recipe, its taste), is not the cat.
    for (const q of ['mochi怎么做？', 'mochiはどこで買える？', '모찌 만드는 법', 'what is mochi made of?'])
      expect(recalled([cat], q), q).toEqual([]);
  });

  it('Given a memory about a friend, when a question uses her given name bare, then it recalls; a namesake, the name itself or a pet does not', () => {
    const friend = mem("The user's colleague Priya is a pharmacist in Leeds.", ['colleague', 'priya'], 'Priya');
    expect(recalled([friend], 'Who is Priya?')).toEqual([friend.stableKey]);
    expect(recalled([friend], 'What does Priya do for a living?')).toEqual([friend.stableKey]);
    expect(recalled([friend], 'Who is Priya Patel?')).toEqual([]);
    expect(recalled([friend], 'Who played Priya in the series?')).toEqual([]);
    expect(recalled([friend], 'Where does Priya live in Bollywood films?')).toEqual([]);
    expect(recalled([friend], 'What does the name Priya mean?')).toEqual([]);
    expect(recalled([friend], 'Who was Priya?')).toEqual([]);
    const pet = mem("The user's dog is called Pluto.", ['pluto', 'dog'], 'Pluto');
    expect(recalled([pet], 'Who is Pluto?')).toEqual([]);
  });

  it('Given a child whose name is a function word of another language (Spanish ella), when the user asks about her by name, then the memory comes back', () => {
    const child = mem('The user has a daughter called Ella.', ['daughter'], 'daughter');
    expect(recalled([child], 'Was schenke ich Ella zum Geburtstag?')).toEqual([child.stableKey]);
    expect(recalled([child], 'Who was Ella Fitzgerald?')).toEqual([]);
  });

  it('Given a programming-language memory, when the question means the everyday word, then it is not recalled', () => {
    const lang = mem('The user writes services in Crystal and Elixir.', ['crystal', 'elixir'], 'Crystal', 'user_preference');
    expect(recalled([lang], 'How do I clean a crystal vase?')).toEqual([]);
    expect(recalled([lang], 'How do I parse JSON in Crystal?')).toEqual([lang.stableKey]);
  });

  it('Given a Chinese memory word, when it sits inside a longer word of the question, then it does not match', () => {
    const phone = mem('用户用的是华为手机。', ['华为', '手机'], '华为手机', 'user_preference');
    expect(scoreMemory(phone, '手机壳用什么材质好？').total).toBe(0);
    expect(recalled([phone], '我的手机怎么截长图？')).toEqual([phone.stableKey]);
  });

  it('Given a memory phrase the dictionary does not know, when it lies inside a word the dictionary knows or starts with a kana mark, then it does not match', () => {
    const badminton = mem('用户周末常和同事打羽毛球。', ['周末', '羽毛球'], '周末羽毛球');
    expect(scoreMemory(badminton, '羽毛球拍是用什么材料做的？').total).toBe(0);
    expect(recalled([badminton], '我周末想打羽毛球，帮我约个场地')).toEqual([badminton.stableKey]);
    // Every Japanese memory starts "ユーザーは…": its tail ーは is no word, and no name of the store's person.
    const osaka = mem('ユーザーは毎月大阪に出張している。', ['大阪', '出張'], '大阪出張');
    const kyoto = mem('ユーザーは京都の大学を出た。', ['京都', '大学'], '京都');
    expect(recalled([osaka, kyoto], 'ソニーはいつ創業しましたか？')).toEqual([]);
  });

  it('Given a world question, when it shares one anchor with a memory, then the memory is not injected; two independent anchors do', () => {
    const garden = mem('The user grows tomatoes on a balcony in Lisbon.', ['tomatoes', 'balcony'], 'balcony garden', 'user_preference');
    expect(recalled([garden], 'Who brought tomatoes to Europe?')).toEqual([]);
    expect(recalled([garden], 'Why do tomatoes crack on a balcony in Lisbon?')).toEqual([garden.stableKey]);
    expect(recalled([garden], 'My tomatoes keep cracking, what should I do?')).toEqual([garden.stableKey]);
  });

  it('Given a German memory and a German question with no shared topic, then articles and pronouns never match', () => {
    const bike = mem('Der Nutzer fährt jeden Tag mit dem Fahrrad zur Arbeit.', ['fahrrad'], 'Fahrrad', 'user_preference');
    expect(scoreMemory(bike, 'Was ist der Sinn des Lebens? Die Frage stellt sich jeden.').total).toBe(0);
  });
});

describe('rules the fourth blind aboutness set found', () => {
  it('Given an English memory whose tag is a function word elsewhere, then its language stays English (Portuguese "com" is no Comet)', () => {
    const dog = mem("The user's border collie is called Comet.", ['comet', 'dog', 'border collie'], 'Comet');
    expect(recalled([dog], 'Qual bairro é melhor pra eu morar com a família?')).toEqual([]);
    expect(recalled([dog], 'Comet não come, o que eu faço com ele?')).toEqual([dog.stableKey]);
  });

  it('Given a one-character noun tag, then it counts only where the question calls it the user’s own', () => {
    const car = mem('ユーザーはホンダのフィットに乗っている。', ['ホンダ', 'フィット', '車'], 'フィット', 'user_preference');
    expect(recalled([car], '私の車で冬の北海道を走るとき、タイヤはどれがいい？')).toEqual([car.stableKey]);
    expect(recalled([car], '車の歴史を教えて')).toEqual([]);
  });

  it('Given a question that starts in lower case, then a proper noun it writes in lower case still counts', () => {
    const kotlin = mem('The user writes Android apps in Kotlin.', ['kotlin', 'android'], 'Kotlin', 'user_preference');
    expect(recalled([kotlin], 'im getting a NullPointerException in kotlin even tho i used ?. whats going on')).toEqual([kotlin.stableKey]);
  });
});
