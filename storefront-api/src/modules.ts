/**
 * What the modules may depend on. Every module exports `registerXxx(app, deps)`, taking the part of
 * these it needs, and builds its services from them: `app.ts` is the one place that wires them.
 */
import type { PriceMode } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Captcha } from './captcha/captcha.js';
import type { ChangeHub } from './catalogue-changes/hub.js';
import type { Remember } from './catalogue-changes/memo.js';
import type { ContentSettings } from './content/settings.js';
import type { CustomerSettings } from './customers/shared/types.js';
import type { Database } from './db/database.js';
import type { RegionLookup } from './http/region.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentSettings } from './payment/provider.js';

export interface ModuleDeps {
  db: Database;
  /** Public base of media URLs; a function because it is only known once listening on port 0. */
  mediaBaseUrl: () => string;
  mailer: Mailer;
  captcha: Captcha;
  customers: CustomerSettings;
  /** The shop's price mode (B2B: amounts shown tax-free), from `SHOP_B2B` through `config.ts`. */
  priceMode: PriceMode;
  /** The card provider (`PAYMENT_*` settings). */
  payment: PaymentSettings;
  /** The operator API's key (`OPERATOR_API_KEY`); undefined switches the operator API off. */
  operatorApiKey: string | undefined;
  /** The content files' directory and the contact form's address (`CONTENT_DIR`, `CONTACT_EMAIL`). */
  content: ContentSettings;
  log: (message: string, error: unknown) => void;
  /** The catalogue's committed changes, heard once per process (`LISTEN catalogue_changes`). */
  catalogueChanges: ChangeHub;
  /** Keeps a catalogue read (regions, tax rates, attributes) until a catalogue change drops it. */
  remember: Remember;
  /** The region of a `root-category` header (the default one without), through `remember`. */
  regions: RegionLookup;
}

export type RegisterModule = (app: FastifyInstance, deps: ModuleDeps) => void;
