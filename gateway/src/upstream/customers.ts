import type { CaptchaChallenge, Customer, Gender, Locale, NewsletterReply, SignInReply } from '@shop/domain';
import type { Query, UpstreamRequest } from './request.js';

/** Body of `POST customers/register`. */
export interface RegisterBody {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  twoFactorAuthenticationEnabled: boolean;
  newsLetterSubscribed: boolean;
  recaptchaData: string;
  locale?: Locale;
}

/** Body of `PATCH customers`: the fields sent change, the others stay. */
export interface ProfileBody {
  gender?: Gender | null;
  firstName?: string;
  lastName?: string;
  birthDate?: string | null;
  locale?: Locale;
  twoFactorAuthenticationEnabled?: boolean;
  newsLetterSubscribed?: boolean;
}

/** An address as the upstream takes it (spec 5 rules already applied). */
export interface AddressBody {
  name?: string;
  company?: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postCode: string;
  country: string;
  phone: string;
  email?: string;
  website?: string;
  latitude?: number;
  longitude?: number;
}

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
  signIn(body: { email: string; password: string; recaptchaData: string }): Promise<SignInReply>;
  /** Sends the session's two-factor token back (`x-two-factor-token`). */
  verifyOneTimePassword(body: {
    email: string;
    password: string;
    oneTimePassword: string;
  }): Promise<Customer>;
  /** A guest session sent as bearer becomes the account, cart included. */
  register(body: RegisterBody): Promise<Customer>;
  requestPasswordReset(body: { email: string; recaptchaData: string }): Promise<{ email: string }>;
  resetPassword(resetToken: string, body: { newPassword: string; recaptchaData: string }): Promise<void>;
  /** Ends the session; the reply is a new guest with its own session. */
  signOut(): Promise<Customer>;
  me(): Promise<Customer>;
  updateProfile(body: ProfileBody): Promise<Customer>;
  changePassword(body: { currentPassword: string; newPassword: string }): Promise<Customer>;
  createAddress(address: AddressBody, defaults: AddressDefaults): Promise<Customer>;
  updateAddress(name: string, address: AddressBody, defaults: AddressDefaults): Promise<Customer>;
  deleteAddress(name: string): Promise<Customer>;
  subscribeNewsletter(email: string): Promise<NewsletterReply>;
  unsubscribeNewsletter(email: string): Promise<NewsletterReply>;
}

const defaultsQuery = ({ shipping, billing }: AddressDefaults): Query => ({
  defaultShipping: shipping,
  defaultBilling: billing,
});

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
    me: () => call({ path: '/customers/me' }),
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
      call({ method: 'PUT', path: '/customers/newsletter/subscribe', body: { customerEmail: email } }),
    unsubscribeNewsletter: (email) =>
      call({ method: 'PUT', path: '/customers/newsletter/unsubscribe', body: { customerEmail: email } }),
  };
}
