import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../state/store';
import { Sidebar } from './conversations/Sidebar';
import { ChatView } from './chat/ChatView';
import { SettingsDialog } from './settings/SettingsDialog';
import { MemoryBadge } from './chat/MemoryBadge';
import { MemoryInspector } from './memory/MemoryInspector';
import { AppBanners } from './common/AppBanners';
import { applyTheme } from './common/theme';
import { errorText, format, useT } from './i18n';
import './layout.css';

const DRAWER_ID = 'conversations-drawer';

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

  return (
    <div className={`app${drawerOpen ? ' drawer-open' : ''}`}>
      <Sidebar id={DRAWER_ID} onNavigate={() => closeDrawer(false)} onEscape={() => closeDrawer(true)} />
      {drawerOpen && <div className="scrim" aria-hidden="true" onClick={() => closeDrawer(true)} />}
      <main className="main" inert={drawerOpen ? true : undefined}>
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
          <span className="brand">{t.appName}</span>
          <MemoryBadge />
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
