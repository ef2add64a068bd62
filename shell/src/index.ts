import { startSessionReads } from '@cricket/shell-sdk/session-reads';
import { loadRouteRemote } from './remotes/routeRemote';

startSessionReads();
// Async boundary: shared singletons (react, the router, react-query, the SDK) are
// negotiated with the federation runtime before any of them is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
loadRouteRemote(window.location);
