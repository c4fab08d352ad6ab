/**
 * Orders figures of `pnpm bench`: one customer with 30 paid orders, one of them shipped in a parcel;
 * the orders page (30 a page) and an order's details through the gateway against the storefront-api
 * called directly with the same session.
 */
import { Pool } from 'undici';
import { buyOnce, offers, Shopper, signUpBuyer } from './checkout.js';
import { comparedLatency, type LatencyStats } from './measure.js';

const ORDER_COUNT = 30;

const ORDERS_PAGE = `query ($first: Int, $sort: OrderSort) { viewer { orders(first: $first, sort: $sort) {
  totalCount pageCount pageInfo { hasNextPage endCursor }
  edges { node { id reference customLabel status statusLabel createdAt unitCount
    totalPrice { taxIncluded { amount currencyCode } } } } } } }`;

const ORDER_DETAILS = `query ($reference: String!) { viewer { order(reference: $reference) {
  id reference customLabel status statusLabel createdAt paidAt invoicePath
  events { instant type stageLabel message tracking { trackingNumber trackingUrl } }
  items { productReference productName quantity unitPrice { taxIncluded { amount } } totalPrice { taxIncluded { amount } } }
  shipments { shopName method { name carrierName } address { firstName lastName street postCode city }
    parcels { parcelId status statusLabel trackingNumber trackingUrl pickupCode items { productName quantity }
      events { date type typeLabel message } } }
  billingAddress { firstName lastName street postCode city }
  payment { method maskedPan transactionReference date }
  productsPrice { taxIncluded { amount } } shippingPrice { taxIncluded { amount } }
  totalPrice { taxIncluded { amount } taxFree { amount } } taxes { kind rate amount { amount } } } } }`;

export interface OrdersRow {
  label: string;
  direct: LatencyStats;
  gateway: LatencyStats;
}

export async function ordersRows(
  apiUrl: string,
  gatewayUrl: string,
  categoryPath: string,
  samples: number,
  operatorKey: string,
): Promise<OrdersRow[]> {
  const gateway = new Pool(gatewayUrl);
  const api = new Pool(apiUrl);
  try {
    const candidates = await offers(gateway, gatewayUrl, categoryPath);
    const shopper = new Shopper(gateway, gatewayUrl);
    await signUpBuyer(shopper);
    const references: string[] = [];
    for (let i = 0; i < ORDER_COUNT; i++)
      references.push(await buyOnce(shopper, api, candidates[i % candidates.length]!));
    const detailed = references[0]!;
    const order = await json<{ shipments: { id: string }[] }>(api, `/operator/orders/${detailed}`, {
      authorization: `Bearer ${operatorKey}`,
    });
    const shipped = await api.request({
      method: 'POST',
      path: `/operator/orders/${detailed}/parcels`,
      headers: { authorization: `Bearer ${operatorKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shipmentId: order.shipments[0]!.id, trackingNumber: '6A30000000001' }),
    });
    await shipped.body.text();
    const bearer = { authorization: `Bearer ${shopper.session}` };
    return [
      {
        label: `orders page, ${ORDER_COUNT} orders`,
        ...(await comparedLatency(
          async () => void (await json(api, `/orders/customer?size=${ORDER_COUNT}`, bearer)),
          async () => void (await shopper.send(ORDERS_PAGE, { first: ORDER_COUNT })),
          { samples, warmup: 10 },
        )),
      },
      {
        label: 'order details (history, parcels)',
        ...(await comparedLatency(
          async () => void (await json(api, `/orders/${detailed}`, bearer)),
          async () => void (await shopper.send(ORDER_DETAILS, { reference: detailed })),
          { samples, warmup: 10 },
        )),
      },
    ];
  } finally {
    await gateway.close();
    await api.close();
  }
}

async function json<T>(pool: Pool, path: string, headers: Record<string, string>): Promise<T> {
  const { statusCode, body } = await pool.request({ method: 'GET', path, headers });
  const text = await body.text();
  if (statusCode !== 200) throw new Error(`GET ${path}: ${statusCode} ${text}`);
  return JSON.parse(text) as T;
}
