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
 * The key field after the base URL moved from one origin to another in the Settings form: a key that was
 * filled in from storage (or by a link) never follows the URL to another origin; it is replaced by the new
 * endpoint's stored key, a local server's placeholder, or nothing. A key the user typed in this form stays:
 * typing it next to the new URL is how the user gives that endpoint its key.
 */
export function keyAfterEndpointChange(field: {
  key: string;
  typed: boolean;
  fromOrigin: string | null;
  toOrigin: string | null;
  storedKeyFor: (origin: string) => string;
  localKey?: string;
}): string {
  if (field.fromOrigin === field.toOrigin) return field.key;
  if (field.typed && field.key.trim()) return field.key;
  return (field.toOrigin ? field.storedKeyFor(field.toOrigin) : '') || (field.localKey ?? '');
}
