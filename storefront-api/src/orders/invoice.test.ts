import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Order } from '@shop/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer } from '../testing/checkout.js';
import { call } from '../testing/customers.js';
import { testDatabase } from '../testing/database.js';
import { offersOfSellers, paidOrder } from '../testing/orders.js';
import { invoicePdf, printable } from './invoice.js';
import { sellerLegal } from './sellers.js';

// pdfjs reads the metrics of the standard fonts (Helvetica) from its own package.
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of each page of a PDF, as a reader would extract it. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

let owner: { token: string };
let order: Order;
beforeAll(async () => {
  await testDatabase();
  owner = await buyer();
  const offers = await offersOfSellers(2, 2);
  order = await paidOrder(owner.token, [
    { offerId: offers[0]!.id, quantity: 2 },
    { offerId: offers[1]!.id, quantity: 1 },
  ]);
}, 60_000);

describe('GET /order-invoices/pdf/order/{id}', () => {
  it('is a French PDF invoice: sellers and their identifiers, lines, VAT by rate, totals, payment, legal mentions', async () => {
    const response = await call('GET', `/order-invoices/pdf/order/${order.id}`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="facture-${order.reference}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = (await pdfText(response.rawPayload)).join('\n');
    expect(text).toContain(`Facture F-${order.reference}`);
    expect(text).toContain('Boutique des Outre-mer SAS');
    expect(text).toContain('SIRET 91234567500017');
    const { db } = await testDatabase();
    const sellers = await sellerLegal(db, [...new Set(order.items.map((item) => item.shopId))]);
    for (const seller of Object.values(sellers)) {
      expect(text).toContain(seller.legalName!);
      expect(text).toContain(`SIRET ${seller.siret}`);
    }
    for (const item of order.items) expect(text).toContain(item.productReference);
    const euros = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
        .format(cents / 100)
        .replace(/\s/gu, ' ');
    expect(text.replace(/\s+/gu, ' ')).toContain(`Total TTC ${euros(order.totalPrice.taxIncluded)}`);
    expect(text).toMatch(/TVA 8,5 %/u);
    expect(text).toContain('mandat de facturation');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(text).not.toContain('4970100000000055');
  });

  it('answers 401 without a session and 404 for an unknown id', async () => {
    expect((await call('GET', `/order-invoices/pdf/order/${order.id}`)).statusCode).toBe(401);
    expect(
      (await call('GET', '/order-invoices/pdf/order/999999999', { token: owner.token })).statusCode,
    ).toBe(404);
  });
});

describe('invoicePdf', () => {
  it('runs over several numbered pages for a long order, docking fees in Saint-Barthélemy', async () => {
    const line = order.items[0]!;
    const long: Order = {
      ...order,
      rootCategoryPath: 'saint-barthelemy',
      items: Array.from({ length: 60 }, (_, index) => ({ ...line, productReference: `REF-${index}` })),
      taxes: [{ kind: 'DOCKING_FEES', rate: 4, base: 10_000, amount: 400 }],
    };
    const pages = await pdfText(await invoicePdf(long, { sellers: {} }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`page 1 / ${pages.length}`);
    const text = pages.join('\n');
    expect(text).toContain('REF-59');
    expect(text).toContain('Droits de quai 4 %');
    expect(text).toContain('SIRET non communiqué');
  });

  it('prints hostile names without failing', async () => {
    const hostile: Order = {
      ...order,
      items: order.items.map((item) => ({ ...item, productName: `\uD800A\u0000B${'é'.repeat(5_000)}漢` })),
    };
    const pages = await pdfText(await invoicePdf(hostile, { sellers: {} }));
    expect(pages.join('')).toContain('AB');
    expect(printable('a\u202fb\u0007c\uD800漢')).toBe('a bc??');
  });
});
