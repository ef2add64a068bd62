// Async boundary: shared singletons (react, the router, react-query, the SDK) are
// negotiated with the federation runtime before any of them is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
