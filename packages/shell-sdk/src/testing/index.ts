// `@cricket/shell-sdk/testing`: the component-test harness of the shell and every remote (jsdom only).
import './jsdomPolyfills';

export * from './remoteHarness';
export { LocationProbe } from './LocationProbe';
