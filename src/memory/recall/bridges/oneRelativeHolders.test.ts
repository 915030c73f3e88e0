import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { CONCEPTS, type BridgeLanguage } from './conceptBridge.data';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';

// Several memories hold a relation in the question's language (a mother's card and a memory of her hearing, both
// tagging 어머니) and the question names her in another form of it (엄마): the card of the one person comes
// (conceptBridge.ts, holderFor), in the ten languages; two sons in one language stay two people, and a question
// about someone else's relative reaches nothing.

const formsOf = (id: string) => CONCEPTS.find((c) => c.id === id)?.forms;

/** A card of the relative, a second memory about them, and a personal question, per language. */
const LANGUAGES: Record<BridgeLanguage, { card: string; other: [string, string]; ask: (w: string) => string }> = {
  en: {
    card: 'Her {w} Quillon is 79 and lives alone by the harbour.',
    other: ['Quillon wears a hearing aid.', 'hearing aid'],
    ask: (w) => `what should I do with my ${w} this weekend?`,
  },
  zh: { card: '她的{w}奎隆七十九岁，一个人住在港口边。', other: ['奎隆戴助听器。', '助听器'], ask: (w) => `${w}最近不开心，我该怎么办` },
  ja: {
    card: '{w}のクイロンは七十九歳で、港のそばに一人で住んでいる。',
    other: ['クイロンは補聴器をつけている。', '補聴器'],
    ask: (w) => `うちの${w}のことで相談したい`,
  },
  ko: {
    card: '{w} 퀼론은 79세로 항구 근처에 혼자 사신다.',
    other: ['퀼론은 보청기를 끼신다.', '보청기'],
    ask: (w) => `우리 ${w} 선물 뭐가 좋을까`,
  },
  de: {
    card: 'Ihre {w} Quillon ist 79 und wohnt allein am Hafen.',
    other: ['Quillon trägt ein Hörgerät.', 'Hörgerät'],
    ask: (w) => `Was soll ich mit meiner ${w} am Wochenende machen?`,
  },
  fr: {
    card: 'Sa {w} Quillon a 79 ans, elle vit seule dans une maison près du port et elle aime beaucoup la cuisine.',
    other: ['Quillon porte un appareil auditif depuis deux ans et elle a du mal avec le téléphone.', 'appareil auditif'],
    ask: (w) => `Que faire avec ma ${w} ce week-end ?`,
  },
  es: {
    card: 'Su {w} Quillon tiene 79 años, vive sola en una casa junto al puerto y le gusta mucho cocinar.',
    other: ['Quillon lleva un audífono desde hace dos años y le cuesta hablar por teléfono.', 'audífono'],
    ask: (w) => `¿Qué hago con mi ${w} este fin de semana?`,
  },
  pt: {
    card: 'A {w} Quillon tem 79 anos e vive sozinha junto ao porto.',
    other: ['Quillon usa um aparelho auditivo.', 'aparelho auditivo'],
    ask: (w) => `O que faço com a minha ${w} no fim de semana?`,
  },
  ru: {
    card: 'Её {w} Квиллон 79 лет, она живёт одна у порта.',
    other: ['Квиллон носит слуховой аппарат.', 'слуховой аппарат'],
    ask: (w) => `Что мне делать с ${w} на выходных?`,
  },
  it: {
    card: 'Sua {w} Quillon ha 79 anni e vive da sola vicino al porto.',
    other: ['Quillon porta un apparecchio acustico.', 'apparecchio acustico'],
    ask: (w) => `Cosa faccio con mia ${w} nel fine settimana?`,
  },
};

/** The relative's card and a memory about them, both tagging `form` in `language`. */
function store(id: string, language: BridgeLanguage, form: string) {
  const l = LANGUAGES[language];
  const english = formsOf(id)?.en[0] ?? id;
  return [
    bridgeMemory('stable_user_context', l.card.replace('{w}', form), [form, 'Quillon'], `${english} Quillon`),
    bridgeMemory('stable_user_context', l.other[0], [l.other[1], form], 'Quillon hearing'),
    ...bridgeFiller(),
  ];
}

const rows = (id: string) =>
  (Object.keys(LANGUAGES) as BridgeLanguage[]).flatMap((language) => {
    const [first, second] = formsOf(id)?.[language] ?? [];
    return first === undefined || second === undefined ? [] : [{ id, language, first, second }];
  });

describe('several memories of one relative in the question’s language', () => {
  it.each([...rows('mother'), ...rows('father')])(
    'Given the $id card and a memory of them tagging $first ($language), when the user asks with $second, then the card is recalled',
    ({ id, language, first, second }) => {
      const memories = store(id, language, first);
      expect(expectRecalled(memories, LANGUAGES[language].ask(second), memories[0]?.stableKey)).not.toContain(memories[2]?.stableKey);
    },
  );

  it.each(rows('son'))(
    'Given two sons’ cards tagging $first ($language), when the user asks with $second, then neither is recalled alone',
    ({ language, first, second }) => {
      const l = LANGUAGES[language];
      const memories = [
        bridgeMemory('stable_user_context', l.card.replace('{w}', first), [first, 'Quillon'], 'son Quillon'),
        bridgeMemory(
          'stable_user_context',
          l.card.replace('{w}', first).replace(/Quillon|奎隆|クイロン|퀼론|Квиллон/u, 'Maribo'),
          [first, 'Maribo'],
          'son Maribo',
        ),
        ...bridgeFiller(),
      ];
      // Both may meet the question on the word itself (son, sons); the bridge never picks one of them.
      expect(selectRelevantMemories(memories, l.ask(second))).not.toHaveLength(1);
    },
  );

  it.each([
    ['세종대왕의 엄마는 누구였어?', 'ko', '어머니'],
    ['Wer war die Mutti von Napoleon?', 'de', 'mutter'],
  ] as const)(
    'Given the mother card and a memory of her, when "%s" asks of someone else’s, then nothing is recalled',
    (question, language, form) => {
      expect(selectRelevantMemories(store('mother', language, form), question)).toEqual([]);
    },
  );
});
