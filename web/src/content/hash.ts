/**
 * The element a URL's hash names (spec 2.2 / 2.4: a content page scrolls smoothly to it once its
 * content is there): the id without `#`, percent-decoded (`#caf%C3%A9` is `café`); null for none.
 */
export function hashTarget(hash: string): string | null {
  const raw = hash.replace(/^#/u, '');
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
