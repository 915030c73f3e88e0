import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import type { BridgeLanguage } from './conceptBridge.data';
import { PET_KINDS } from './petKinds.data';

// Kinds of pets through the closed bridge (petKinds.data.ts, conceptBridge.ts), generated from the table: a breed
// named in another language reaches the card tagging it in English; the animal's own word reaches a card that names
// only the breed, and the breed a card that names only the animal; a world question with the same words does not.

let second = 0;
/** A confident memory of the given type (a preference prefers), one second after the last. */
function memory(type: MemoryType, text: string, tags: string[], subject: string) {
  const polarity = type === 'user_preference' ? 'prefer' : null;
  second += 1;
  return memoryFrom(rawCandidate({ type, text, tags, subject, polarity }), `2025-07-01T00:00:${String(second % 60).padStart(2, '0')}.000Z`);
}

const filler = () => [
  memory('user_preference', 'User likes cycling along the river on Sunday mornings.', ['cycling', 'river'], 'cycling'),
  memory('stable_user_context', 'User works as a backend engineer at a freight startup.', ['job', 'backend'], 'job'),
];

/** A pet's card in English, introducing it by a name no question uses and by the words given as tags. */
const card = (tags: string[]) =>
  memory('stable_user_context', `User adopted Quillon, a ${tags[0] ?? ''}, in 2024.`, [...tags, 'Quillon'], `pet Quillon`);

/** A question about one's own pet around one word, per language (possessive or first person: the user's). */
const PERSONAL: Record<Exclude<BridgeLanguage, 'en'>, (w: string) => string> = {
  zh: (w) => `我家${w}冬天要不要穿衣服？`,
  ja: (w) => `うちの${w}が最近ごはんを残す、どうしたらいい？`,
  ko: (w) => `우리 ${w} 산책은 하루에 몇 번이 좋을까`,
  de: (w) => `mein ${w} frisst nicht mehr, was soll ich tun?`,
  fr: (w) => `mon ${w} ne mange plus, que dois-je faire ?`,
  es: (w) => `mi ${w} no quiere comer, ¿qué hago?`,
  pt: (w) => `meu ${w} não quer comer, o que eu faço?`,
  ru: (w) => `мой ${w} плохо ест, что мне делать?`,
  it: (w) => `il mio ${w} non mangia più, cosa faccio?`,
};

const rows = PET_KINDS.flatMap((kind) =>
  (Object.keys(PERSONAL) as (keyof typeof PERSONAL)[])
    .filter((language) => !kind.forms.en.includes(kind.forms[language][0] ?? ''))
    .map((language) => ({
      kind: kind.id,
      english: kind.forms.en[0] ?? kind.id,
      language,
      question: PERSONAL[language](kind.forms[language][0] ?? ''),
    })),
);

describe('kinds of pets across languages', () => {
  it.each(rows)('Given a card tagging "$english", when the user asks "$question" ($language), then it is recalled', (row) => {
    const store = [card([row.english]), ...filler()];
    const picked = selectRelevantMemories(store, row.question).map((s) => s.stableKey);
    expect(picked).toEqual([store[0]?.stableKey]);
    expect(selectFromIndex(buildRecallIndex(store), row.question).map((s) => s.stableKey)).toEqual(picked);
  });

  it('Given a card tagging only its breed, when the user asks about their dog in another language, then it is recalled; a world question, not', () => {
    const store = [card(['greyhound', 'rescue']), ...filler()];
    expect(selectRelevantMemories(store, '我的狗冬天要穿衣服吗').map((s) => s.stableKey)).toEqual([store[0]?.stableKey]);
    expect(selectRelevantMemories(store, 'mein hund friert, was soll ich tun?').map((s) => s.stableKey)).toEqual([store[0]?.stableKey]);
    expect(selectRelevantMemories(store, '狗为什么怕冷？')).toEqual([]);
    expect(selectRelevantMemories(store, 'warum frieren hunde im winter?')).toEqual([]);
  });

  it('Given a card tagging only "dog", when the user names its breed in another language, then it is recalled; a world question, not', () => {
    const store = [card(['dog', 'rescue']), ...filler()];
    expect(selectRelevantMemories(store, 'mein Windhund friert, was soll ich tun?').map((s) => s.stableKey)).toEqual([store[0]?.stableKey]);
    expect(selectRelevantMemories(store, 'моя борзая гоняется за кошками, что делать?').map((s) => s.stableKey)).toEqual([
      store[0]?.stableKey,
    ]);
    expect(selectRelevantMemories(store, 'warum sind Windhunde so schnell?')).toEqual([]);
    expect(selectRelevantMemories(store, 'почему борзые так быстро бегают?')).toEqual([]);
  });

  it('Given a dog card and a cat card, when the user names a cat breed, then only the cat', () => {
    const dog = card(['dog', 'rescue']);
    const cat = memory('stable_user_context', 'User has a cat called Brannoc.', ['cat', 'Brannoc'], 'cat Brannoc');
    const store = [dog, cat, ...filler()];
    expect(selectRelevantMemories(store, 'mon maine coon ne mange plus, que faire ?').map((s) => s.stableKey)).toEqual([cat.stableKey]);
  });

  it('Given a Russian card naming its dog by a breed written in Cyrillic, when the user names the breed in Latin letters, then it is recalled; a world question, not', () => {
    const dog = memory(
      'stable_user_context',
      'Собаку зовут Квиллон, это джек-рассел-терьер, ему пять лет.',
      ['собака', 'Квиллон', 'джек-рассел'],
      'dog',
    );
    const store = [dog, ...filler()];
    for (const question of [
      'Mon jack russell boite depuis hier, que faire ?',
      'Il mio jack russell non mangia, cosa faccio?',
      'Mein Jack Russell bellt ständig, was soll ich tun?',
      'Mi jack russell tiene pulgas, ¿qué hago?',
      'how often should I walk my Jack Russell?',
    ])
      expect(selectRelevantMemories(store, question).map((s) => s.stableKey)).toEqual([dog.stableKey]);
    expect(selectRelevantMemories(store, 'Pourquoi les jack russell creusent-ils autant ?')).toEqual([]);
    expect(selectRelevantMemories(store, 'why do Jack Russells dig so much?')).toEqual([]);
  });
});
