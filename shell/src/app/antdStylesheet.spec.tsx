import { ANTD_STYLESHEET_ID } from './antdStylesheet';

/** A fresh copy of the module: it applies the stylesheet once per page. */
async function freshApply(): Promise<() => Promise<void>> {
  let apply: (() => Promise<void>) | undefined;
  await jest.isolateModulesAsync(async () => {
    apply = (await import('./antdStylesheet')).applyAntdStylesheet;
  });
  return apply!;
}

/** index.html's link as the build writes it. */
function preloadLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.id = ANTD_STYLESHEET_ID;
  link.rel = 'preload';
  link.as = 'style';
  link.href = '/assets/antd.0123abcd.css';
  document.head.append(link);
  return link;
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((wait) => setTimeout(wait, 0));
  return done;
}

afterEach(() => document.getElementById(ANTD_STYLESHEET_ID)?.remove());

describe("antd's stylesheet, applied before the app renders", () => {
  it('turns the preload into a stylesheet and answers once it has loaded, not before', async () => {
    const link = preloadLink();
    const applied = (await freshApply())();
    expect(link.rel).toBe('stylesheet');
    expect(await settled(applied)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('answers when the stylesheet fails to load too: the page is drawn rather than left blank', async () => {
    const link = preloadLink();
    const applied = (await freshApply())();
    link.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('applies it once, however many callers wait for it', async () => {
    const link = preloadLink();
    const apply = await freshApply();
    const first = apply();
    expect(apply()).toBe(first);
    link.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('without the link (a page the build did not write) there is nothing to wait for', async () => {
    expect(await settled((await freshApply())())).toBe(true);
  });
});
