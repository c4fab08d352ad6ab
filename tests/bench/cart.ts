/**
 * Cart figures of `pnpm bench`: the cart page and a quantity change through the gateway (session
 * cookie) against the REST calls a client would make itself (bearer), and the upstream calls of a
 * 50-line cart page. Each side has its own guest session holding the same lines.
 */
import { Pool } from 'undici';
import { comparedLatency, type LatencyStats } from './measure.js';

const REGION = 'martinique';
const LINES = 50;
const HEADERS = { 'content-type': 'application/json', 'x-catalog': REGION, 'x-locale': 'fr' };

export interface CartRow {
  label: string;
  direct: LatencyStats;
  gateway: LatencyStats;
}

/** What the cart page shows: lines with their seller and product picture, totals and taxes. */
export const CART_QUERY = `query CartPage {
  viewer { cart {
    id lineCount itemCount
    totalPrice { displayed { amount currencyCode } } productsPrice { displayed { amount } }
    taxes { kind rate amount { amount } } franco { progress remaining { amount } }
    lines { id quantity maxQuantity isGift
      unitPrice { current { displayed { amount } } regular { displayed { amount } } }
      totalPrice { displayed { amount } }
      offer { offerId stockQuantity shop { id name } }
      product { name slug pictureCover { srcThumb } } }
  } }
}`;

export const SET_QUANTITY = `mutation SetQuantity($input: SetCartLineQuantityInput!) {
  setCartLineQuantity(input: $input) {
    line { id quantity }
    cart { id lineCount itemCount totalPrice { displayed { amount } } }
    userErrors { code }
  }
}`;

interface Offer {
  id: string;
  stockQuantity: number;
  packSize: number;
  minimalOrderQuantity: number;
}
type Product = { reference: string; offers: Offer[] };
type Cart = {
  id: string;
  cartItems: { product: { reference: string }; offer: { id: string; shopId: string } }[];
};

/** Offers that take a first unit (`add_one`), from the busiest category pages. */
export async function offersToAdd(rest: Pool, categoryPath: string): Promise<Offer[]> {
  const { body } = await rest.request({
    method: 'GET',
    path: `/products/category?categoryPath=${encodeURIComponent(categoryPath)}&size=100&locale=fr`,
    headers: { 'root-category': REGION },
  });
  const { products } = (await body.json()) as { products: Product[] };
  const offers = products
    .flatMap((p) => p.offers)
    .filter((o) => o.stockQuantity >= Math.max(o.packSize, o.minimalOrderQuantity, 2));
  if (offers.length < LINES) throw new Error(`${categoryPath}: fewer than ${LINES} offers in stock`);
  return offers.slice(0, LINES);
}

