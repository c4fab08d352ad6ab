/**
 * The credit note's PDF (« facture d'avoir ») as its reader sees it: the invoice it corrects, the
 * parties, its number and date, and the amounts by tax rate adding up to the refund, like the invoice.
 */
import { formatDateIn, regionTimeZone, type AfterSales, type Order } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sandboxOrder, type PayingShop } from '../testing/after-sales.js';
import { buyer, payingShop } from '../testing/checkout.js';
import { testDatabase } from '../testing/database.js';
import { offerWhere } from '../testing/cart.js';
import { pdfText } from '../testing/pdf.js';
import { pdfEuros } from '../pdf/amounts.js';

let shop: PayingShop;
let owner: { token: string; email: string };
let reduced: { id: string };
let standard: { id: string };

const PLAIN = `o.stock >= 20 AND o.logistic_class_id = 'colis-standard'`;

beforeAll(async () => {
  const { db } = await testDatabase();
  shop = await payingShop();
  owner = await buyer();
  // One seller selling at the reduced rate (2,1 %) and at the standard rate (8,5 %) in Martinique.
  const [pair] = await db.query<{ shop_id: string }>(
    `SELECT o.shop_id FROM offers o JOIN products p ON p.id = o.product_id
     JOIN tax_rates t ON t.territory = o.territory AND t.tax_class = p.tax_class
     WHERE o.territory = 'MQ' AND ${PLAIN} AND p.pack_size = 1 AND o.min_quantity = 1
       AND o.max_quantity IS NULL AND o.discount_price_tax_free IS NULL AND t.rate_bp IN (210, 850)
     GROUP BY o.shop_id HAVING count(DISTINCT t.rate_bp) = 2 ORDER BY o.shop_id LIMIT 1`,
  );
  if (!pair) throw new Error('no seller of Martinique sells at both 2,1 % and 8,5 %');
  const ofShop = `${PLAIN} AND o.shop_id = '${pair.shop_id}'`;
  reduced = await offerWhere('MQ', `${ofShop} AND t.rate_bp = 210`);
  standard = await offerWhere('MQ', `${ofShop} AND t.rate_bp = 850`);
}, 60_000);
afterAll(() => shop.close());

const minus = (cents: number) => `−${pdfEuros(cents)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

describe('GET /order-credit-notes/pdf/{number}', () => {
  it('shows the corrected invoice, the parties, and the refund by VAT rate adding up to it', async () => {
    const order: Order = await sandboxOrder(shop, owner.token, [
      { offerId: reduced.id, quantity: 1 },
      { offerId: standard.id, quantity: 2 },
    ]);
    const cancelled = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
      token: owner.token,
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const { creditNotes } = cancelled.body as AfterSales;
    expect(creditNotes).toHaveLength(1);
    const note = creditNotes[0]!;
    expect(note.amount).toBe(order.totalPrice.taxIncluded);

    const pdf = await api(shop, 'GET', note.url, { token: owner.token });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(Buffer.from(pdf.body as ArrayBuffer))).join(' ').replace(/\s+/gu, ' ');

    const timeZone = regionTimeZone(order.rootCategoryPath);
    expect(text).toContain('FACTURE D’AVOIR');
    expect(text).toContain(`N° ${note.number} — émise le ${formatDateIn(note.createdAt, timeZone)}`);
    expect(text).toContain(
      `Rectifie la facture F-${order.reference} du ${formatDateIn(order.payment.date!, timeZone)}`,
    );
    expect(text).toContain(`${order.billingAddress.firstName} ${order.billingAddress.lastName}`);
    expect(text).toContain(`Au nom et pour le compte du vendeur`);

    // The reduced-rate line alone at 2,1 %: its own amounts, as the invoice has them.
    const line = order.items.find((item) => item.offerId === reduced.id)!;
    expect(line.taxRate).toBe(2.1);
    expect(text).toMatch(
      new RegExp(
        escaped(
          `TVA 2,1 % ${minus(line.totalPrice.taxFree)} ${minus(line.totalPrice.taxAmount)} ${minus(line.totalPrice.taxIncluded)}`,
        ),
        'u',
      ),
    );
    // The standard-rate line and the delivery (transport at 8,5 %) together.
    const other = order.items.find((item) => item.offerId === standard.id)!;
    const standardIncluded = other.totalPrice.taxIncluded + order.shippingPrice.taxIncluded;
    const match = new RegExp(
      `TVA 8,5 % −([\\d ]+,\\d\\d) € −([\\d ]+,\\d\\d) € ${escaped(minus(standardIncluded))}`,
      'u',
    ).exec(text);
    expect(match, text).not.toBeNull();
    const cents = (euros: string) => Number(euros.replace(/[ ,]/gu, ''));
    const [base, vat] = [cents(match![1]!), cents(match![2]!)];
    expect(base + vat).toBe(standardIncluded);
    expect(Math.abs(base - (other.totalPrice.taxFree + order.shippingPrice.taxFree))).toBeLessThanOrEqual(1);

    // Totals: tax-free and taxes add up to the refund, which is what was paid.
    const totalFree = line.totalPrice.taxFree + base;
    expect(text).toContain(`Total de l’avoir HT ${minus(totalFree)}`);
    expect(text).toContain(`Total des taxes ${minus(line.totalPrice.taxAmount + vat)}`);
    expect(text).toContain(`Total de l’avoir TTC ${minus(order.totalPrice.taxIncluded)}`);
    expect(order.totalPrice.taxIncluded).toBe(line.totalPrice.taxIncluded + standardIncluded);
  });
});
