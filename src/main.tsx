import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { useAppStore } from './state/store';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

useAppStore.getState().applyPresetFromUrl();
useAppStore.getState().followSettingsOfOtherTabs();
void useAppStore.getState().boot();
useAppStore.getState().startAppStatus();
// Partial answers are written in batches; write what has arrived when the page is hidden or closed.
addEventListener('pagehide', () => useAppStore.getState().flushStreams());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') useAppStore.getState().flushStreams();
});

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
