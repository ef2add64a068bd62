import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRemoteManifest } from './remotes/manifest';
import { preloadRouteRemote } from './remotes/preload';

// Fetch the remote manifest (and the opened route's remote) while React renders; remote routes wait for it.
void loadRemoteManifest();
preloadRouteRemote(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
