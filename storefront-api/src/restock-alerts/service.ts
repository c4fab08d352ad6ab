/**
 * Restock alerts (spec 2.4 stock block, 3, 7, 8; issue 15). A shopper leaves an e-mail on an offer
 * of their territory that has no stock; when the offer has stock again each waiting alert is
 * e-mailed once, in the shopper's language, with the product's link, and is spent. Alerts are
 * claimed before their e-mail leaves and marked once it left, so two processes (or the operator's
 * call and the timer) never send one twice; a failed e-mail is retried later. Logs name alert ids,
 * never an address.
 */
import type { Locale, RestockAlertInput, StockImportLine, TerritoryCode } from '@shop/domain';
import { hashToken, newToken } from '../customers/shared/secrets.js';
import type { Guard } from '../customers/shared/guard.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError, notFound } from '../http/errors.js';
import { MAX_MAIL_ATTEMPTS, mailFailureReason, retryDelaySeconds, scheduleRounds } from '../mail/delivery.js';
import type { Mailer } from '../mail/mailer.js';
import { restockAlertMail } from '../mail/templates.js';
import * as stockService from '../stock/service.js';
import type * as restockRepository from './repository.js';
import type { DueAlertRow } from './repository.js';

/** How long a sender holds an alert it is e-mailing (another process leaves it alone meanwhile). */
const CLAIM_SECONDS = 120;
/** Alerts one round claims at a time. */
const BATCH = 50;
/** Days a spent alert (and its address) is kept: its e-mail's unsubscribe link works that long. */
export const SPENT_ALERT_DAYS = 90;
/** How long an operator's call waits for the alerts' e-mails before answering (they go on after). */
const REPLY_WAIT_MS = 3_000;

/** The shop's pages under `PUBLIC_WEB_URL`: the product link and the unsubscribe page. */
export const UNSUBSCRIBE_PATH = 'alerte-stock/desinscription';

const offerNotFound = () => notFound('offer-not-found', 'Cette offre n’existe pas dans ce territoire.');

export interface RestockAlertMailDeps {
  db: Queryable;
  repository: typeof restockRepository;
  mailer: Mailer;
  publicWebUrl: string;
  log: (message: string, error: unknown) => void;
}

/** An error that says which alert's e-mail failed and why, without its address. */
const mailFailure = (id: string, error: unknown): Error =>
  new Error(`restock alert ${id}: e-mail not sent (${mailFailureReason(error)}); retried later`);

/** The alerts' e-mails: each sent once, when its offer has stock; retried while mail is down. */
export class RestockAlertMail {
  constructor(private readonly deps: RestockAlertMailDeps) {}

  private productUrl(alert: DueAlertRow): string {
    const page = `${this.deps.publicWebUrl}/${alert.root_path}/${alert.locale}/produit/${encodeURIComponent(alert.listing_slug)}`;
    return alert.variant_slug === null ? page : `${page}?variante=${encodeURIComponent(alert.variant_slug)}`;
  }

  /** Sends one claimed alert and spends it; on a failure it is released for a later try. */
  private async deliver(alert: DueAlertRow): Promise<boolean> {
    const token = newToken();
    const mail = restockAlertMail(alert.email, alert.locale, {
      productName: alert.product_name,
      productUrl: this.productUrl(alert),
      unsubscribeUrl: `${this.deps.publicWebUrl}/${alert.root_path}/${alert.locale}/${UNSUBSCRIBE_PATH}?token=${token}`,
    });
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      this.deps.log('restock alert e-mail failed', mailFailure(alert.id, error));
      await this.deps.repository
        .releaseAlert(this.deps.db, alert.id, retryDelaySeconds(alert.mail_attempts))
        .catch((err: unknown) => this.deps.log('restock alert not released (its claim expires)', err));
      return false;
    }
    try {
      await this.deps.repository.markAlertSent(this.deps.db, alert.id, hashToken(token));
    } catch (error) {
      // Sent but not marked: the claim keeps others away for a while; logged for an operator.
      this.deps.log(`restock alert ${alert.id} sent but not recorded`, error);
    }
    return true;
  }

  /** Forgets the alerts spent more than `SPENT_ALERT_DAYS` ago (and so their addresses). */
  forgetSpent(): Promise<number> {
    return this.deps.repository.deleteSpentAlerts(this.deps.db, SPENT_ALERT_DAYS);
  }

  /**
   * E-mails the waiting alerts whose offer has stock (of `offerIds` only, when given), batch after
   * batch; stops at the first failure (mail is down: the timer comes back). Answers how many left.
   */
  async deliverDue(offerIds: readonly string[] | null = null): Promise<number> {
    if (offerIds !== null && offerIds.length === 0) return 0;
    let sent = 0;
    for (;;) {
      const alerts = await this.deps.repository.claimDueAlerts(this.deps.db, {
        offerIds,
        limit: BATCH,
        claimSeconds: CLAIM_SECONDS,
        maxAttempts: MAX_MAIL_ATTEMPTS,
      });
      for (const [index, alert] of alerts.entries()) {
        if (await this.deliver(alert)) {
          sent += 1;
          continue;
        }
        // The rest of the batch waits for the next round rather than being tried against a dead server.
        await this.deps.repository
          .unclaimAlerts(
            this.deps.db,
            alerts.slice(index + 1).map((left) => left.id),
          )
          .catch((error: unknown) =>
            this.deps.log('restock alerts not released (their claim expires)', error),
          );
        return sent;
      }
      if (alerts.length < BATCH) return sent;
    }
  }
}

