import { cleanBaseUrl, endpointOrigin } from '../shared';
import type { LlmSettings } from '../worker/contract';
import { keyAfterEndpointChange } from './presetLink';
import { checkBaseUrl, clampCompactionLimit, PROVIDER_PRESETS, type Settings } from './settingsStorage';
import type { Failure } from './slice';
import type { Theme } from './themeSlice';

/**
 * The Settings dialog's form as a pure reducer: what each control does to the draft, which field shows
 * which error, and what Save produces. The dialog renders this state and runs the calls it asks for; the
 * store keeps nothing until Save.
 */

/** A field's problem, worded by the UI. */
export type FieldError = 'invalidUrl' | 'insecureUrl' | 'emptyModel' | 'keyForOtherEndpoint';
export type FieldErrors = Partial<Record<'baseURL' | 'chatModel' | 'apiKey', FieldError>>;

export type ConnectionTest =
  | { kind: 'idle' }
  | { kind: 'testing' }
  | { kind: 'ok'; modelCount: number | null }
  /** The base URL was refused before any request. */
  | { kind: 'refused'; problem: FieldError }
  | { kind: 'failed'; error: Failure; baseURL: string; model: string };

/** The stored key (and its "remember" choice) of the endpoint a base URL or origin points to. */
export type StoredKeyLookup = (baseURL: string) => { apiKey: string; remember: boolean };

export interface SettingsFormState {
  settings: Settings;
  apiKey: string;
  /** The origin the key field belongs to: a key filled in from storage never follows a base URL elsewhere. */
  keyOrigin: string | null;
  /** The user typed the key in this form (typing it next to a new URL gives that endpoint its key). */
  keyTyped: boolean;
  /**
   * The key the field held before the base URL moved to another endpoint: keys are kept per address, so
   * it stayed behind. The form says so and offers to use it here; it never follows without that choice.
   */
  keyLeftBehind: { origin: string; apiKey: string } | null;
  remember: boolean;
  theme: Theme;
  showKey: boolean;
  /** The endpoint's models, offered in every model field. */
  models: string[];
  /** What the last "Load models" click brought: the list itself only fills suggestions, which nobody sees happen. */
  modelsNote: { kind: 'loaded'; count: number } | { kind: 'failed'; error: Failure } | null;
  test: ConnectionTest;
  errors: FieldErrors;
  /** Incremented by "Test connection": the embedding field then checks embeddings too. */
  embeddingTestRun: number;
}

export type SettingsFormAction =
  | { type: 'edited'; patch: Partial<Settings> }
  | { type: 'keyChanged'; key: string }
  /** Fires on every keystroke, also when the same key is typed again: still the user giving it to this URL. */
  | { type: 'keyTyped' }
  /** The user chose to give the key that stayed behind to the endpoint the base URL now points to. */
  | { type: 'leftKeyUsed' }
  | { type: 'rememberChanged'; remember: boolean }
  | { type: 'themeChanged'; theme: Theme }
  | { type: 'showKeyToggled' }
  | { type: 'presetPicked'; presetId: string; storedKey: StoredKeyLookup }
  /** The base URL was left or is about to be used: the key field follows it to its endpoint. */
  | { type: 'endpointUsed'; storedKey: StoredKeyLookup }
  | { type: 'limitLeft'; key: 'compactMaxTurns' | 'compactMaxChars' }
  | { type: 'modelsLoaded'; models: string[] }
  | { type: 'modelsFailed'; error: Failure }
  | { type: 'testStarted'; storedKey: StoredKeyLookup }
  | { type: 'testFinished'; result: { ok: true; value: { models: string[] | null } } | { ok: false; error: Failure } }
  | { type: 'saveRequested'; storedKey: StoredKeyLookup };

