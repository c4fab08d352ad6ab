import { lazy, useEffect } from 'react';
import { Suspense } from '../../routing/hydration.js';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { closeCartPanel, openCartPanel, useCartPanelOpen } from './state.js';

const CartPanel = lazy(() => import('./CartPanel.js'));

/** Where the cart side panel opens, in the default layout (spec 2.3); its code loads on first opening. */
export function CartPanelHost() {
  const isOpen = useCartPanelOpen();
  const { key } = useLocation();
  // A link followed from the panel (a product, the cart page) closes it, and so does Back.
  useEffect(() => closeCartPanel(), [key]);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel onClose={closeCartPanel} />
    </Suspense>
  );
}

/**
 * The layout's click handler (capture phase) that turns a plain click on the shell's cart links
 * (`within`: the header, the mobile bottom bar) into opening the panel. They stay links to
 * `mon-panier`: a new tab, a middle click or a page without script still reach the cart page, and
 * on the cart page itself the panel would only repeat it. The test is on the DOM, so the links of
 * dialogs (portals, outside those parts) keep navigating.
 */
export function openPanelFromCartLink(
  event: MouseEvent<HTMLElement>,
  cartPath: string,
  within: string,
): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest(within)) return;
  if (link.pathname !== cartPath || window.location.pathname === cartPath) return;
  event.preventDefault();
  openCartPanel();
}
