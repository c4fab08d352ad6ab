/**
 * What a shopper's browser does on the hosted card form, for the tests of the services that use the
 * sandbox: posts the card and answers where the provider sends the browser back (the shop's return
 * address with the signed answer in its query).
 */
export async function payOnCardForm(
  sandboxUrl: string,
  formToken: string,
  card: { number?: string; securityCode?: string } = {},
): Promise<{ status: number; location: URL }> {
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
  await response.body?.cancel();
  return { status: response.status, location: new URL(response.headers.get('location')!) };
}
