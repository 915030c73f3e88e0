import type { ProviderPreset, Settings } from './settingsStorage';

/** What a `?preset=` link proposes; the Settings dialog shows it and nothing is stored until Save. */
export interface SettingsDraft {
  settings: Settings;
  apiKey: string;
}

/**
 * The settings a preset link proposes. The key is the one already stored for the preset's own origin
 * (never the current endpoint's key), else a local server's placeholder key, else empty, so the user is
 * asked for that endpoint's key instead of sending another provider's.
 */
export function presetDraft(current: Settings, preset: ProviderPreset, storedKeyFor: (baseURL: string) => string): SettingsDraft {
  return {
    settings: { ...current, baseURL: preset.baseURL, chatModel: preset.model },
    apiKey: storedKeyFor(preset.baseURL) || (preset.localKey ?? ''),
  };
}

/**
 * The key field after the base URL moved from one origin to another in the Settings form: a key stored
 * for the old endpoint never follows the URL (it is replaced by the new endpoint's stored key, a local
 * server's placeholder, or nothing); a key the user typed for this form and never stored stays.
 */
export function keyAfterEndpointChange(
  typedKey: string,
  fromOrigin: string | null,
  toOrigin: string | null,
  storedKeyFor: (origin: string) => string,
  localKey = '',
): string {
  if (fromOrigin === toOrigin) return typedKey;
  const key = typedKey.trim();
  const wasStoredForOld = !!fromOrigin && key !== '' && storedKeyFor(fromOrigin) === key;
  if (key && !wasStoredForOld) return typedKey;
  return (toOrigin ? storedKeyFor(toOrigin) : '') || localKey;
}
