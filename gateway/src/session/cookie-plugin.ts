import type { Plugin } from 'graphql-yoga';
import { CookieJar, readCookie, SESSION_COOKIE, TWO_FACTOR_COOKIE } from './cookies.js';

/** The reply's session mode (spec 4), for the storefront to compare with the shopper it shows. */
export const SESSION_MODE_HEADER = 'x-session-mode';

/**
 * Spec 4 "Session": a reply says `anonymous` when it leaves the browser without a session: none came
 * with the request and none was opened, or the upstream no longer knew it and its cookie was just
 * deleted. The storefront, if it still shows a signed-in customer, then re-fetches the profile. A
 * reply with a session says nothing: telling a guest from a customer would cost every reply a call.
 */
export function sessionMode(cookieHeader: string | null, jar: CookieJar | undefined): 'anonymous' | null {
  const written = jar?.get(SESSION_COOKIE);
  const session = written ? written.value !== '' : readCookie(cookieHeader, SESSION_COOKIE) !== undefined;
  return session ? null : 'anonymous';
}

/**
 * The cookie jars of the requests in flight, by request: the context writes into its request's jar,
 * and the plugin turns the jar into `Set-Cookie` lines once the response exists.
 */
export class CookieJars {
  private readonly jars = new WeakMap<Request, CookieJar>();

  for(request: Request): CookieJar {
    let jar = this.jars.get(request);
    if (jar === undefined) {
      jar = new CookieJar();
      this.jars.set(request, jar);
    }
    return jar;
  }

  plugin(): Plugin {
    return {
      onResponse: ({ request, response }) => {
        const jar = this.jars.get(request);
        this.jars.delete(request);
        for (const line of jar?.headers() ?? []) response.headers.append('set-cookie', line);
        const cookies = request.headers.get('cookie');
        if (sessionMode(cookies, jar) === 'anonymous') response.headers.set(SESSION_MODE_HEADER, 'anonymous');
        const personal =
          (jar?.size ?? 0) > 0 ||
          readCookie(cookies, SESSION_COOKIE) !== undefined ||
          readCookie(cookies, TWO_FACTOR_COOKIE) !== undefined;
        // A shopper's answer (a GET query of the viewer, a new cookie) must stay out of shared caches.
        if (personal) response.headers.set('cache-control', 'no-store');
      },
    };
  }
}
