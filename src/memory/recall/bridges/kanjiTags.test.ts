import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { CONCEPTS } from './conceptBridge.data';
import { foldChineseScript } from '../../record/hanFolding';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';

// A Japanese memory's tag written in kanji alone (弟, 母, 膝) is read as Japanese, not as Chinese (conceptBridge.ts):
// the forms Japanese writes and Chinese does not, from the table, reach the Japanese card from the other languages;
// the same tag in a memory written without kana stays a Chinese word (a traditional one read as such), and a question about someone else's reaches nothing.

const HAN_ONLY = /^\p{Script=Han}+$/u;
const relations = CONCEPTS.filter((c) => c.kind === 'relation').flatMap((c) =>
  c.forms.ja.filter((f) => HAN_ONLY.test(f) && !c.forms.zh.includes(f)).map((form) => ({ id: c.id, form, english: c.forms.en[0] ?? c.id })),
);

/** A personal question about the relation, per language, with its first form. */
const ASKED: Record<string, (w: string) => string> = {
  en: (w) => `what should I give my ${w} for his birthday?`,
  ko: (w) => `우리 ${w} 생일 선물 뭐가 좋을까`,
  de: (w) => `Was schenke ich meinem ${w} zum Geburtstag?`,
  fr: (w) => `Que offrir à mon ${w} pour son anniversaire ?`,
  es: (w) => `¿Qué le regalo a mi ${w} por su cumpleaños?`,
  pt: (w) => `O que dou ao meu ${w} no aniversário?`,
  it: (w) => `Cosa regalo a mio ${w} per il compleanno?`,
};

const card = (form: string, english: string, kana: boolean) =>
  bridgeMemory(
    'stable_user_context',
    kana ? `${form}のクイロンは大阪でパン屋をしている。` : `${form}奎隆在大阪开面包店。`,
    [form, 'Quillon', kana ? '大阪' : '面包店'],
    `${english} Quillon`,
  );

describe('kanji-only tags of a Japanese memory', () => {
  it('the table has Japanese kanji forms Chinese lacks', () =>
    expect(relations.map((r) => r.form)).toEqual(expect.arrayContaining(['弟', '母'])));

  const asked = relations.flatMap((r) =>
    Object.entries(ASKED).map(([language, ask]) => {
      const forms = CONCEPTS.find((c) => c.id === r.id)?.forms;
      return { ...r, language, question: ask(forms?.[language as keyof typeof forms][0] ?? '') };
    }),
  );
  it.each(asked)('Given a Japanese card tagging $form, when the user asks "$question", then it is recalled', (r) => {
    const store = [card(r.form, r.english, true), ...bridgeFiller()];
    expectRecalled(store, r.question, store[0]?.stableKey);
  });

  // 母親 and 父親 are also traditional Chinese for mother and father (母亲, 父亲): such a Chinese memory is about them.
  const notChinese = relations.filter((r) => !CONCEPTS.find((c) => c.id === r.id)?.forms.zh.includes(foldChineseScript(r.form)));
  it('some of the Japanese forms are traditional Chinese ones', () => expect(notChinese.length).toBeLessThan(relations.length));
  it.each(notChinese)('Given a Chinese memory tagging $form, when the user asks of their $id in German, then nothing is recalled', (r) => {
    const forms = CONCEPTS.find((c) => c.id === r.id)?.forms;
    const store = [card(r.form, 'the', false), ...bridgeFiller()];
    expect(selectRelevantMemories(store, ASKED.de?.(forms?.de[0] ?? '') ?? '')).toEqual([]);
  });

  it.each([
    ['Napoleons Bruder war König von Holland, oder?', '弟', 'brother'],
    ['세종대왕의 어머니는 누구인가요?', '母', 'mother'],
  ])(
    'Given a Japanese card tagging %s, when the question "%s" asks of someone else’s, then nothing is recalled',
    (question, form, english) => {
      const store = [card(form, english, true), ...bridgeFiller()];
      expect(selectRelevantMemories(store, question)).toEqual([]);
    },
  );

  it('Given two memories tagging the knee, one Chinese, one Japanese, when asked in Portuguese, then the one whose subject names it comes', () => {
    const store = [
      bridgeMemory('stable_user_context', '用户两年前左膝前十字韧带断裂，做过手术。', ['膝盖', '十字韧带', '手术'], 'knee surgery'),
      bridgeMemory(
        'recurring_constraint',
        '膝のため、ランニングは週に10キロまでにしている。',
        ['膝', 'ランニング', '距離'],
        'running limit',
      ),
      ...bridgeFiller(),
    ];
    expect(
      selectRelevantMemories(store, 'Um treino de boulder para quem já operou o joelho, o meu joelho dói').map((m) => m.stableKey),
    ).toEqual([store[0]?.stableKey]);
  });
});
