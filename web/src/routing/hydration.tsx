import { Suspense as ReactSuspense, useEffect } from 'react';
import type { SuspenseProps } from 'react';

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
let onSettled: () => void = () => undefined;

function settleIfDone(): void {
  if (settled || !rootMounted || mounted < expected) return;
  settled = true;
  onSettled();
}

/** Before hydrating `container`: counts the server's boundaries, and says what to do once all are in. */
export function expectHydration(container: Element, then: () => void): void {
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
  rootMounted = true;
  mounted = Math.max(mounted, expected);
  settleIfDone();
}
