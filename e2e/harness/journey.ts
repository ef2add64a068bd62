import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSystem, type SystemInfrastructure } from './system';

export interface JourneyContext {
  baseUrl: string;
  browser: Browser;
}

/**
 * Registers the hooks every browser journey needs: a running system and a browser for the
 * file, both torn down after it. SHELL_E2E_BASE_URL points the journeys at a system that is
 * already running (local debugging). Read the context inside tests, after beforeAll.
 */
export function useJourney(infrastructure: SystemInfrastructure = {}): JourneyContext {
  const context = {} as JourneyContext;
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const external = process.env.SHELL_E2E_BASE_URL;
    if (external) {
      context.baseUrl = external;
    } else {
      const system = await startSystem(infrastructure);
      context.baseUrl = system.baseUrl;
      stop = system.stop;
    }
    context.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await context.browser?.close();
    await stop();
  });
  return context;
}
