/**
 * The account's order pages (spec 2.1 `mon-compte/commandes/{orderReference}`) and the after-sales
 * pages under them (issue 32), relative to the region and language prefix `/{catalog}/{locale}/`.
 * The web's route table declares them; the e-mails link them (`orderPagePath`) with the shop's
 * public address: `${PUBLIC_WEB_URL}/${rootCategoryPath}/${locale}/${orderPagePath(...)}`.
 */
export const ORDER_PAGE_ROUTES = {
  /** Order details: history, parcels, refunds and credit notes, the after-sales actions. */
  order: 'mon-compte/commandes/:orderReference',
  /** The withdrawal function « Se rétracter du contrat ici » (order and shipping e-mails link it). */
  withdrawal: 'mon-compte/commandes/:orderReference/retractation',
  /** A return for a defect: items, reason, refund preview, then the return instructions. */
  return: 'mon-compte/commandes/:orderReference/retour',
} as const;
export type OrderPage = keyof typeof ORDER_PAGE_ROUTES;

/** The path of one order's page, e.g. `mon-compte/commandes/OM261128-000001/retractation`. */
export function orderPagePath(page: OrderPage, orderReference: string): string {
  return ORDER_PAGE_ROUTES[page].replace(':orderReference', encodeURIComponent(orderReference));
}
