import type { Locale } from '@shop/domain';
import type { OpenedSession } from '../../sessions/service.js';

export interface CustomerSettings {
  sessionTtlDays: number;
  resetTokenMinutes: number;
  /** Base of the links in e-mails (the web shop). */
  publicWebUrl: string;
  /** Sign-ins, code checks, reset requests and registrations allowed per client address per 15 minutes. */
  perAddressLimit: number;
}

export const DEFAULT_CUSTOMER_SETTINGS: CustomerSettings = {
  sessionTtlDays: 30,
  resetTokenMinutes: 60,
  publicWebUrl: 'http://localhost:4000',
  perAddressLimit: 50,
};

/** A customer reply with the session the client must keep from now on. */
export interface WithSession<T> {
  reply: T;
  session?: OpenedSession;
  /** Sign-in with two-factor: the token binding the e-mailed code to this client. */
  twoFactorToken?: string;
}

export interface RequestContext {
  /** Bearer token of the request, if any. */
  token: string | undefined;
  /** Client address (rate limits, reCAPTCHA). */
  ip: string;
  /** Root path of the request's region (links in e-mails). */
  rootPath: string;
  locale: Locale;
}
