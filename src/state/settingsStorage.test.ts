import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserLanguage, checkBaseUrl, loadApiKey, loadSettings, saveApiKey, saveSettings } from './settingsStorage';
import { createMemoryStorage } from './memoryStorage.testutil';

const URL_A = 'https://api.provider-a.example/v1';
const localStorageItems = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => [s.key(i), s.getItem(s.key(i)!)]));

describe('settings storage', () => {
  it('given "remember" unticked, when the key is saved, then it goes to sessionStorage only', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    saveApiKey(local, session, URL_A, 'sk-test-123', false);
    expect(local.length).toBe(0);
    expect(loadApiKey(local, session, URL_A)).toEqual({ apiKey: 'sk-test-123', remember: false });
  });

  it('given the demo preset saved with a tab-only key, when the browser restarts, then its placeholder key is back; a real endpoint stays keyless', () => {
    const local = createMemoryStorage();
    saveApiKey(local, createMemoryStorage(), 'http://127.0.0.1:4010/v1', 'demo', false);
    expect(loadApiKey(local, createMemoryStorage(), 'http://127.0.0.1:4010/v1')).toEqual({ apiKey: 'demo', remember: false });
    expect(loadApiKey(local, createMemoryStorage(), 'http://127.0.0.1:11434/v1').apiKey).toBe('ollama');
    expect(loadApiKey(local, createMemoryStorage(), URL_A).apiKey).toBe('');
  });

  it('given "remember" ticked and later unticked, when saved, then the key leaves localStorage', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    saveApiKey(local, session, URL_A, 'sk-a', true);
    expect(loadApiKey(local, session, URL_A)).toEqual({ apiKey: 'sk-a', remember: true });
    saveApiKey(local, session, URL_A, 'sk-a', false);
    expect(JSON.stringify(Object.entries(localStorageItems(local)))).not.toContain('sk-a');
    expect(loadApiKey(local, session, URL_A).remember).toBe(false);
  });

  it('given saved settings, when loaded, then they come back and never contain the key', () => {
    const local = createMemoryStorage();
    saveSettings(local, {
      baseURL: 'http://127.0.0.1:4010/v1',
      chatModel: 'm',
      memoryModel: '',
      language: 'zh',
      compactMaxTurns: 10,
      compactMaxChars: 5000,
      memoryPaused: true,
      embeddingModel: 'mock-embed',
      embedDeadlineMs: 250,
    });
    saveApiKey(local, createMemoryStorage(), 'http://127.0.0.1:4010/v1', 'sk-secret', true);
    expect(loadSettings(local, ['en'])).toEqual({
      baseURL: 'http://127.0.0.1:4010/v1',
      chatModel: 'm',
      memoryModel: '',
      language: 'zh',
      compactMaxTurns: 10,
      compactMaxChars: 5000,
      memoryPaused: true,
      embeddingModel: 'mock-embed',
      embedDeadlineMs: 250,
    });
    expect(local.getItem('mindkeep.settings')).not.toContain('sk-secret');
  });

  it('given corrupt settings, when loaded, then defaults are used', () => {
    const local = createMemoryStorage();
    local.setItem('mindkeep.settings', '{not json');
    expect(loadSettings(local, ['zh-CN']).baseURL).toBe('https://api.openai.com/v1');
    expect(loadSettings(local, ['zh-CN']).language).toBe('zh');
  });

  it('given browser languages, when the UI language is chosen, then Chinese follows a Chinese browser', () => {
    expect(browserLanguage(['zh-CN', 'en'])).toBe('zh');
    expect(browserLanguage(['en-US', 'zh-CN'])).toBe('en');
    expect(browserLanguage(['fr'])).toBe('en');
  });

  it('given base URLs, when checked, then trailing slashes go and bad input gets a reason', () => {
    expect(checkBaseUrl(' http://127.0.0.1:4010/v1/ ')).toEqual({ ok: true, url: 'http://127.0.0.1:4010/v1' });
    expect(checkBaseUrl('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkBaseUrl('api.openai.com')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkBaseUrl('ftp://x.y/v1')).toEqual({ ok: false, reason: 'scheme' });
  });

  it('given plain http, when it points anywhere but this computer, then it is refused as the page could never reach it', () => {
    const csp = readFileSync(resolve(__dirname, '../../index.html'), 'utf8').match(/content="[^"]*connect-src ([^"]+)"/)?.[1] ?? '';
    // What the page's policy lets plain http reach is exactly what the check accepts.
    expect(csp.split(' ').filter((source) => source.startsWith('http:'))).toEqual(['http://127.0.0.1:*', 'http://localhost:*']);
    expect(checkBaseUrl('http://localhost:11434/v1')).toEqual({ ok: true, url: 'http://localhost:11434/v1' });
    expect(checkBaseUrl('http://127.0.0.1:1234/v1')).toEqual({ ok: true, url: 'http://127.0.0.1:1234/v1' });
    expect(checkBaseUrl('http://192.168.1.50:11434/v1')).toEqual({ ok: false, reason: 'insecure' });
    expect(checkBaseUrl('http://[::1]:11434/v1')).toEqual({ ok: false, reason: 'insecure' });
    expect(checkBaseUrl('http://llm.example.com/v1')).toEqual({ ok: false, reason: 'insecure' });
    expect(checkBaseUrl('https://192.168.1.50:8443/v1')).toEqual({ ok: true, url: 'https://192.168.1.50:8443/v1' });
  });
});
