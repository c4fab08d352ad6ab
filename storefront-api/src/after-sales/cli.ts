/**
 * The after-sales commands of `pnpm shop` (`shop-cli.ts` passes them its operator call): a return
 * as it stands, a return received (whole, or item by item with its condition), a shipment (or the
 * whole order) cancelled by the shop.
 */
import { ITEM_CONDITIONS, type AfterSales, type ItemCondition, type ReturnRequestReply } from '@shop/domain';

export const AFTER_SALES_USAGE = `  returns show <returnReference>             a withdrawal or return: lines, instructions, refunds
  returns receive <returnReference> [--item <offerId>=<units>:<AS_NEW|OPENED|DAMAGED>]…
                                               returned goods received (all units as new when no
                                               --item): refunded per seller, sellable units restocked
  order cancel-shipment <reference> [--shipment <id>]
                                               the shop cancels one seller's shipment (the whole
                                               order without --shipment) before it leaves; refunded`;

type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

function describeReturn(ret: ReturnRequestReply): string {
  return [
    `${ret.reference}  ${ret.kind}  ${ret.status}  order ${ret.orderReference}  requested ${ret.requestedAt}`,
    ...ret.lines.map(
      (line) =>
        `  ${line.offerId}  ${line.quantity} × ${line.productName}` +
        (line.receivedQuantity === null ? '' : `  received ${line.receivedQuantity} ${line.condition ?? ''}`),
    ),
    `  refund ${(ret.refundPreview.total / 100).toFixed(2)} EUR`,
    ...ret.refunds.map(
      (refund) =>
        `  refund ${refund.shopId ?? '-'} ${(refund.amount / 100).toFixed(2)} EUR ${refund.status} ${refund.providerReference ?? ''} ${refund.creditNoteNumber ?? ''}`,
    ),
  ].join('\n');
}

/** The command's output, or undefined when it is not an after-sales command. */
export async function afterSalesCommand(
  command: string,
  target: string | undefined,
  values: { item?: string[] | undefined; shipment?: string | undefined },
  call: Call,
  fail: (message: string) => never,
): Promise<string | undefined> {
  const segment = (text: string | undefined, what: string) =>
    encodeURIComponent(text ?? fail(`missing ${what}`));
  switch (command) {
    case 'returns show':
      return describeReturn(await call('GET', `/operator/returns/${segment(target, 'return reference')}`));
    case 'returns receive': {
      const items = values.item?.map((text) => {
        const match = /^([0-9]+)=([0-9]+):([A-Z_]+)$/u.exec(text);
        if (!match || !ITEM_CONDITIONS.includes(match[3] as ItemCondition))
          fail(`--item ${text}: expected <offerId>=<units>:<${ITEM_CONDITIONS.join('|')}>`);
        return { offerId: match![1]!, quantity: Number(match![2]), condition: match![3] as ItemCondition };
      });
      return describeReturn(
        await call(
          'POST',
          `/operator/returns/${segment(target, 'return reference')}/receive`,
          items ? { items } : {},
        ),
      );
    }
    case 'order cancel-shipment': {
      const reply = await call<AfterSales>(
        'POST',
        `/operator/orders/${segment(target, 'order reference')}/after-sales/cancel`,
        values.shipment === undefined ? {} : { shipmentId: values.shipment },
      );
      return `${target}: cancelled; refunds ${reply.refunds.map((refund) => `${(refund.amount / 100).toFixed(2)} EUR ${refund.status}`).join(', ') || 'none'}`;
    }
    default:
      return undefined;
  }
}
