import { useEffect } from 'react';

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'isComposing'>;

/**
 * Ctrl+Shift+O (⌘+Shift+O on a Mac) starts a new chat, as in ChatGPT, whose users bring the habit along.
 * `key` is compared without case: with Shift held most layouts report "O", some "o".
 */
export const isNewChatShortcut = (e: Keys): boolean =>
  (e.ctrlKey || e.metaKey) && e.shiftKey && !e.altKey && !e.isComposing && e.key.toLowerCase() === 'o';

/** Runs `onNewChat` on the shortcut anywhere in the page, instead of the browser's own use of the keys. */
export function useNewChatShortcut(onNewChat: () => void): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isNewChatShortcut(e)) return;
      e.preventDefault();
      onNewChat();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onNewChat]);
}
