import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRemoteManifest } from './remotes/manifest';

// Fetch the remote manifest while React renders; remote routes wait for it.
void loadRemoteManifest();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
