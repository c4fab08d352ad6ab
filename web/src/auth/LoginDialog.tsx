import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHref } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import { Dialog } from '../shell/Dialog.js';
import { AuthFlow } from './AuthFlow.js';
import { useShopSettings } from '../config/shop.js';
import { closeAuthDialog, openReset, openWelcome } from './authUi.js';
import type { LoginView } from './authUi.js';

/**
 * Spec 2.4 login dialog. Signed in (spec 4): the viewer is in the store (mutation payload), the
 * dialog closes, the welcome dialog opens, and a guarded page the shopper had asked for opens.
 * A reset link sent: the reset dialog tells where.
 */
export default function LoginDialog({ view, then }: { view: LoginView; then?: string | undefined }) {
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const { welcomeModal } = useShopSettings().features;
  useEffect(() => {
    // The dialogs that follow this one, ready before the shopper gets there (the welcome only
    // where the shop shows it).
    if (welcomeModal) void import('./WelcomeDialog.js');
    void import('./ResetDialog.js');
  }, [welcomeModal]);
  return (
    <AuthFlow
      initialView={view}
      onSignedIn={({ firstName, registered }) => {
        if (welcomeModal) openWelcome(firstName, registered);
        else closeAuthDialog();
        if (then) void navigate(href(then));
      }}
      onResetSent={(email) => openReset('sent', email)}
      frame={(title, body) => (
        <Dialog title={title} onClose={closeAuthDialog} closeLabel={t('auth.close')} className="auth-dialog">
          {body}
        </Dialog>
      )}
    />
  );
}
