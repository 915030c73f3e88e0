import { Dexie } from 'dexie';
import { chatDbName } from './chatDb';
import { memoryDbName } from './memoryDb';
import { syncDbName } from './syncDb';

/**
 * Deletes every database of one browser session: its chat, its memory and its sync state. A tab that still
 * has one open is asked to close it (Dexie closes on the version change), so the deletion is not held up.
 */
export async function deleteSessionDatabases(sessionHash: string): Promise<void> {
  await Promise.all([chatDbName, memoryDbName, syncDbName].map((name) => Dexie.delete(name(sessionHash))));
}
