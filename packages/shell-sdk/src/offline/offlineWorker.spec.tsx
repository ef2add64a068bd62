import '../testing/jsdomPolyfills';
import { KEEP_OFFLINE_MESSAGE, SERVICE_WORKER_PATH, type KeepOfflineReply, type KeepOfflineRequest } from '@cricket/contracts';

type OfflineWorkerModule = typeof import('./offlineWorker');

/** A fresh copy of the module (it holds the page's one registration) with a worker that answers `notKept`, or never. */
function withWorker(notKept: number | 'no answer') {
  const asked: KeepOfflineRequest[] = [];
  const worker = {
    postMessage(request: KeepOfflineRequest, [port]: [MessagePort]) {
      asked.push(request);
      if (notKept !== 'no answer') port.postMessage({ notKept } satisfies KeepOfflineReply);
    },
  };
  const register = jest.fn(async () => ({}));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, register, ready: Promise.resolve({ active: worker }) },
  });
  // jsdom keeps no resource timings: the page's loaded files as Chromium lists them.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [{ name: `${location.origin}/remotes/matches/remoteEntry.js` }, { name: 'https://fonts.example.com/font.woff2' }],
  });
  let module!: OfflineWorkerModule;
  jest.isolateModules(() => (module = jest.requireActual<OfflineWorkerModule>('./offlineWorker')));
  return { module, asked, register };
}

describe('keeping the app on the device for offline use', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('has nothing to keep on a build without the service worker (a development build, or here)', async () => {
    const { asked, register } = withWorker(0);
    expect(await jest.requireActual<typeof import('./index')>('./index').keepPageOffline()).toBe(true);
    expect(register).not.toHaveBeenCalled();
    expect(asked).toHaveLength(0);
  });

  it('registers the worker when asked, hands it the page’s own files and waits for its answer', async () => {
    const { module, asked, register } = withWorker(0);
    expect(await module.keepPageOffline()).toBe(true);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
    expect(asked).toEqual([{ type: KEEP_OFFLINE_MESSAGE, urls: [`${location.origin}/remotes/matches/remoteEntry.js`] }]);
  });

  it('registers once: a page the worker already controls hands it nothing at registration, and a later ask reuses the registration', async () => {
    const { module, asked, register } = withWorker(0);
    module.registerOfflineWorker(true);
    expect(await module.keepPageOffline()).toBe(true);
    expect(register).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(1);
  });

  it('says the app is not kept when the worker could not keep a file', async () => {
    const { module } = withWorker(1);
    expect(await module.keepPageOffline()).toBe(false);
  });

  it('says the app is not kept when the worker never answers', async () => {
    jest.useFakeTimers();
    const { module } = withWorker('no answer');
    const kept = module.keepPageOffline();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(await kept).toBe(false);
  });
});
