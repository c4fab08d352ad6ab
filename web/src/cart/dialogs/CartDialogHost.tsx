import { lazy } from 'react';
import { Suspense } from '../../routing/hydration.js';
import { closeCartDialog, useCartDialog } from './state.js';

const CartDialogs = lazy(() => import('./CartDialogs.js'));

/** Where the cart dialogs open, in the default layout's header; their code loads on first opening. */
export function CartDialogHost() {
  const dialog = useCartDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <CartDialogs dialog={dialog} onClose={closeCartDialog} />
    </Suspense>
  );
}
