/**
 * After the sale (issue 32): the module's wiring. It alone writes `order_cancellations`,
 * `order_returns`, `order_return_lines` and `credit_notes`; it asks orders (`orders/public.ts`),
 * payment (`Refunds`), stock, cart (the coupon use) and restock alerts for the rest.
 */
import type { FastifyInstance } from 'fastify';
import { MailOutbox } from '../mail/outbox.js';
import type { ModuleDeps } from '../modules.js';
import { Refunds } from '../payment/refunds.js';
import { fireRestockAlerts, restockAlertMail } from '../restock-alerts/public.js';
import { registerAfterSalesOperations } from './operator-routes.js';
import { registerAfterSalesRoutes } from './routes.js';
import { AfterSalesService } from './service.js';

export function registerAfterSales(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'customers' | 'log' | 'operatorApiKey' | 'payment'>,
): void {
  const restockAlerts = restockAlertMail({
    db: deps.db,
    mailer: deps.mailer,
    publicWebUrl: deps.customers.publicWebUrl,
    log: deps.log,
  });
  const service = new AfterSalesService({
    db: deps.db,
    outbox: new MailOutbox({ db: deps.db, mailer: deps.mailer, log: deps.log }),
    refunds: new Refunds({ db: deps.db, settings: deps.payment, log: deps.log }),
    publicWebUrl: deps.customers.publicWebUrl,
    stockReturned: (offerIds) => fireRestockAlerts(restockAlerts, offerIds, deps.log),
  });
  registerAfterSalesRoutes(app, deps, service);
  if (deps.operatorApiKey !== undefined) registerAfterSalesOperations(app, deps.operatorApiKey, service);
}
