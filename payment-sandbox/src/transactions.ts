/**
 * The sandbox's memory of the payments it accepted, for the REST calls that act on a transaction
 * afterwards (`Transaction/CancelOrRefund`, `Transaction/Get`), shaped as the V4/Transaction objects
 * Lyra/PayZen document. It is the process's memory only: a restarted sandbox knows no transaction.
 *
 * The sandbox remits every payment to the bank at once (a real provider does it at night), so a
 * paid transaction is `CAPTURED` and `CancelOrRefund` always refunds: a new CREDIT transaction
 * whose parent is the payment, as the real platform makes one.
 */
import { randomBytes } from 'node:crypto';

/** What `Transaction/CancelOrRefund` accepts in `resolutionMode` (the documented values). */
export const RESOLUTION_MODES = ['AUTO', 'REFUND_ONLY', 'CANCELLATION_ONLY'] as const;

interface Refund {
  uuid: string;
  amount: number;
  comment: string | null;
  creationDate: string;
}

export interface PaidTransaction {
  uuid: string;
  shopId: string;
  amount: number;
  currency: 'EUR';
  orderId: string;
  customerReference: string;
  card: { pan: string; effectiveBrand: string; expiryMonth: number; expiryYear: number } | null;
  creationDate: string;
  refunds: Refund[];
}

/** An error as the provider answers it: `errorCode` is one the Lyra documentation lists. */
export interface RestError {
  errorCode: string;
  errorMessage: string;
  detailedErrorMessage?: string;
}

/** The most payments kept: the oldest are forgotten past it, so a long-running sandbox stays small. */
const MAX_TRANSACTIONS = 100_000;

const refundedOf = (paid: PaidTransaction) => paid.refunds.reduce((sum, refund) => sum + refund.amount, 0);

function transactionObject(
  paid: PaidTransaction,
  fields: {
    uuid: string;
    amount: number;
    operationType: 'DEBIT' | 'CREDIT';
    creationDate: string;
    parentTransactionUuid: string | null;
  },
) {
  return {
    shopId: paid.shopId,
    uuid: fields.uuid,
    amount: fields.amount,
    currency: paid.currency,
    paymentMethodType: 'CARD',
    paymentMethodToken: null,
    status: 'PAID',
    detailedStatus: 'CAPTURED',
    operationType: fields.operationType,
    creationDate: fields.creationDate,
    errorCode: null,
    errorMessage: null,
    detailedErrorCode: null,
    detailedErrorMessage: null,
    metadata: null,
    transactionDetails: {
      creationContext: fields.operationType === 'CREDIT' ? 'REFUND' : 'CHARGE',
      parentTransactionUuid: fields.parentTransactionUuid,
      cardDetails: paid.card,
    },
    orderDetails: {
      orderTotalAmount: paid.amount,
      orderCurrency: paid.currency,
      orderId: paid.orderId,
      mode: 'TEST',
    },
    customer: { reference: paid.customerReference },
    _type: 'V4/Transaction',
  };
}

const creditObject = (paid: PaidTransaction, refund: Refund) =>
  transactionObject(paid, {
    uuid: refund.uuid,
    amount: refund.amount,
    operationType: 'CREDIT',
    creationDate: refund.creationDate,
    parentTransactionUuid: paid.uuid,
  });

export class TransactionLedger {
  private readonly paid = new Map<string, PaidTransaction>();
  /** Refund uuid → the payment it gives back. */
  private readonly refundParents = new Map<string, string>();

  record(transaction: Omit<PaidTransaction, 'refunds'>): void {
    this.paid.set(transaction.uuid, { ...transaction, refunds: [] });
    if (this.paid.size <= MAX_TRANSACTIONS) return;
    const [oldest] = this.paid.values();
    for (const refund of oldest!.refunds) this.refundParents.delete(refund.uuid);
    this.paid.delete(oldest!.uuid);
  }

