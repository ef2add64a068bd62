import { lazy } from 'react';

// The Tabs antd's Card draws for its `tabList`, loaded when a card first draws them. Imported
// statically, every page with a card fetched the tabs, their overflow dropdown and the menu before
// it could paint (17 KB of brotli), and no page of the app gives a card tabs. A card that does
// suspends until they arrive; the shell's build points Card's import here (antd-imports.js).
export default lazy(() => import('antd/es/tabs'));
