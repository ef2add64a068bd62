import { startSessionReads } from '@cricket/shell-sdk/session-reads';
import { applyAntdStylesheet } from './app/antdStylesheet';
import { loadRouteRemote } from './remotes/routeRemote';

startSessionReads();
// Parsed as soon as it arrives, while the frame's scripts still download; the bootstrap waits for it.
void applyAntdStylesheet();
// Async boundary: shared singletons (react, the router, react-query, the SDK) are
// negotiated with the federation runtime before any of them is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
loadRouteRemote(window.location);
