import { startSessionReads } from '@cricket/shell-sdk/session-reads';
import { applyAntdStylesheet } from './app/antdStylesheet';
import { loadRouteRemote } from './remotes/routeRemote';

startSessionReads();
void applyAntdStylesheet();
// Async boundary: shared singletons (react, the router, react-query, the SDK) are
// negotiated with the federation runtime before any of them is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
loadRouteRemote(window.location);
