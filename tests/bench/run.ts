/**
 * `pnpm bench`: the gateway against direct REST for a category page, a product page and the cart
 * (and against a bare proxy, the floor of any process in between: `bare-proxy.ts`),
 * upstream calls per query, and search/autocomplete latency, on a 100,000-product catalogue. The services run
 * built, each in its own process, as in production; figures are printed side by side with ratios
 * because absolute numbers on these shared machines are noisy. `BENCH_ONLY=cart` measures the cart
 * alone, `BENCH_ONLY=checkout` the checkout steps and the payment notification, `BENCH_ONLY=orders`
 * the orders page and an order's details, `BENCH_ONLY=search` search and autocomplete,
 * `BENCH_ONLY=load` 50 shoppers for 60 s through the gateway and straight (`load.ts`),
 * `BENCH_ONLY=gateway` the category and product pages and the throughput alone, `BENCH_ONLY=customers`
 * the signed-in viewer and sign-in, `BENCH_ONLY=profile` the gateway's CPU per request and its profile
 * (`profile.ts`), `BENCH_ONLY=tracing-cost` tracing's CPU per request (`tracing-cost.ts`).
 */
import net from 'node:net';
import pg from 'pg';
import { Pool } from 'undici';
import { cartCalls, cartRows } from './cart.js';
import { checkoutFigures, type CheckoutFigures } from './checkout.js';
import { startCountingProxy } from './counting-proxy.js';
import { customerRows, viewerCalls } from './customers.js';
import { ordersRows } from './orders.js';
import { pageRows, pagesTable } from './pages.js';
import { comparedLatency, comparedThroughput, ms, type LatencyStats } from './measure.js';
import { startBareProxy, startBuilt, type Service } from './services.js';
import { loadFigures, tracingFigures } from './load.js';
import { startOtlpSink } from './otlp-sink.js';
import { gatewayProfile } from './profile.js';
import { tracingCost } from './tracing-cost.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const ONLY = process.env.BENCH_ONLY;
const REGION = 'martinique';
const API_PORT = 4301;
const GATEWAY_PORT = 4300;
const COUNTING_GATEWAY_PORT = 4302;
const SANDBOX_PORT = 4303;
const BARE_PROXY_PORT = 4304;
const TRACED_API_PORT = 4305;
const TRACED_GATEWAY_PORT = 4306;
const PROFILE_GATEWAY_PORT = 4307;
/** The bench's storefront-api operator key (it ships a parcel for the order details figure). */
const OPERATOR_KEY = 'bench-operator-key-0123456789abcdef0123456789';
/** Each checkout sample registers a customer (a password hash): fewer of them. */
const CHECKOUT_SAMPLES = Number(process.env.BENCH_CHECKOUT_SAMPLES ?? 40);

