import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerManifestRemotes } from './remotes/manifest';
import { preloadRoute } from './routes/preloadRoute';

// The remotes of the inlined manifest, and the opened route's chunks fetched while React renders.
registerManifestRemotes();
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