  /**
   * `Transaction/CancelOrRefund`: checked, then one CREDIT transaction. The checks and the write
   * happen in one synchronous run, so parallel calls can never refund more than was paid.
   */
  refund(
    body: Record<string, unknown>,
    now = new Date(),
  ): { ok: true; answer: object } | { ok: false; error: RestError } {
    const invalid = (detail: string): { ok: false; error: RestError } => ({
      ok: false,
      error: {
        errorCode: 'INT_902',
        errorMessage: 'web-service input data validation error',
        detailedErrorMessage: detail,
      },
    });
    const { uuid, amount, currency } = body;
    const resolutionMode = body.resolutionMode ?? 'AUTO';
    if (typeof uuid !== 'string' || uuid.length > 64) return invalid('uuid invalide');
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
      return invalid('amount invalide : un entier positif, en centimes');
    if (!(RESOLUTION_MODES as readonly unknown[]).includes(resolutionMode))
      return invalid(`resolutionMode invalide : ${RESOLUTION_MODES.join(', ')}`);
    if (body.comment !== undefined && body.comment !== null && typeof body.comment !== 'string')
      return invalid('comment invalide');
    const paid = this.paid.get(uuid);
    if (!paid) {
      return this.refundParents.has(uuid)
        ? { ok: false, error: { errorCode: 'PSP_011', errorMessage: 'Incorrect transaction status.' } }
        : { ok: false, error: { errorCode: 'PSP_010', errorMessage: 'Transaction not found.' } };
    }
    if (currency !== paid.currency)
      return { ok: false, error: { errorCode: 'PSP_021', errorMessage: 'Unknown currency.' } };
    // Remitted at once (see above): a cancellation is never possible, as the platform says of a
    // captured transaction.
    if (resolutionMode === 'CANCELLATION_ONLY')
      return {
        ok: false,
        error: { errorCode: 'PSP_075', errorMessage: 'Cancellation impossible, please try a refund.' },
      };
    const remaining = paid.amount - refundedOf(paid);
    if (remaining === 0)
      return {
        ok: false,
        error: {
          errorCode: 'PSP_011',
          errorMessage: 'Incorrect transaction status.',
          detailedErrorMessage: 'transaction déjà remboursée en totalité',
        },
      };
    if ((amount as number) > remaining)
      return {
        ok: false,
        error: {
          errorCode: 'PSP_020',
          errorMessage: 'Invalid amount.',
          detailedErrorMessage: `au plus ${remaining} restent à rembourser`,
        },
      };
    const refund: Refund = {
      uuid: randomBytes(16).toString('hex'),
      amount: amount as number,
      comment: typeof body.comment === 'string' ? body.comment.slice(0, 255) : null,
      creationDate: now.toISOString(),
    };
    paid.refunds.push(refund);
    this.refundParents.set(refund.uuid, paid.uuid);
    return { ok: true, answer: creditObject(paid, refund) };
  }

  /**
   * `Transaction/Get`: a payment, or one of its refunds. A payment also carries `refundedAmount`
   * and `refunds` (its CREDIT transactions and their comments): the sandbox's additions, so tests and
   * reconciliation read what was given back in one call (a real account lists an order's
   * transactions with `Order/Get`).
   */
  get(uuid: unknown): { ok: true; answer: object } | { ok: false; error: RestError } {
    const notFound = {
      ok: false as const,
      error: { errorCode: 'PSP_010', errorMessage: 'Transaction not found.' },
    };
    if (typeof uuid !== 'string') return notFound;
    const parent = this.refundParents.get(uuid);
    if (parent !== undefined) {
      const paid = this.paid.get(parent)!;
      return {
        ok: true,
        answer: creditObject(
          paid,
          paid.refunds.find((refund) => refund.uuid === uuid)!,
        ),
      };
    }
    const paid = this.paid.get(uuid);
    if (!paid) return notFound;
    return {
      ok: true,
      answer: {
        ...transactionObject(paid, {
          uuid: paid.uuid,
          amount: paid.amount,
          operationType: 'DEBIT',
          creationDate: paid.creationDate,
          parentTransactionUuid: null,
        }),
        refundedAmount: refundedOf(paid),
        // With the comment each was asked with: a merchant whose call went unanswered finds there
        // whether its refund was made (its comment names it) before asking again.
        refunds: paid.refunds.map((refund) => ({ ...creditObject(paid, refund), comment: refund.comment })),
      },
    };
  }
}
