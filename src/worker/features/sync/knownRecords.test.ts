import { describe, expect, it } from 'vitest';
import { createKnownRecords } from './knownRecords';

const stored = (n: number) => [
  ...Array.from({ length: n }, (_, i) => ({ id: `message\u0000m${i}`, c: 'c1' })),
  { id: 'conversation\u0000c1' },
  { id: 'memory\u0000pref.tea' },
];

describe('known records', () => {
  it('after a load, a change of one record writes only that record', () => {
    const known = createKnownRecords();
    known.load(stored(5000));
    known.messages.set('m5000', 'c1');
    known.memories.delete('pref.tea');
    expect(known.changes()).toEqual({ put: [{ id: 'message\u0000m5000', c: 'c1' }], removed: ['memory\u0000pref.tea'] });
    expect(known.changes()).toEqual({ put: [], removed: [] });
  });

  it('the sets the mirror holds before a load see what the load brought', () => {
    const known = createKnownRecords();
    const { memories, conversations } = known;
    known.load(stored(1));
    expect([memories.has('pref.tea'), conversations.has('c1')]).toEqual([true, true]);
    expect(known.changes()).toEqual({ put: [], removed: [] });
  });

  it('a record changed and changed back writes nothing', () => {
    const known = createKnownRecords();
    known.load(stored(3));
    known.conversations.delete('c1');
    known.conversations.add('c1');
    known.messages.set('m0', 'c2');
    known.messages.set('m0', 'c1');
    expect(known.changes()).toEqual({ put: [], removed: [] });
  });

  it('replacing a whole set compares every record with the store', () => {
    const known = createKnownRecords();
    known.load(stored(3));
    known.messages.replace(
      new Map([
        ['m1', 'c1'],
        ['m9', 'c1'],
      ]),
    );
    const { put, removed } = known.changes();
    expect(put).toEqual([{ id: 'message\u0000m9', c: 'c1' }]);
    expect(removed.sort()).toEqual(['message\u0000m0', 'message\u0000m2']);
    expect(known.memories.has('pref.tea')).toBe(true);
  });

  it('saves to the store only when something changed', async () => {
    const known = createKnownRecords();
    const saves: unknown[] = [];
    const store = { load: async () => [], save: async (put: unknown, removed: unknown) => void saves.push({ put, removed }) };
    await known.save(store);
    known.memories.add('pref.coffee');
    await known.save(store);
    expect(saves).toEqual([{ put: [{ id: 'memory\u0000pref.coffee' }], removed: [] }]);
  });
});
