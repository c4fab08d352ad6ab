/**
 * `pnpm shop …`: the operator's command over the operator API (the same calls a back office makes),
 * so parcels and tracking can be played by hand on a running shop. The key comes from
 * `OPERATOR_API_KEY`, or the file `pnpm start` and `pnpm dev` write beside the database.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  TRACKING_EVENT_TYPES,
  type MarketingEventCount,
  type OfferStockReply,
  type Order,
  type StockImportReply,
  type TrackingEventType,
} from '@shop/domain';
import { AFTER_SALES_USAGE, afterSalesCommand } from './after-sales/cli.js';
import { parsePageFile, type ImportReport } from './content/import.js';
import { operatorKeyFile } from './operator-key.js';
import { PRICE_USAGE, priceCommand } from './prices/cli.js';

const USAGE = `Usage: pnpm shop <command>
  order show <reference>                       the order, its shipments and parcels
  order cancel <reference> [--reason <text>]   cancels an order nothing of which has shipped
  parcel create <reference> --tracking <number> [--shipment <id>] [--url <tracking page>]
                [--supplier-id <id>] [--item <reference>=<units>]…
                                               a parcel handed to the carrier (all the shipment's
                                               units left when no --item); the shopper is e-mailed
  parcel event <parcelId> --type <SHIPMENT|INFO|DELIVERY|RETURN> [--message <text>] [--date <ISO>]
  parcel deliver <parcelId>                    the parcel is delivered
${AFTER_SALES_USAGE}
  content import [--force]                     imports the content files that changed since their
                                               last import (--force: all, replacing operators' changes)
  content status                               where each content item last came from (file or operator)
  content page put <slug> --file <page.md>     creates or replaces a page (front matter + Markdown)
  content page delete <slug>                   removes a page
  content put <home|footer|top-banner|faq|locations> --file <file.json>
                                               replaces that content (the shape of its file in content/)
  stock set <offerId> <units>                  sets an offer's stock; from 0 to more, its restock
                                               alerts are e-mailed
  stock import --file <feed.json>              a stock feed, [{ "reference", "shopId", "territory",
                                               "stock" }, …], applied in one transaction
${PRICE_USAGE}
  events counts [--from <YYYY-MM-DD>] [--to <YYYY-MM-DD>] [--event <name>] [--territory <GP|GY|MQ|RE|BL|MF>]
                                               marketing events received per day and name (the last
                                               30 days by default; days of the territory's time, or UTC)
Environment: STOREFRONT_API_URL (default http://127.0.0.1:4001), OPERATOR_API_KEY.`;

class UsageError extends Error {}

async function operatorKey(): Promise<string> {
  if (process.env.OPERATOR_API_KEY) return process.env.OPERATOR_API_KEY;
  try {
    return (await readFile(operatorKeyFile(), 'utf8')).trim();
  } catch {
    throw new UsageError(
      `No OPERATOR_API_KEY, and no key file at ${operatorKeyFile()} (written by pnpm start).`,
    );
  }
}

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const base = (process.env.STOREFRONT_API_URL ?? 'http://127.0.0.1:4001').replace(/\/+$/u, '');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await operatorKey()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await response.json().catch(() => ({}))) as { errorMessage?: string; errorCode?: string };
  if (!response.ok)
    throw new Error(
      `${response.status} ${reply.errorCode ?? ''}: ${reply.errorMessage ?? response.statusText}`,
    );
  return reply as T;
}

const segment = (text: string | undefined, what: string) => {
  if (!text) throw new UsageError(`missing ${what}`);
  return encodeURIComponent(text);
};

function describe(order: Order): string {
  const lines = [`${order.reference}  ${order.status}  ${order.creationDate}`];
  for (const shipment of order.shipments) {
    lines.push(`  shipment ${shipment.id}  ${shipment.shop.name}  ${shipment.shipmentMethod?.name ?? ''}`);
    for (const item of shipment.items)
      lines.push(`    ${item.quantity} × ${item.productReference}  ${item.productName}`);
    for (const parcel of shipment.parcels)
      lines.push(
        `    parcel ${parcel.parcelId}  ${parcel.parcelStatus}  ${parcel.trackingNumber}  ${parcel.trackingUrl ?? ''}` +
          `  ${parcel.shippedItems.map((item) => `${item.productReference}=${item.quantity}`).join(' ')}`,
      );
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tracking: { type: 'string' },
      shipment: { type: 'string' },
      url: { type: 'string' },
      'supplier-id': { type: 'string' },
      item: { type: 'string', multiple: true },
      type: { type: 'string' },
      message: { type: 'string' },
      date: { type: 'string' },
      reason: { type: 'string' },
      file: { type: 'string' },
      force: { type: 'boolean' },
      from: { type: 'string' },
      to: { type: 'string' },
      event: { type: 'string' },
      territory: { type: 'string' },
      discount: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [subject, action, target] = positionals;
  if (values.help || subject === undefined) return USAGE;
  const command = `${subject} ${action ?? ''}`;
  switch (command) {
    case 'order show':
      return describe(await call<Order>('GET', `/operator/orders/${segment(target, 'order reference')}`));
    case 'order cancel': {
      const reply = await call<{ status: string }>(
        'POST',
        `/operator/orders/${segment(target, 'order reference')}/cancel`,
        values.reason === undefined ? {} : { reason: values.reason },
      );
      return `${target}: ${reply.status}`;
    }
    case 'parcel create': {
      const reference = segment(target, 'order reference');
      let shipmentId = values.shipment;
      if (shipmentId === undefined) {
        const order = await call<Order>('GET', `/operator/orders/${reference}`);
        if (order.shipments.length !== 1)
          throw new UsageError(`${target} has ${order.shipments.length} shipments: name one with --shipment`);
        shipmentId = order.shipments[0]!.id;
      }
      const items = values.item?.map((text) => {
        const [productReference, units] = text.split('=');
        if (!productReference || !/^[0-9]+$/u.test(units ?? ''))
          throw new UsageError(`--item ${text}: expected <reference>=<units>`);
        return { productReference, quantity: Number(units) };
      });
      const reply = await call<{ parcel: { parcelId: string; trackingUrl: string | null }; status: string }>(
        'POST',
        `/operator/orders/${reference}/parcels`,
        {
          shipmentId,
          trackingNumber: values.tracking,
          ...(values.url === undefined ? {} : { trackingUrl: values.url }),
          ...(values['supplier-id'] === undefined ? {} : { supplierParcelId: values['supplier-id'] }),
          ...(items === undefined ? {} : { items }),
        },
      );
      return `parcel ${reply.parcel.parcelId} shipped (${reply.parcel.trackingUrl ?? 'no tracking page'}); order ${target}: ${reply.status}`;
    }
    case 'parcel event':
    case 'parcel deliver': {
      const type = (action === 'deliver' ? 'DELIVERY' : values.type) as TrackingEventType | undefined;
      if (type === undefined || !TRACKING_EVENT_TYPES.includes(type))
        throw new UsageError(`--type must be one of ${TRACKING_EVENT_TYPES.join(', ')}`);
      const reply = await call<{ parcel: { parcelStatus: string }; status: string }>(
        'POST',
        `/operator/parcels/${segment(target, 'parcel id')}/events`,
        {
          type,
          ...(values.message === undefined ? {} : { message: values.message }),
          ...(values.date === undefined ? {} : { date: values.date }),
        },
      );
      return `parcel ${target}: ${reply.parcel.parcelStatus}; order: ${reply.status}`;
    }
    case 'content import': {
      const report = await call<ImportReport>('POST', '/operator/content/import', {
        force: values.force === true,
      });
      return [
        `imported: ${report.imported.join(', ') || '-'}`,
        `unchanged: ${report.unchanged.length}`,
        ...(report.replacedOperatorChanges.length > 0
          ? [`operators' changes replaced by their file: ${report.replacedOperatorChanges.join(', ')}`]
          : []),
        ...(report.removed.length > 0 ? [`removed: ${report.removed.join(', ')}`] : []),
        ...report.errors.map((error) => `error ${error.item}: ${error.message}`),
      ].join('\n');
    }
    case 'content status': {
      const sources = await call<{ item: string; changedBy: string; changedAt: string }[]>(
        'GET',
        '/operator/content/sources',
      );
      return sources.map((s) => `${s.item.padEnd(40)} ${s.changedBy.padEnd(8)} ${s.changedAt}`).join('\n');
    }
    case 'content page': {
      const [, , verb, slug] = positionals;
      if (verb === 'delete') {
        await call('DELETE', `/operator/content/pages/${segment(slug, 'page slug')}`);
        return `page ${slug} removed`;
      }
      if (verb !== 'put') throw new UsageError('content page put|delete <slug>');
      if (!values.file) throw new UsageError('missing --file <page.md>');
      const page = parsePageFile(await readFile(values.file, 'utf8'));
      const reply = await call<{ slug: string; updatedAt: string }>(
        'PUT',
        `/operator/content/pages/${segment(slug, 'page slug')}`,
        page,
      );
      return `page ${reply.slug} saved (${reply.updatedAt})`;
    }
    case 'content put': {
      const items = ['home', 'footer', 'top-banner', 'faq', 'locations'];
      if (target === undefined || !items.includes(target))
        throw new UsageError(`content put <${items.join('|')}> --file <file.json>`);
      if (!values.file) throw new UsageError('missing --file <file.json>');
      await call(
        'PUT',
        `/operator/content/${target}`,
        JSON.parse(await readFile(values.file, 'utf8')) as unknown,
      );
      return `${target} replaced`;
    }
    case 'stock set': {
      const units = positionals[3];
      if (!/^[0-9]+$/u.test(units ?? '')) throw new UsageError('stock set <offerId> <units>');
      const reply = await call<OfferStockReply>(
        'PUT',
        `/operator/offers/${segment(target, 'offer id')}/stock`,
        {
          stock: Number(units),
        },
      );
      return `offer ${reply.offerId}: stock ${reply.previousStock} -> ${reply.stock}; restock alerts e-mailed: ${reply.alertsSent}`;
    }
    case 'stock import': {
      if (!values.file) throw new UsageError('missing --file <feed.json>');
      const lines = JSON.parse(await readFile(values.file, 'utf8')) as unknown;
      const reply = await call<StockImportReply>('POST', '/operator/stock/import', { lines });
      return [
        `updated: ${reply.updated}; back in stock: ${reply.restocked}; restock alerts e-mailed: ${reply.alertsSent}`,
        ...(reply.unknown.length > 0 ? [`lines naming no offer: ${reply.unknown.join(', ')}`] : []),
      ].join('\n');
    }
    case 'events counts': {
      const query = new URLSearchParams();
      for (const [name, value] of [
        ['from', values.from],
        ['to', values.to],
        ['eventName', values.event],
        ['territory', values.territory],
      ] as const)
        if (value !== undefined) query.set(name, value);
      const counts = await call<MarketingEventCount[]>(
        'GET',
        `/operator/marketing-events/counts${query.size > 0 ? `?${query.toString()}` : ''}`,
      );
      if (counts.length === 0) return 'no events in that range';
      return counts
        .map((c) => `${c.day}  ${c.eventName.padEnd(18)} ${String(c.count).padStart(8)}`)
        .join('\n');
    }
    default: {
      const fail = (message: string): never => {
        throw new UsageError(message);
      };
      const done =
        (await afterSalesCommand(command, target, values, call, fail)) ??
        (await priceCommand(command, positionals, values, call, fail));
      if (done === undefined) throw new UsageError(`unknown command "${command.trim()}"`);
      return done;
    }
  }
}

try {
  process.stdout.write(`${await main(process.argv.slice(2))}\n`);
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : (error as Error).message);
  process.exitCode = 1;
}
