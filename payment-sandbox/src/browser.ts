/**
 * What a shopper's browser does on the hosted card form, for the tests of the services that use the
 * sandbox: posts the card, then reads the page that sends the signed answer back to the shop.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/gu, (_, name: string) => ENTITIES[name]!);

/** The return page's form (`form.ts` `returnPage`): where it posts, and its hidden fields in order. */
export function readReturnPage(html: string): { action: URL; fields: URLSearchParams } | null {
  const action = /<form id="back" method="post" action="([^"]*)"/u.exec(html)?.[1];
  if (action === undefined) return null;
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/gu))
    fields.append(unescapeHtml(name!), unescapeHtml(value!));
  return { action: new URL(unescapeHtml(action)), fields };
}

/**
 * Pays on the card form. `status` is the sandbox's answer (200 with the return page); `location` is
 * where the shopper lands: the return URL with the answer's fields in its query, which is what the
 * shop's return makes of the provider's POST (a 303 to itself, see the gateway's `payment-return.ts`).
 */
export async function payOnCardForm(
  sandboxUrl: string,
  formToken: string,
  card: { number?: string; securityCode?: string } = {},
): Promise<{ status: number; location: URL; fields: URLSearchParams }> {
  const response = await fetch(`${sandboxUrl}/form/${formToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      cardNumber: card.number ?? '4970100000000055',
      holder: 'Léa Martin',
      expiry: '1239',
      securityCode: card.securityCode ?? '123',
    }),
    redirect: 'manual',
  });
  const page = readReturnPage(await response.text());
  if (page === null)
    throw new Error(`the card form answered ${response.status} without a way back to the shop`);
  const location = new URL(page.action);
  for (const [name, value] of page.fields) location.searchParams.append(name, value);
  return { status: response.status, location, fields: page.fields };
}
