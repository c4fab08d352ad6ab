import type { Plugin } from 'graphql-yoga';
import { CookieJar, readCookie, SESSION_COOKIE, TWO_FACTOR_COOKIE } from './cookies.js';

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
