// The request shapes are the storefront-api's own zod schemas (`domain/src/api/customers.ts`), as
// sent (`z.input`): the contract is written once, for the server that parses it and the client here.
import type {
  AddressBody,
  AddressDefaultsQuery,
  CaptchaChallenge,
  MeQuery,
  ChangePasswordBody,
  Customer,
  NewsletterBody,
  OneTimePasswordBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  ResetRequestBody,
  SignInBody,
  NewsletterReply,
  SignInReply,
} from '@shop/domain';
import type { Query, UpstreamRequest } from './request.js';

/** true: becomes that default; false: stops being it; undefined: unchanged. */
export interface AddressDefaults {
  shipping?: boolean | undefined;
  billing?: boolean | undefined;
}

/**
 * The customer calls of spec 7. Every call carries the session of the scope as a bearer token and
 * hands the credentials of its reply (new session, two-factor token) back to that session.
 */
export interface CustomerApi {
  captchaChallenge(): Promise<CaptchaChallenge>;
  /** Opens a guest session with an empty cart (a visitor's first cart change); the session receives it. */
  createGuest(): Promise<Customer>;
  /** With two-factor on, the reply asks for the code and the session receives the two-factor token. */
  signIn(body: SignInBody): Promise<SignInReply>;
  /** Sends the session's two-factor token back (`x-two-factor-token`). */
  verifyOneTimePassword(body: OneTimePasswordBody): Promise<Customer>;
  /** A guest session sent as bearer becomes the account, cart included. */
  register(body: RegisterBody): Promise<Customer>;
  requestPasswordReset(body: ResetRequestBody): Promise<{ email: string }>;
  resetPassword(resetToken: string, body: ResetPasswordBody): Promise<void>;
  /** Ends the session; the reply is a new guest with its own session. */
  signOut(): Promise<Customer>;
  /**
   * The customer with the cart's summary (`view=summary`), as the other customer calls answer it:
   * read on every signed-in request, where spec 7's whole cart would be built for a badge.
   */
  me(): Promise<Customer>;
  updateProfile(body: ProfileBody): Promise<Customer>;
  changePassword(body: ChangePasswordBody): Promise<Customer>;
  createAddress(address: AddressBody, defaults: AddressDefaults): Promise<Customer>;
  updateAddress(name: string, address: AddressBody, defaults: AddressDefaults): Promise<Customer>;
  deleteAddress(name: string): Promise<Customer>;
  subscribeNewsletter(email: string): Promise<NewsletterReply>;
  unsubscribeNewsletter(email: string): Promise<NewsletterReply>;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');
const defaultsQuery = ({ shipping, billing }: AddressDefaults): Query =>
  ({
    defaultShipping: flag(shipping),
    defaultBilling: flag(billing),
  }) satisfies AddressDefaultsQuery;

const newsletterBody = (customerEmail: string): NewsletterBody => ({ customerEmail });

/** The calls, over the scope's `call` (JSON in and out, credentials handled by the client). */
export function customerCalls(call: <T>(request: UpstreamRequest) => Promise<T>): CustomerApi {
  return {
    captchaChallenge: () => call({ path: '/captcha/challenge' }),
    createGuest: () => call({ method: 'POST', path: '/customers/guest' }),
    signIn: (body) => call({ method: 'POST', path: '/customers/sign-in', body }),
    verifyOneTimePassword: (body) =>
      call({ method: 'POST', path: '/customers/one-time-password', body, twoFactor: true }),
    register: (body) => call({ method: 'POST', path: '/customers/register', body }),
    requestPasswordReset: (body) => call({ method: 'POST', path: '/customers/reset-password', body }),
    resetPassword: (resetToken, body) =>
      call({
        method: 'POST',
        path: `/customers/reset-password/${encodeURIComponent(resetToken)}`,
        logPath: '/customers/reset-password/[redacted]',
        body,
      }),
    signOut: () => call({ method: 'POST', path: '/customers/sign-out' }),
    me: () => call({ path: '/customers/me', query: { view: 'summary' } satisfies MeQuery }),
    updateProfile: (body) => call({ method: 'PATCH', path: '/customers', body }),
    changePassword: (body) => call({ method: 'POST', path: '/customers/change-password', body }),
    createAddress: (address, defaults) =>
      call({ method: 'POST', path: '/customers/address', query: defaultsQuery(defaults), body: address }),
    updateAddress: (name, address, defaults) =>
      call({
        method: 'PUT',
        path: `/customers/address/${encodeURIComponent(name)}`,
        query: defaultsQuery(defaults),
        body: address,
      }),
    deleteAddress: (name) =>
      call({ method: 'DELETE', path: `/customers/address/${encodeURIComponent(name)}` }),
    // In the body, not the URL: a shopper's address stays out of access logs (issue 16).
    subscribeNewsletter: (email) =>
      call({ method: 'PUT', path: '/customers/newsletter/subscribe', body: newsletterBody(email) }),
    unsubscribeNewsletter: (email) =>
      call({ method: 'PUT', path: '/customers/newsletter/unsubscribe', body: newsletterBody(email) }),
  };
}
