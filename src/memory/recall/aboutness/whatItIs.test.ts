import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { asksWhatItIs } from './whatItIs';
import { normalizeForRecall } from '../../record/tokenize';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// "What is X?" asked as people speak (whatItIs.ts): French "c'est quoi", Korean "…가 뭐야?" / "…란?", Japanese
// "…って何？", Chinese "指什么" / "是啥" / "什么叫" / "属于什么" ask a definition of the world. Every case here is
// invented for this file, by category: a thing of nature, a device, a dish, a condition, a sport's word.

const about = (q: string) => classifyAboutness(normalizeForRecall(q));
const reads = (q: string) => asksWhatItIs(normalizeForRecall(q));

describe('a spoken "what is X"', () => {
  it.each([
    "c'est quoi une pompe à chaleur",
    "C'est quoi le verglas exactement ?",
    'c’est quoi la sclérose en plaques',
    'Une marmotte, c’est quoi au juste ?',
    '인덕션이 뭐야?',
    '오로라는 뭐예요?',
    '"hygge"가 뭐야?',
    '오프사이드란?',
    '엘니뇨 현상이란?',
    '「オフサイド」って何？',
    '床暖房ってなに',
    'フォアグラって何ですか？',
    '越位在足球里指什么',
    '空气炸锅是啥',
    '什么叫厄尔尼诺',
    '普洱属于什么茶',
  ])('is a definition of the world: %s', (q) => {
    expect(reads(q)).toBe(true);
    expect(about(q)).toBe('world');
  });

  it.each(["c'est quoi mon prochain rendez-vous chez le dentiste", '내 다음 일정이 뭐야?', '私の次の予定って何？', '我的下一个会议指什么'])(
    'stays the user’s with a first person: %s',
    (q) => expect(about(q)).toBe('user'),
  );

  it.each([
    // a choice weighed, a method, a name or a number: not what a thing is
    "c'est quoi le mieux pour un plancher de bois",
    "c'est quoi la meilleure façon d'isoler un grenier",
    "c'est quoi le prénom de la fille de Sophie",
    "c'est quoi le numéro du plombier",
    '허리에 좋은 운동이 뭐야?',
    '김치찌개 맛있게 끓이는 방법이 뭐야?',
    '제일 가까운 약국이 뭐야?',
    '강아지 이름이 뭐야?',
    '会議って何時から？',
    '明日の予定って何だっけ？',
    '这道菜怎么做',
  ])('is no spoken definition: %s', (q) => expect(reads(q)).toBe(false));

  it('Given a heat pump and a son the user names, then a definition recalls neither and the user’s own question still does', () => {
    const store = parseMemoryLines(
      [
        'project_context | pompe à chaleur, installation | heat pump | Elle fait installer une pompe à chaleur au chalet en octobre.',
        'stable_user_context | 아들, 인덕션, 화상 | induction | 아들이 인덕션에 손을 데어서 조심한다.',
      ].join('\n'),
    );
    const index = buildRecallIndex(store.map((s) => s.memory));
    expect(selectFromIndex(index, "c'est quoi une pompe à chaleur")).toEqual([]);
    expect(selectFromIndex(index, '인덕션이 뭐야?')).toEqual([]);
    expect(selectFromIndex(index, "quand est-ce qu'on installe ma pompe à chaleur ?").length).toBeGreaterThan(0);
  });
});
