import type { Order } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer } from '../testing/checkout.js';
import { call } from '../testing/customers.js';
import { testDatabase } from '../testing/database.js';
import { offersOfSellers, paidOrder } from '../testing/orders.js';
import { printable } from '../pdf/fonts.js';
import { pdfText } from '../testing/pdf.js';
import { invoicePdf } from './invoice.js';
import { sellerLegal } from './sellers.js';

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

  it('prints every name and address as written, with the embedded font', async () => {
    const address = {
      ...order.billingAddress,
      firstName: 'Łukasz',
      lastName: 'Nguyễn Ōtsuka',
      street: '12 rue Đức Ștefan',
      city: 'Saint-Benoît',
    };
    const named: Order = { ...order, billingAddress: address, shippingAddress: address };
    const text = (await pdfText(await invoicePdf(named, { sellers: {} }))).join('\n');
    expect(text).toContain('Łukasz Nguyễn Ōtsuka, 12 rue Đức Ștefan');
    expect(text).toContain('Saint-Benoît');
    expect(text).not.toContain('?');
  });

  it('dates the invoice with the calendar day of the order’s island', async () => {
    const datedIn = async (rootCategoryPath: string, instant: string) => {
      const dated: Order = {
        ...order,
        rootCategoryPath,
        creationDate: instant,
        payment: { ...order.payment, date: instant },
      };
      return (await pdfText(await invoicePdf(dated, { sellers: {} }))).join('\n');
    };
    // 23:30 on 23 November in Martinique (UTC−4) is already the 24th in UTC.
    const martinique = await datedIn('martinique', '2026-11-24T03:30:00Z');
    expect(martinique).toContain('Date de facturation : 23/11/2026');
    expect(martinique).toContain(`Commande ${order.reference} du 23/11/2026`);
    expect(martinique).toContain('Payée par carte bancaire le 23/11/2026');
    // 00:30 on 24 November in Réunion (UTC+4) is still the 23rd in UTC.
    const reunion = await datedIn('reunion', '2026-11-23T20:30:00Z');
    expect(reunion).toContain('Date de facturation : 24/11/2026');
    expect(reunion).not.toContain('23/11/2026');
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
