import swagger from '@fastify/swagger';
import type { PriceMode } from '@shop/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCaptcha, type CaptchaConfig } from './captcha/captcha.js';
import { registerAfterSales } from './after-sales/index.js';
import { registerCart } from './cart/routes.js';
import { registerCheckout } from './checkout/routes.js';
import { createChangeHub } from './catalogue-changes/hub.js';
import { rememberUntilChange } from './catalogue-changes/memo.js';
import { registerCatalogueChanges } from './catalogue-changes/routes.js';
import { regionLookup } from './categories/public.js';
import { registerCategories } from './categories/routes.js';
import { registerContentOperations } from './content/operator-routes.js';
import { registerContent } from './content/routes.js';
import { DEFAULT_CONTENT_SETTINGS, type ContentSettings } from './content/settings.js';
import { registerCustomers } from './customers/routes.js';
import { DEFAULT_CUSTOMER_SETTINGS, type CustomerSettings } from './customers/shared/types.js';
import type { Database } from './db/database.js';
import { registerErrorHandling, sendFrameworkError } from './http/errors.js';
import { catalogComponents } from './http/openapi.js';
import type { Mailer } from './mail/mailer.js';
import { registerMarketingEventOperations } from './marketing-events/operator-routes.js';
import { registerMarketingEvents } from './marketing-events/routes.js';
import { registerMedia } from './media/routes.js';
import { registerOrderInvoices } from './orders/invoice-routes.js';
import { registerOrderOperations } from './orders/operator-routes.js';
import { registerOrders } from './orders/routes.js';
import { DEV_PAYMENT_SETTINGS, type PaymentSettings } from './payment/provider.js';
import { registerPayment } from './payment/routes.js';
import type { ModuleDeps, RegisterModule } from './modules.js';
import { registerPlatform } from './platform/routes.js';
import { registerPriceOperations } from './prices/operator-routes.js';
import { registerProducts } from './products/routes.js';
import { registerStockOperations } from './restock-alerts/operator-routes.js';
import { registerRestockAlerts } from './restock-alerts/routes.js';
import { registerShops } from './shops/routes.js';
import { registerWishlist } from './wishlist/routes.js';
import { registerTelemetry } from './telemetry/routes.js';
import { traceFields } from './telemetry/tracing.js';

/** Every module of the API, registered in this order with the same dependencies. */
const MODULES: RegisterModule[] = [
  // First: its hooks trace and measure every route.
  registerTelemetry,
  registerPlatform,
  registerCustomers,
  registerCategories,
  registerProducts,
  registerContent,
  registerShops,
  registerMedia,
  registerCart,
  registerCheckout,
  registerPayment,
  registerOrders,
  registerOrderInvoices,
  registerOrderOperations,
  registerAfterSales,
  registerContentOperations,
  registerRestockAlerts,
  registerStockOperations,
  registerPriceOperations,
  registerMarketingEvents,
  registerMarketingEventOperations,
  registerCatalogueChanges,
  registerWishlist,
];

/**
 * A URL as the logs may show it: the reset token travels in the path of its call and the
 * newsletter's e-mail in its query (spec 7), and Fastify logs URLs.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(reset-password\/)[^/?#]+/u, '$1[redacted]')
    .replace(/([?&]customerEmail=)[^&#]*/gu, '$1[redacted]');
}

/** Request log lines without secrets nor e-mails; headers (bearer tokens) are not logged at all. */
const requestSerializer = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});

export interface AppOptions {
  db: Database;
  /** Public base of media URLs; a function when only known once listening (port 0). */
  mediaBaseUrl: string | (() => string);
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Called for every request received (tests count the gateway's upstream calls with it). */
  onRequest?: (method: string, url: string) => void;
  /** Where e-mails go (SMTP or the outbox: `createMailer`). */
  mailer: Mailer;
  captcha: CaptchaConfig;
  customers?: Partial<CustomerSettings>;
  /**
   * Which proxies' `x-forwarded-for` names the client (rate limits per address): the gateway
   * runs beside us on loopback. Fastify's `trustProxy` values.
   */
  trustProxy?: boolean | string;
  /** The shop's price mode: B2B cart totals are shown tax-free. */
  priceMode?: PriceMode;
  /** The card provider; the sandbox's development settings by default. */
  payment?: Partial<PaymentSettings>;
  /** The operator API's key; without one the operator API answers 404 (off unless asked for). */
  operatorApiKey?: string | undefined;
  /** The content files' directory and the contact form's address; the repository's and a local one by default. */
  content?: Partial<ContentSettings>;
}

export async function buildApp({
  db,
  mediaBaseUrl,
  logger = false,
  onRequest,
  mailer,
  captcha,
  customers,
  trustProxy = 'loopback',
  priceMode = 'B2C',
  payment,
  operatorApiKey,
  content,
}: AppOptions): Promise<FastifyInstance> {
  const media = typeof mediaBaseUrl === 'function' ? mediaBaseUrl : () => mediaBaseUrl;
  const app = Fastify({
    requestIdHeader: 'x-request-id',
    routerOptions: { maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    trustProxy,
    // Secrets travel in these: never in the logs.
    logger:
      logger === false
        ? false
        : {
            ...(logger === true ? {} : logger),
            serializers: { req: requestSerializer },
            // Every line written inside a traced request names its trace (nothing when tracing is off).
            mixin: traceFields,
          },
  });
  // Route schemas document the API (OpenAPI); zod schemas shared with `domain` validate it, with
  // the same French messages everywhere, so Fastify's own validation is switched off.
  app.setValidatorCompiler(() => (value) => ({ value }));
  // Response schemas only document replies: fast-json-stringify would drop unknown keys, mangle records.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (onRequest) app.addHook('onRequest', async (request) => onRequest(request.method, request.url));
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description:
          'Upstream REST API of the shop (spec section 7). Region: header `root-category` (root path, e.g. `martinique`); ' +
          'language: query `locale` (fr, en). Amounts are integer euro cents. Errors: `{status, errorCode, errorMessage, errorData}`. ' +
          'Reply shapes: `components.schemas`, generated from the zod schemas of `domain/src/api/` (catalog, customers, cart, content).',
      },
      components: {
        schemas: catalogComponents(),
        parameters: {
          rootCategory: { name: 'root-category', in: 'header', required: false, schema: { type: 'string' } },
        },
      },
    },
  });

  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);
  const catalogueChanges = createChangeHub(db, log);
  app.addHook('onClose', () => catalogueChanges.close());
  const remember = rememberUntilChange(catalogueChanges);
  const deps: ModuleDeps = {
    db,
    mediaBaseUrl: media,
    mailer,
    captcha: createCaptcha(db, captcha),
    customers: { ...DEFAULT_CUSTOMER_SETTINGS, ...customers },
    priceMode,
    payment: { ...DEV_PAYMENT_SETTINGS, ...payment },
    operatorApiKey,
    content: { ...DEFAULT_CONTENT_SETTINGS, ...content },
    log,
    catalogueChanges,
    remember,
    regions: regionLookup(db, remember),
  };
  for (const register of MODULES) register(app, deps);
  return app;
}
