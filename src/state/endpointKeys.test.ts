import { describe, expect, it } from 'vitest';
import { adoptCurrentEndpointKey, keyForEndpoint, saveCurrentEndpointKey, saveEndpointKey } from './endpointKeys';
import { keyAfterEndpointChange, presetDraft } from './presetLink';
import { checkBaseUrl, loadSettings, PROVIDER_PRESETS, saveSettings, type Settings } from './settingsStorage';
import { createMemoryStorage } from './memoryStorage.testutil';

const A = 'https://api.provider-a.example/v1';
const B = 'https://api.provider-b.example/v1';
const allText = (...stores: Storage[]) =>
  stores.map((s) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n')).join('\n');

const settings = (baseURL: string): Settings => ({
  baseURL,
  chatModel: 'm',
  memoryModel: '',
  language: 'en',
  compactMaxTurns: 8,
  compactMaxChars: 12000,
  memoryPaused: false,
});

describe('a key belongs to its endpoint origin', () => {
  it('given a remembered key for one origin, when another origin is looked up, then no key is returned', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    saveEndpointKey(local, session, A, 'sk-key-of-a', true);
    expect(keyForEndpoint(local, session, B).apiKey).toBe('');
    expect(keyForEndpoint(local, session, `${new URL(A).origin}/other/path`).apiKey).toBe('sk-key-of-a');
  });

  it('given keys for two origins, when one is replaced or cleared, then the other stays', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    saveEndpointKey(local, session, A, 'sk-a', true);
    saveEndpointKey(local, session, B, 'sk-b', false);
    saveEndpointKey(local, session, A, '', true);
    expect(keyForEndpoint(local, session, A)).toEqual({ apiKey: '', remember: false, origin: new URL(A).origin });
    expect(keyForEndpoint(local, session, B)).toEqual({ apiKey: 'sk-b', remember: false, origin: new URL(B).origin });
    expect(allText(local)).not.toContain('sk-b');
  });

  it('given a key kept by an older version, when adopted, then it belongs to the stored base URL only', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    local.setItem('mindkeep.apiKey', 'sk-legacy');
    adoptCurrentEndpointKey(local, session, A);
    expect(keyForEndpoint(local, session, A)).toMatchObject({ apiKey: 'sk-legacy', remember: true });
    expect(keyForEndpoint(local, session, B).apiKey).toBe('');
  });

  it('given the current-endpoint slot, when settings move to another origin without a key, then the old key is not in it', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    saveCurrentEndpointKey(local, session, A, 'sk-a', true);
    expect(local.getItem('mindkeep.apiKey')).toBe('sk-a');
    saveCurrentEndpointKey(local, session, B, '', true);
    expect(local.getItem('mindkeep.apiKey')).toBeNull();
    adoptCurrentEndpointKey(local, session, B);
    expect(keyForEndpoint(local, session, B).apiKey).toBe('');
    expect(keyForEndpoint(local, session, A).apiKey).toBe('sk-a');
  });

  it('given a non-http base URL, when looked up or saved, then nothing is returned or stored', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    saveEndpointKey(local, session, 'javascript:alert(1)', 'sk-x', true);
    expect(local.length + session.length).toBe(0);
    expect(keyForEndpoint(local, session, 'not a url').apiKey).toBe('');
  });
});

describe('a ?preset= link proposes, never carries the current key', () => {
  it.each(PROVIDER_PRESETS.map((p) => [p.id, p] as const))(
    'given a remembered key for another origin, when preset %s is proposed, then the key is not carried over',
    (_id, preset) => {
      const stored: Record<string, string> = { [new URL(A).origin]: 'sk-key-of-a' };
      const draft = presetDraft(settings(A), preset, (url) => stored[new URL(url).origin] ?? '');
      expect(draft.settings.baseURL).toBe(preset.baseURL);
      expect(draft.apiKey).not.toBe('sk-key-of-a');
      expect(draft.apiKey).toBe(preset.localKey ?? '');
    },
  );

  it('given a key already stored for the preset origin, when proposed, then that key is used', () => {
    const preset = PROVIDER_PRESETS.find((p) => p.id === 'deepseek')!;
    const draft = presetDraft(settings(A), preset, (url) =>
      new URL(url).origin === new URL(preset.baseURL).origin ? 'sk-deepseek' : 'sk-a',
    );
    expect(draft.apiKey).toBe('sk-deepseek');
  });
});

describe('the Settings key field when the base URL moves', () => {
  const stored: Record<string, string> = { 'https://a.example': 'sk-a', 'https://b.example': 'sk-b' };
  const move = (key: string, typed: boolean, toOrigin: string, localKey?: string) =>
    keyAfterEndpointChange({ key, typed, fromOrigin: 'https://a.example', toOrigin, storedKeyFor: (o) => stored[o] ?? '', localKey });
  it('given a key filled in from storage, when the origin changes, then it is replaced by the new origin key or emptied', () => {
    expect(move('sk-a', false, 'https://b.example')).toBe('sk-b');
    expect(move('sk-a', false, 'https://c.example')).toBe('');
    expect(move('sk-a', false, 'http://127.0.0.1:11434', 'ollama')).toBe('ollama');
  });
  it('given the same origin or a key the user typed, when the URL changes, then the field is kept', () => {
    expect(move('sk-a', false, 'https://a.example')).toBe('sk-a');
    expect(move('sk-new', true, 'https://c.example')).toBe('sk-new');
    expect(move('', true, 'https://b.example')).toBe('sk-b');
  });
});

describe('only a cleaned base URL is stored or shown', () => {
  const dirty = 'https://user:secret@proxy.example:8443/v1/?api-key=abc123#frag';
  it('given credentials, query and fragment, when checked, then only scheme, host, port and path remain', () => {
    expect(checkBaseUrl(dirty)).toEqual({ ok: true, url: 'https://proxy.example:8443/v1' });
  });
  it('given a dirty URL saved by an older version, when loaded, then the cleaned form comes back', () => {
    const local = createMemoryStorage();
    saveSettings(local, settings(dirty));
    const loaded = loadSettings(local, ['en']);
    expect(loaded.baseURL).toBe('https://proxy.example:8443/v1');
    expect(JSON.stringify(loaded)).not.toMatch(/secret|abc123|user|frag/);
  });
});
