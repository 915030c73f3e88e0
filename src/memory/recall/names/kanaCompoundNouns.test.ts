import { describe, expect, it } from 'vitest';
import { endsKanjiCompound } from './kanaCompoundNouns';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A katakana loanword written right after a kanji noun ends a noun compound (住宅ローン, 食パン): a common noun, not the
// store's name its sound key meets; after a relation's or a pet's word it is still the name (kanaCompoundNouns.ts).
// Every case here is invented for this file.

describe('a katakana word ending a kanji noun compound', () => {
  it.each(['住宅', '自動車', '食', '通勤'])('ends a compound after %s', (before) => expect(endsKanjiCompound(before)).toBe(true));
  it.each(['息子', '長女の娘', '愛犬', '夫', '長男', '次女', '友人', '同僚', '孫', '', 'この', 'うちの'])(
    'is no compound after "%s"',
    (before) => expect(endsKanjiCompound(before)).toBe(false),
  );

  const STORE = parseMemoryLines(`
stable_user_context | figlio, Leone, scuola | son Leone | Il figlio Leone ha 12 anni e fa la seconda media a Nuoro.
project_context | Leone, diabete | Leone diabetes | Leone ha il diabete di tipo 1 e porta un sensore.
project_context | Leone, calcio | Leone football | Leone gioca a calcio il sabato mattina.
project_context | Leone, gita | Leone school trip | La gita scolastica di Leone a Cagliari è a maggio.
project_context | Leone, carboidrati | Leone carbs | Per Leone contiamo i carboidrati di ogni pasto.
stable_user_context | cane, Pan | dog Pan | Il cane Pan è un giovane border collie.
project_context | Pan, passeggiata | Pan walk | Pan ha bisogno di due lunghe passeggiate al giorno.
project_context | Pan, veterinario | Pan vet | Pan va dal veterinario ogni sei mesi.
`);
  const index = buildRecallIndex(STORE.map((s) => s.memory));
  const subjects = (q: string) =>
    selectFromIndex(index, q).map((m) => STORE.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

  it.each([
    ['住宅ローンの平均的な金利は？', 'Leone'],
    ['自動車ローンの審査は何日かかる？', 'Leone'],
    ['食パンの賞味期限は？', 'Pan'],
  ])('Given "%s", then the loanword recalls no %s', (q, name) => {
    expect(subjects(q).some((s) => s.includes(name))).toBe(false);
  });

  it.each([
    ['息子レオーネのサッカーの試合に持たせるおやつを考えて', 'Leone'],
    ['愛犬パンの散歩コースを考えて', 'Pan'],
  ])('Given "%s", then the store’s %s still comes', (q, name) => {
    expect(subjects(q).some((s) => s.includes(name))).toBe(true);
  });
});
