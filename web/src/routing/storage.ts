/** What the shopper chose, kept in local storage (spec 2.2: the language under the `language` key). */
const CATALOG_KEY = 'catalog';
const LANGUAGE_KEY = 'language';

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
}

export const storedCatalog = () => read(CATALOG_KEY);
export const storedLanguage = () => read(LANGUAGE_KEY);
export const storeCatalog = (catalog: string) => write(CATALOG_KEY, catalog);
export const storeLanguage = (locale: string) => write(LANGUAGE_KEY, locale);
