// jsdom lacks what React Router, React's scheduler and antd read at import time.
// Spec files import this module first.
import { TextDecoder, TextEncoder } from 'node:util';

// React's scheduler and antd's overflow post through a MessageChannel. Node's ports, once
// listened to, keep the process alive, so a test run never exits; a timer-backed channel does not.
class TimerPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: TimerPort | null = null;
  postMessage(data: unknown): void {
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {}
}

class TimerMessageChannel {
  readonly port1 = new TimerPort();
  readonly port2 = new TimerPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

Object.assign(globalThis, { TextEncoder, TextDecoder, MessageChannel: TimerMessageChannel });

if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// jsdom does not lay out, so scrolling an element is a no-op there.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// @ant-design/icons' CommonJS build requires the ESM file of @ant-design/colors; jest
// (which does not transform node_modules) needs the CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
