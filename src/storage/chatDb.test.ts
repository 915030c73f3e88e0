import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { randomBytes } from 'node:crypto';
import { openChatDb } from './chatDb';

const freshSession = () => randomBytes(8).toString('hex');

describe('chat database versions', () => {
  it('given the version-1 schema with data, when opened by the current code, then nothing is lost', async () => {
    const name = `mindkeep-chat-${freshSession()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ conversations: 'id, lastActiveAt', messages: 'id, conversationId, [conversationId+seq], status', threads: 'conversationId' });
    await v1.table('conversations').add({ id: 'c', title: 'kept', mode: 'ordinary_chat', createdAt: 'a', lastActiveAt: 'a' });
    v1.close();
    const current = openChatDb(name.replace('mindkeep-chat-', ''));
    expect(await current.conversations.get('c')).toMatchObject({ title: 'kept' });
  });
});
