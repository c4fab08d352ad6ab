import { createContext, use, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Locale } from '@shop/domain/constants';
import { fr } from './fr/index.js';

/**
 * The shop's wording, one resource file per area under `fr/` and `en/` (French is the default and
 * fallback, spec 1). Keys are dotted paths, e.g. `errors.server.access`; `{name}` placeholders are
 * replaced by the params given.
 */
export type Messages = { readonly [key: string]: string | Messages };

/**
 * French ships with the first page; other languages load on first use (the home page's JavaScript
 * budget has no room for a language most shoppers never see).
 */
const resources: Partial<Record<Locale, Messages>> = { fr };
const loading = new Map<Locale, Promise<void>>();
/** The English wording of areas whose chunks loaded before English did: merged when it does. */
const waitingForEnglish: Messages[] = [];

type Writable = Record<string, Messages[string]>;

/**
 * An area's wording (its own `fr/*.json` and `en/*.json`) joins the shop's when the area's chunk
 * loads. French merges at once; English merges once English has loaded, so a French page never
 * downloads the English resources for it (they were 4 KB of every French home page).
 */
export function addMessages(area: { fr: Messages; en?: Messages }): void {
  Object.assign(fr as Writable, area.fr);
  if (!area.en) return;
  if (resources.en) Object.assign(resources.en as Writable, area.en);
  else waitingForEnglish.push(area.en);
}

/** Loads a language's resources once; resolves at once when they are there. */
export function loadLocale(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise =
      locale === 'fr'
        ? Promise.resolve()
        : import('./en/index.js').then(({ en }) => {
            for (const area of waitingForEnglish.splice(0)) Object.assign(en as Writable, area);
            resources.en = en;
          });
    loading.set(locale, promise);
  }
  return promise;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => {
    const messages = resources[locale];
    const text = (messages && lookup(messages, key)) ?? lookup(fr, key) ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    );
  };
}

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n>({ locale: 'fr', t: translator('fr') });

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Suspends the first render in a language until its resources are there.
  if (!resources[locale]) use(loadLocale(locale));
  return <I18nContext.Provider value={{ locale, t: translator(locale) }}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}
