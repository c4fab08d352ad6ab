/**
 * The price command of `pnpm shop` (`shop-cli.ts` passes it its operator call): an offer's prices
 * set through the operator API, so the change lands in the offer's price history like any other.
 */
import type { OfferPriceReply } from '@shop/domain';

export const PRICE_USAGE = `  price set <offerId> <price in cents, tax-free> [--discount <cents>] [--from <ISO>] [--to <ISO>]
                                               sets an offer's price and discount (none without
                                               --discount), recorded in its price history`;

type Call = <T>(method: 'PUT', path: string, body?: unknown) => Promise<T>;

const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/** The command's output, or undefined when it is not a price command. */
export async function priceCommand(
  command: string,
  positionals: readonly string[],
  values: { discount?: string | undefined; from?: string | undefined; to?: string | undefined },
  call: Call,
  fail: (message: string) => never,
): Promise<string | undefined> {
  if (command !== 'price set') return undefined;
  const [, , offerId, price] = positionals;
  const cents = (text: string | undefined, what: string) =>
    /^[0-9]+$/u.test(text ?? '') ? Number(text) : fail(`${what}: a whole number of cents`);
  if (!offerId || !/^[0-9]+$/u.test(offerId)) fail('price set <offerId> <cents>');
  const reply = await call<OfferPriceReply>('PUT', `/operator/offers/${offerId}/price`, {
    priceTaxFree: cents(price, 'price'),
    discountPriceTaxFree: values.discount === undefined ? null : cents(values.discount, '--discount'),
    discountStart: values.from ?? null,
    discountEnd: values.to ?? null,
  });
  return [
    `offer ${reply.offerId}: ${euros(reply.priceTaxFree)}` +
      (reply.discountPriceTaxFree === null ? '' : `, discount ${euros(reply.discountPriceTaxFree)}`) +
      ` (tax-free); ${reply.recorded ? 'recorded in its price history' : 'unchanged'}`,
    ...(reply.priorPriceTaxFree === null
      ? []
      : [`prior price of the running reduction: ${euros(reply.priorPriceTaxFree)} (tax-free)`]),
  ].join('\n');
}