async function serverAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The bench database: BENCH_DATABASE_URL, else `shop_bench` on the local server, else PGlite. */
async function benchDatabase(): Promise<Record<string, string>> {
  if (process.env.BENCH_DATABASE_URL) return { DATABASE_URL: process.env.BENCH_DATABASE_URL };
  if (!(await serverAnswers('127.0.0.1', 5432))) return { DATA_DIR: '.data/bench-pglite' };
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'shop_bench'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE shop_bench');
  await admin.end();
  return { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop_bench' };
}

const CATEGORY_QUERY = `query CategoryPage($path: String!) {
  products(categoryPath: $path, first: 50) {
    totalCount
    facets { name label values { value count } }
    edges { cursor node {
      id name slug percentPromo stockState
      pictureCover { srcMedium }
      price { current { displayed { amount currencyCode } } }
      offers { id stockQuantity shop { id name } currentPrice { displayed { amount } } }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const PRODUCT_QUERY = `query ProductPage($slug: String!) {
  product(slug: $slug) {
    id name descriptionLong brand
    gallery { src srcThumb }
    attributes { label value unit }
    variants { slug selectedAttributes { name value } offers { id stockQuantity } }
    offers { id stockQuantity shop { id name } currentPrice { displayed { amount } } }
    relatedProducts { id name slug price { current { displayed { amount } } } offers { shop { name } } }
  }
}`;

interface Row {
  label: string;
  direct: LatencyStats;
  gateway: LatencyStats;
}

function callTable(counts: [string, number, string[]][]): void {
  console.log('\nUpstream calls per GraphQL query');
  for (const [label, count, calls] of counts) {
    console.log(`${label.padEnd(52)} ${count}   ${calls.map((c) => c.split('?')[0]).join(', ')}`);
  }
}

function table(rows: Row[]): void {
  console.log(
    '\nLatency, sequential requests (ms)          direct p50 / p95 / p99    gateway p50 / p95 / p99   ratio p50 / p95',
  );
  for (const { label, direct, gateway } of rows) {
    const d = `${ms(direct.p50)} / ${ms(direct.p95)} / ${ms(direct.p99)}`;
    const g = `${ms(gateway.p50)} / ${ms(gateway.p95)} / ${ms(gateway.p99)}`;
    const ratio = `${(gateway.p50 / direct.p50).toFixed(2)} / ${(gateway.p95 / direct.p95).toFixed(2)}`;
    console.log(`${label.padEnd(42)} ${d.padEnd(25)} ${g.padEnd(25)} ${ratio}`);
  }
}

async function main(): Promise<void> {
  if (ONLY === 'tracing-cost') return tracingCost();
  const database = await benchDatabase();
  const where = database.DATABASE_URL
    ? `PostgreSQL (${new URL(database.DATABASE_URL).pathname.slice(1)})`
    : 'PGlite';
  console.log(
    `Benchmark on ${PRODUCTS.toLocaleString('en')} products, ${where}; ${SAMPLES} samples per figure.`,
  );
  console.log('Starting storefront-api (seeds the catalogue on first run; this can take a few minutes)...');
  const services: Service[] = [];
  let proxy: Awaited<ReturnType<typeof startCountingProxy>> | undefined;
  try {
    const sandbox = await startBuilt('payment-sandbox', SANDBOX_PORT, {
      NODE_ENV: 'test',
      PAYMENT_SANDBOX_PORT: String(SANDBOX_PORT),
    });
    services.push(sandbox);
    const apiEnv = {
      ...database,
      STOREFRONT_API_PORT: String(API_PORT),
      SEED_PRODUCTS: String(PRODUCTS),
      // Customer figures: the captcha is the browser's work, and every sample comes from loopback.
      // `none` is refused in production, the storefront-api's only production-dependent setting.
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      PAYMENT_API_URL: sandbox.url,
      // The card form sends shoppers back under the shop's address, the gateway's here.
      PUBLIC_WEB_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
      OPERATOR_API_KEY: OPERATOR_KEY,
    };
    const api = await startBuilt('storefront-api', API_PORT, apiEnv, 1_800_000);
    services.push(api);
    // The bench sends its own queries, not the web's persisted ones; its pages ask for every
    // seller's offers and shop, which only the marketplace mode (the heavier one) serves.
    const gatewayEnv = {
      ALLOW_ARBITRARY_OPERATIONS: 'true',
      SHOP_MARKETPLACE: 'true',
      PUBLIC_WEB_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
    };
    const gateway = await startBuilt('gateway', GATEWAY_PORT, {
      ...gatewayEnv,
      PORT: String(GATEWAY_PORT),
      STOREFRONT_API_URL: api.url,
    });
    services.push(gateway);
    proxy = await startCountingProxy(api.url);
    const countingGateway = await startBuilt('gateway', COUNTING_GATEWAY_PORT, {
      ...gatewayEnv,
      PORT: String(COUNTING_GATEWAY_PORT),
      STOREFRONT_API_URL: proxy.url,
    });
    services.push(countingGateway);

    const rest = new Pool(api.url, { connections: 16 });
    const graph = new Pool(gateway.url, { connections: 16 });
    const headers = { 'root-category': REGION };
    const getJson = async <T>(path: string): Promise<T> => {
      const { statusCode, body } = await rest.request({ method: 'GET', path, headers });
      if (statusCode !== 200) throw new Error(`GET ${path}: ${statusCode} ${await body.text()}`);
      return (await body.json()) as T;
    };
    const graphql = async (pool: Pool, query: string, variables: Record<string, unknown>) => {
      const { statusCode, body } = await pool.request({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'x-catalog': REGION, 'x-locale': 'fr' },
        body: JSON.stringify({ query, variables }),
      });
      const reply = (await body.json()) as { errors?: unknown[]; data?: unknown };
      if (statusCode !== 200 || reply.errors)
        throw new Error(`GraphQL ${statusCode}: ${JSON.stringify(reply.errors)}`);
      return reply.data;
    };

    // A busy level-2 category and a product with related products, picked from the data itself.
    type Cat = { path: string; productCount: number; children: Cat[] };
    const tree = await getJson<Cat[]>('/categories?locale=fr');
    const category = tree.flatMap((c) => c.children).sort((a, b) => b.productCount - a.productCount)[0];
    if (!category) throw new Error('no category to measure');
    type P = {
      slug: string;
      reference: string;
      relatedProduct: string[];
      offers: {
        id: string;
        shopId: string;
        stockQuantity: number;
        packSize: number;
        minimalOrderQuantity: number;
      }[];
    };
    const listing = await getJson<{ products: P[] }>(
      `/products/category?categoryPath=${encodeURIComponent(category.path)}&size=50&locale=fr`,
    );
    const product = listing.products.find((p) => p.relatedProduct.length > 0) ?? listing.products[0];
    if (!product) throw new Error('no product to measure');
    console.log(
      `Category page: ${category.path} (${category.productCount} products); product page: ${product.slug}`,
    );

    const terms = [
      'televiseur',
      'robe rouge',
      'rhum',
      'chaussures',
      'cafe',
      'refrigerateur americain',
      'lin',
      'samsung',
    ];
    const prefixes = ['te', 'tel', 'telev', 'ro', 'rob', 'frig', 'rhu', 'chau', 'refrigirateur'];
    /** One latency row of a term-driven call: REST path and GraphQL query fed the i-th term. */
    const termRow = async (
      label: string,
      words: string[],
      restPath: (t: string) => string,
      query: string,
    ) => ({
      label,
      ...(await comparedLatency(
        async (i) => {
          await getJson(restPath(encodeURIComponent(words[i % words.length] ?? '')));
        },
        async (i) => {
          await graphql(graph, query, { t: words[i % words.length] });
        },
        { samples: SAMPLES, warmup: 20 },
      )),
    });
    const searchRows = async (): Promise<Row[]> => [
      await termRow(
        `search, ${terms.length} terms, 20 per page`,
        terms,
        (t) => `/products/search?searchTerm=${t}&size=20&locale=fr`,
        'query($t: String!) { search(term: $t, first: 20) { totalCount edges { node { name } } } }',
      ),
      await termRow(
        `autocomplete, ${prefixes.length} prefixes and typos`,
        prefixes,
        (t) => `/products/search-autocomplete?searchTerm=${t}&size=10&locale=fr`,
        'query($t: String!) { autocomplete(term: $t) { total suggestions { label slug } } }',
      ),
    ];

    const cartCounts = () =>
      cartCalls(
        api.url,
        countingGateway.url,
        category.path,
        () => proxy!.calls,
        () => proxy!.reset(),
      );
    if (ONLY === 'checkout') {
      checkoutTable(await checkoutFigures(api.url, gateway.url, category.path, CHECKOUT_SAMPLES));
      await rest.close();
      await graph.close();
      return;
    }
    if (ONLY === 'load') {
      const offerId = listing.products
        .flatMap((p) => p.offers)
        .find((o) => o.stockQuantity >= 5 && o.packSize === 1 && o.minimalOrderQuantity === 1)?.id;
      if (!offerId) throw new Error('no offer with enough stock for the load');
      const scenario = { category: category.path, slug: product.slug, offerId, region: REGION };
      const tracingMode = process.env.LOAD_TRACING;
      if (tracingMode === '1' || tracingMode === 'control') {
        // Both services of the traced pair export every span to a collector that takes them in.
        const collector = await startOtlpSink();
        const tracing: Record<string, string> =
          tracingMode === '1'
            ? { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SERVICE_NAME: 'bench' }
            : {};
        const tracedApi = await startBuilt(
          'storefront-api',
          TRACED_API_PORT,
          { ...apiEnv, ...tracing, STOREFRONT_API_PORT: String(TRACED_API_PORT) },
          120_000,
        );
        services.push(tracedApi);
        const tracedGateway = await startBuilt('gateway', TRACED_GATEWAY_PORT, {
          ...gatewayEnv,
          ...tracing,
          PORT: String(TRACED_GATEWAY_PORT),
          STOREFRONT_API_URL: tracedApi.url,
        });
        services.push(tracedGateway);
        try {
          await tracingFigures(
            { gateway, api },
            { gateway: tracedGateway, api: tracedApi },
            scenario,
            tracingMode === '1' ? 'tracing exported (OTLP)' : 'control pair, tracing off',
          );
          console.log(`spans exported: ${collector.requests()} OTLP requests, ${collector.megabytes()} MB`);
        } finally {
          await collector.close();
        }
        return;
      }
      await loadFigures(api, gateway, scenario);
      return;
    }
    if (ONLY === 'profile') {
      await gatewayProfile({
        gatewayEnv: { ...gatewayEnv, STOREFRONT_API_URL: api.url },
        port: PROFILE_GATEWAY_PORT,
        apiUrl: api.url,
        categoryQuery: CATEGORY_QUERY,
        categoryPath: category.path,
        samples: SAMPLES * 5,
        region: REGION,
      });
      return;
    }
    if (ONLY === 'customers') {
      table((await customerRows(api.url, gateway.url, SAMPLES)).rows);
      return;
    }
    if (ONLY === 'search') {
      table(await searchRows());
      return;
    }
    if (ONLY === 'orders') {
      table(await ordersRows(api.url, gateway.url, category.path, SAMPLES, OPERATOR_KEY));
      return;
    }
    if (ONLY === 'pages' || ONLY === undefined) {
      pagesTable(await pageRows(gateway.url, REGION, category.path, product.slug, SAMPLES));
      if (ONLY === 'pages') return;
    }
    if (ONLY === 'cart') {
      const counts = await cartCounts();
      table((await cartRows(api.url, gateway.url, category.path, SAMPLES)).rows);
      callTable(counts);
      await rest.close();
      await graph.close();
      return;
    }

    // What a REST client must call itself to show the same page: the listing (or product), then
    // related products. The offers name their sellers (`shopId`, `shopName`), all these pages show
    // of them, so neither side asks `/shops`.
    // The listing as spec 7 gives it (whole products); the gateway asks for cards, since the page
    // reads nothing else. The second row gives the REST client the same cards: the gateway's own cost.
    const directCategory = async (view = '') => {
      await getJson<{ products: P[] }>(
        `/products/category?categoryPath=${encodeURIComponent(category.path)}&size=50&locale=fr${view}`,
      );
    };
    const directProduct = async () => {
      const p = await getJson<P>(`/products/slug/${encodeURIComponent(product.slug)}?locale=fr`);
      if (p.relatedProduct.length)
        await getJson<P[]>(`/products/references?referenceList=${p.relatedProduct.join(',')}&locale=fr`);
    };
    // The gateway has the related products come with the product (`include=related`): the second
    // row gives the REST client the same single call, so it measures the gateway's own cost.
    const directProductIncluded = async () => {
      await getJson<P>(`/products/slug/${encodeURIComponent(product.slug)}?locale=fr&include=related`);
    };
    // The floor of any process in between: the same REST call through a bare Node proxy of its own
    // (`bare-proxy.ts`: forward, parse, write JSON back). Against it, what the gateway adds itself.
    const bare = await startBareProxy(BARE_PROXY_PORT, api.url);
    services.push(bare);
    const barePool = new Pool(bare.url, { connections: 16 });
    const viaBareProxy = (path: string) => async () => {
      const { statusCode, body } = await barePool.request({ method: 'GET', path, headers });
      if (statusCode !== 200) throw new Error(`bare proxy GET ${path}: ${statusCode}`);
      await body.json();
    };
    const cardsPath = `/products/category?categoryPath=${encodeURIComponent(category.path)}&size=50&locale=fr&view=card`;
    const includedPath = `/products/slug/${encodeURIComponent(product.slug)}?locale=fr&include=related`;
    const viaGatewayCategory = async () => {
      await graphql(graph, CATEGORY_QUERY, { path: category.path });
    };
    const viaGatewayProduct = async () => {
      await graphql(graph, PRODUCT_QUERY, { slug: product.slug });
    };

    // Upstream calls per GraphQL query, counted by a proxy that sees every real HTTP request.
    const countingPool = new Pool(countingGateway.url);
    const counts: [string, number, string[]][] = [];
    for (const [label, query, variables] of [
      ['category page (50 products, offers, shops, facets)', CATEGORY_QUERY, { path: category.path }],
      ['product page (variants, offers, related, shops)', PRODUCT_QUERY, { slug: product.slug }],
    ] as const) {
      proxy.reset();
      await graphql(countingPool, query, variables);
      counts.push([label, proxy.calls.length, [...proxy.calls]]);
    }
    await countingPool.close();
    counts.push(
      ...(await viewerCalls(
        countingGateway.url,
        () => proxy!.calls,
        () => proxy!.reset(),
      )),
      ...(await cartCounts()),
    );

    const rows: Row[] = [
      {
        label: 'category page, 50 products',
        ...(await comparedLatency(() => directCategory(), viaGatewayCategory, {
          samples: SAMPLES,
          warmup: 20,
        })),
      },
      {
        label: 'category page, cards both sides',
        ...(await comparedLatency(() => directCategory('&view=card'), viaGatewayCategory, {
          samples: SAMPLES,
          warmup: 20,
        })),
      },
      {
        label: 'product page',
        ...(await comparedLatency(directProduct, viaGatewayProduct, { samples: SAMPLES, warmup: 20 })),
      },
      {
        label: 'product page, related included both sides',
        ...(await comparedLatency(directProductIncluded, viaGatewayProduct, {
          samples: SAMPLES,
          warmup: 20,
        })),
      },
      {
        label: 'category cards, bare proxy (the floor)',
        ...(await comparedLatency(() => directCategory('&view=card'), viaBareProxy(cardsPath), {
          samples: SAMPLES,
          warmup: 20,
        })),
      },
      {
        label: 'category page, bare proxy against gateway',
        ...(await comparedLatency(viaBareProxy(cardsPath), viaGatewayCategory, {
          samples: SAMPLES,
          warmup: 20,
        })),
      },
      {
        label: 'product page, bare proxy against gateway',
        ...(await comparedLatency(viaBareProxy(includedPath), viaGatewayProduct, {
          samples: SAMPLES,
          warmup: 20,
        })),
      },
    ];
    await barePool.close();

    const concurrency = 8;
    const durationMs = 5000;
    const rps = await comparedThroughput(
      {
        direct: () => directCategory(),
        directCards: () => directCategory('&view=card'),
        gateway: viaGatewayCategory,
      },
      { concurrency, durationMs },
    );

    const throughputLine = () => {
      console.log(
        `\nThroughput, category page, ${concurrency} concurrent clients for ${durationMs / 1000} s`,
      );
      console.log(
        `direct ${rps.direct.toFixed(1)} pages/s, gateway ${rps.gateway.toFixed(1)} pages/s, ratio ${(rps.gateway / rps.direct).toFixed(2)}; ` +
          `direct with cards ${rps.directCards.toFixed(1)} pages/s, ratio ${(rps.gateway / rps.directCards).toFixed(2)}`,
      );
    };
    if (ONLY === 'gateway') {
      table(rows);
      throughputLine();
      callTable(counts);
      return;
    }
    const customers = await customerRows(api.url, gateway.url, SAMPLES);
    const cart = await cartRows(api.url, gateway.url, category.path, SAMPLES);
    const checkout = await checkoutFigures(api.url, gateway.url, category.path, CHECKOUT_SAMPLES);
    const orders = await ordersRows(api.url, gateway.url, category.path, SAMPLES, OPERATOR_KEY);
    table([...rows, ...(await searchRows()), ...customers.rows, ...cart.rows, ...orders]);
    checkoutTable(checkout);
    throughputLine();
    callTable(counts);
    await rest.close();
    await graph.close();
  } finally {
    for (const service of services.reverse()) await service.stop();
    await proxy?.close();
  }
}

await main();

/** Server time of each checkout step, and of a whole checkout (goal: under 300 ms). */
function checkoutTable(figures: CheckoutFigures): void {
  console.log(`\nCheckout, ${figures.total.samples} customers (ms: p50 / p95)`);
  for (const { label, latency } of figures.steps)
    console.log(`  ${label.padEnd(36)} ${ms(latency.p50).padStart(8)} / ${ms(latency.p95).padStart(8)}`);
  console.log(
    `  ${'whole checkout'.padEnd(36)} ${ms(figures.total.p50).padStart(8)} / ${ms(figures.total.p95).padStart(8)}`,
  );
}
