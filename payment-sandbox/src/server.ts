/**
 * The sandbox provider's HTTP side: `CreatePayment` (REST, Basic auth), the hosted card form, and on
 * submission the signed answer sent to the merchant's server (IPN) and to the browser's return URL.
 * Card numbers and security codes live only in the submission's request: never logged, stored or echoed.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { cardFormPage, FORM_STYLE_HASH, messagePage, type FieldErrors } from './form.js';
import {
  decide,
  HASH_ALGORITHM,
  luhnValid,
  makeFormToken,
  paymentAnswer,
  readFormToken,
  sameSecret,
  signAnswer,
  type FormTokenPayload,
  type SandboxCredentials,
} from './protocol.js';

export interface SandboxOptions extends SandboxCredentials {
  /** Public base of the hosted form, as browsers reach it. */
  publicUrl: string;
  /** Origins allowed to frame the form (CSP `frame-ancestors`). */
  frameAncestors: string[];
  logger?: boolean;
  /** Delays between IPN retries (ms); tests shorten them. */
  ipnRetryDelays?: number[];
}

const MAX_TEXT = 500;

function httpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_TEXT) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    // The form token travels in the path.
    routerOptions: { maxParamLength: 4000 },
  });
  // Form posts: parsed here rather than by a plugin; only flat fields are read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  /** Tokens already paid or cancelled, until they expire: a form token is good for one payment. */
  const consumed = new Map<string, number>();
  const retryDelays = options.ipnRetryDelays ?? [2_000, 10_000, 60_000];

  const error = (message: string, code = 'INT_009') => ({
    status: 'ERROR',
    answer: { errorCode: code, errorMessage: message },
  });

  app.get('/health', async () => ({ status: 'ok', sandbox: true }));
  app.get('/ready', async () => ({ status: 'ready', sandbox: true }));

  app.post('/api-payment/V4/Charge/CreatePayment', async (request) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [user, ...rest] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    const authorised =
      scheme === 'Basic' &&
      sameSecret(user ?? '', options.shopId) &&
      sameSecret(rest.join(':'), options.password);
    if (!authorised) return error('Identifiants de la boutique invalides', 'INT_905');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    if (!Number.isSafeInteger(body.amount) || (body.amount as number) <= 0) return error('amount invalide');
    if (body.currency !== 'EUR') return error('currency invalide');
    if (typeof body.orderId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/u.test(body.orderId))
      return error('orderId invalide');
    if (!httpUrl(body.ipnTargetUrl) || !httpUrl(body.returnUrl)) return error('URL invalide');
    const formToken = makeFormToken(
      {
        shopId: options.shopId,
        amount: body.amount as number,
        currency: 'EUR',
        orderId: body.orderId,
        customerRef: typeof customer.reference === 'string' ? customer.reference.slice(0, 100) : '',
        ipnTargetUrl: body.ipnTargetUrl,
        returnUrl: body.returnUrl,
      },
      options.password,
    );
    return { status: 'SUCCESS', answer: { formToken, formUrl: `${options.publicUrl}/form/${formToken}` } };
  });

  const headers = (reply: FastifyReply, returnUrl?: string) => {
    const formAction = ["'self'", returnUrl ? new URL(returnUrl).origin : ''].join(' ').trim();
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${FORM_STYLE_HASH}; form-action ${formAction}; ` +
          `frame-ancestors ${options.frameAncestors.join(' ') || "'none'"}; base-uri 'none'`,
      )
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8');
  };

  /** The token's payload, or the page saying why there is none. */
  function payloadOf(token: string, reply: FastifyReply): FormTokenPayload | undefined {
    const check = readFormToken(token, options.password);
    if (!check.ok) {
      headers(reply);
      if (check.reason === 'expired')
        reply
          .code(410)
          .send(
            messagePage(
              'Paiement expiré',
              'Ce formulaire de paiement a expiré : revenez à la boutique pour recommencer.',
            ),
          );
      else reply.code(400).send(messagePage('Paiement introuvable', 'Ce lien de paiement n’est pas valide.'));
      return undefined;
    }
    if (consumed.has(token)) {
      headers(reply, check.payload.returnUrl);
      reply.code(409).send(messagePage('Paiement déjà traité', 'Ce paiement a déjà été traité.'));
      return undefined;
    }
    return check.payload;
  }

  app.get<{ Params: { token: string } }>('/form/:token', async (request, reply) => {
    const payload = payloadOf(request.params.token, reply);
    if (!payload) return reply;
    headers(reply, payload.returnUrl);
    return reply.send(cardFormPage(payload));
  });

  async function notify(payload: FormTokenPayload, answer: string, attempt = 0): Promise<void> {
    const body = new URLSearchParams({
      'kr-answer': answer,
      'kr-hash': signAnswer(answer, options.password),
      'kr-hash-algorithm': HASH_ALGORITHM,
      'kr-hash-key': 'password',
      'kr-answer-type': 'V4/Payment',
    });
    try {
      const response = await fetch(payload.ipnTargetUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (failure) {
      const delay = retryDelays[attempt];
      app.log.warn({ orderId: payload.orderId, attempt, reason: String(failure) }, 'IPN not delivered');
      if (delay !== undefined) setTimeout(() => void notify(payload, answer, attempt + 1), delay).unref();
    }
  }

  app.post<{ Params: { token: string } }>('/form/:token', async (request, reply) => {
    const payload = payloadOf(request.params.token, reply);
    if (!payload) return reply;
    const form = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string).slice(0, 100) : '';
    let outcome: Parameters<typeof paymentAnswer>[1];
    let card: Parameters<typeof paymentAnswer>[2] = null;
    if (text('action') === 'cancel') outcome = { kind: 'ABANDONED' };
    else {
      const digits = text('cardNumber').replace(/[\s-]/gu, '');
      const holder = text('holder').trim();
      const expiry = text('expiry').replace(/[\s/]/gu, '');
      const securityCode = text('securityCode').trim();
      const errors: FieldErrors = {};
      if (!luhnValid(digits)) errors.cardNumber = 'Numéro de carte invalide.';
      if (holder.length < 2) errors.holder = 'Indiquez le nom du titulaire de la carte.';
      const month = Number(expiry.slice(0, 2));
      const year = 2000 + Number(expiry.slice(2, 4));
      const now = new Date();
      if (!/^[0-9]{4}$/u.test(expiry) || month < 1 || month > 12)
        errors.expiry = 'Date d’expiration invalide : 4 chiffres, mois puis année (MMAA).';
      else if (
        year < now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
      )
        errors.expiry = 'Cette carte est expirée.';
      if (!/^[0-9]{3,4}$/u.test(securityCode))
        errors.securityCode = 'Cryptogramme invalide : 3 ou 4 chiffres.';
      if (Object.keys(errors).length > 0) {
        headers(reply, payload.returnUrl);
        return reply.code(422).send(cardFormPage(payload, errors, { holder, expiry: text('expiry') }));
      }
      outcome = decide(digits, securityCode);
      card = { pan: digits, expiryMonth: month, expiryYear: year };
    }
    consumed.set(request.params.token, payload.exp);
    for (const [token, exp] of consumed) if (exp < Date.now()) consumed.delete(token);
    const answer = JSON.stringify(paymentAnswer(payload, outcome, card));
    app.log.info({ orderId: payload.orderId, outcome: outcome.kind }, 'payment answered');
    await notify(payload, answer);
    const back = new URL(payload.returnUrl);
    back.searchParams.set('kr-answer', answer);
    back.searchParams.set('kr-hash', signAnswer(answer, options.hmacKey));
    back.searchParams.set('kr-hash-algorithm', HASH_ALGORITHM);
    back.searchParams.set('kr-hash-key', HASH_ALGORITHM);
    back.searchParams.set('kr-answer-type', 'V4/Payment');
    return reply.header('cache-control', 'no-store').redirect(back.toString(), 303);
  });

  return app;
}