export async function graphql<T>(graph: Pool, query: string, variables: object, headers: object): Promise<T> {
  const { statusCode, body } = await graph.request({
    method: 'POST',
    path: '/graphql',
    headers: { ...HEADERS, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const reply = (await body.json()) as { data?: T; errors?: unknown[] };
  if (statusCode !== 200 || reply.errors || !reply.data)
    throw new Error(`GraphQL ${statusCode}: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

/** A guest of the gateway holding `offers`: its session cookie (the first change opens it). */
export async function gatewayGuest(graph: Pool, origin: string, offers: Offer[]): Promise<string> {
  const [first, ...rest] = offers;
  if (!first) throw new Error('no offer to add');
  const { headers, body } = await graph.request({
    method: 'POST',
    path: '/graphql',
    headers: { ...HEADERS, origin },
    body: JSON.stringify({
      query: SET_QUANTITY,
      variables: { input: { offerId: first.id, method: 'ADD_ONE' } },
    }),
  });
  await body.text();
  const session = ([] as string[])
    .concat(headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('__Host-shop_session='));
  if (!session) throw new Error('the gateway opened no guest session');
  const cookie = session.split(';')[0]!;
  // A few requests of 10 aliased mutations (the query limits allow 15), run one after the other.
  for (let start = 0; start < rest.length; start += 10) {
    const adds = rest
      .slice(start, start + 10)
      .map(
        (o, i) =>
          `l${i}: setCartLineQuantity(input: { offerId: "${o.id}", method: ADD_ONE }) { userErrors { code } }`,
      );
    await graphql(graph, `mutation { ${adds.join('\n')} }`, {}, { origin, cookie });
  }
  return cookie;
}

/** A guest of the REST API holding `offers`: its bearer token. */
async function directGuest(rest: Pool, offers: Offer[]): Promise<string> {
  const { statusCode, headers, body } = await rest.request({
    method: 'POST',
    path: '/customers/guest',
    headers: { 'root-category': REGION },
  });
  await body.text();
  if (statusCode !== 200) throw new Error(`guest: ${statusCode}`);
  const token = String(headers['x-session-token']);
  for (const o of offers) {
    const reply = await rest.request({
      method: 'PUT',
      path: `/shopping-cart/set-offer-quantity?offerId=${o.id}&method=add_one&locale=fr`,
      headers: { authorization: `Bearer ${token}`, 'root-category': REGION },
    });
    await reply.body.text();
    if (reply.statusCode !== 200) throw new Error(`add_one: ${reply.statusCode}`);
  }
  return token;
}

export async function cartRows(
  apiUrl: string,
  gatewayUrl: string,
  categoryPath: string,
  samples: number,
): Promise<{ rows: CartRow[] }> {
  const rest = new Pool(apiUrl, { connections: 4 });
  const graph = new Pool(gatewayUrl, { connections: 4 });
  const origin = new URL(gatewayUrl).origin;
  try {
    const offers = await offersToAdd(rest, categoryPath);
    const token = await directGuest(rest, offers);
    const cookie = await gatewayGuest(graph, origin, offers);
    const bearer = { authorization: `Bearer ${token}`, 'root-category': REGION };
    const getJson = async <T>(path: string): Promise<T> => {
      const { statusCode, body } = await rest.request({ method: 'GET', path, headers: bearer });
      if (statusCode !== 200) throw new Error(`GET ${path}: ${statusCode} ${await body.text()}`);
      return (await body.json()) as T;
    };
    // The same page from REST: the cart, then its products (pictures). The offers name their
    // sellers, all the page shows of them.
    const directCart = async () => {
      const cart = await getJson<Cart>('/shopping-cart?locale=fr');
      const references = [...new Set(cart.cartItems.map((i) => i.product.reference))].join(',');
      await getJson(`/products/references?referenceList=${references}&locale=fr`);
    };
    const viaGatewayCart = async () => {
      await graphql(graph, CART_QUERY, {}, { cookie });
    };
    // A quantity typed in the cart: the line goes 1, 2, 1, 2... (one call, the reply is the cart).
    const line = offers[0]!;
    const quantityAt = (i: number) => (i % 2) + 1;
    const directChange = async (i: number) => {
      const { statusCode, body } = await rest.request({
        method: 'PUT',
        path: `/shopping-cart/set-offer-quantity?offerId=${line.id}&quantity=${quantityAt(i)}&method=update&locale=fr`,
        headers: bearer,
      });
      await body.text();
      if (statusCode !== 200) throw new Error(`update: ${statusCode}`);
    };
    const viaGatewayChange = async (i: number) => {
      await graphql(
        graph,
        SET_QUANTITY,
        { input: { offerId: line.id, quantity: quantityAt(i), method: 'UPDATE' } },
        { origin, cookie },
      );
    };
    return {
      rows: [
        {
          label: `cart page, ${LINES} lines`,
          ...(await comparedLatency(directCart, viaGatewayCart, { samples, warmup: 20 })),
        },
        {
          label: 'cart quantity change',
          ...(await comparedLatency(directChange, viaGatewayChange, { samples, warmup: 20 })),
        },
      ],
    };
  } finally {
    await rest.close();
    await graph.close();
  }
}

/** Upstream calls of the cart page of a 50-line cart, and of the header's badge (counting gateway). */
export async function cartCalls(
  apiUrl: string,
  countingGatewayUrl: string,
  categoryPath: string,
  calls: () => string[],
  reset: () => void,
): Promise<[string, number, string[]][]> {
  const rest = new Pool(apiUrl, { connections: 1 });
  const graph = new Pool(countingGatewayUrl, { connections: 1 });
  const origin = new URL(countingGatewayUrl).origin;
  try {
    const cookie = await gatewayGuest(graph, origin, await offersToAdd(rest, categoryPath));
    const rows: [string, number, string[]][] = [];
    for (const [label, query] of [
      [`cart page (${LINES} lines, offers, sellers, products)`, CART_QUERY],
      ['cart badge (with the viewer)', '{ viewer { customer { id } cart { id lineCount } } }'],
    ] as const) {
      reset();
      await graphql(graph, query, {}, { cookie });
      rows.push([label, calls().length, [...calls()]]);
    }
    return rows;
  } finally {
    await rest.close();
    await graph.close();
  }
}
