import { describe, expect, it } from 'vitest';
import { isNewChatShortcut } from './newChatShortcut';

const keys = (patch: Partial<Parameters<typeof isNewChatShortcut>[0]>) => ({
  key: 'O',
  ctrlKey: true,
  metaKey: false,
  shiftKey: true,
  altKey: false,
  isComposing: false,
  ...patch,
});

describe('the New chat shortcut', () => {
  it('is Ctrl+Shift+O, or ⌘+Shift+O, whatever case the layout reports', () => {
    expect(isNewChatShortcut(keys({}))).toBe(true);
    expect(isNewChatShortcut(keys({ key: 'o' }))).toBe(true);
    expect(isNewChatShortcut(keys({ ctrlKey: false, metaKey: true }))).toBe(true);
  });

  it('is not O alone, without Shift, with Alt, another letter, or a key pressed while an IME composes', () => {
    expect(isNewChatShortcut(keys({ ctrlKey: false }))).toBe(false);
    expect(isNewChatShortcut(keys({ shiftKey: false }))).toBe(false);
    expect(isNewChatShortcut(keys({ altKey: true }))).toBe(false);
    expect(isNewChatShortcut(keys({ key: 'P' }))).toBe(false);
    expect(isNewChatShortcut(keys({ isComposing: true }))).toBe(false);
  });
});
