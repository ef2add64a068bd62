import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyAntdStylesheet } from './app/antdStylesheet';
import { registerManifestRemotes } from './remotes/manifest';
import { preloadShellPage } from './routes/preloadShellPage';

// The remotes of the inlined manifest, and the opened shell page's chunks fetched while React renders.
registerManifestRemotes();
preloadShellPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// Rendered in a transition, the first render yields to the browser every few milliseconds: on a
// phone it otherwise held the main thread for most of a second, with taps waiting. antd's
// stylesheet first: its components draw no styles of their own (`zeroRuntime`).
void applyAntdStylesheet().then(() => startTransition(() => root.render(<App />)));
