import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type StorefrontApiConfig } from './config.js';
import { ContactMail, scheduleContactMail } from './content/contact.js';
import { describeImport, importContent, type ImportReport } from './content/import.js';
import * as contentRepository from './content/repository.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { scheduleHousekeeping } from './customers/shared/housekeeping.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { tracedMailer } from './mail/traced.js';
import { MailOutbox, scheduleMailOutbox } from './mail/outbox.js';
import { trackInFlight } from './http/in-flight.js';
import * as restockRepository from './restock-alerts/repository.js';
import { RestockAlertMail, scheduleRestockAlerts } from './restock-alerts/service.js';
import { Refunds, schedulePaymentRounds } from './payment/refunds.js';
import { seedIfEmpty } from './seed/seed.js';

export interface RunningStorefrontApi {
  url: string;
  port: number;
  app: FastifyInstance;
  db: Database;
  /** Whether this start seeded an empty database (the demo shop too with `seedDemo`). */
  seeded: boolean;
  /** Where e-mails go. */
  mailer: Mailer;
  /** What the start-up import of the content files did (README "Content"). */
  contentImport: ImportReport;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<StorefrontApiConfig> {
  logger?: boolean | Record<string, unknown>;
  onRequest?: (method: string, url: string) => void;
  /** Default: SMTP when `smtpUrl` is set, else the outbox directory. */
  mailer?: Mailer;
}

/** Opens the database, migrates, seeds an empty one, and listens. Port 0 picks a free port. */
export async function startStorefrontApi(options: StartOptions = {}): Promise<RunningStorefrontApi> {
  const config = { ...loadConfig({}), dataDir: undefined, ...options };
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    databasePoolSize: config.databasePoolSize,
  });
  try {
    await migrate(db);
    const seeded = await seedIfEmpty(db, { productCount: config.seedProducts, demo: config.seedDemo });
    // Only the content files that changed since their last import: an operator's run-time change
    // stays until its file changes. A file that does not validate is reported, never fatal.
    const contentImport = await importContent(db, contentRepository, config.contentDir);
    // Media URLs name the real port, which is only known once listening when port 0 was asked.
    let mediaBaseUrl = options.mediaBaseUrl;
    const mailer = tracedMailer(
      options.mailer ??
        createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir }),
    );
    const app = await buildApp({
      db,
      mailer,
      captcha: config.captcha,
      customers: { publicWebUrl: config.publicWebUrl, perAddressLimit: config.perAddressLimit },
      trustProxy: config.trustProxy,
      priceMode: config.priceMode,
      payment: config.payment,
      operatorApiKey: config.operatorApiKey,
      content: { dir: config.contentDir, contactEmail: config.contactEmail },
      mediaBaseUrl: () => mediaBaseUrl ?? '',
      logger: options.logger ?? false,
      ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    });
    const inFlight = trackInFlight(app);
    await app.listen({ port: config.port, host: config.host });
    const stopHousekeeping = scheduleHousekeeping(db, (err) => app.log.error({ err }, 'housekeeping failed'));
    if (contentImport.errors.length > 0 || contentImport.imported.length > 0)
      app.log[contentImport.errors.length > 0 ? 'error' : 'info'](describeImport(contentImport));
    // Contact e-mails that could not leave (mail down, a stop mid-way) are retried now and on a timer.
    const stopContactMail = scheduleContactMail(
      new ContactMail({
        db,
        repository: contentRepository,
        mailer,
        contactEmail: config.contactEmail,
        log: (message, err) => app.log.error({ err }, message),
      }),
      (err) => app.log.error({ err }, 'contact e-mail retry failed'),
    );
    // Restock alerts due and not sent yet (mail down, an offer restocked by a cancelled order).
    const stopRestockAlerts = scheduleRestockAlerts(
      new RestockAlertMail({
        db,
        repository: restockRepository,
        mailer,
        publicWebUrl: config.publicWebUrl,
        log: (message, err) => app.log.error({ err }, message),
      }),
      (err) => app.log.error({ err }, 'restock alert round failed'),
    );
    // The outbox's e-mails not sent yet (mail down, a stop before the kick after commit).
    const stopMailOutbox = scheduleMailOutbox(
      new MailOutbox({ db, mailer, log: (message, err) => app.log.error({ err }, message) }),
      (err) => app.log.error({ err }, 'mail outbox round failed'),
    );
    // Refunds the provider could not take yet, and idempotency keys past their day.
    const stopPaymentRounds = schedulePaymentRounds(
      db,
      new Refunds({ db, settings: config.payment, log: (message, err) => app.log.error({ err }, message) }),
      (err) => app.log.error({ err }, 'payment round failed'),
    );
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
    mediaBaseUrl ??= `http://localhost:${port}`;
    return {
      url,
      port,
      app,
      db,
      seeded,
      mailer,
      contentImport,
      close: async () => {
        stopHousekeeping();
        await app.close();
        // Handlers whose client went away still run: the database closes after them.
        await inFlight.settled(10_000);
        await stopContactMail();
        await stopRestockAlerts();
        await stopMailOutbox();
        await stopPaymentRounds();
        mailer.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
