/**
 * The sandbox provider's HTTP side: the REST calls (Basic auth) `Charge/CreatePayment`,
 * `Transaction/CancelOrRefund` and `Transaction/Get`, the hosted card form, and on submission the
 * signed answer sent to the merchant's server (IPN) and POSTed by the browser to its return URL.
 * Card numbers and security codes live only in the submission's request: never logged, stored or echoed.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  cardFormPage,
  FORM_STYLE_HASH,
  messagePage,
  RETURN_SCRIPT_HASH,
  returnPage,
  type FieldErrors,
} from './form.js';
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
import { TransactionLedger, type RestError } from './transactions.js';

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

  /** Every payment answered PAID, for the calls on a transaction afterwards. */
  const ledger = new TransactionLedger();

  /** The V4 web service envelope around a business answer or an error (`V4/WebService/Response`). */
  const reply = (
    webService: string,
    outcome: { ok: true; answer: object } | { ok: false; error: RestError },
  ) => ({
    webService,
    version: 'V4',
    applicationVersion: 'sandbox',
    status: outcome.ok ? 'SUCCESS' : 'ERROR',
    answer: outcome.ok
      ? outcome.answer
      : {
          detailedErrorCode: null,
          detailedErrorMessage: null,
          ...outcome.error,
          _type: 'V4/WebService/WebServiceError',
        },
    ticket: null,
    serverDate: new Date().toISOString(),
    applicationProvider: 'SANDBOX',
    metadata: null,
    _type: 'V4/WebService/Response',
  });
  const failure = (errorMessage: string, errorCode = 'INT_009') => ({
    ok: false as const,
    error: { errorCode, errorMessage },
  });
  const BAD_CREDENTIALS = failure('Identifiants de la boutique invalides', 'INT_905');

  /** Basic auth with the shop id and the REST password, compared in constant time. */
  const authorised = (request: FastifyRequest) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [user, ...rest] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    return (
      scheme === 'Basic' &&
      sameSecret(user ?? '', options.shopId) &&
      sameSecret(rest.join(':'), options.password)
    );
  };

  app.get('/health', async () => ({ status: 'ok', sandbox: true }));
  app.get('/ready', async () => ({ status: 'ready', sandbox: true }));

  app.post('/api-payment/V4/Charge/CreatePayment', async (request) =>
    reply('Charge/CreatePayment', createPayment(request)),
  );

  function createPayment(request: FastifyRequest) {
    if (!authorised(request)) return BAD_CREDENTIALS;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    if (!Number.isSafeInteger(body.amount) || (body.amount as number) <= 0) return failure('amount invalide');
    if (body.currency !== 'EUR') return failure('currency invalide');
    if (typeof body.orderId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/u.test(body.orderId))
      return failure('orderId invalide');
    if (!httpUrl(body.ipnTargetUrl) || !httpUrl(body.returnUrl)) return failure('URL invalide');
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
    return {
      ok: true as const,
      answer: {
        formToken,
        formUrl: `${options.publicUrl}/form/${formToken}`,
        _type: 'V4/Charge/PaymentForm',
      },
    };
  }

  app.post('/api-payment/V4/Transaction/CancelOrRefund', async (request) => {
    if (!authorised(request)) return reply('Transaction/CancelOrRefund', BAD_CREDENTIALS);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const outcome = ledger.refund(body);
    app.log.info(
      { uuid: body.uuid, amount: body.amount, errorCode: outcome.ok ? null : outcome.error.errorCode },
      'refund answered',
    );
    return reply('Transaction/CancelOrRefund', outcome);
  });

  app.post('/api-payment/V4/Transaction/Get', async (request) => {
    if (!authorised(request)) return reply('Transaction/Get', BAD_CREDENTIALS);
    return reply('Transaction/Get', ledger.get(((request.body ?? {}) as Record<string, unknown>).uuid));
  });

  /**
   * The pages' headers. The card form posts to itself and may go back to the shop; the return page
   * (`returning`) posts to the shop only, by its one script.
   */
  const headers = (reply: FastifyReply, returnUrl?: string, returning = false) => {
    const returnOrigin = returnUrl ? new URL(returnUrl).origin : '';
    const formAction = (returning ? returnOrigin : `'self' ${returnOrigin}`).trim();
    const script = returning ? `script-src ${RETURN_SCRIPT_HASH}; ` : '';
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${FORM_STYLE_HASH}; ${script}form-action ${formAction}; ` +
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
    const decided = paymentAnswer(payload, outcome, card);
    const transaction = decided.transactions[0]!;
    if (decided.orderStatus === 'PAID')
      ledger.record({
        uuid: transaction.uuid,
        shopId: payload.shopId,
        amount: payload.amount,
        currency: payload.currency,
        orderId: payload.orderId,
        customerReference: payload.customerRef,
        card: transaction.transactionDetails.cardDetails,
        creationDate: decided.serverDate,
      });
    const answer = JSON.stringify(decided);
    app.log.info({ orderId: payload.orderId, outcome: outcome.kind }, 'payment answered');
    await notify(payload, answer);
    // The real provider sends the browser back with a form POST of the signed answer, not a
    // redirect: the shop's return must take it that way (it answers with a GET of its own).
    headers(reply, payload.returnUrl, true);
    return reply.send(
      returnPage(payload.returnUrl, {
        'kr-answer': answer,
        'kr-hash': signAnswer(answer, options.hmacKey),
        'kr-hash-algorithm': HASH_ALGORITHM,
        'kr-hash-key': HASH_ALGORITHM,
        'kr-answer-type': 'V4/Payment',
      }),
    );
  });

  return app;
}
