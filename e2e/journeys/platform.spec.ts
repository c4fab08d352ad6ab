import { expect, test } from '../support/test.js';

test('GraphiQL, served from our own packages, runs its example query against the real catalogue @desktop', async ({
  page,
}) => {
  await page.goto('/graphql');
  // GraphiQL also posts its introspection query: wait for the example operation itself.
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('query Accueil'),
  );
  await page.getByRole('button', { name: /execute query/i }).click();
  const reply = (await (await answer).json()) as {
    errors?: unknown;
    data: { region: { countryCode: string }; categories: unknown[]; search: { totalCount: number } };
  };
  expect(reply.errors).toBeUndefined();
  expect(reply.data.region.countryCode).toBe('MQ');
  expect(reply.data.categories.length).toBeGreaterThan(3);
  expect(reply.data.search.totalCount).toBeGreaterThan(0);
  // The editor shows what came back.
  await expect(page.locator('.result-window')).toContainText('"countryCode": "MQ"');
});
