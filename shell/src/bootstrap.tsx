import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerManifestRemotes } from './remotes/manifest';
import { preloadShellPage } from './routes/preloadShellPage';

// The remotes of the inlined manifest, and the opened shell page's chunks fetched while React renders.
registerManifestRemotes();
preloadShellPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
