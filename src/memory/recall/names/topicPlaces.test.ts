import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { topicPlacesOf } from './topicPlaces';

// topicPlaces.ts: a town a memory tags and is set in ("vão a Busan", "in Endingen", "a Tivat") and that the place table
// does not hold is read out of kana, hangul and Cyrillic (otherScriptNames.ts) in a question about the user or
// handing the assistant a task; a world question naming the town, or a tag the text never sets itself in, stays out.

const store = () => [
  memory(
    'project_context',
    'Graça e o Rui vão a Busan em abril de 2027 para as bodas de prata.',
    ['Busan', 'viagem', '2027'],
    'Busan trip',
  ),
  memory(
    'project_context',
    'Ihr großes Projekt: die Restaurierung der Orgel in Endingen, Abschluss geplant Ostern 2027.',
    ['Restaurierung', 'Endingen'],
    'Endingen restoration',
  ),
  memory(
    'stable_user_context',
    'La famiglia vive in affitto in un appartamento a Tivat, vicino al mare.',
    ['affitto', 'Tivat'],
    'rented flat',
  ),
  memory('stable_user_context', 'Her last truck was a Volvo she called Baleia.', ['Volvo', 'truck'], 'old truck'),
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'Der Nutzer baut im Keller eine Modelleisenbahn.', ['Modelleisenbahn', 'Keller'], 'model railway'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('topic places', () => {
  it('Given memories setting themselves in a tagged town, then the town is their topic place, not an article’s noun', () => {
    const [busan, endingen, tivat, volvo, , keller] = store();
    expect([...topicPlacesOf(busan!, 'pt')]).toEqual(['busan']);
    expect([...topicPlacesOf(endingen!, 'de')]).toEqual(['endingen']);
    expect([...topicPlacesOf(tivat!, 'it')]).toEqual(['tivat']);
    expect([...topicPlacesOf(volvo!, undefined)]).toEqual([]);
    expect([...topicPlacesOf(keller!, 'de')]).toEqual([]);
  });

  it.each([
    ['Endingen restoration', 'エンディンゲンのオルガン修復の進捗をまとめて'],
    ['Endingen restoration', 'Кратко опиши мою реставрацию в Эндингене'],
    ['Endingen restoration', '私のエンディンゲンの仕事の予定を立てて'],
    ['Endingen restoration', '엔딩겐 오르간 복원 진행 상황을 정리해 줘'],
    ['Endingen restoration', '엔딩겐에서 할 내 일을 정리해 줘'],
  ])('Given a memory set in a town (%s), when a question about the user writes it as "%s", then it is recalled', (subject, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    ['Endingen restoration', 'エンディンゲンの人口は？'],
    ['Busan trip', '프사안 영화제는 언제 열려?'],
    ['old truck', 'ボルボの本社はどこ？'],
    ['model railway', '내 차로 겨울에 캠핑 가도 괜찮을까?'],
  ])('Given a memory of %s, when "%s" asks the world, then it is not recalled', (subject, question) => {
    const s = store();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });
});
