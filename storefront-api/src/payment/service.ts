/**
 * Card payment: preparing the provider's form for a validated cart, and applying the provider's signed
 * answers. The notification (server to server) and the browser's return carry the same answer; both
 * go through `apply`, which is idempotent on the checkout: one order, one stock decrement, one e-mail,
 * however many times and in whatever order they come.
 */
import { createHash } from 'node:crypto';
import { paymentOutcome, readProviderAnswer, type PaymentResult, type ProviderAnswer } from '@shop/domain';
import type { Sessions } from '../sessions/service.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { couponStillUsable, emptyAfterOrder, redeemCoupon } from '../cart/public.js';
import { closePaid, shippingTaxRate } from '../checkout/validations.js';
import type { MailOutbox } from '../mail/outbox.js';
import { queueOrderConfirmation } from '../orders/mails.js';
import { placeOrder } from '../orders/placing.js';
import * as stock from '../stock/service.js';
import { checkoutError } from '../checkout/service.js';
import {
  createPayment,
  HASH_ALGORITHM,
  ProviderUnavailable,
  validSignature,
  type PaymentSettings,
} from './provider.js';
import { formatEuros, Refunds, type RefundReason } from './refunds.js';
import * as repository from './repository.js';

/** How long a form prepared at the provider stays payable (the provider's own form lifetime). */
const FORM_LIFETIME_MS = 15 * 60_000;

export interface PrepareReply {
  formToken: string | null;
  formUrl: string | null;
  formOrigin: string | null;
  amount: number;
  currency: 'EUR';
  orderReference: string;
  expiresAt: string;
  /** Nothing was left to pay: the order exists already, there is no form. */
  orderPlaced: boolean;
}

export interface SignedAnswer {
  answer: string;
  hash: string;
  algorithm: string;
  key: string;
}

const IDEMPOTENCY_WAIT_MS = 10_000;

export class PaymentService {
  constructor(
    private readonly deps: {
      db: Database;
      sessions: Sessions;
      settings: PaymentSettings;
      publicWebUrl: string;
      /** Sends the confirmation the order queued, right after its commit. */
      outbox: MailOutbox;
      log: (message: string, error: unknown) => void;
    },
    private readonly refunds: Refunds,
  ) {}

  private checkProvider(provider: string): void {
    if (provider !== this.deps.settings.provider)
      throw checkoutError('payment-provider-unknown', 'Moyen de paiement inconnu.');
  }

  /** The provider's form for the cart's live validation; the same `idempotencyKey` answers the same. */
  async prepare(
    token: string | undefined,
    provider: string,
    returnUrl: string,
    idempotencyKey: string | undefined,
  ): Promise<PrepareReply> {
    this.checkProvider(provider);
    const session = await this.deps.sessions.requireAccount(token);
    if (!returnUrl.startsWith(`${this.deps.publicWebUrl}/`))
      throw new HttpError(400, 'invalid-request', 'returnUrl doit être une adresse de la boutique.');
    if (idempotencyKey === undefined) return this.prepareOnce(session.customerId, returnUrl);
    const db = this.deps.db;
    // The same key answers the same reply for the same validation only: after validating again, an
    // old key must not hand back the replaced checkout's form (its latest validation, live or not, so
    // a retry after the order was made still answers the stored reply).
    const latest = await repository.latestCheckoutOf(db, session.customerId);
    const fingerprint = createHash('sha256')
      .update(`${latest ?? 'none'}\n${returnUrl}`)
      .digest('hex');
    const claimed = await repository.claimKey(
      db,
      session.customerId,
      idempotencyKey,
      'prepare-checkout',
      fingerprint,
    );
    if (claimed === undefined) {
      try {
        const reply = await this.prepareOnce(session.customerId, returnUrl);
        await repository.storeReply(db, session.customerId, idempotencyKey, reply);
        return reply;
      } catch (error) {
        // A failed attempt may be retried with the same key.
        await repository.releaseKey(db, session.customerId, idempotencyKey);
        throw error;
      }
    }
    const reused = () =>
      checkoutError('idempotency-key-reused', 'Cette clé d’idempotence a servi à une autre demande.');
    if (claimed.fingerprint !== `prepare-checkout:${fingerprint}`) throw reused();
    // The first call with this key may still be under way: its reply comes shortly.
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (let row = claimed; ;) {
      if (row.reply !== null) return row.reply as PrepareReply;
      if (Date.now() > deadline) throw reused();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await repository.claimKey(
        db,
        session.customerId,
        idempotencyKey,
        'prepare-checkout',
        fingerprint,
      );
      if (next === undefined) return this.prepare(token, provider, returnUrl, idempotencyKey);
      row = next;
    }
  }

