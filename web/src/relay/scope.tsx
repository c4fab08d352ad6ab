import { createContext, useContext } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { OperationType } from 'relay-runtime';
import { environmentFor } from '../relay/environment.js';

/**
 * Everything a rendering of the shop keeps between components and outside React: the Relay
 * environments (one per region and language), the page queries started per history entry and the
 * shell queries. The browser has one for the whole visit; the server makes one per request, so no
 * shopper's data is ever served to another.
 */
export interface AppScope {
  environmentFor(catalog: string, locale: string): Environment;
  /** Page queries by history entry key (`routing/page.tsx`). */
  readonly pages: Map<string, { entry: unknown; queryRef: PreloadedQuery<OperationType> }>;
  /** Shell queries by `catalog/locale` (`layouts/ShellData.ts`). */
  readonly shells: Map<string, PreloadedQuery<OperationType>>;
  /**
   * The screen size the first rendering assumes (spec 9: 50 products per page under 768 px, 20
   * above). The server guesses it from the request; the browser hydrates with the server's guess,
   * then follows its real width.
   */
  assumeMobile: boolean | null;
}

export function createAppScope(environmentFor: AppScope['environmentFor']): AppScope {
  return { environmentFor, pages: new Map(), shells: new Map(), assumeMobile: null };
}

let browserScope: AppScope | null = null;

/** The browser's scope, made on first use; the server passes its own through `AppScopeContext`. */
export function browserAppScope(): AppScope {
  browserScope ??= createAppScope(environmentFor);
  return browserScope;
}

export const AppScopeContext = createContext<AppScope | null>(null);

export function useAppScope(): AppScope {
  return useContext(AppScopeContext) ?? browserAppScope();
}
