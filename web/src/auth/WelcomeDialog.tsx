import { Link } from 'react-router-dom';
import { useRoutes } from '../routing/routes.js';
import { useT } from '../i18n/index.js';
import { Dialog } from '../shell/Dialog.js';
import { closeAuthDialog } from './authUi.js';
import './messages.js';
import './auth.css';

/** Spec 2.4 / 4 / 9: the welcome dialog after a sign-in or a registration (on by default). */
export default function WelcomeDialog({
  firstName,
  registered,
}: {
  firstName: string | null;
  registered: boolean;
}) {
  const t = useT();
  const routes = useRoutes();
  return (
    <Dialog
      title={firstName ? t('auth.welcome.title', { name: firstName }) : t('auth.welcome.titleAnonymous')}
      onClose={closeAuthDialog}
      closeLabel={t('auth.close')}
      className="auth-dialog"
    >
      <p>{t(registered ? 'auth.welcome.registered' : 'auth.welcome.signedIn')}</p>
      <p>{t('auth.welcome.text')}</p>
      <div className="button-row auth-dialog__actions">
        <button type="button" className="button" onClick={closeAuthDialog} data-autofocus>
          {t('auth.welcome.continue')}
        </button>
        <Link className="button button--secondary" to={routes.MyAccount()} onClick={closeAuthDialog}>
          {t('auth.welcome.account')}
        </Link>
      </div>
    </Dialog>
  );
}
