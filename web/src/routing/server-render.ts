import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What a server rendering learns while it renders, for the response's status line and `<head>`:
 * the page's redirect (spec 2.2), its status (404), title, description and head links. Absent in
 * the browser, where the same components act on `document` and the router instead.
 */
export interface ServerRender {
  /** Public origin of the shop, for the canonical and alternate links. */
  readonly origin: string;
  /**
   * The shopper's stored region and language (cookies mirroring local storage), and the cookie
   * consent's raw value (`shell/consent.ts`; absent from an older gateway: asked again).
   */
  readonly stored: { catalog: string | null; language: string | null; consent?: string | null };
  redirect: string | null;
  status: number;
  meta: { title: string; description: string } | null;
  /** Canonical and alternate links (spec 2.2), as `shell/headLinks.ts` makes them. */
  links: readonly { rel: string; href: string; hreflang?: string }[];
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true afterwards: for what only the
 * browser can render (DOMPurify needs a DOM), so that hydration finds what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The address of the current page, with the shop's origin (the request's on the server). */
export function usePageUrl(): string {
  const server = useServerRender();
  const { pathname, search } = useLocation();
  return `${server ? server.origin : window.location.origin}${pathname}${search}`;
}

/** The digest of `BrowserOnlyError`: hydration knows the server left that part to it on purpose. */
export const BROWSER_ONLY_DIGEST = 'browser-only';

/** Thrown on the server by `BrowserOnly`: expected, not a failure worth a log line. */
export class BrowserOnlyError extends Error {
  constructor() {
    super('rendered in the browser only');
    this.name = 'BrowserOnlyError';
  }
}

/**
 * Inside a Suspense boundary, what only the browser renders (the cart's controls, which read the
 * shopper's cart as they load): the server sends the boundary's fallback and lets the browser render
 * the children once hydrating, without holding the page back.
 */
export function BrowserOnly({ children }: { children: ReactNode }): ReactNode {
  if (useServerRender()) throw new BrowserOnlyError();
  return children;
}
