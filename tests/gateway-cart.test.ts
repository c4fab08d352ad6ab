/**
 * The cart through the gateway, over HTTP, against the real storefront-api (in-memory PGlite): a
 * shopper's tab keeps the session cookie the gateway sets, as a browser on the shop's origin would.
 * Offers are picked from the seeded catalogue by what each case needs (stock, packs, regions).
 */
import { randomUUID } from 'node:crypto';
import { loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, REGION_HEADERS, startStack } from './support/stack.js';
import type { GraphQLErrorBody, Stack, UpstreamCall } from './support/stack.js';

const SESSION = '__Host-shop_session';
const PASSWORD = 'Secret1!pass';

interface Reply<T> {
  data: T | null | undefined;
  errors: GraphQLErrorBody[] | undefined;
  setCookies: string[];
}

/** A shopper's tab: keeps the session cookie and sends it back, from the shop's own origin. */
class Shopper {
  session: string | undefined;

  constructor(private readonly url: string) {}

  get cookie(): Record<string, string> {
    return this.session === undefined ? {} : { cookie: `${SESSION}=${this.session}` };
  }

  async send<T>(query: string, variables: Record<string, unknown> = {}): Promise<Reply<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: this.url,
        ...REGION_HEADERS,
        ...this.cookie,
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      if (!pair.startsWith(`${SESSION}=`)) continue;
      const value = pair.slice(SESSION.length + 1);
      this.session = value === '' || /max-age=0(;|$)/iu.test(line) ? undefined : value;
    }
    const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
    return { data: body.data, errors: body.errors, setCookies };
  }

  async ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const reply = await this.send<T>(query, variables);
    if (reply.errors !== undefined || reply.data == null) {
      throw new Error(`GraphQL errors: ${JSON.stringify(reply.errors)}`);
    }
    return reply.data;
  }
}

interface SeedOffer {
  offerId: string;
  stockQuantity: number;
  packSize: number;
  minimalOrderQuantity: number;
  maximalOrderQuantity: number;
  reference: string;
  name: string;
}

interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

interface Line {
  id: string;
  quantity: number;
  maxQuantity: number;
  offer: { offerId: string };
}

interface CartData {
  id: string;
  lineCount: number;
  itemCount: number;
  lines: Line[];
  region: { path: string } | null;
  coupon: { code: string; isApplicable: boolean } | null;
  productsPrice: { displayed: { amount: string } };
  discount: { displayed: { amount: string } } | null;
  totalPrice: { taxFree: { amount: string }; taxIncluded: { amount: string }; displayed: { amount: string } };
  logisticClassSplitting: boolean;
}

const CART = `id lineCount itemCount lines { id quantity maxQuantity offer { offerId } }
  region { path } coupon { code isApplicable } productsPrice { displayed { amount } }
  discount { displayed { amount } } logisticClassSplitting
  totalPrice { taxFree { amount } taxIncluded { amount } displayed { amount } }`;

const SET_QUANTITY = `mutation ($input: SetCartLineQuantityInput!) {
  setCartLineQuantity(input: $input) {
    cart { ${CART} }
    line { id quantity maxQuantity offer { offerId } }
    removedLineId
    viewer { customer { isGuest cartLineCount } cart { id lineCount } }
    userErrors { code field message }
  }
}`;

interface SetQuantity {
  setCartLineQuantity: {
    cart: CartData | null;
    line: Line | null;
    removedLineId: string | null;
    viewer: {
      customer: { isGuest: boolean; cartLineCount: number } | null;
      cart: { id: string; lineCount: number } | null;
    };
    userErrors: UserError[];
  };
}

const CART_PAYLOAD = `cart { ${CART} } viewer { cart { lineCount } } userErrors { code field message }`;
interface CartPayload {
  cart: CartData | null;
  viewer: { cart: { lineCount: number } | null };
  userErrors: UserError[];
}

const VIEWER_CART = `{ viewer { cart { ${CART} } } }`;

let stack: Stack;
let offers: SeedOffer[];
const used = new Set<string>();

