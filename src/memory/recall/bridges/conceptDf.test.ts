import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { selectFromIndex } from '../recallIndex';
import { buildRecallIndex } from '../recallIndex';
import { buildMemoryFeatures } from '../matchFeatures';
import { bridgeMemory as memory } from '../__fixtures__/bridgeCases';
import { conceptDfOf } from './conceptDf';

// conceptDf.ts: a word the store writes in one script only is as everyday as its concept. In a roaster's store that
// names coffee in English everywhere, a memory writing "café", 咖啡 or кофе once in passing is not met on that word.

/** Six memories naming coffee in English as their topic: the user's trade. */
const trade = () => [
  memory('project_context', 'User roasts coffee for a small shop.', ['coffee', 'roasting'], 'coffee roastery'),
  memory('project_context', 'User buys green coffee from farms in Ethiopia.', ['coffee', 'sourcing'], 'green coffee'),
  memory('project_context', 'User sells a monthly coffee subscription.', ['coffee', 'subscription'], 'subscription'),
  memory('project_context', 'User trains staff to brew coffee by hand.', ['coffee', 'training'], 'staff training'),
  memory('project_context', 'User enters coffee roasting competitions.', ['coffee', 'competition'], 'competition'),
  memory('project_context', 'User writes product sheets for each coffee.', ['coffee', 'product sheets'], 'product sheets'),
];

/** Per language: a trip memory naming coffee in passing in that language, and a personal question on the word. */
const CASES = [
  ['en', 'User lived in Melbourne for two years and loved sitting in a cafe there.', 'Can I drink cafe on an empty stomach?'],
  ['zh', '用户在墨尔本住过两年，很喜欢那里的咖啡。', '我空腹可以喝咖啡吗？'],
  ['ja', 'ユーザーはメルボルンに二年住み、そこのコーヒーが好きだった。', '私は空腹でコーヒーを飲んでもいい？'],
  ['ko', '사용자는 멜버른에서 2년 살았고 그곳의 커피를 좋아했다.', '내가 공복에 커피를 마셔도 될까?'],
  ['de', 'Der Nutzer lebte zwei Jahre in Melbourne und liebte dort den Kaffee.', 'Darf ich Kaffee auf nüchternen Magen trinken?'],
  ['fr', "L'utilisateur a vécu deux ans à Melbourne et aimait son café.", 'Puis-je boire du café à jeun ?'],
  ['es', 'El usuario vivió dos años en Melbourne y le encantaba su café.', '¿Puedo tomar café en ayunas?'],
  ['pt', 'O usuário morou dois anos em Melbourne e adorava o café de lá.', 'Posso tomar café em jejum?'],
  ['it', "L'utente ha vissuto due anni a Melbourne e amava il caffè.", 'Posso bere il caffè a digiuno?'],
  ['ru', 'Пользователь два года жил в Мельбурне и любил там кофе.', 'Можно мне пить кофе натощак?'],
] as const;

const wordOf = (question: string) => question.match(/cafe|café|caffè|kaffee|咖啡|コーヒー|커피|кофе/iu)?.[0] ?? '';
const trip = (text: string) => memory('stable_user_context', text, ['Melbourne', 'travel'], 'Melbourne years');
/** The same trip written in English with the question's word as a loanword ("loved the café there"). */
const loanTrip = (question: string) => trip(`User lived in Melbourne for two years and loved the ${wordOf(question)} there.`);
const picked = (store: ReturnType<typeof trade>, question: string) => {
  const keys = selectRelevantMemories(store, question).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(store), question).map((m) => m.stableKey)).toEqual(keys);
  return keys;
};

describe('a word as everyday as its concept in the store', () => {
  it.each(CASES)('Given a store naming coffee in English, then the %s word of a question counts its memories', (_, text, question) => {
    const store = [...trade(), trip(text)].map(buildMemoryFeatures);
    const df = conceptDfOf(store);
    const word = wordOf(question);
    const unit = /^[\p{Script=Latin}]+$/u.test(word) ? word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : word;
    expect(df(unit, _ === 'en' || _ === 'zh' || _ === 'ja' || _ === 'ko' || _ === 'ru' ? undefined : _)).toBeGreaterThanOrEqual(6);
  });

  it.each(CASES)(
    'Given a roaster’s store, when the user asks in %s about drinking coffee, then a trip naming it in passing is not recalled',
    (_, text, question) => {
      const s = [...trade(), trip(text)];
      expect(picked(s, question)).not.toContain(s[6]?.stableKey);
    },
  );

  it.each(CASES)(
    'Given a roaster’s store, when the user asks in %s about drinking coffee, then a memory tagging the word is recalled',
    (_, text, question) => {
      const s = [...trade(), memory('stable_user_context', text, ['Melbourne', wordOf(question)], 'Melbourne years')];
      expect(picked(s, question)).toContain(s[6]?.stableKey);
    },
  );

  it.each(CASES)(
    'Given a roaster’s store, when the user asks in %s about drinking coffee, then an English trip writing that word is not recalled',
    (_, _text, question) => {
      const s = [...trade(), loanTrip(question)];
      expect(picked(s, question)).not.toContain(s[6]?.stableKey);
    },
  );

  it('Given a word of no everyday concept, then its concept count is 0', () => {
    const df = conceptDfOf([...trade()].map(buildMemoryFeatures));
    for (const unit of ['tax', '税金', 'steuer']) expect(df(unit, undefined)).toBe(0);
  });
});
