/**
 * The marketing content through the gateway (issue 14): home blocks, footer, top banner, pages, FAQ,
 * pickup points and the contact form, against the real storefront-api and its demo content; and
 * the shop still rendering its catalogue when the content source is down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codesOf,
  dataOf,
  graphqlAt,
  REGION_HEADERS,
  startGatewayWithoutContent,
  startStack,
} from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 200 });
});

afterAll(async () => {
  await stack.close();
});

const IMAGE = 'url alt width height';
const HOME_CONTENT = `{
  homeContent {
    slides { id title descriptionHtml buttonLabel link { url external } desktopImage { ${IMAGE} } mobileImage { ${IMAGE} } }
    universes { id title link { url external } image { ${IMAGE} } }
    featuredBlocks { id title descriptionHtml link { url external } }
    categoryTiles { id title category { path label } image { ${IMAGE} } }
    sectionBlocks { id html }
    seo { title description }
  }
}`;

interface Link {
  url: string;
  external: boolean;
}

interface HomeContent {
  homeContent: {
    slides: {
      id: string;
      descriptionHtml: string | null;
      link: Link | null;
      desktopImage: { url: string };
    }[];
    universes: { link: Link }[];
    featuredBlocks: { descriptionHtml: string | null }[];
    categoryTiles: { title: string; category: { path: string; label: string } | null }[];
    sectionBlocks: { html: string }[];
  };
}

/** Every link of the content is a plain internal path or an https URL: nothing an href could run. */
function expectSafe(link: Link | null): void {
  if (link === null) return;
  if (link.external) expect(link.url).toMatch(/^https:\/\//u);
  else expect(link.url).toMatch(/^[^/:\s][^:\s]*$/u);
}

describe('home content', () => {
  it('gives the region’s slider, universes, featured blocks and category tiles in one content call', async () => {
    stack.resetCalls();
    const { homeContent } = dataOf(await stack.graphql<HomeContent>(HOME_CONTENT));
    expect(homeContent.slides.length).toBeGreaterThanOrEqual(3);
    expect(homeContent.universes.length).toBeGreaterThan(0);
    expect(homeContent.featuredBlocks.length).toBeGreaterThan(0);
    expect(homeContent.categoryTiles.length).toBeGreaterThan(0);
    for (const slide of homeContent.slides) {
      expectSafe(slide.link);
      expect(slide.desktopImage.url).toMatch(/^https?:\/\//u);
    }
    for (const universe of homeContent.universes) expectSafe(universe.link);
    // The demo content names categories every region has.
    for (const tile of homeContent.categoryTiles) {
      expect(tile.category?.path).toMatch(/^martinique\//u);
      expect(tile.title).not.toBe('');
    }
    const marketing = stack.calls.filter((call) => call.path === '/products/marketing/homepage');
    expect(marketing).toHaveLength(1);
    expect(marketing[0]?.query.get('section')).toBe('marketing');
  });
});

describe('footer, banner, pages', () => {
  it('gives the footer’s three columns with safe links', async () => {
    const { footer } = dataOf(
      await stack.graphql<{
        footer: {
          columns: { key: string; links: { label: string; link: Link; target: string }[] }[];
          socialLinks: { url: string }[];
          contactEmail: string | null;
        };
      }>(
        `{ footer { columns { key links { label link { url external } target } } socialLinks { url } contactEmail } }`,
      ),
    );
    expect(footer.columns.map((column) => column.key)).toEqual(['about', 'services', 'legal']);
    const links = footer.columns.flatMap((column) => column.links);
    for (const { link, target } of links) {
      expectSafe(link);
      if (link.external) expect(target).toBe('BLANK');
    }
    expect(links.map((item) => item.link.url)).toContain('cms/mentions-legales');
    for (const social of footer.socialLinks) expect(social.url).toMatch(/^https:\/\//u);
  });

  it('shows the all-included-prices notice and no longer the Black Friday 2025 one', async () => {
    const { topBanner } = dataOf(
      await stack.graphql<{ topBanner: { title: string; isEvent: boolean; endDate: string | null }[] }>(
        `{ topBanner { title isEvent startDate endDate } }`,
      ),
    );
    expect(topBanner.length).toBeGreaterThan(0);
    // Black Friday 2025 ran from 2025-11-07 to 2025-11-15: it is over.
    expect(topBanner.some((item) => /black friday/iu.test(item.title))).toBe(false);
    for (const item of topBanner) {
      if (item.endDate !== null) expect(Date.parse(item.endDate)).toBeGreaterThan(Date.now() - 86_400_000);
    }
  });

  it('gives a page by slug, null for an unknown one, and no call for a slug that cannot exist', async () => {
    const page = `query ($slug: String!) { contentPage(slug: $slug) { slug title html seo { title description } } }`;
    const about = dataOf(
      await stack.graphql<{ contentPage: { title: string; html: string } | null }>(page, {
        slug: 'a-propos',
      }),
    );
    expect(about.contentPage?.title).toBeTruthy();
    expect(about.contentPage?.html).toContain('<');
    const unknown = await stack.graphql<{ contentPage: null }>(page, { slug: 'pas-de-page-ici' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.contentPage).toBeNull();
    stack.resetCalls();
    for (const slug of ['../platform/footer', 'faq', 'homepage', 'A B', '\u0000', 'x'.repeat(81)]) {
      const reply = await stack.graphql<{ contentPage: null }>(page, { slug });
      expect(reply.data?.contentPage ?? null).toBeNull();
    }
    expect(stack.calls.filter((call) => call.path.startsWith('/products/marketing'))).toEqual([]);
  });

  it('gives the FAQ, the terms of use, the legal mentions and the region’s pickup points', async () => {
    const data = dataOf(
      await stack.graphql<{
        faq: { question: string; answerHtml: string }[];
        termsOfUse: { title: string } | null;
        legalMentions: { title: string } | null;
        pickupPoints: { name: string; countryCode: string }[];
      }>(
        `{ faq { question answerHtml } termsOfUse { title } legalMentions { title }
           pickupPoints { name street postCode city countryCode } }`,
      ),
    );
    expect(data.faq.length).toBeGreaterThan(3);
    expect(data.termsOfUse?.title).toBeTruthy();
    expect(data.legalMentions?.title).toBeTruthy();
    expect(data.pickupPoints.length).toBeGreaterThan(0);
    for (const point of data.pickupPoints) expect(point.countryCode).toBe('MQ');
  });
});

describe('contact', () => {
  const SEND = `mutation ($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) { sent userErrors { code field message } }
  }`;
  const input = {
    name: 'Léa Martin',
    email: 'lea.contact@example.test',
    subject: 'ORDER',
    orderReference: null,
    message: 'Bonjour, où en est ma commande ?',
    captcha: 'ok',
  };

  it('refuses a message outside 10 to 400 characters with spec 5’s message, before any call', async () => {
    stack.resetCalls();
    for (const message of ['court', ' '.repeat(3) + 'x'.repeat(9) + ' '.repeat(3), 'x'.repeat(401)]) {
      const reply = dataOf(
        await stack.graphql<{
          sendContactMessage: { sent: boolean; userErrors: { field: string[]; message: string }[] };
        }>(SEND, { input: { ...input, message } }),
      );
      expect(reply.sendContactMessage.sent).toBe(false);
      expect(reply.sendContactMessage.userErrors).toContainEqual(
        expect.objectContaining({
          field: ['input', 'message'],
          message: 'Le message doit contenir entre 10 et 400 caractères',
        }),
      );
    }
    expect(stack.calls).toEqual([]);
  });

  it('stores a message and mails the shop and the sender', async () => {
    const before = stack.mail.length;
    const reply = dataOf(
      await stack.graphql<{ sendContactMessage: { sent: boolean; userErrors: unknown[] } }>(SEND, {
        input: { ...input, message: 'x'.repeat(400) },
      }),
    );
    expect(reply.sendContactMessage).toEqual({ sent: true, userErrors: [] });
    await expect.poll(() => stack.mail.length - before).toBe(2);
    const recipients = stack.mail.slice(before).map((mail) => mail.to);
    expect(recipients).toContain('lea.contact@example.test');
  });
});

describe('content source down', () => {
  it('still renders the catalogue and the shell: the content fields are null with their error', async () => {
    const down = await startGatewayWithoutContent(stack.apiUrl);
    try {
      const reply = await graphqlAt<{
        homeContent: null;
        footer: null;
        topBanner: null;
        bestsellers: { id: string }[] | null;
        categories: { slug: string }[] | null;
      }>(
        down.url,
        `{ homeContent { slides { id } } footer { contactEmail } topBanner { id } bestsellers(first: 2) { id } categories { slug } }`,
        {},
        REGION_HEADERS,
      );
      expect(reply.data?.homeContent).toBeNull();
      expect(reply.data?.footer).toBeNull();
      expect(reply.data?.topBanner).toBeNull();
      expect(reply.data?.bestsellers).toHaveLength(2);
      expect(reply.data?.categories?.length).toBeGreaterThan(0);
      expect(codesOf(reply)).toEqual([
        'UPSTREAM_UNAVAILABLE',
        'UPSTREAM_UNAVAILABLE',
        'UPSTREAM_UNAVAILABLE',
      ]);
    } finally {
      await down.gateway.close();
    }
  });
});