/** An offer no other case has put in a cart yet, with what the case needs. */
function offer(what: string, fits: (o: SeedOffer) => boolean): SeedOffer {
  const found = offers.find((o) => !used.has(o.offerId) && fits(o));
  if (found === undefined) throw new Error(`the seed needs an offer: ${what}`);
  used.add(found.offerId);
  return found;
}

const plain = (o: SeedOffer) => o.packSize === 1 && o.minimalOrderQuantity <= 1;
// Two units at least: adding the first of a last unit reaches the stock (MAX_QUANTITY_REACHED).
const inStock = (o: SeedOffer) => plain(o) && o.stockQuantity >= 2;

async function setQuantity(shopper: Shopper, input: Record<string, unknown>) {
  return (await shopper.ok<SetQuantity>(SET_QUANTITY, { input })).setCartLineQuantity;
}

async function shopperWith(...lines: SeedOffer[]): Promise<Shopper> {
  const shopper = new Shopper(stack.gatewayUrl);
  for (const line of lines) {
    const payload = await setQuantity(shopper, { offerId: line.offerId, method: 'ADD_ONE' });
    expect(payload.userErrors).toEqual([]);
  }
  return shopper;
}

function countByPath(calls: UpstreamCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) counts[call.path] = (counts[call.path] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  // Marketplace mode: every seller's offer is listed and each line's seller is loaded.
  stack = await startStack({ seedProducts: 400, shop: loadShopConfig({ SHOP_MARKETPLACE: 'true' }) });
  const shopper = new Shopper(stack.gatewayUrl);
  const { categories } = await shopper.ok<{ categories: { path: string }[] }>('{ categories { path } }');
  const found = new Map<string, SeedOffer>();
  for (const { path } of categories) {
    const { products } = await shopper.ok<{
      products: {
        edges: {
          node: {
            reference: string;
            name: string;
            offers: Omit<SeedOffer, 'reference' | 'name'>[];
          };
        }[];
      };
    }>(
      `query ($path: String!) { products(categoryPath: $path, first: 100) { edges { node { reference name
        offers { offerId stockQuantity packSize minimalOrderQuantity maximalOrderQuantity } } } } }`,
      { path },
    );
    for (const { node } of products.edges) {
      for (const o of node.offers) found.set(o.offerId, { ...o, reference: node.reference, name: node.name });
    }
  }
  offers = [...found.values()];
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('a visitor’s first line', () => {
  it('opens a guest session, sets its cookie and answers the cart with the line', async () => {
    const shopper = new Shopper(stack.gatewayUrl);
    expect((await shopper.ok<{ viewer: { cart: null } }>(VIEWER_CART)).viewer.cart).toBeNull();
    const chosen = offer('plenty of stock', (o) => plain(o) && o.stockQuantity >= 10);
    const reply = await shopper.send<SetQuantity>(SET_QUANTITY, {
      input: { offerId: chosen.offerId, method: 'ADD_ONE' },
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.setCookies.find((line) => line.startsWith(`${SESSION}=`))).toMatch(/HttpOnly/u);
    expect(shopper.session).toBeDefined();
    const payload = reply.data!.setCartLineQuantity;
    expect(payload.userErrors).toEqual([]);
    expect(payload.line).toMatchObject({ quantity: 1, offer: { offerId: chosen.offerId } });
    expect(payload.cart).toMatchObject({ lineCount: 1, itemCount: 1, region: { path: 'martinique' } });
    expect(payload.viewer).toEqual({
      customer: { isGuest: true, cartLineCount: 1 },
      cart: { id: payload.cart!.id, lineCount: 1 },
    });
    const { viewer } = await shopper.ok<{ viewer: { cart: CartData } }>(VIEWER_CART);
    expect(viewer.cart.id).toBe(payload.cart!.id);
    expect(viewer.cart.lines.map((l) => l.id)).toEqual([payload.line!.id]);
  });
});

describe('setCartLineQuantity', () => {
  it('adds, updates, adds one and removes', async () => {
    const chosen = offer(
      'plenty of stock',
      (o) => plain(o) && o.stockQuantity >= 10 && o.maximalOrderQuantity >= 10,
    );
    const shopper = new Shopper(stack.gatewayUrl);
    const change = (method: string, quantity?: number) =>
      setQuantity(shopper, {
        offerId: chosen.offerId,
        method,
        ...(quantity === undefined ? {} : { quantity }),
      });
    expect((await change('ADD', 2)).line?.quantity).toBe(2);
    expect((await change('ADD', 3)).line?.quantity).toBe(5);
    expect((await change('UPDATE', 1)).line?.quantity).toBe(1);
    const addedOne = await change('ADD_ONE');
    expect(addedOne.line?.quantity).toBe(2);
    const removed = await change('REMOVE');
    expect(removed).toMatchObject({ line: null, removedLineId: addedOne.line?.id, userErrors: [] });
    expect(removed.cart).toMatchObject({ lineCount: 0, lines: [] });
    expect(removed.viewer.cart?.lineCount).toBe(0);
  });

  it('caps at the stock, makes the change and says so with the stock', async () => {
    const chosen = offer(
      'a low stock',
      (o) =>
        plain(o) && o.stockQuantity >= 2 && o.stockQuantity <= 5 && o.maximalOrderQuantity >= o.stockQuantity,
    );
    const shopper = new Shopper(stack.gatewayUrl);
    const payload = await setQuantity(shopper, {
      offerId: chosen.offerId,
      method: 'UPDATE',
      quantity: chosen.stockQuantity + 3,
    });
    expect(payload.line).toMatchObject({ quantity: chosen.stockQuantity, maxQuantity: chosen.stockQuantity });
    expect(payload.userErrors).toEqual([
      {
        code: 'MAX_QUANTITY_REACHED',
        field: ['input', 'quantity'],
        message: `Quantité maximale atteinte (${chosen.stockQuantity} en stock)`,
      },
    ]);
  });

  it('refuses an offer out of stock, an unknown offer and a negative quantity, leaving the cart as it was', async () => {
    const kept = offer('plenty of stock', (o) => plain(o) && o.stockQuantity >= 10);
    const shopper = await shopperWith(kept);
    const empty = offer('no stock', (o) => o.stockQuantity === 0);
    const outOfStock = await setQuantity(shopper, { offerId: empty.offerId, method: 'ADD_ONE' });
    expect(outOfStock).toMatchObject({ line: null, removedLineId: null, cart: { lineCount: 1 } });
    expect(outOfStock.userErrors.map((e) => e.code)).toEqual(['OUT_OF_STOCK']);
    const unknown = await setQuantity(shopper, { offerId: '999999999', method: 'ADD_ONE' });
    expect(unknown.userErrors.map((e) => e.code)).toEqual(['OFFER_NOT_FOUND']);
    const zero = await setQuantity(shopper, { offerId: kept.offerId, method: 'UPDATE', quantity: -1 });
    expect(zero.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID_INPUT', field: ['input', 'quantity'] }),
    ]);
    expect(zero.cart?.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('keeps the customer’s line count current between the mutations of one request', async () => {
    const [a, b] = [offer('stock', inStock), offer('stock', inStock)];
    const shopper = await shopperWith(offer('stock', inStock));
    const line = (
      alias: string,
      id: string,
    ) => `${alias}: setCartLineQuantity(input: { offerId: "${id}", method: ADD_ONE }) {
      viewer { customer { cartLineCount } cart { lineCount } } userErrors { code } }`;
    const data = await shopper.ok<
      Record<string, { viewer: { customer: { cartLineCount: number }; cart: { lineCount: number } } }>
    >(`mutation { ${line('first', a.offerId)} ${line('second', b.offerId)} }`);
    expect(data.first?.viewer).toEqual({ customer: { cartLineCount: 2 }, cart: { lineCount: 2 } });
    expect(data.second?.viewer).toEqual({ customer: { cartLineCount: 3 }, cart: { lineCount: 3 } });
  });
});

describe('coupons', () => {
  const APPLY = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { ${CART_PAYLOAD} } }`;
  const REMOVE = `mutation ($code: String!) { removeCoupon(input: { code: $code }) { ${CART_PAYLOAD} } }`;
  const apply = async (shopper: Shopper, code: string) =>
    (await shopper.ok<{ applyCoupon: CartPayload }>(APPLY, { code })).applyCoupon;
  const remove = async (shopper: Shopper, code: string) =>
    (await shopper.ok<{ removeCoupon: CartPayload }>(REMOVE, { code })).removeCoupon;
  const codes = (payload: CartPayload) => payload.userErrors.map((e) => e.code);

  it('applies a valid code whatever its case, once, and removes it', async () => {
    const shopper = await shopperWith(offer('stock', inStock));
    const applied = await apply(shopper, 'bienvenue10');
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart?.coupon).toEqual({ code: 'BIENVENUE10', isApplicable: true });
    expect(applied.cart?.discount).not.toBeNull();
    const again = await apply(shopper, 'BIENVENUE10');
    expect(codes(again)).toEqual(['COUPON_ALREADY_APPLIED']);
    expect(again.cart?.coupon?.code).toBe('BIENVENUE10');
    expect(codes(await remove(shopper, 'UNEFOIS'))).toEqual(['COUPON_NOT_FOUND']);
    const removed = await remove(shopper, 'BIENVENUE10');
    expect(removed).toMatchObject({ cart: { coupon: null, discount: null }, userErrors: [] });
    expect(codes(await remove(shopper, 'BIENVENUE10'))).toEqual(['COUPON_ALREADY_REMOVED']);
  });

  it('refuses an unknown or expired code with the upstream’s French message', async () => {
    const shopper = await shopperWith(offer('stock', inStock));
    for (const code of ['NEXISTEPAS', 'PROMO5']) {
      const refused = await apply(shopper, code);
      expect(codes(refused)).toEqual(['COUPON_NOT_VALID']);
      expect(refused.userErrors[0]?.message).toMatch(/coupon|code/iu);
      expect(refused.cart?.coupon).toBeNull();
    }
  });
});

describe('clearCart and logistic-class splitting', () => {
  it('empties the cart and switches the splitting', async () => {
    const shopper = await shopperWith(offer('stock', inStock));
    const split = await shopper.ok<{ setLogisticClassSplitting: CartPayload }>(
      `mutation { setLogisticClassSplitting(input: { enabled: true }) { ${CART_PAYLOAD} } }`,
    );
    expect(split.setLogisticClassSplitting.cart?.logisticClassSplitting).toBe(true);
    const cleared = await shopper.ok<{ clearCart: CartPayload }>(
      `mutation { clearCart { ${CART_PAYLOAD} } }`,
    );
    expect(cleared.clearCart).toMatchObject({
      cart: { lineCount: 0, lines: [] },
      viewer: { cart: { lineCount: 0 } },
      userErrors: [],
    });
  });

  it('has nothing to change for a visitor without a session', async () => {
    const visitor = new Shopper(stack.gatewayUrl);
    const reply = await visitor.send<{ clearCart: CartPayload }>(
      `mutation { clearCart { ${CART_PAYLOAD} } }`,
    );
    expect(reply.data?.clearCart).toEqual({ cart: null, viewer: { cart: null }, userErrors: [] });
    expect(visitor.session).toBeUndefined();
  });
});

describe('changeCartRegion', () => {
  it('moves the cart and lists the lines whose offer is not sold in the new region', async () => {
    const inMartinique = offers.filter((o) => inStock(o) && !used.has(o.offerId));
    const references = [...new Set(inMartinique.map((o) => o.reference))].slice(0, 100);
    // The same references seen from Guadeloupe: a product missing there cannot follow the cart.
    const { productsByReferences } = dataOf(
      await stack.graphql<{ productsByReferences: ({ reference: string } | null)[] }>(
        'query ($refs: [String!]!) { productsByReferences(references: $refs) { reference } }',
        { refs: references },
        { ...REGION_HEADERS, 'x-catalog': 'guadeloupe' },
      ),
    );
    const soldThere = new Set(productsByReferences.flatMap((p) => (p ? [p.reference] : [])));
    const leaving = offer(
      'a product not sold in Guadeloupe',
      (o) => inMartinique.includes(o) && !soldThere.has(o.reference),
    );
    const shopper = await shopperWith(leaving);
    const moved = await shopper.ok<{
      changeCartRegion: CartPayload & {
        removedLines: { offerId: string; productName: string; quantity: number }[];
      };
    }>(
      `mutation { changeCartRegion(input: { regionPath: "guadeloupe" }) { ${CART_PAYLOAD} removedLines { offerId productName quantity } } }`,
    );
    expect(moved.changeCartRegion.userErrors).toEqual([]);
    expect(moved.changeCartRegion.cart).toMatchObject({ region: { path: 'guadeloupe' }, lineCount: 0 });
    expect(moved.changeCartRegion.removedLines).toEqual([
      { offerId: leaving.offerId, productName: leaving.name, quantity: 1 },
    ]);
  });

  it('refuses an unknown region as an input error', async () => {
    const shopper = await shopperWith(offer('stock', inStock));
    for (const regionPath of ['atlantide', 'Not a path']) {
      const reply = await shopper.ok<{ changeCartRegion: CartPayload }>(
        `mutation ($p: String!) { changeCartRegion(input: { regionPath: $p }) { ${CART_PAYLOAD} } }`,
        { p: regionPath },
      );
      expect(reply.changeCartRegion.userErrors).toEqual([
        expect.objectContaining({ code: 'INVALID_INPUT', field: ['input', 'regionPath'] }),
      ]);
      expect(reply.changeCartRegion.cart?.lineCount).toBe(1);
    }
  });
});

describe('prices and ids', () => {
  it('shows tax-free amounts in B2B mode, tax-included otherwise', async () => {
    const shopper = await shopperWith(offer('stock', inStock));
    const b2c = (await shopper.ok<{ viewer: { cart: CartData } }>(VIEWER_CART)).viewer.cart;
    expect(b2c.totalPrice.displayed).toEqual(b2c.totalPrice.taxIncluded);
    const b2b = await stack.gatewayWith(loadShopConfig({ SHOP_B2B: 'true' }));
    try {
      const reply = await b2b.graphql<{ viewer: { cart: CartData } }>(
        VIEWER_CART,
        {},
        { ...REGION_HEADERS, ...shopper.cookie },
      );
      const cart = reply.data!.viewer.cart;
      expect(cart.id).toBe(b2c.id);
      expect(cart.totalPrice.displayed).toEqual(cart.totalPrice.taxFree);
      expect(cart.totalPrice.taxFree.amount).not.toBe(cart.totalPrice.taxIncluded.amount);
    } finally {
      await b2b.close();
    }
  });

  it('answers node(id:) with the session’s own cart and line, null for another’s', async () => {
    const chosen = offer('stock', inStock);
    const owner = await shopperWith(chosen);
    const cart = (await owner.ok<{ viewer: { cart: CartData } }>(VIEWER_CART)).viewer.cart;
    const lineId = cart.lines[0]!.id;
    const NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Cart { lineCount } ... on CartLine { quantity } } }`;
    expect((await owner.ok<{ nodes: unknown[] }>(NODES, { ids: [cart.id, lineId] })).nodes).toEqual([
      { id: cart.id, lineCount: 1 },
      { id: lineId, quantity: 1 },
    ]);
    const other = await shopperWith(offer('stock', inStock));
    expect((await other.ok<{ nodes: unknown[] }>(NODES, { ids: [cart.id, lineId] })).nodes).toEqual([
      null,
      null,
    ]);
    const visitor = new Shopper(stack.gatewayUrl);
    expect((await visitor.ok<{ nodes: unknown[] }>(NODES, { ids: [cart.id] })).nodes).toEqual([null]);
  });
});

describe('upstream calls', () => {
  it('a cart of 50 lines with offers, sellers and products costs the cart and 1 products batch (the offers name their sellers)', async () => {
    const chosen = offers
      .filter(
        (o) =>
          !used.has(o.offerId) &&
          o.stockQuantity >= o.packSize &&
          o.stockQuantity >= o.minimalOrderQuantity &&
          o.stockQuantity > 0,
      )
      .slice(0, 50);
    expect(chosen).toHaveLength(50);
    const shopper = new Shopper(stack.gatewayUrl);
    // Five times 10 aliased changes: a request may hold at most 15 aliases (query limits).
    for (let start = 0; start < chosen.length; start += 10) {
      const part = chosen.slice(start, start + 10);
      const adds = part.map(
        (o, i) =>
          `l${i}: setCartLineQuantity(input: { offerId: "${o.offerId}", method: ADD_ONE }) { userErrors { code } }`,
      );
      const added = await shopper.ok<Record<string, { userErrors: UserError[] }>>(
        `mutation { ${adds.join('\n')} }`,
      );
      // A last pack in stock reaches the limit: the line is there all the same.
      const refused = Object.values(added).flatMap((a) => a.userErrors.map((e) => e.code));
      expect(refused.filter((code) => code !== 'MAX_QUANTITY_REACHED')).toEqual([]);
    }
    stack.resetCalls();
    const { viewer } = await shopper.ok<{
      viewer: {
        cart: {
          lineCount: number;
          lines: { product: { name: string } | null; offer: { shop: { name: string } | null } }[];
        };
      };
    }>(
      `{ viewer { cart { id lineCount itemCount totalPrice { displayed { amount } } taxes { kind rate amount { amount } }
        lines { id quantity maxQuantity unitPrice { current { displayed { amount } } } totalPrice { displayed { amount } }
          offer { offerId stockState shop { id name } } product { name slug pictureCover { srcThumb } } } } } }`,
    );
    expect(viewer.cart.lineCount).toBe(50);
    expect(viewer.cart.lines.every((l) => l.product !== null && l.offer.shop !== null)).toBe(true);
    expect(countByPath(stack.calls)).toEqual({ '/shopping-cart': 1, '/products/references': 1 });
  });

  it('the header’s badge costs the customer the shell reads anyway, and no cart call', async () => {
    const shopper = await shopperWith(offer('stock', inStock));
    stack.resetCalls();
    const { viewer } = await shopper.ok<{
      viewer: { customer: { cartLineCount: number }; cart: { lineCount: number } };
    }>('{ viewer { customer { isGuest cartLineCount } cart { id lineCount } } }');
    expect(viewer).toMatchObject({ customer: { cartLineCount: 1 }, cart: { lineCount: 1 } });
    expect(countByPath(stack.calls)).toEqual({ '/customers/me': 1 });
  });
});

describe('sign-in', () => {
  it('keeps the guest’s cart lines in the customer’s cart', async () => {
    const email = `cart-${randomUUID().slice(0, 8)}@example.test`;
    const account = new Shopper(stack.gatewayUrl);
    const registered = await account.ok<{ register: { userErrors: UserError[] } }>(
      `mutation ($input: RegisterInput!) { register(input: $input) { userErrors { code field message } } }`,
      { input: { email, firstName: 'Léa', lastName: 'Martin', password: PASSWORD, captcha: 'none' } },
    );
    expect(registered.register.userErrors).toEqual([]);
    const chosen = offer('stock', inStock);
    const guest = await shopperWith(chosen);
    const signedIn = await guest.ok<{
      signIn: { viewer: { isAuthenticated: boolean; cart: { lineCount: number; lines: Line[] } | null } };
    }>(
      `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { isAuthenticated cart { lineCount lines { offer { offerId } } } } } }`,
      { input: { email, password: PASSWORD, captcha: 'none' } },
    );
    expect(signedIn.signIn.viewer.isAuthenticated).toBe(true);
    expect(signedIn.signIn.viewer.cart?.lines.map((l) => l.offer.offerId)).toEqual([chosen.offerId]);
  });
});