  private async prepareOnce(customerId: string, returnUrl: string): Promise<PrepareReply> {
    const db = this.deps.db;
    const checkout = await repository.liveCheckoutOf(db, customerId);
    if (!checkout)
      throw checkoutError(
        'checkout-not-validated',
        'Votre panier a changé ou sa réservation a expiré : validez-le de nouveau.',
      );
    const reply = (form: { formToken: string | null; formUrl: string | null }, orderPlaced = false) => ({
      ...form,
      formOrigin: form.formUrl === null ? null : new URL(form.formUrl).origin,
      amount: checkout.amount,
      currency: 'EUR' as const,
      orderReference: checkout.order_reference,
      expiresAt: new Date(checkout.expires_at).toISOString(),
      orderPlaced,
    });
    // Nothing to pay (a 100 % coupon and free delivery): no provider takes 0 €, the order is made now.
    if (checkout.amount === 0) {
      if (await this.placeFreeOrder(checkout)) await this.deps.outbox.deliverSoon();
      return reply({ formToken: null, formUrl: null }, true);
    }
    // One payable form per checkout: preparing again while it is unanswered answers the same form.
    const payable = await repository.payableForm(db, checkout.id, checkout.amount);
    if (payable) return reply({ formToken: payable.form_token, formUrl: payable.form_url });
    let created;
    try {
      created = await createPayment(this.deps.settings, {
        amount: checkout.amount,
        orderId: checkout.order_reference,
        customerReference: customerId,
        returnUrl,
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      this.deps.log('card provider unavailable', error.message);
      throw checkoutError(
        'payment-provider-unavailable',
        'Le service de paiement par carte est indisponible : réessayez dans quelques instants.',
      );
    }
    await repository.insertPayment(db, {
      checkoutId: checkout.id,
      provider: this.deps.settings.provider,
      amount: checkout.amount,
      formToken: created.formToken,
      formUrl: created.formUrl,
      expiresAt: new Date(Date.now() + FORM_LIFETIME_MS),
    });
    return reply(created);
  }

  /** The order of a validation with nothing to pay; false when it was made already. */
  private placeFreeOrder(found: repository.CheckoutRow): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const checkout = await repository.lockCheckout(tx, found);
      if (checkout.status !== 'VALIDATED' || checkout.amount !== 0) return false;
      const made = await this.createOrder(tx, checkout, null);
      if (made !== 'order')
        throw checkoutError('out-of-stock', 'Le stock ne couvre plus certains articles de votre panier.');
      return true;
    });
  }

  /** The provider's notification: signed with the REST password. */
  async notification(provider: string, signed: SignedAnswer): Promise<PaymentResult> {
    this.checkProvider(provider);
    return this.apply(signed, 'password', this.deps.settings.password, undefined);
  }

  /** The browser's return: signed with the HMAC key, and only for the session's own payment. */
  async return(token: string | undefined, provider: string, signed: SignedAnswer): Promise<PaymentResult> {
    this.checkProvider(provider);
    const session = await this.deps.sessions.requireAccount(token);
    return this.apply(signed, HASH_ALGORITHM, this.deps.settings.hmacKey, session.customerId);
  }

  private async apply(
    signed: SignedAnswer,
    keyName: string,
    key: string,
    customerId: string | undefined,
  ): Promise<PaymentResult> {
    const invalid = () =>
      checkoutError('payment-signature-invalid', 'La réponse du service de paiement n’est pas authentique.');
    if (
      signed.algorithm !== HASH_ALGORITHM ||
      signed.key !== keyName ||
      !validSignature(signed.answer, signed.hash, key)
    )
      throw invalid();
    const answer = readProviderAnswer(signed.answer);
    if (answer === null || answer.shopId !== this.deps.settings.shopId) throw invalid();
    // Production takes real payments only: a TEST answer (the provider's test keys) pays nothing.
    if (answer.mode !== 'PRODUCTION' && !this.deps.settings.acceptTestPayments) throw invalid();
    const found = await repository.checkoutByReference(this.deps.db, answer.orderId);
    const notFound = () => checkoutError('order-not-found', 'Commande introuvable.');
    if (!found || (customerId !== undefined && found.customer_id !== customerId)) throw notFound();
    if (answer.currency !== 'EUR') throw invalid();
    const outcome = paymentOutcome(answer);
    const settled = await this.deps.db.transaction((tx) => this.settle(tx, found, answer, outcome));
    if (settled.refund) await this.refunds.round();
    if (settled.created) await this.deps.outbox.deliverSoon();
    const refunded = settled.result !== 'order' && settled.result !== null;
    return {
      outcome: refunded ? 'refunded' : outcome,
      orderReference: outcome !== 'received' ? null : refunded ? settled.orderReference : answer.orderId,
      refusalCode: outcome === 'refused' ? (answer.transaction?.detailedErrorCode ?? null) : null,
    };
  }

  /**
   * What a signed answer leads to, once per transaction (a replayed answer finds what the first one
   * decided). Only a PAID answer of the live validation, of its amount, makes an order; any other
   * paid answer is recorded and refunded: a checkout the cart replaced (a form paid after the cart
   * changed, or after validating again), a second payment of a paid checkout, another amount.
   */
  private async settle(
    tx: Queryable,
    found: repository.CheckoutRow,
    answer: ProviderAnswer,
    outcome: PaymentResult['outcome'],
  ): Promise<{ created: boolean; refund: boolean; result: string | null; orderReference: string | null }> {
    const checkout = await repository.lockCheckout(tx, found);
    const transaction = answer.transaction;
    const orderReference = checkout.status === 'PAID' ? checkout.order_reference : null;
    const none = { created: false, refund: false, result: null, orderReference };
    if (!transaction) return none;
    const fresh = await repository.recordTransaction(tx, checkout.id, {
      uuid: transaction.uuid,
      status: transaction.status,
      detailedStatus: transaction.detailedStatus,
      refusalCode: transaction.detailedErrorCode,
      maskedPan: transaction.maskedPan,
      amount: transaction.amount,
      mode: answer.mode,
    });
    if (!fresh) {
      const result = await repository.transactionOutcome(tx, transaction.uuid);
      return {
        ...none,
        result,
        orderReference: result === 'order' ? checkout.order_reference : orderReference,
      };
    }
    if (outcome !== 'received') return none;
    const unfulfilled: RefundReason | null =
      transaction.amount !== checkout.amount || answer.amount !== checkout.amount
        ? 'amount-mismatch'
        : checkout.status === 'PAID'
          ? 'already-paid'
          : checkout.status !== 'VALIDATED'
            ? 'checkout-replaced'
            : null;
    if (unfulfilled) {
      await repository.setTransactionOutcome(tx, transaction.uuid, unfulfilled);
      this.deps.log(`payment ${transaction.uuid} of ${checkout.order_reference} refunded`, unfulfilled);
      await Refunds.ask(tx, {
        transactionUuid: transaction.uuid,
        checkoutId: checkout.id,
        orderId: null,
        amount: transaction.amount,
        reason: unfulfilled,
      });
      return { created: false, refund: true, result: unfulfilled, orderReference };
    }
    const made = await this.createOrder(tx, checkout, answer);
    await repository.setTransactionOutcome(tx, transaction.uuid, made);
    return {
      created: true,
      refund: made !== 'order',
      result: made,
      orderReference: checkout.order_reference,
    };
  }

  /**
   * The order, from the cart as validated (`answer` null: nothing to pay). Stock and the coupon's use
   * are taken all or nothing; if they no longer can be (a payment after the reservation lapsed, when
   * others bought the units or the coupon's last uses meanwhile), the order is made cancelled and its
   * payment refunded. Answers `order`, or the refund's reason.
   */
  private async createOrder(
    tx: Queryable,
    checkout: repository.CheckoutRow,
    answer: ProviderAnswer | null,
  ): Promise<'order' | RefundReason> {
    const lines = checkout.snapshot.cartItems.map((item) => ({
      offerId: item.product.offerId,
      quantity: item.quantity,
    }));
    const made: 'order' | RefundReason = !(await couponStillUsable(tx, checkout))
      ? 'coupon-unavailable'
      : !(await stock.take(tx, checkout.id, lines))
        ? 'out-of-stock'
        : 'order';
    if (made === 'order') await redeemCoupon(tx, checkout);
    const transaction = answer?.transaction ?? null;
    const refund = made === 'order' || !transaction ? 0 : transaction.amount;
    const why =
      made === 'coupon-unavailable'
        ? 'Le code promo n’avait plus d’utilisation disponible après l’expiration de la réservation'
        : 'Stock épuisé après l’expiration de la réservation';
    const orderId = await placeOrder(tx, {
      checkout,
      status: made === 'order' ? 'PROCESSING' : 'CANCELLED',
      shippingTaxRate: await shippingTaxRate(tx, checkout.territory),
      transactionReference: transaction?.uuid ?? `FREE-${checkout.order_reference}`,
      maskedPan: transaction?.maskedPan ?? null,
      events: [
        { type: 'PENDING_PAYMENT', stage: 'PENDING_PAYMENT', message: null, payment: null },
        transaction
          ? {
              type: 'PAYMENT',
              stage: 'PAYMENT',
              message: 'Paiement par carte accepté',
              payment: { status: 'PAID', transactionReference: transaction.uuid, method: 'cb' },
            }
          : { type: 'PAYMENT', stage: 'PAYMENT', message: 'Aucun montant à payer', payment: null },
        made === 'order'
          ? { type: 'PROCESSING', stage: 'PROCESSING', message: 'Commande en préparation', payment: null }
          : {
              type: 'CANCELLED',
              stage: 'CANCELLED',
              message: `${why} : la commande est annulée, le paiement de ${formatEuros(refund)} vous sera remboursé sur votre carte.`,
              payment: null,
            },
      ],
    });
    if (transaction && made !== 'order')
      await Refunds.ask(tx, {
        transactionUuid: transaction.uuid,
        checkoutId: checkout.id,
        orderId,
        amount: transaction.amount,
        reason: made,
      });
    await closePaid(tx, checkout.id, checkout.cart_id);
    if (checkout.cart_id !== null) await emptyAfterOrder(tx, checkout.cart_id);
    // The confirmation commits with the order: a refusing mail server delays it, never loses it.
    await queueOrderConfirmation(tx, checkout.order_reference, this.deps.publicWebUrl);
    return made;
  }
}
