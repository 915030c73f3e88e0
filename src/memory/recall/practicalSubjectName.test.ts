import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from './selection';
import { bridgeFiller, bridgeMemory } from './__fixtures__/bridgeCases';

// A practical question met on one name the question capitalises and the memory's subject writes is a task on the
// thing the memory is about (anchorSense.ts, subjectName), though its frame names no one.

const store = () => [
  bridgeMemory(
    'stable_user_context',
    'Every year she bids on a Geisha lot from a farm in Boquete, Panama.',
    ['Panama', 'auction'],
    'Panama Geisha',
  ),
  bridgeMemory(
    'project_context',
    'The user is preparing for the Busoni piano competition tuning team.',
    ['competition', 'tuning'],
    'Busoni competition',
  ),
  ...bridgeFiller(),
];
const keys = (q: string) => selectRelevantMemories(store(), q).map((m) => m.stableKey);

describe('a practical question on the name the memory is about', () => {
  it.each([
    "Quanto offrire per il lotto di Geisha all'asta quest'anno?",
    '¿Cuánto ofrecer por el lote de Geisha en la subasta?',
    'Quanto oferecer pelo lote de Geisha no leilão?',
    'how much to bid for a Geisha lot at the auction',
  ])('Given a memory whose subject names Geisha, when "%s", then it is recalled', (q) => {
    expect(keys(q)).toContain('stable_user_context:panama-geisha');
  });

  it.each(['quanto guadagna una geisha a Kyoto?', 'when were geisha first recorded in Kyoto?', 'Quanto costa un kimono da geisha?'])(
    'Given the name in lower case or no task, when "%s", then it is not recalled',
    (q) => {
      expect(keys(q)).not.toContain('stable_user_context:panama-geisha');
    },
  );
});
