/**
 * The customer calls of spec 7 ("Customers") and the captcha challenge, one folder per sub-feature
 * (routes → service → repository); `shared/` holds sessions, secrets, rate limits and e-mails.
 */
import type { FastifyInstance } from 'fastify';
import { cartServiceFor } from '../cart/http.js';
import { mergeGuestLines } from '../cart/public.js';
import { mergeGuestWishlist } from '../wishlist/public.js';
import type { ModuleDeps } from '../modules.js';
import { accountRoutes } from './accounts/routes.js';
import * as accountsRepository from './accounts/repository.js';
import { AccountService } from './accounts/service.js';
import { addressRoutes } from './addresses/routes.js';
import * as addressRepository from './addresses/repository.js';
import { AddressService } from './addresses/service.js';
import { newsletterRoutes } from './newsletter/routes.js';
import * as newsletterRepository from './newsletter/repository.js';
import { NewsletterService } from './newsletter/service.js';
import { profileRoutes } from './profile/routes.js';
import * as profileRepository from './profile/repository.js';
import { ProfileService } from './profile/service.js';
import { resetRoutes } from './reset/routes.js';
import * as resetRepository from './reset/repository.js';
import { ResetService } from './reset/service.js';
import { openSessions } from './public.js';
import { Guard } from './shared/guard.js';
import { CustomerMail } from './shared/mail.js';
import * as sharedRepository from './shared/repository.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import * as twoFactorRepository from './two-factor/repository.js';
import { TwoFactorService } from './two-factor/service.js';

export function registerCustomers(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'captcha' | 'customers' | 'log' | 'priceMode' | 'regions'>,
): void {
  const { db, captcha, customers: settings } = deps;
  const shared = sharedRepository;
  const newsletter = newsletterRepository;
  // A guest signing in hands over their cart lines and their wish list.
  const sessions = openSessions({
    db,
    ttlDays: settings.sessionTtlDays,
    mergeCarts: async (tx, customerId, guestId) => {
      await mergeGuestLines(tx, customerId, guestId);
      await mergeGuestWishlist(tx, customerId, guestId);
    },
  });
  const guard = new Guard({ db, captcha, perAddressLimit: settings.perAddressLimit });
  const mail = new CustomerMail({ mailer: deps.mailer, publicWebUrl: settings.publicWebUrl, log: deps.log });
  const twoFactor = new TwoFactorService({ db, repository: twoFactorRepository, sessions, guard, mail });
  const accounts = new AccountService({
    db,
    repository: accountsRepository,
    shared,
    newsletter,
    sessions,
    guard,
    mail,
    twoFactor,
  });
  const reset = new ResetService({
    db,
    repository: resetRepository,
    shared,
    sessions,
    guard,
    mail,
    resetTokenMinutes: settings.resetTokenMinutes,
  });

  // `GET customers/me` answers the whole cart (spec 7), as the cart module computes it, in the
  // cart's own region: reading the customer never moves the cart (only a cart call's header does,
  // whose reply lists the lines it removed).
  const carts = cartServiceFor(deps);
  accountRoutes(app, {
    regions: deps.regions,
    accounts,
    captcha,
    cart: (token) => carts.get({ token, rootPath: undefined }),
  });
  twoFactorRoutes(app, { regions: deps.regions, twoFactor });
  resetRoutes(app, { regions: deps.regions, reset });
  profileRoutes(app, {
    profile: new ProfileService({ db, repository: profileRepository, shared, newsletter, sessions, guard }),
  });
  addressRoutes(app, { addresses: new AddressService({ db, repository: addressRepository, sessions }) });
  newsletterRoutes(app, { newsletter: new NewsletterService({ db, repository: newsletter, guard }) });
}