export interface RestockAlertDeps {
  db: Database;
  repository: typeof restockRepository;
  guard: Guard;
}

export class RestockAlertService {
  constructor(private readonly deps: RestockAlertDeps) {}

  /**
   * Stores a waiting alert for an offer of the request's territory that has no stock: 404 for an
   * offer not sold there, 409 when this e-mail already waits on it, 400 when it can be bought now.
   */
  async subscribe(
    input: RestockAlertInput,
    context: { ip: string; territory: TerritoryCode; locale: Locale },
  ): Promise<{ offerId: string; email: string }> {
    await this.deps.guard.limitPerAddress('restock-alert', context.ip);
    const email = input.email.toLowerCase();
    const offer = await this.deps.repository.findOffer(this.deps.db, input.offerId, context.territory);
    if (!offer) throw offerNotFound();
    if (offer.stock > 0)
      throw new HttpError(400, 'offer-in-stock', 'Cette offre est en stock : elle peut être commandée.');
    const stored = await this.deps.repository.insertAlert(this.deps.db, {
      offerId: offer.id,
      email,
      territory: context.territory,
      locale: context.locale,
    });
    if (!stored)
      throw new HttpError(
        409,
        'restock-alert-exists',
        'Une alerte est déjà enregistrée pour cette adresse e-mail sur ce produit.',
      );
    return { offerId: offer.id, email };
  }

  /** The e-mail's unsubscribe link: the address's alerts are removed (404 for an unknown token). */
  async unsubscribe(token: string, ip: string): Promise<{ removed: number }> {
    await this.deps.guard.limitPerAddress('restock-alert-unsubscribe', ip);
    const removed = await this.deps.repository.removeAlertsOfToken(this.deps.db, hashToken(token));
    if (removed === null)
      throw notFound('restock-alert-not-found', 'Ce lien de désinscription est inconnu ou a déjà servi.');
    return { removed };
  }
}

export interface StockDeps {
  db: Database;
  repository: typeof restockRepository;
  alerts: RestockAlertMail;
  log: (message: string, error: unknown) => void;
}

/**
 * The operator's stock changes (a count, a seller's feed): offers locked in id order and set in one
 * transaction; after commit, the offers that went from no stock to some fire their alerts.
 */
export class StockService {
  constructor(private readonly deps: StockDeps) {}

  async setOfferStock(offerId: string, stock: number) {
    const { previous } = await this.deps.db.transaction(async (tx) => {
      const [offer] = await stockService.lockStocks(tx, [offerId]);
      if (!offer) throw notFound('offer-not-found', 'Aucune offre n’a cet identifiant.');
      await stockService.setStocks(tx, [{ offerId, stock }]);
      return { previous: offer.stock };
    });
    const alertsSent = previous <= 0 && stock > 0 ? await this.fire([offerId]) : 0;
    return { offerId, previousStock: previous, stock, alertsSent };
  }

  async importStock(lines: readonly StockImportLine[]) {
    const { changes, restocked, unknown } = await this.deps.db.transaction(async (tx) => {
      const offers = await this.deps.repository.findOffersOfLines(tx, lines);
      // A feed naming an offer twice: its last line wins, as if applied in order.
      const latest = new Map<string, number>();
      lines.forEach((line, index) => {
        const id = offers.get(index);
        if (id !== undefined) latest.set(id, line.stock);
      });
      const locked = await stockService.lockStocks(tx, [...latest.keys()]);
      const changes = [...latest].map(([id, stock]) => ({ offerId: id, stock }));
      await stockService.setStocks(tx, changes);
      const previous = new Map(locked.map((offer) => [offer.id, offer.stock]));
      return {
        changes,
        restocked: changes
          .filter((c) => (previous.get(c.offerId) ?? 0) <= 0 && c.stock > 0)
          .map((c) => c.offerId),
        unknown: lines.flatMap((_, index) => (offers.has(index) ? [] : [index])),
      };
    });
    const alertsSent = await this.fire(restocked);
    return { updated: changes.length, restocked: restocked.length, alertsSent, unknown };
  }

  private fire(offerIds: readonly string[]): Promise<number> {
    return fireRestockAlerts(this.deps.alerts, offerIds, this.deps.log);
  }
}

/**
 * E-mails the alerts of offers whose stock just came back (an operator's change, a cancelled
 * order); the caller waits a few seconds at most (a slow mail server: the rest goes on in the
 * background, the timer picks up whatever is left). Never throws: the stock is committed already.
 */
export function fireRestockAlerts(
  alerts: RestockAlertMail,
  offerIds: readonly string[],
  log: (message: string, error: unknown) => void,
): Promise<number> {
  const delivery = alerts.deliverDue(offerIds).catch((error: unknown) => {
    log('restock alerts not sent now (retried by the timer)', error);
    return 0;
  });
  const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(0), REPLY_WAIT_MS).unref());
  return Promise.race([delivery, timeout]);
}

/**
 * Sends the due alerts now (start-up) and every `intervalMs`: alerts whose e-mail failed, and
 * offers restocked by any other way; then forgets the alerts spent long ago. Returns the stop
 * function, which waits for a round under way. The timer does not keep the process alive.
 */
export function scheduleRestockAlerts(
  alerts: RestockAlertMail,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): () => Promise<void> {
  return scheduleRounds(
    async () => {
      await alerts.deliverDue();
      await alerts.forgetSpent();
    },
    onError,
    intervalMs,
  );
}
