/**
 * Refunds that happen: a refund is asked in the transaction that decides it (an order cancelled, a
 * payment that cannot be fulfilled), then sent to the provider by `round`, right after that
 * transaction and on a timer for those the provider could not take (unreachable: retried with a
 * growing delay; refused: left FAILED for an operator, and logged). Each one ends with the provider's
 * reference of the refund and, for an order, an event the shopper reads in the order's history.
 */
import { IDEMPOTENCY_KEY_HOURS } from '@shop/domain';
import { retryingConflicts } from '../db/conflicts.js';
import type { Database, Queryable } from '../db/database.js';
import { retryDelaySeconds, scheduleRounds } from '../mail/delivery.js';
import { recordRefundDone } from '../orders/placing.js';
import {
  getTransaction,
  ProviderRefused,
  ProviderUnavailable,
  refundPayment,
  type PaymentSettings,
} from './provider.js';
import * as repository from './refunds-repository.js';

export type { OrderRefund } from './refunds-repository.js';
import { purgeKeys } from './repository.js';

/** Why a payment is given back; the text goes to the provider as the refund's comment. */
export const REFUND_REASONS = {
  'checkout-replaced': 'payment of a checkout the cart replaced (changed or validated again)',
  'already-paid': 'second payment of an order already paid',
  'amount-mismatch': 'payment of another amount than the order',
  'out-of-stock': 'stock gone when a late payment arrived',
  'coupon-unavailable': 'coupon uses gone when a late payment arrived',
  'cancelled-by-shop': 'order cancelled by the shop',
  'cancelled-by-customer': 'order or shipment cancelled by the customer before shipment',
  withdrawal: 'withdrawal (right of withdrawal), goods received back',
  return: 'return of goods not in conformity, received back',
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;

/** Attempts before a refund the provider cannot be reached for is left to an operator (about 2 days). */
export const MAX_REFUND_ATTEMPTS = 40;
/** How long a claimed refund is kept from other rounds while its call runs (the call times out at 10 s). */
const CLAIM_SECONDS = 120;
const BATCH = 20;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** The amount as a French shopper reads it (« 12,34 € »). */
export const formatEuros = (cents: number): string =>
  euros.format(cents / 100).replace(/\u202f|\u00a0/gu, ' ');

export class Refunds {
  constructor(
    private readonly deps: {
      db: Database;
      settings: PaymentSettings;
      log: (message: string, error: unknown) => void;
    },
  ) {}

  /**
   * In the caller's transaction: asks for a refund of a paid transaction (never above what it paid
   * less its other refunds; once per reason). Answers the amount that will be refunded.
   */
  static ask(
    tx: Queryable,
    refund: {
      transactionUuid: string;
      checkoutId: string;
      orderId: string | null;
      amount: number;
      reason: RefundReason;
    },
  ): Promise<number> {
    return repository.insertRefund(tx, refund);
  }

  /**
   * In the caller's transaction: one seller's refund of one after-sales fact, made once per
   * `idempotencyKey` whoever asks again, never above what the payment has left. Answers the refund
   * (id and amount), or undefined when nothing was asked (nothing left, or asked already).
   */
  static askOnce(
    tx: Queryable,
    refund: {
      transactionUuid: string;
      checkoutId: string;
      orderId: string;
      amount: number;
      reason: RefundReason;
      idempotencyKey: string;
      shopId: string | null;
    },
  ): Promise<{ id: string; amount: number } | undefined> {
    return repository.insertKeyedRefund(tx, refund);
  }

  /** What the payment has left to refund (its refunds not failed deducted). */
  static paidLeft(db: Queryable, transactionUuid: string): Promise<number> {
    return repository.paidLeft(db, transactionUuid);
  }

  /** The refunds of an order's checkout, oldest first. */
  static ofCheckout(db: Queryable, checkoutId: string): Promise<repository.OrderRefund[]> {
    return repository.refundsOfCheckout(db, checkoutId);
  }

  /** Sends the refunds due to the provider; answers how many it made. */
  async round(): Promise<number> {
    const { db, settings, log } = this.deps;
    let done = 0;
    for (const refund of await repository.claimDue(db, BATCH, CLAIM_SECONDS)) {
      let made: { uuid: string };
      try {
        // A try that timed out may have been made at the provider: look for it before asking again.
        made =
          (refund.attempts > 1 ? await this.madeBefore(refund) : undefined) ??
          (await refundPayment(settings, {
            transactionUuid: refund.transaction_uuid,
            amount: refund.amount,
            comment: `${refund.id} ${REFUND_REASONS[refund.reason as RefundReason] ?? refund.reason}`,
          }));
      } catch (error) {
        const retry =
          error instanceof ProviderUnavailable && refund.attempts < MAX_REFUND_ATTEMPTS
            ? retryDelaySeconds(refund.attempts)
            : null;
        const why = error instanceof ProviderRefused ? `refused ${error.code}` : String(error);
        await repository.markFailed(db, refund.id, why, retry);
        log(
          `refund ${refund.id}: ${retry === null ? 'failed, left to an operator' : 'not sent, retried later'}`,
          why,
        );
        continue;
      }
      // The provider has given the money back: from here on nothing may mark the refund failed (it
      // was marked FAILED when a deadlock with a return's receipt ended this transaction, and its
      // amount counted as still to refund). A conflict runs the transaction again; anything else
      // leaves it PENDING, and the next round finds it made at the provider and records it.
      try {
        await retryingConflicts(() =>
          db.transaction(async (tx) => {
            if (!(await repository.markDone(tx, refund.id, made.uuid)) || refund.order_id === null) return;
            await recordRefundDone(
              tx,
              refund.order_id,
              `Remboursement de ${formatEuros(refund.amount)} effectué sur la carte utilisée pour le paiement.`,
              await repository.fullyRefunded(tx, refund.transaction_uuid),
              { id: refund.id, amount: refund.amount },
            );
          }),
        );
        done++;
      } catch (error) {
        log(`refund ${refund.id}: made at the provider, recorded at the next round`, error);
      }
    }
    return done;
  }

  /**
   * The refund an earlier, unanswered try made at the provider (found by the refund's id in the
   * comment it was asked with), where the provider lists a payment's refunds; undefined otherwise.
   */
  private async madeBefore(refund: repository.RefundRow): Promise<{ uuid: string } | undefined> {
    const state = await getTransaction(this.deps.settings, refund.transaction_uuid);
    const found = state.refunds?.find((made) => made.comment?.startsWith(`${refund.id} `));
    return found && { uuid: found.uuid };
  }
}

/**
 * The payment rounds, now (start-up) and every `intervalMs`: due refunds sent, idempotency keys past
 * their lifetime forgotten. Returns the stop function.
 */
export function schedulePaymentRounds(
  db: Database,
  refunds: Refunds,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): () => Promise<void> {
  return scheduleRounds(
    async () => {
      await refunds.round();
      await purgeKeys(db, IDEMPOTENCY_KEY_HOURS);
    },
    onError,
    intervalMs,
  );
}
