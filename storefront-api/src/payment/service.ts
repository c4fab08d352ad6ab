/**
 * Card payment: preparing the provider's form for a validated cart, and applying the provider's signed
 * answers. The notification (server to server) and the browser's return carry the same answer; both
 * go through `apply`, which is idempotent on the checkout: one order, one stock decrement, one e-mail,
 * however many times and in whatever order they come.
 */
import { createHash } from 'node:crypto';
import { paymentOutcome, readProviderAnswer, type PaymentResult, type ProviderAnswer } from '@shop/domain';
import type { Sessions } from '../customers/shared/sessions.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { orderConfirmationMail } from '../mail/templates.js';
import type { Mailer } from '../mail/mailer.js';
import { shippingTaxRate } from '../checkout/repository.js';
import { checkoutError } from '../checkout/service.js';
import {
  createPayment,
  HASH_ALGORITHM,
  ProviderUnavailable,
  validSignature,
  type PaymentSettings,
} from './provider.js';
import * as repository from './repository.js';
import { loadOrder } from '../orders/service.js';

export interface PrepareReply {
  formToken: string;
  formUrl: string;
  formOrigin: string;
  amount: number;
  currency: 'EUR';
  orderReference: string;
  expiresAt: string;
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
      mailer: Mailer;
      log: (message: string, error: unknown) => void;
    },
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
    const fingerprint = createHash('sha256').update(returnUrl).digest('hex');
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
    const checkout = await repository.liveCheckoutOf(this.deps.db, customerId);
    if (!checkout)
      throw checkoutError(
        'checkout-not-validated',
        'Votre panier a changé ou sa réservation a expiré : validez-le de nouveau.',
      );
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
    await repository.insertPayment(this.deps.db, checkout.id, this.deps.settings.provider, checkout.amount);
    return {
      formToken: created.formToken,
      formUrl: created.formUrl,
      formOrigin: new URL(created.formUrl).origin,
      amount: checkout.amount,
      currency: 'EUR',
      orderReference: checkout.order_reference,
      expiresAt: new Date(checkout.expires_at).toISOString(),
    };
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
    const found = await repository.checkoutByReference(this.deps.db, answer.orderId);
    const notFound = () => checkoutError('order-not-found', 'Commande introuvable.');
    if (!found || (customerId !== undefined && found.customer_id !== customerId)) throw notFound();
    if (answer.amount !== found.amount || answer.currency !== 'EUR') throw invalid();
    const outcome = paymentOutcome(answer);
    const created = await this.deps.db.transaction(async (tx) => {
      const checkout = await repository.lockCheckout(tx, found);
      if (answer.transaction)
        await repository.recordTransaction(tx, checkout.id, {
          uuid: answer.transaction.uuid,
          status: answer.transaction.status,
          detailedStatus: answer.transaction.detailedStatus,
          refusalCode: answer.transaction.detailedErrorCode,
          maskedPan: answer.transaction.maskedPan,
          amount: answer.transaction.amount,
        });
      if (outcome !== 'received' || checkout.status === 'PAID') return false;
      await this.createOrder(tx, checkout, answer);
      return true;
    });
    if (created) await this.confirm(answer.orderId);
    return {
      outcome,
      orderReference: outcome === 'received' ? answer.orderId : null,
      refusalCode: outcome === 'refused' ? (answer.transaction?.detailedErrorCode ?? null) : null,
    };
  }

  /**
   * The paid order, from the cart as validated. Stock comes out all or nothing; if it no longer can
   * (the reservation lapsed and others bought meanwhile), the order is cancelled for a refund.
   */
  private async createOrder(
    tx: Queryable,
    checkout: repository.CheckoutRow,
    answer: ProviderAnswer,
  ): Promise<void> {
    const lines = checkout.snapshot.cartItems.map((item) => ({
      offerId: item.product.offerId,
      quantity: item.quantity,
    }));
    const inStock = await repository.takeStock(tx, lines);
    const payment = {
      status: 'PAID',
      transactionReference: answer.transaction?.uuid ?? '',
      method: 'cb',
    };
    const orderId = await repository.insertOrder(tx, {
      checkout,
      status: inStock ? 'PROCESSING' : 'CANCELLED',
      shippingTaxRate: await shippingTaxRate(tx, checkout.territory),
      transactionReference: answer.transaction?.uuid ?? answer.orderId,
      maskedPan: answer.transaction?.maskedPan ?? null,
    });
    await repository.insertEvents(tx, orderId, [
      { type: 'PENDING_PAYMENT', stage: 'PENDING_PAYMENT', message: null, payment: null },
      { type: 'PAYMENT', stage: 'PAYMENT', message: 'Paiement par carte accepté', payment },
      inStock
        ? { type: 'PROCESSING', stage: 'PROCESSING', message: 'Commande en préparation', payment: null }
        : {
            type: 'CANCELLED',
            stage: 'CANCELLED',
            message:
              'Stock épuisé après l’expiration de la réservation : la commande est annulée et remboursée.',
            payment: null,
          },
    ]);
    await repository.closeCheckout(tx, checkout.id);
    if (checkout.cart_id !== null) await repository.emptyOrderedCart(tx, checkout.cart_id);
  }

  /** One confirmation e-mail, sent by the call that created the order; a mail failure keeps the order. */
  private async confirm(reference: string): Promise<void> {
    try {
      const order = await loadOrder(this.deps.db, { reference }, undefined);
      if (!order) return;
      const contact = await repository.customerContact(this.deps.db, order.customerId);
      if (!contact?.email) return;
      await this.deps.mailer.send(
        orderConfirmationMail(contact.email, contact.first_name, order.order, this.deps.publicWebUrl),
      );
    } catch (error) {
      // An SMTP refusal quotes the recipient: log its kind and code only, never the address.
      const { name, code, responseCode } = (error ?? {}) as Record<string, unknown>;
      this.deps.log(`order ${reference}: confirmation e-mail not sent`, { name, code, responseCode });
    }
  }
}
