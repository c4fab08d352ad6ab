import { Suspense as ReactSuspense, startTransition, useEffect, useState } from 'react';
import type { ReactNode, SuspenseProps } from 'react';
import { useServerRender } from './server-render.js';

/**
 * When the page is hydrated, all of it. React hydrates the root first and each Suspense boundary's
 * content later, in passes of the lowest priority (a nested boundary one pass after its parent), so
 * the root's effects run while parts of the page are still the server's inert HTML: a key typed
 * into a form there, or a cart change the part would show, is lost or found mismatched (React then
 * renders the part again and reports it). The server's HTML says how many boundaries there are (its
 * `<!--$…-->` markers); each of the shop's boundaries (`Suspense` below) reports when its content
 * has mounted, and once they all have, the page is hydrated.
 */
let expected = 0;
let mounted = 0;
let rootMounted = false;
let settled = false;
/**
 * Parts of the server's HTML may still be hydrating: from `expectHydration` until every boundary
 * has reported in. A shopper who leaves the page first never clears it (the boundaries left behind
 * hydrate later, uncounted), so `BrowserOnly` then keeps to its safe path.
 */
let hydrating = false;
let leftEarly = false;
let onSettled: () => void = () => undefined;

function settleIfDone(): void {
  if (settled || !rootMounted || mounted < expected) return;
  settled = true;
  if (!leftEarly) hydrating = false;
  onSettled();
}

/** Before hydrating `container`: counts the server's boundaries, and says what to do once all are in. */
export function expectHydration(container: Element, then: () => void): void {
  hydrating = container.hasChildNodes();
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A boundary opens with `$` (`$!`, `$?`, `$~` by its state); `/$` closes it.
    if ((node as Comment).data[0] === '$') expected++;
  }
  onSettled = then;
}

/** Mounted once, at the root of the app: its effect runs when the root is in (boundaries aside). */
export function HydrationRoot() {
  useEffect(() => {
    rootMounted = true;
    settleIfDone();
  }, []);
  return null;
}

function BoundaryMounted() {
  useEffect(() => {
    mounted++;
    settleIfDone();
  }, []);
  return null;
}

/**
 * The shop's Suspense (lint forbids React's own): the same, plus the report that its content has
 * mounted. It renders nothing of its own, so the server's HTML and the browser's match.
 */
export function Suspense({ fallback, children }: Pick<SuspenseProps, 'fallback' | 'children'>) {
  return (
    <ReactSuspense fallback={fallback}>
      {children}
      <BoundaryMounted />
    </ReactSuspense>
  );
}

/** The shopper left the server's page (a link followed early): what was left of it is not waited for. */
export function stopWaitingForHydration(): void {
  leftEarly = !settled;
  rootMounted = true;
  mounted = Math.max(mounted, expected);
  settleIfDone();
}

/**
 * What only the browser renders (the cart's controls, which read the shopper's cart as they load;
 * forms whose captcha or typing needs script): the server and the hydration render `fallback`, and
 * the children replace it in a transition once it has hydrated, in React's short slices. A part the
 * server left out by failing its boundary would instead be rendered at React's default priority, all
 * of them in one go: a category's 50 cart controls made one task of 25-75 ms in every page's
 * hydration. A page the browser renders from nothing shows the children at once.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const server = useServerRender() !== null;
  const [shown, setShown] = useState(() => !server && !hydrating);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>;
}
