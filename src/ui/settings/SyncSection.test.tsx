import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared';
import { AppStoreProvider, type AppStore } from '../../state/store';
import { createTestStore } from '../../state/storeHarness.testutil';
import type { SyncStatus } from '../../state/types';
import { SyncChip } from '../chat/SyncChip';
import { SyncSection } from './SyncSection';
import { ChangePassphrase } from './sync/ChangePassphrase';

// Settings → Sync and the top bar's sync chip, rendered from a given sync status in both languages.

function storeWith(syncStatus: SyncStatus | null, language: Language = 'en'): AppStore {
  const { store } = createTestStore();
  store.setState({ syncStatus, settings: { ...store.getState().settings, language } });
  return { ...store, getInitialState: store.getState };
}

const render = (node: React.ReactNode, status: SyncStatus | null, language: Language = 'en') =>
  renderToStaticMarkup(<AppStoreProvider store={storeWith(status, language)}>{node}</AppStoreProvider>);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const running: SyncStatus = {
  state: 'synced',
  relayUrl: 'ws://127.0.0.1:4012',
  pairingCode: 'AAAAAAAAAAAAAAAAAAAAAA',
  devices: [
    { slot: 'AAAAAAAAAAA', name: 'Laptop', addedAt: '2026-12-01T10:00:00Z', lastSeenAt: '2026-12-01T10:00:00Z', isThisDevice: true },
    { slot: 'BBBBBBBBBBB', name: 'Phone', addedAt: '2026-12-01T10:00:00Z', lastSeenAt: '2026-12-01T11:00:00Z', isThisDevice: false },
  ],
};

describe('the sync chip', () => {
  it.each<[SyncStatus | null, string]>([
    [null, 'Off'],
    [{ state: 'connecting' }, 'Connecting…'],
    [{ state: 'synced' }, 'Synced'],
    [{ state: 'offline', waiting: 3 }, 'Offline — 3 changes waiting'],
    [{ state: 'offline', waiting: 1 }, 'Offline — 1 change waiting'],
    [{ state: 'paused' }, 'Paused'],
    [{ state: 'error', error: { code: 'sync_device_removed' } }, 'Error: This device was removed from the sync space'],
    [{ state: 'error', error: { code: 'sync_space_moved' } }, 'Error: space moved — join again with the new pairing code'],
  ])('given %o, then it reads %s, as a named status of its own', (status, expected) => {
    const html = render(<SyncChip />, status);
    expect(html).toContain('role="status" aria-label="Sync state"');
    expect(text(html)).toContain(expected);
  });

  it('given Chinese, then the chip and its name are Chinese', () => {
    const html = render(<SyncChip />, { state: 'offline', waiting: 2 }, 'zh');
    expect(html).toContain('aria-label="同步情况"');
    expect(text(html)).toBe('离线 — 2 项更改等待发送');
  });
});

describe('Settings → Sync', () => {
  it('given no space, then the form offers Test relay, Generate, a repeated passphrase, create and join; no second role=status', () => {
    const html = render(<SyncSection />, { state: 'off' });
    for (const name of ['Test relay', 'Generate', 'Repeat passphrase', 'Device name', 'Create sync space', 'Join sync space'])
      expect(text(html)).toContain(name);
    expect(html).not.toContain('role="status"');
    expect(text(html)).not.toContain('Pause sync');
  });

  it('given a running space, then pause, sync now, the devices with Remove device for the other one only, and change passphrase', () => {
    const shown = text(render(<SyncSection />, running));
    expect(shown).toContain('Pause sync');
    expect(shown).toContain('Sync now');
    expect(shown).toContain('Laptop (this device)');
    expect(shown.match(/Remove device/g)).toHaveLength(1);
    expect(shown.indexOf('Remove device')).toBeGreaterThan(shown.indexOf('Phone'));
    expect(shown).toContain('Change passphrase');
    expect(shown).toContain('Removing a device rotates the keys');
    expect(shown).not.toContain('Resume sync');
  });

  it('given Remove device picked a device, then the passphrase form takes it out: a new passphrase twice or Generate, then rotate or keep it', () => {
    const shown = text(render(<ChangePassphrase removing={running.devices![1]!} />, running));
    for (const name of [
      'Take Phone out of the space',
      'New passphrase',
      'Generate',
      'Repeat passphrase',
      'Rotate keys and take it out',
      'Keep it',
    ])
      expect(shown).toContain(name);
    expect(shown).not.toContain('Change passphrase');
    expect(shown).toContain('delete its data folder');
    const plain = text(render(<ChangePassphrase />, running));
    expect(plain).toContain('Change passphrase');
    expect(plain).not.toContain('Keep it');
  });

  it('given the space moved, in Chinese, then the chip gives the reason in Chinese', () => {
    expect(text(render(<SyncChip />, { state: 'error', error: { code: 'sync_space_moved' } }, 'zh'))).toContain('同步空间已迁移');
  });

  it('given a key change left unfinished by a closed tab and the relay offline, then it says why, in both languages, with no pairing code', () => {
    const { pairingCode: _, devices: __, ...space } = running;
    const pending: SyncStatus = { ...space, state: 'offline', error: { code: 'sync_rotation_pending' } };
    const shown = text(render(<SyncSection />, pending));
    expect(shown).toContain('Offline: changes wait for the relay: key change not finished — your other devices must first be told');
    expect(shown).not.toContain('Pairing code');
    expect(shown).toContain('Sync now');
    expect(text(render(<SyncChip />, pending, 'zh'))).toContain('密钥更换尚未完成');
  });

  it('given a paused space, then it offers Resume sync instead of pause and sync now', () => {
    const shown = text(render(<SyncSection />, { ...running, state: 'paused' }));
    expect(shown).toContain('Resume sync');
    expect(shown).not.toContain('Pause sync');
    expect(shown).not.toContain('Sync now');
  });

  it('given Chinese, then the controls are Chinese', () => {
    const shown = text(render(<SyncSection />, running, 'zh'));
    for (const name of ['暂停同步', '立即同步', '设备', '移除设备', '更改口令']) expect(shown).toContain(name);
  });
});
