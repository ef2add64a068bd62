import type { Browser, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@cricket/contracts';
import { launchBrowser, registerUser, startSystem, type System } from '../harness';

jest.setTimeout(240_000);

/** One page of each front end: the shell's own pages and an area of every remote. */
const SHELL_PAGES = ['/', '/auth/login', '/about-us'];
const REMOTE_PAGES: Record<string, string> = {
  'mfe-matches': '/my/matches',
  'mfe-grounds': '/ground-booking',
  'mfe-training': '/training-batches',
  'mfe-commerce': '/catalog',
  'mfe-finance': '/revenue-summary',
};

/** The headers `helmet` sets at the gateway, and the CSP every front end loads under. */
describe('security headers', () => {
  let system: System;
  let browser: Browser;
  beforeAll(async () => {
    system = await startSystem();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('are sent on the shell, every remote entry and the API', async () => {
    const urls = ['/', ...Object.keys(REMOTE_PAGES).map((folder) => `/remotes/${folder}/remoteEntry.js`), '/api/user', '/api/docs'];
    for (const url of urls) {
      const res = await fetch(system.baseUrl + url, { headers: { Accept: 'text/html,*/*' } });
      expect([url, res.status]).toEqual([url, url === '/api/user' ? 401 : 200]);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Plain http here: HSTS only goes out over TLS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('let the shell and every remote load in Chromium with no CSP violation', async () => {
    const { session } = await registerUser(system.baseUrl);
    const context = await browser.newContext();
    await context.addCookies([{ name: SESSION_COOKIE, value: session.cookie.slice(`${SESSION_COOKIE}=`.length), url: system.baseUrl }]);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const remoteEntries: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/remoteEntry.js') && res.status() === 200) remoteEntries.push(new URL(res.url()).pathname);
    });
    try {
      for (const path of SHELL_PAGES) {
        await page.goto(system.baseUrl + path);
        await page.locator('#root *').first().waitFor();
      }
      for (const [folder, path] of Object.entries(REMOTE_PAGES)) {
        // The shell asks for the route's remoteEntry.js as the page loads: wait from before the navigation.
        const entry = page.waitForResponse((res) => res.url().endsWith(`/remotes/${folder}/remoteEntry.js`)).catch(() => undefined);
        await page.goto(system.baseUrl + path);
        await entry;
        await page.getByRole('main').or(page.locator('#root')).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoFallback(page);
      }
      await page.goto(`${system.baseUrl}/api/docs`);
      await page.locator('.swagger-ui').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(new Set(remoteEntries)).toEqual(new Set(Object.keys(REMOTE_PAGES).map((folder) => `/remotes/${folder}/remoteEntry.js`)));
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Every CSP violation the page reports, as an event on any document it shows and as Chromium's console message. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  return violations;
}

async function expectNoFallback(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/could not be loaded|is not available yet/);
}
