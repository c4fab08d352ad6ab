import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The shop's pages come rendered from the server (issue 13): until React has hydrated one
 * (`data-hydrated` on `<html>`, set by `web/src/main.tsx`), a click on a button or a radio does
 * nothing but the browser's default, which hydration then undoes. A shopper clicks again; a
 * journey would fail at random, so after a page load it waits for hydration, as a shopper waits for
 * the page to respond. GraphiQL (`/graphql`) is not the shop's app and has nothing to wait for.
 */
async function hydrated(page: Page): Promise<void> {
  if (new URL(page.url()).pathname.startsWith('/graphql')) return;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
}

/**
 * The cookie consent (spec 2.4) a journey's shopper has already given: a refusal by default, so the
 * banner a first visit shows stays out of the journeys about something else (and no analytics
 * run); `test.use({ consent: null })` is a first visit, which shows it (`marketing.spec.ts`). Set
 * for every host the journeys open (the product, the other configurations' gateways).
 */
const CONSENT_REFUSED = 'v1.a0.m0';

export const test = base.extend<{
  outsideRequests: string[];
  requestLog: void;
  pageErrors: string[];
  consent: string | null;
}>({
  consent: [CONSENT_REFUSED, { option: true }],
  context: async ({ context, consent }, use) => {
    if (consent !== null)
      await context.addCookies(
        ['localhost', '127.0.0.1'].map((domain) => ({ name: 'consent', value: consent, domain, path: '/' })),
      );
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    // E2E_CPU_THROTTLE=4: a slow CI host's timing on a fast machine (README).
    if (process.env.E2E_CPU_THROTTLE) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.E2E_CPU_THROTTLE) });
    }
    await use(page);
  },
  outsideRequests: [
    async ({ page }, use) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(url.hostname))
          outside.push(url.href);
      });
      await use(outside);
      expect(outside, 'requests to hosts outside the shop').toEqual([]);
    },
    { auto: true },
  ],
  /*
   * On a failure, the page's requests still waiting and the last ones answered, with their times: a
   * navigation that stalls (issue 35) shows what it waited for, without a trace's cost on every run.
   */
  requestLog: [
    async ({ page }, use, testInfo) => {
      const t0 = Date.now();
      const started = new Map<object, { url: string; at: number }>();
      const answered: string[] = [];
      const label = (url: string) => url.replace(/^https?:\/\/[^/]+/u, '').slice(0, 160);
      page.on('request', (request) => started.set(request, { url: label(request.url()), at: Date.now() }));
      const done = (outcome: string) => (request: object) => {
        const entry = started.get(request);
        if (!entry) return;
        started.delete(request);
        answered.push(`+${entry.at - t0} ms, ${outcome} after ${Date.now() - entry.at} ms: ${entry.url}`);
        if (answered.length > 40) answered.shift();
      };
      page.on('requestfinished', done('answered'));
      page.on('requestfailed', done('failed'));
      // The page's own messages: whether a click reached the router shows in its logs, not its requests.
      const messages: string[] = [];
      page.on('console', (message) => {
        messages.push(`+${Date.now() - t0} ms, ${message.type()}: ${message.text().slice(0, 200)}`);
        if (messages.length > 20) messages.shift();
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        const now = Date.now();
        const waiting = [...started.values()].map(
          (entry) => `+${entry.at - t0} ms, waiting for ${now - entry.at} ms: ${entry.url}`,
        );
        // Printed, not attached: the list reporter shows an attachment's first lines only.
        console.error(
          [
            `requests of « ${testInfo.title} » at its failure (+${now - t0} ms), on ${label(page.url())}:`,
            ...waiting,
            '— last answered —',
            ...answered,
            '— last messages of the page —',
            ...messages,
          ].join('\n  '),
        );
      }
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        // The shop's 404 page answers with the status 404 (issue 13), which the browser reports.
        const notFoundPage =
          message.text().includes('status of 404') &&
          new URL(message.location().url).pathname.endsWith('/404');
        if (message.type() === 'error' && !notFoundPage) errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
