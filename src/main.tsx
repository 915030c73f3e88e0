import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so each feature's own CSS file (imported by its component) can refine them.
import './ui/styles.css';
import { App } from './ui/App';
import { useAppStore } from './state/store';

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
