import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** A watched page's requests under way, and when one last started or ended. */
type Traffic = { pending: Set<Request>; lastChange: number };

const watched = new WeakMap<Page, Traffic>();

/** Counts the page's requests from now on (newPage does it for every page it opens). */
export function watchRequests(page: Page): void {
  const traffic: Traffic = { pending: new Set(), lastChange: Date.now() };
  const ended = (request: Request) => {
    traffic.pending.delete(request);
    traffic.lastChange = Date.now();
  };
  page.on('request', (request) => {
    traffic.pending.add(request);
    traffic.lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  watched.set(page, traffic);
}

/** How long no request may start or end before the page counts as quiet. */
const quietMs = 150;

/**
 * Resolves once no request of the page is under way and none started or ended for 150 ms: the
 * lazy page and its queries have answered. Playwright's "networkidle" waits 500 ms after the last
 * one on every page; a page that newPage did not open falls back to it.
 */
export async function requestsQuiet(page: Page): Promise<void> {
  const traffic = watched.get(page);
  if (!traffic) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  await expect
    .poll(() => traffic.pending.size === 0 && Date.now() - traffic.lastChange >= quietMs, {
      interval: 25,
      timeout: 30_000,
      message: `${page.url()}: requests still under way`,
    })
    .toBe(true);
}
