/**
 * What a phone gets: each page loaded cold in Chromium on Lighthouse's mobile profile (4x CPU
 * slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a 390 px screen), signed in. It
 * counts the JavaScript as transferred (bytes on the wire, compressed or not) and the time until
 * the largest content is painted (LCP), the figure users feel as "the page is there".
 *
 *   node -r @swc-node/register bench/phone/main.ts
 */
import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '@cricket/contracts';
import { launchBrowser } from '../../e2e/harness/browser';
import type { BenchSystem } from '../lib/system';
import { row, type BenchRow } from '../lib/table';

export const PHONE_PAGES = ['/', '/my/matches', '/tournaments', '/ground-booking', '/catalog', '/training-batches'];
const TARGET_MS = 2_500;
const MOBILE = { latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8, cpuSlowdown: 4 };

export interface PhoneLoad {
  path: string;
  scriptBytes: number;
  lcpMs: number;
}

/** Puts `page` on the mobile profile; answers the JavaScript bytes it has received so far. */
async function onMobileProfile(page: Page): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return () => bytes;
}

/** One cold load of `path`: a fresh context has an empty cache, as a first visit does. */
export async function loadOnPhone(bench: BenchSystem, path: string): Promise<PhoneLoad> {
  const baseUrl = bench.system.baseUrl;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: SESSION_COOKIE, value: bench.user.sessionToken, url: baseUrl }]);
    // The last LCP candidate before the page went quiet is the page's LCP.
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        (window as unknown as { __lcp: number }).__lcp = entries[entries.length - 1].startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const scriptBytes = await onMobileProfile(page);
    await page.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: 120_000 });
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN);
    return { path, scriptBytes: scriptBytes(), lcpMs };
  } finally {
    await browser.close();
  }
}

export async function run(bench: BenchSystem): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const path of PHONE_PAGES) {
    const load = await loadOnPhone(bench, path);
    rows.push(row('phone', `${path}: JavaScript as transferred`, `${Math.round(load.scriptBytes / 1024)} KB`));
    rows.push(row('phone', `${path}: largest content painted`, `${(load.lcpMs / 1000).toFixed(1)} s`, `< ${TARGET_MS / 1000} s`, load.lcpMs < TARGET_MS));
  }
  return rows;
}
