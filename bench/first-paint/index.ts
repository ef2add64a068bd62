/**
 * First contentful paint of the shell's pages and two remotes' pages in headless Chromium, signed
 * in, each load in a fresh browser context (empty cache) as a first visit is. Median of a few loads
 * after one thrown away (it warms the gateway's file reads, not the browser).
 */
import { SESSION_COOKIE } from '@cricket/contracts';
import { launchBrowser } from '../../e2e/harness/browser';
import { median } from '../lib/stats';
import type { BenchSystem } from '../lib/system';
import { row, type BenchRow } from '../lib/table';

const PAGES = ['/', '/ground-booking', '/tournaments'];
const LOADS = 5;
const TARGET_MS = 800;

export async function run(bench: BenchSystem): Promise<BenchRow[]> {
  const baseUrl = bench.system.baseUrl;
  const browser = await launchBrowser();
  try {
    const firstPaint = async (path: string): Promise<number> => {
      const context = await browser.newContext();
      try {
        await context.addCookies([{ name: SESSION_COOKIE, value: bench.user.sessionToken, url: baseUrl }]);
        const page = await context.newPage();
        await page.goto(baseUrl + path);
        const paint = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 15_000 });
        return (await paint.jsonValue()) as number;
      } finally {
        await context.close();
      }
    };
    const rows: BenchRow[] = [];
    for (const path of PAGES) {
      await firstPaint(path);
      const times: number[] = [];
      for (let i = 0; i < LOADS; i++) times.push(await firstPaint(path));
      const fcp = median(times);
      rows.push(row('front end', `first contentful paint ${path} (median of ${LOADS})`, `${fcp.toFixed(0)} ms`, `< ${TARGET_MS} ms`, fcp < TARGET_MS));
    }
    return rows;
  } finally {
    await browser.close();
  }
}