export function openSettingsForm(init: { settings: Settings; apiKey: string; remember: boolean; theme: Theme }): SettingsFormState {
  return {
    settings: init.settings,
    apiKey: init.apiKey,
    keyOrigin: endpointOrigin(init.settings.baseURL),
    keyTyped: false,
    keyLeftBehind: null,
    remember: init.remember,
    theme: init.theme,
    showKey: false,
    models: [],
    modelsNote: null,
    test: { kind: 'idle' },
    errors: {},
    embeddingTestRun: 0,
  };
}

const urlProblem = (reason: 'empty' | 'invalid' | 'scheme' | 'insecure'): FieldError =>
  reason === 'insecure' ? 'insecureUrl' : 'invalidUrl';

/** The key field after the form's base URL points to `baseURL`: a key filled in from storage stays behind. */
function followEndpoint(state: SettingsFormState, baseURL: string, storedKey: StoredKeyLookup, localKey = ''): SettingsFormState {
  const to = endpointOrigin(baseURL);
  if (to === state.keyOrigin) return state;
  const apiKey = keyAfterEndpointChange({
    key: state.apiKey,
    typed: state.keyTyped,
    fromOrigin: state.keyOrigin,
    toOrigin: to,
    storedKeyFor: (origin) => storedKey(origin).apiKey,
    localKey,
  });
  if (apiKey === state.apiKey) return { ...state, keyOrigin: to };
  const left = state.apiKey.trim() && state.keyOrigin ? { origin: state.keyOrigin, apiKey: state.apiKey } : state.keyLeftBehind;
  // Back at the endpoint whose key it was: nothing is left behind any more.
  const keyLeftBehind = left && left.apiKey !== apiKey ? left : null;
  return { ...state, keyOrigin: to, apiKey, keyTyped: false, keyLeftBehind, remember: to ? storedKey(baseURL).remember : false };
}

/** A change to what a message describes makes that message stale: it goes. */
function edit(state: SettingsFormState, patch: Partial<Settings>): SettingsFormState {
  const touchesConnection = 'baseURL' in patch || 'chatModel' in patch;
  return {
    ...state,
    settings: { ...state.settings, ...patch },
    test: touchesConnection ? { kind: 'idle' } : state.test,
    errors: {
      ...state.errors,
      ...('baseURL' in patch ? { baseURL: undefined } : {}),
      ...('chatModel' in patch ? { chatModel: undefined } : {}),
    },
  };
}

