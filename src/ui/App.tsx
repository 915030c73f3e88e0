import { useEffect } from 'react';
import { useAppStore } from '../state/store';
import { Sidebar } from './chat/Sidebar';
import { ChatView } from './chat/ChatView';
import { SettingsDialog } from './settings/SettingsDialog';
import { MemoryBadge } from './chat/MemoryBadge';
import { MemoryInspector } from './memory/MemoryInspector';
import { AppBanners } from './common/AppBanners';
import { format, useT } from './i18n';

export function App() {
  const t = useT();
  const language = useAppStore((s) => s.settings.language);
  const bootStatus = useAppStore((s) => s.bootStatus);
  const bootError = useAppStore((s) => s.bootError);
  const settingsOpen = useAppStore((s) => s.settingsOpen);
  const openSettings = useAppStore((s) => s.openSettings);
  const inspectorOpen = useAppStore((s) => s.inspectorOpen);
  const openInspector = useAppStore((s) => s.openInspector);

  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);

  return (
    <div className="app">
      <Sidebar />
      <main className="main">
        <header className="topbar">
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
            {format(t.bootFailed, { reason: bootError ?? '' })}
          </div>
        )}
        <ChatView />
      </main>
      {settingsOpen && <SettingsDialog />}
      {inspectorOpen && <MemoryInspector />}
    </div>
  );
}
