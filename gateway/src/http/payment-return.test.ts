import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../server.js';
import { isPaymentReturnPath, PAYMENT_RETURN_MAX_BYTES } from './payment-return.js';

const RETURN = '/martinique/fr/commande/paiement/retour';
const answer = JSON.stringify({ orderStatus: 'PAID', orderDetails: { orderId: 'OM1', mode: 'TEST' } });
const providerForm = {
  'kr-answer': answer,
  'kr-hash': 'a'.repeat(64),
  'kr-hash-algorithm': 'sha256_hmac',
  'kr-hash-key': 'sha256_hmac',
  'kr-answer-type': 'V4/Payment',
};

// The pages are a stub: only what the gateway does before them is under test.
const gateway = createGateway({
  storefrontApiUrl: 'http://127.0.0.1:9',
  web: (req, res) => res.writeHead(req.method === 'GET' ? 200 : 405).end(`web ${req.method}`),
});
let base: string;
beforeAll(async () => {
  base = (await gateway.listen(0)).url;
});
afterAll(() => gateway.close());

const post = (path: string, body: string | URLSearchParams, type = 'application/x-www-form-urlencoded') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, origin: 'https://secure.provider.test' },
    body,
    redirect: 'manual',
  });

describe('the card provider’s POST to the payment return', () => {
  it('answers 303 to the same page with the signed answer’s fields in the query, and nothing else', async () => {
    const response = await post(RETURN, new URLSearchParams({ ...providerForm, extra: 'ignored' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!, base);
    expect(location.origin).toBe(base);
    expect(location.pathname).toBe(RETURN);
    expect(Object.fromEntries(location.searchParams)).toEqual(providerForm);
    // The GET that follows is the page's own.
    const page = await fetch(location);
    expect(await page.text()).toBe('web GET');
  });

  it('sends the shopper to the bare page when the body is not the provider’s form', async () => {
    const bare = async (response: Response) => {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(RETURN);
    };
    await bare(await post(RETURN, JSON.stringify(providerForm), 'application/json'));
    const twice = new URLSearchParams(providerForm);
    twice.append('kr-hash', 'b'.repeat(64));
    await bare(await post(RETURN, twice));
    await bare(await post(RETURN, new URLSearchParams({ ...providerForm, 'kr-hash': 'a'.repeat(129) })));
    await bare(
      await post(RETURN, new URLSearchParams({ 'kr-answer': 'x'.repeat(PAYMENT_RETURN_MAX_BYTES) })),
    );
  });

  it('leaves every other POST and the page’s GET to the pages', async () => {
    expect((await post('/martinique/fr/commande/paiement/resultat', 'a=1')).status).toBe(405);
    expect((await post('/martinique/de/commande/paiement/retour', 'a=1')).status).toBe(405);
    expect((await fetch(`${base}${RETURN}?kr-answer=x`)).status).toBe(200);
  });

  it('matches the return page of a region and a language only', () => {
    expect(isPaymentReturnPath(RETURN)).toBe(true);
    expect(isPaymentReturnPath('/saint-barthelemy/en/commande/paiement/retour')).toBe(true);
    for (const path of [
      '/commande/paiement/retour',
      '/fr/commande/paiement/retour',
      '//evil.test/fr/commande/paiement/retour',
      '/martinique/fr/x/commande/paiement/retour',
      '/Martinique/fr/commande/paiement/retour',
      '/martinique/fr/commande/paiement/retour/',
    ])
      expect(isPaymentReturnPath(path), path).toBe(false);
  });
});
