import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { historySource } from './historySource';

describe('where a memory history entry came from', () => {
  it('given a change sync applied from "Work laptop", then it reads "changed on Work laptop", in Chinese too', () => {
    const entry = { conversationId: 'sync', device: 'Work laptop' };
    expect(historySource(en, entry, [])).toBe('changed on Work laptop');
    expect(historySource(zh, entry, [])).toBe('在「Work laptop」上更改');
  });

  it('given a synced change whose device is not named, then another device; other entries keep their conversation or source', () => {
    expect(historySource(en, { conversationId: 'sync' }, [])).toBe('changed on another device');
    expect(historySource(en, { conversationId: 'c1' }, [{ id: 'c1', title: 'Peaches' }])).toBe('Peaches');
    expect(historySource(en, { conversationId: 'memory-inspector' }, [])).toBe(en.addedByYou);
  });

  it('given a preference sync suppressed because its opposite from "Phone" is newer, then it says so, in Chinese too; unnamed, only why', () => {
    const entry = { conversationId: 'sync', device: 'Phone', cause: 'opposite_preference' as const };
    expect(historySource(en, entry, [])).toBe('because the opposite preference arrived from Phone');
    expect(historySource(zh, entry, [])).toBe('因为「Phone」传来了相反的偏好');
    expect(historySource(en, { conversationId: 'sync', cause: 'opposite_preference' }, [])).toBe(
      'because the opposite preference is newer',
    );
    expect(historySource(zh, { conversationId: 'sync', cause: 'opposite_preference' }, [])).toBe('因为相反的偏好较新');
  });
});
