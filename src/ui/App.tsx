import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../state/store';
import { Sidebar } from './conversations/Sidebar';
import { ChatView } from './chat/ChatView';
import { SettingsDialog } from './settings/SettingsDialog';
import { MemoryBadge } from './chat/MemoryBadge';
import { SyncChip } from './chat/SyncChip';
import { MemoryInspector } from './memory/MemoryInspector';
import { AppBanners } from './common/AppBanners';
import { applyTheme } from './common/theme';
import { useNewChatShortcut } from './common/newChatShortcut';
import { errorText, format, useT } from './i18n';
import './layout.css';

const DRAWER_ID = 'conversations-drawer';
const MAIN_ID = 'chat-main';

/** The message box of the open chat, once it is there (a new chat renders it on the next frame). */
const focusComposer = () => requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>('.composer textarea')?.focus());

export function App() {
  const t = useT();
  const language = useAppStore((s) => s.settings.language);
  const bootStatus = useAppStore((s) => s.bootStatus);
  const bootError = useAppStore((s) => s.bootError);
  const settingsOpen = useAppStore((s) => s.settingsOpen);
  const openSettings = useAppStore((s) => s.openSettings);
  const inspectorOpen = useAppStore((s) => s.inspectorOpen);
  const openInspector = useAppStore((s) => s.openInspector);
  const theme = useAppStore((s) => s.theme);
  const newChat = useAppStore((s) => s.newChat);
  // Only below the drawer breakpoint (layout.css) does this change anything.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);
  useEffect(() => applyTheme(theme), [theme]);

  // Focus moves into the open drawer, and back to its button once <main> is no longer inert.
  const refocusToggle = useRef(false);
  useEffect(() => {
    if (drawerOpen) document.getElementById(DRAWER_ID)?.querySelector<HTMLElement>('button, input')?.focus();
    else if (refocusToggle.current) drawerButton.current?.focus();
    refocusToggle.current = false;
  }, [drawerOpen]);

  const closeDrawer = (refocus: boolean) => {
    refocusToggle.current = refocus;
    setDrawerOpen(false);
  };

  const startNewChat = useCallback(() => {
    newChat();
    setDrawerOpen(false);
    focusComposer();
  }, [newChat]);
  useNewChatShortcut(startNewChat);

  return (
    <div className={`app${drawerOpen ? ' drawer-open' : ''}`}>
      {/* First in the tab order: past the conversation list, straight to the top bar and the chat. */}
      <a
        className="skip-link"
        href={`#${MAIN_ID}`}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t.skipToChat}
      </a>
      <Sidebar id={DRAWER_ID} onNavigate={() => closeDrawer(false)} onEscape={() => closeDrawer(true)} />
      {drawerOpen && <div className="scrim" aria-hidden="true" onClick={() => closeDrawer(true)} />}
      <main id={MAIN_ID} tabIndex={-1} className="main" inert={drawerOpen ? true : undefined}>
        <header className="topbar">
          <button
            ref={drawerButton}
            type="button"
            className="ghost drawer-toggle"
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            aria-label={t.openConversations}
            onClick={() => setDrawerOpen(true)}
          >
            ☰
          </button>
          {/* Below the drawer breakpoint only (layout.css): on a wide screen the list's own button is in view, and
              on a phone, once the list is open, its own button is the one in reach. */}
          {!drawerOpen && (
            <button
              type="button"
              className="ghost topbar-new-chat"
              aria-label={t.newChat}
              title={t.newChatShortcut}
              aria-keyshortcuts="Control+Shift+O Meta+Shift+O"
              onClick={startNewChat}
            >
              ＋
            </button>
          )}
          <span className="brand">{t.appName}</span>
          <MemoryBadge />
          <SyncChip />
          <span className="spacer" />
          <button type="button" className="ghost" onClick={() => openInspector()}>
            {t.memory}
          </button>
          <button type="button" className="ghost" onClick={() => openSettings()}>
            {t.settings}
          </button>
        </header>
        <AppBanners />
        {bootStatus === 'failed' && (
          <div role="alert" className="banner error">
            {format(t.bootFailed, { reason: bootError ? errorText(t, bootError) : '' })}
          </div>
        )}
        <ChatView />
      </main>
      {settingsOpen && <SettingsDialog />}
      {inspectorOpen && <MemoryInspector />}
    </div>
  );
}
