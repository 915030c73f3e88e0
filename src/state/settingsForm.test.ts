import { describe, expect, it } from 'vitest';
import {
  canListModels,
  formLlmSettings,
  openSettingsForm,
  presetIdOf,
  settingsFormReducer,
  settingsToSave,
  type SettingsFormAction,
  type SettingsFormState,
  type StoredKeyLookup,
} from './settingsForm';
import type { Settings } from './settingsStorage';

const A = 'https://api.provider-a.example/v1';
const B = 'https://api.provider-b.example/v1';

const settings = (patch: Partial<Settings> = {}): Settings => ({
  baseURL: A,
  chatModel: 'model-a',
  memoryModel: '',
  language: 'en',
  compactMaxTurns: 8,
  compactMaxChars: 12000,
  memoryPaused: false,
  embeddingModel: '',
  embedDeadlineMs: 400,
  ...patch,
});

/** Keys stored per origin, as the store's keyForEndpoint answers them. */
const stored =
  (keys: Record<string, { apiKey: string; remember: boolean }>): StoredKeyLookup =>
  (baseURL) =>
    keys[new URL(baseURL).origin] ?? { apiKey: '', remember: false };

const open = (patch: Partial<Settings> = {}, apiKey = 'sk-stored-a') =>
  openSettingsForm({ settings: settings(patch), apiKey, remember: true, theme: 'system' });

const run = (state: SettingsFormState, ...actions: SettingsFormAction[]) => actions.reduce(settingsFormReducer, state);

const none = stored({});

describe('settings form: fields', () => {
  it('given an open form, when a field is edited, then only that field changes and nothing is saved yet', () => {
    const before = open();
    const after = run(before, { type: 'edited', patch: { memoryModel: 'small' } });
    expect(after.settings).toEqual({ ...before.settings, memoryModel: 'small' });
    expect(before.settings.memoryModel).toBe('');
  });

  it('given an error under the base URL and a test result, when the base URL is edited, then both go; a memory model edit keeps them', () => {
    const failed = run(
      open({ baseURL: 'nope' }),
      { type: 'saveRequested', storedKey: none },
      { type: 'testFinished', result: { ok: true, value: { models: null } } },
    );
    expect(failed.errors.baseURL).toBe('invalidUrl');
    expect(run(failed, { type: 'edited', patch: { memoryModel: 'x' } })).toMatchObject({
      errors: { baseURL: 'invalidUrl' },
      test: { kind: 'ok' },
    });
    const edited = run(failed, { type: 'edited', patch: { baseURL: A } });
    expect(edited.errors.baseURL).toBeUndefined();
    expect(edited.test).toEqual({ kind: 'idle' });
  });

  it('given a compaction limit typed too small or emptied, when the field is left, then it becomes the minimum or the default', () => {
    const small = run(open(), { type: 'edited', patch: { compactMaxTurns: 2 } }, { type: 'limitLeft', key: 'compactMaxTurns' });
    expect(small.settings.compactMaxTurns).toBe(5);
    const empty = run(open(), { type: 'edited', patch: { compactMaxChars: 0 } }, { type: 'limitLeft', key: 'compactMaxChars' });
    expect(empty.settings.compactMaxChars).toBeGreaterThanOrEqual(2000);
  });

  it('given the show-key button, when pressed twice, then the key is shown and hidden again', () => {
    const shown = run(open(), { type: 'showKeyToggled' });
    expect(shown.showKey).toBe(true);
    expect(run(shown, { type: 'showKeyToggled' }).showKey).toBe(false);
  });
});

describe('settings form: the key follows its endpoint', () => {
  it('given a stored key for A, when the base URL moves to B and is used, then the key of B (or none) replaces it', () => {
    const keys = stored({ [new URL(B).origin]: { apiKey: 'sk-stored-b', remember: false } });
    const moved = run(open(), { type: 'edited', patch: { baseURL: B } }, { type: 'endpointUsed', storedKey: keys });
    expect(moved).toMatchObject({ apiKey: 'sk-stored-b', remember: false, keyOrigin: new URL(B).origin });
    const bare = run(open(), { type: 'edited', patch: { baseURL: B } }, { type: 'endpointUsed', storedKey: none });
    expect(bare.apiKey).toBe('');
  });

  it('given a key for 127.0.0.1, when the base URL moves to localhost, then the key stays behind, the form says so, and only an explicit choice uses it there', () => {
    const local = 'http://127.0.0.1:11434/v1';
    const moved = run(
      open({ baseURL: local }, 'sk-local'),
      { type: 'edited', patch: { baseURL: 'http://localhost:11434/v1' } },
      { type: 'endpointUsed', storedKey: none },
    );
    expect(moved.apiKey).toBe('');
    expect(moved.keyLeftBehind).toEqual({ origin: 'http://127.0.0.1:11434', apiKey: 'sk-local' });

    const used = run(moved, { type: 'leftKeyUsed' });
    expect(used).toMatchObject({ apiKey: 'sk-local', keyTyped: true, keyOrigin: 'http://localhost:11434', keyLeftBehind: null });
    expect(settingsToSave(run(used, { type: 'saveRequested', storedKey: none }))?.apiKey).toBe('sk-local');

    const back = run(
      moved,
      { type: 'edited', patch: { baseURL: local } },
      { type: 'endpointUsed', storedKey: stored({ 'http://127.0.0.1:11434': { apiKey: 'sk-local', remember: true } }) },
    );
    expect(back).toMatchObject({ apiKey: 'sk-local', keyLeftBehind: null });
    expect(run(moved, { type: 'keyChanged', key: 'sk-new' }).keyLeftBehind).toBeNull();
  });

  it('given a key the user typed after moving to B, when B is used, then the typed key stays with B', () => {
    const typed = run(
      open(),
      { type: 'edited', patch: { baseURL: B } },
      { type: 'keyChanged', key: 'sk-typed-for-b' },
      { type: 'keyTyped' },
      { type: 'endpointUsed', storedKey: none },
    );
    expect(typed).toMatchObject({ apiKey: 'sk-typed-for-b', keyOrigin: new URL(B).origin });
    expect(formLlmSettings(typed)).toEqual({ apiKey: 'sk-typed-for-b', baseURL: B, keyOrigin: new URL(B).origin });
  });

  it('given a key typed for A, when the base URL moves to B, then calls to B do not carry it before the endpoint is used', () => {
    const typed = run(open(), { type: 'keyChanged', key: 'sk-typed-a' }, { type: 'keyTyped' }, { type: 'edited', patch: { baseURL: B } });
    expect(formLlmSettings(typed).keyOrigin).toBe(new URL(A).origin);
  });

  it('given a local preset, when picked, then base URL, model and the placeholder key are filled in and the preset shows as chosen', () => {
    const picked = run(open(), { type: 'presetPicked', presetId: 'ollama', storedKey: none });
    expect(picked.settings).toMatchObject({ baseURL: 'http://127.0.0.1:11434/v1', chatModel: 'llama3.1' });
    expect(picked.apiKey).toBe('ollama');
    expect(presetIdOf(picked)).toBe('ollama');
    expect(presetIdOf(run(picked, { type: 'edited', patch: { baseURL: B } }))).toBe('');
    expect(run(open(), { type: 'presetPicked', presetId: '', storedKey: none })).toEqual(open());
  });
});

