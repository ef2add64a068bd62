/**
 * What a phone gets (issue 23): every route of the navigation and a match page, each loaded cold
 * in Chromium on Lighthouse's mobile profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, a 390 px screen), signed in. It counts the JavaScript as transferred
 * (bytes on the wire, compressed or not) and the time until the largest content is painted
 * (LCP), the figure users feel as "the page is there". Then Lighthouse itself (mobile, default
 * settings, Debian's Chromium) scores each route's performance.
 *
 *   node -r @swc-node/register bench/phone/main.ts
 */
import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '@cricket/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../../e2e/harness/browser';
import { lionsVersusTigers } from '../../e2e/harness/scoring';
import { TOP_NAV } from '../../shell/src/layout/navigation';
import type { BenchSystem } from '../lib/system';
import { row, type BenchRow } from '../lib/table';

const SCRIPT_TARGET_KB = 300;
const LCP_TARGET_MS = 2_500;
const SCORE_TARGET = 90;
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
    // A script by its content type, not by how it was asked for: files the page preloads arrive as
    // 'Other' (counted as scripts only, they left out 20-26 KB of every signed-in route).
    if (event.type === 'Script' || event.response.mimeType.includes('javascript')) scripts.add(event.requestId);
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
    // The page's last LCP candidate (largest contentful paint) is its LCP.
    await context.addInitScript(() => {
      const lcp = { ms: Number.NaN, observer: new PerformanceObserver((list) => (lcp.ms = list.getEntries().at(-1)!.startTime)) };
      lcp.observer.observe({ type: 'largest-contentful-paint', buffered: true });
      (window as unknown as { __lcp: typeof lcp }).__lcp = lcp;
    });
    const page = await context.newPage();
    const scriptBytes = await onMobileProfile(page);
    await page.goto(baseUrl + path, { timeout: 120_000 });
    // The shell's loading placeholder (index.html's frame, then a page or remote loading) and a
    // page's own spinner gone mean the route has rendered; the network going quiet after that means
    // its data arrived. Waiting for quiet alone ends early while a throttled CPU evaluates the entry
    // with nothing in flight.
    await page.waitForFunction(() => !document.querySelector('.loading, main .ant-spin-spinning'), undefined, { timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // The page's last commit is painted at the next frames, and its candidate is reported once the
    // frame was presented, which on a throttled CPU can take a while: the figure is read once a
    // second has passed with no new candidate.
    const lcpMs = await page.evaluate(async () => {
      const lcp = (window as unknown as { __lcp: { ms: number; observer: PerformanceObserver } }).__lcp;
      for (let quiet = 0; quiet < 4; ) {
        await new Promise((wait) => setTimeout(wait, 250));
        const latest = lcp.observer.takeRecords().at(-1);
        if (latest) lcp.ms = latest.startTime;
        quiet = latest ? 0 : quiet + 1;
      }
      return lcp.ms;
    });
    return { path, scriptBytes: scriptBytes(), lcpMs };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's performance score (0-100) for `path`, signed in through the session cookie. */
export async function lighthouseScore(bench: BenchSystem, path: string): Promise<number> {
  // Both are ES modules only; this bench runs as CommonJS.
  const [{ launch }, { default: lighthouse }] = await Promise.all([import('chrome-launcher'), import('lighthouse')]);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(bench.system.baseUrl + path, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: `${SESSION_COOKIE}=${bench.user.sessionToken}` },
    });
    const score = result?.lhr.categories.performance.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave ${path} no performance score: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    return Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's score, run a second time when its trace of the load came out broken (its own
 * advice, 'Please run Lighthouse again'); a route it cannot score twice gets its line saying why.
 */
async function scoredTwice(bench: BenchSystem, path: string): Promise<number | { error: string }> {
  try {
    return await lighthouseScore(bench, path);
  } catch {
    return lighthouseScore(bench, path).catch((error: unknown) => ({ error: error instanceof Error ? error.message.split(': ').pop() ?? error.message : String(error) }));
  }
}

/** The navigation's routes and a match page of the bench user's own (a two-over match between two teams). */
export async function phonePages(bench: BenchSystem): Promise<string[]> {
  const { session } = bench.user;
  const match = await lionsVersusTigers(session, 2);
  return [...TOP_NAV.map((link) => link.to), `/matches/${match.id}`];
}

export async function run(bench: BenchSystem): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const path of await phonePages(bench)) {
    const load = await loadOnPhone(bench, path);
    const kb = load.scriptBytes / 1024;
    rows.push(row('phone', `${path}: JavaScript as transferred`, `${Math.round(kb)} KB`, `≤ ${SCRIPT_TARGET_KB} KB`, kb <= SCRIPT_TARGET_KB));
    rows.push(row('phone', `${path}: largest content painted`, `${(load.lcpMs / 1000).toFixed(1)} s`, `≤ ${LCP_TARGET_MS / 1000} s`, load.lcpMs <= LCP_TARGET_MS));
    const score = await scoredTwice(bench, path);
    const measure = `${path}: Lighthouse performance (mobile)`;
    if (typeof score === 'number') rows.push(row('phone', measure, String(score), `≥ ${SCORE_TARGET}`, score >= SCORE_TARGET));
    else rows.push(row('phone', measure, `no score: ${score.error}`, `≥ ${SCORE_TARGET}`, false));
  }
  return rows;
}
