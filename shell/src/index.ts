import { startSessionReads } from '@cricket/shell-sdk/session-reads';
import { hintRemoteEntry } from './remotes/remoteEntryHint';

hintRemoteEntry(window.location.pathname);
startSessionReads();
// Async boundary: shared singletons (react, the router, react-query, the SDK) are
// negotiated with the federation runtime before any of them is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
