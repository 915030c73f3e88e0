import type { Theme } from '../../state/themeSlice';

export { THEMES, type Theme } from '../../state/themeSlice';

/** Puts the theme on <html>: CSS reads `data-theme`; `system` leaves it to prefers-color-scheme. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}
