import { expect, test as base } from '@playwright/test';

/**
 * Every journey fails if a page asks anything of a host other than the shop's: assets from a CDN
 * would leave shoppers behind strict firewalls (and these offline machines) with a blank page.
 * It also fails on an exception the page did not catch, or an error the page logged: both are bugs
 * a shopper would meet without any message.
 */
export const test = base.extend<{ outsideRequests: string[]; pageErrors: string[] }>({
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
