import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerManifestRemotes } from './remotes/manifest';
import { preloadRouteRemote } from './remotes/preload';

// The remotes of the inlined manifest, and the opened route's remote fetched while React renders.
registerManifestRemotes();
preloadRouteRemote(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
