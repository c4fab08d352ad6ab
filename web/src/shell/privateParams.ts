/**
 * Query parameters that carry a secret (the password-reset link's `token`): they never reach the
 * analytics data layer, and the page that reads one takes it out of the address bar and history.
 */
const PRIVATE_PARAMS = ['token'];

/** `search` (with or without its `?`) without the private parameters; `?` kept only when some remain. */
export function withoutPrivateParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PRIVATE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** An absolute or relative URL without the private parameters. */
export function urlWithoutPrivateParams(href: string): string {
  const url = new URL(href, 'http://relative.invalid');
  url.search = withoutPrivateParams(url.search);
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