describe('settings form: test connection', () => {
  it('given plain http to another host, when tested, then it is refused without a request, worded as insecure', () => {
    const refused = run(open({ baseURL: 'http://llm.example.com/v1' }), { type: 'testStarted', storedKey: none });
    expect(refused.test).toEqual({ kind: 'refused', problem: 'insecureUrl' });
    expect(refused.embeddingTestRun).toBe(0);
  });

  it('given a usable endpoint, when tested and answered with models, then the count shows and the models are offered', () => {
    const testing = run(open(), { type: 'testStarted', storedKey: none });
    expect(testing.test).toEqual({ kind: 'testing' });
    expect(testing.embeddingTestRun).toBe(1);
    const done = run(testing, { type: 'testFinished', result: { ok: true, value: { models: ['m1', 'm2'] } } });
    expect(done.test).toEqual({ kind: 'ok', modelCount: 2 });
    expect(done.models).toEqual(['m1', 'm2']);
  });

  it('given a failed test, when it finishes, then the failure keeps the cleaned base URL and the model for its sentence', () => {
    const failed = run(
      open({ baseURL: ' https://user:pw@api.provider-a.example/v1/?k=1 ' }),
      { type: 'testStarted', storedKey: none },
      { type: 'testFinished', result: { ok: false, error: { code: 'network', values: { detail: 'down' } } } },
    );
    expect(failed.test).toEqual({ kind: 'failed', error: { code: 'network', values: { detail: 'down' } }, baseURL: A, model: 'model-a' });
  });
});

describe('settings form: save', () => {
  it('given a valid form, when saved, then the trimmed and cleaned settings, the key, remember and theme are produced', () => {
    const form = run(
      open({
        baseURL: ' https://api.provider-a.example/v1/ ',
        chatModel: ' model-a ',
        memoryModel: ' m ',
        embeddingModel: ' e ',
        compactMaxTurns: 1,
      }),
      { type: 'themeChanged', theme: 'dark' },
      { type: 'rememberChanged', remember: false },
      { type: 'saveRequested', storedKey: none },
    );
    expect(form.errors).toEqual({});
    expect(settingsToSave(form)).toEqual({
      settings: settings({ chatModel: 'model-a', memoryModel: 'm', embeddingModel: 'e', compactMaxTurns: 5 }),
      apiKey: 'sk-stored-a',
      remember: false,
      theme: 'dark',
    });
  });

  it('given a bad URL and an empty model, when saved, then each field says why and nothing is produced', () => {
    const form = run(open({ baseURL: 'api.example', chatModel: '  ' }), { type: 'saveRequested', storedKey: none });
    expect(form.errors).toEqual({ baseURL: 'invalidUrl', chatModel: 'emptyModel' });
    expect(settingsToSave(form)).toBeNull();
    expect(run(open({ baseURL: 'http://10.0.0.2/v1' }), { type: 'saveRequested', storedKey: none }).errors.baseURL).toBe('insecureUrl');
  });

  it('given a stored key of A and the base URL moved to B, when saved, then the key is replaced and the user asked for B’s', () => {
    const form = run(open(), { type: 'edited', patch: { baseURL: B } }, { type: 'saveRequested', storedKey: none });
    expect(form.errors.apiKey).toBe('keyForOtherEndpoint');
    expect(form.apiKey).toBe('');
    expect(settingsToSave(form)).toBeNull();
    const again = run(form, { type: 'saveRequested', storedKey: none });
    expect(settingsToSave(again)).toMatchObject({ settings: { baseURL: B }, apiKey: '' });
  });

  it('given the key field, when it changes, then its error goes and models may be listed only with a key and a usable URL', () => {
    const form = run(open(), { type: 'edited', patch: { baseURL: B } }, { type: 'saveRequested', storedKey: none });
    const typed = run(form, { type: 'keyChanged', key: 'sk-b' });
    expect(typed.errors.apiKey).toBeUndefined();
    expect(canListModels(typed)).toBe(true);
    expect(canListModels(run(typed, { type: 'keyChanged', key: ' ' }))).toBe(false);
    expect(canListModels(run(typed, { type: 'edited', patch: { baseURL: 'ftp://x' } }))).toBe(false);
  });
});
