import { createContext, useContext, useSyncExternalStore } from 'react';
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
  /** The page's title, description, and its link preview's picture and Open Graph type. */
  meta: {
    title: string;
    description: string;
    image?: string | null;
    type?: string;
    /** The shop's name in the page's language. */
    siteName?: string;
  } | null;
  /** Canonical and alternate links (spec 2.2), as `shell/headLinks.ts` makes them. */
  links: readonly { rel: string; href: string; hreflang?: string }[];
  /** The page's JSON-LD blocks, as text (`seo/JsonLd.tsx`), for the `<head>`. */
  structuredData?: string[];
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true afterwards: for what only the
 * browser can render (a portal into `document.body`), so that hydration finds what the server sent.
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