export function settingsFormReducer(state: SettingsFormState, action: SettingsFormAction): SettingsFormState {
  switch (action.type) {
    case 'edited':
      return edit(state, action.patch);
    case 'keyChanged':
      return {
        ...state,
        apiKey: action.key,
        keyLeftBehind: null,
        keyOrigin: endpointOrigin(state.settings.baseURL),
        test: { kind: 'idle' },
        errors: { ...state.errors, apiKey: undefined },
      };
    case 'keyTyped':
      return { ...state, keyTyped: true, keyOrigin: endpointOrigin(state.settings.baseURL) };
    case 'leftKeyUsed':
      if (!state.keyLeftBehind) return state;
      // As if typed here: Save then stores it for this endpoint too.
      return {
        ...state,
        apiKey: state.keyLeftBehind.apiKey,
        keyTyped: true,
        keyOrigin: endpointOrigin(state.settings.baseURL),
        keyLeftBehind: null,
        test: { kind: 'idle' },
        errors: { ...state.errors, apiKey: undefined },
      };
    case 'rememberChanged':
      return { ...state, remember: action.remember };
    case 'themeChanged':
      return { ...state, theme: action.theme };
    case 'showKeyToggled':
      return { ...state, showKey: !state.showKey };
    case 'presetPicked': {
      const preset = PROVIDER_PRESETS.find((p) => p.id === action.presetId);
      if (!preset) return state;
      const edited = edit(state, { baseURL: preset.baseURL, chatModel: preset.model });
      return followEndpoint(edited, preset.baseURL, action.storedKey, preset.localKey ?? '');
    }
    case 'endpointUsed':
      return followEndpoint(state, state.settings.baseURL, action.storedKey);
    case 'limitLeft':
      return edit(state, { [action.key]: clampCompactionLimit(action.key, state.settings[action.key]) });
    case 'modelsLoaded':
      return { ...state, models: action.models, modelsNote: { kind: 'loaded', count: action.models.length } };
    case 'modelsFailed':
      return { ...state, modelsNote: { kind: 'failed', error: action.error } };
    case 'testStarted': {
      const url = checkBaseUrl(state.settings.baseURL);
      if (!url.ok) return { ...state, test: { kind: 'refused', problem: urlProblem(url.reason) } };
      const followed = followEndpoint(state, state.settings.baseURL, action.storedKey);
      return { ...followed, test: { kind: 'testing' }, embeddingTestRun: state.embeddingTestRun + 1 };
    }
    case 'testFinished': {
      const { result } = action;
      if (result.ok) {
        const models = result.value.models;
        return { ...state, models: models ?? state.models, test: { kind: 'ok', modelCount: models ? models.length : null } };
      }
      const baseURL = cleanBaseUrl(state.settings.baseURL) ?? state.settings.baseURL;
      return { ...state, test: { kind: 'failed', error: result.error, baseURL, model: state.settings.chatModel } };
    }
    case 'saveRequested':
      return requestSave(state, action.storedKey);
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

function requestSave(state: SettingsFormState, storedKey: StoredKeyLookup): SettingsFormState {
  const url = checkBaseUrl(state.settings.baseURL);
  const errors: FieldErrors = {};
  if (!url.ok) errors.baseURL = urlProblem(url.reason);
  if (!state.settings.chatModel.trim()) errors.chatModel = 'emptyModel';
  if (!url.ok) return { ...state, errors };
  // A key that had to stay behind (filled in for another endpoint) is replaced, and the user told so.
  const followed = followEndpoint(state, url.url, storedKey);
  if (followed.apiKey !== state.apiKey) errors.apiKey = 'keyForOtherEndpoint';
  return { ...followed, errors };
}

/** What Save stores, once the form has no errors (after `saveRequested`); `null` while it has some. */
export function settingsToSave(state: SettingsFormState): { settings: Settings; apiKey: string; remember: boolean; theme: Theme } | null {
  const url = checkBaseUrl(state.settings.baseURL);
  if (!url.ok || Object.values(state.errors).some(Boolean)) return null;
  const s = state.settings;
  return {
    settings: {
      ...s,
      baseURL: url.url,
      chatModel: s.chatModel.trim(),
      memoryModel: s.memoryModel.trim(),
      compactMaxTurns: clampCompactionLimit('compactMaxTurns', s.compactMaxTurns),
      compactMaxChars: clampCompactionLimit('compactMaxChars', s.compactMaxChars),
      embeddingModel: (s.embeddingModel ?? '').trim(),
    },
    apiKey: state.apiKey,
    remember: state.remember,
    theme: state.theme,
  };
}

/** What a model call from the form sends: the key of the field, and the origin it belongs to. */
export function formLlmSettings(state: SettingsFormState): LlmSettings {
  return {
    apiKey: state.apiKey.trim(),
    baseURL: cleanBaseUrl(state.settings.baseURL) ?? state.settings.baseURL.trim(),
    keyOrigin: state.keyOrigin ?? '',
  };
}

/** Whether "Load models" (or leaving the base URL) may ask the endpoint: a key and a usable URL. */
export const canListModels = (state: SettingsFormState): boolean => !!state.apiKey.trim() && checkBaseUrl(state.settings.baseURL).ok;

/** The provider preset the base URL is, or '' (Custom). */
export const presetIdOf = (state: SettingsFormState): string =>
  PROVIDER_PRESETS.find((p) => p.baseURL === state.settings.baseURL)?.id ?? '';
