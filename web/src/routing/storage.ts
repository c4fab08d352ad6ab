import { useServerRender } from './server-render.js';

/**
 * What the shopper chose, kept in local storage (spec 2.2: the language under the `language` key)
 * and mirrored in cookies of the same names, so that the server sends `/` to the stored region and
 * renders what the browser will. They are preferences, not secrets: readable by the page.
 */
const CATALOG_KEY = 'catalog';
const LANGUAGE_KEY = 'language';
const ONE_YEAR_S = 365 * 24 * 3600;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): the shopper simply chooses again
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // see read()
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

export const storedCatalog = () => read(CATALOG_KEY);
export const storedLanguage = () => read(LANGUAGE_KEY);
export const storeCatalog = (catalog: string) => write(CATALOG_KEY, catalog);
export const storeLanguage = (locale: string) => write(LANGUAGE_KEY, locale);

/** The stored region and language as the current rendering sees them (the request's, on the server). */
export function useStoredChoice(): { catalog: string | null; language: string | null } {
  const server = useServerRender();
  return server ? server.stored : { catalog: storedCatalog(), language: storedLanguage() };
}
