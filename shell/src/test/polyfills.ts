// The SDK's jsdom polyfills (TextEncoder, MessageChannel, matchMedia, an antd icons fix).
import '@cricket/shell-sdk/testing';
