import { lazy } from 'react';
import { Suspense } from '../routing/hydration.js';
import { useAuthDialog } from './authUi.js';

const AuthDialogs = lazy(() => import('./AuthDialogs.js'));

/**
 * Where the sign-in dialogs (login, welcome, reset) open, in the default layout. Only the dialog
 * state is in the first page's code; the dialogs and their host load when one opens.
 */
export function AuthDialogHost() {
  const dialog = useAuthDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs dialog={dialog} />
    </Suspense>
  );
}
