import './jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so each feature's own CSS file (imported by its component) can refine them.
import './ui/styles.css';
import { App } from './ui/App';
import { browserDeps } from './state/browserDeps';
import { AppStoreProvider, createAppStore } from './state/store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const store = createAppStore(browserDeps());
store.getState().applyPresetFromUrl();
store.getState().followSettingsOfOtherTabs();
store.getState().followChatOptionsOfOtherTabs();
void store.getState().boot();
store.getState().startAppStatus();
// Partial answers are written in batches; write what has arrived when the page is hidden or closed.
addEventListener('pagehide', () => store.getState().flushStreams());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') store.getState().flushStreams();
});

createRoot(root).render(
  <StrictMode>
    <AppStoreProvider store={store}>
      <App />
    </AppStoreProvider>
  </StrictMode>,
);
