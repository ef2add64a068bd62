// The SDK's jsdom polyfills (TextEncoder, MessageChannel, matchMedia, an antd icons fix).
import '../../../packages/shell-sdk/src/testing/jsdomPolyfills';
