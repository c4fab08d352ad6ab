import type { Order } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer } from '../testing/checkout.js';
import { testDatabase } from '../testing/database.js';
import { offersOfSellers, paidOrder } from '../testing/orders.js';
import { contactShopMail, orderConfirmationMail, type ContactMail } from './templates.js';

// 23:30 on 23 November in Martinique (UTC−4) is already the 24th in UTC; 00:30 on 24 November in
// Réunion (UTC+4) is still the 23rd in UTC.
const lateInMartinique = '2026-11-24T03:30:00Z';
const earlyInReunion = '2026-11-23T20:30:00Z';

describe('the dates of the e-mails are the island’s', () => {
  let order: Order;
  beforeAll(async () => {
    await testDatabase();
    const owner = await buyer();
    const [offer] = await offersOfSellers(1);
    order = await paidOrder(owner.token, [{ offerId: offer!.id, quantity: 1 }]);
  }, 60_000);

  const confirmation = (rootCategoryPath: string, instant: string) =>
    orderConfirmationMail(
      'client@example.test',
      'Léa',
      { ...order, rootCategoryPath, creationDate: instant, payment: { ...order.payment, date: instant } },
      'https://shop.test',
    );

  it('confirms an order paid at 23:30 in Martinique as of that day, not the next', () => {
    const mail = confirmation('martinique', lateInMartinique);
    expect(mail.text).toContain(`commande ${order.reference}, payée par carte le 23/11/2026.`);
    expect(mail.html).toContain('payée par carte le 23/11/2026.');
  });

  it('confirms an order paid at 00:30 in Réunion as of that day, not the previous', () => {
    expect(confirmation('reunion', earlyInReunion).text).toContain('payée par carte le 24/11/2026.');
  });

  it('tells the shop’s service when a message came, in its sender’s island time, or UTC', () => {
    const message: ContactMail = {
      id: '12',
      name: 'Léa',
      email: 'lea@example.test',
      subject: 'order',
      orderReference: null,
      message: 'Bonjour',
      territory: 'MQ',
      createdAt: new Date(lateInMartinique),
    };
    expect(contactShopMail('service@shop.test', message).text).toContain(
      'Reçu le : 23/11/2026 23:30 (heure de Martinique)',
    );
    expect(
      contactShopMail('service@shop.test', {
        ...message,
        territory: 'RE',
        createdAt: new Date(earlyInReunion),
      }).text,
    ).toContain('Reçu le : 24/11/2026 00:30 (heure de La Réunion)');
    expect(contactShopMail('service@shop.test', { ...message, territory: null }).text).toContain(
      'Reçu le : 24/11/2026 03:30 (UTC)',
    );
  });
});
