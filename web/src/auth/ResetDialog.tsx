import { useT } from '../i18n/index.js';
import { Dialog } from '../shell/Dialog.js';
import { closeAuthDialog, openLogin } from './authUi.js';
import type { ResetState } from './authUi.js';
import './messages.js';
import './auth.css';

/** Spec 2.4 reset dialog, in its three states: e-mail sent, error (link expired), valid (changed). */
export default function ResetDialog({ state, email }: { state: ResetState; email?: string | undefined }) {
  const t = useT();
  return (
    <Dialog
      title={t('auth.reset.title')}
      onClose={closeAuthDialog}
      closeLabel={t('auth.close')}
      className="auth-dialog"
    >
      {state === 'sent' ? (
        <>
          <p role="status">{t('auth.reset.sent', { email: email ?? '' })}</p>
          <p className="auth-intro">{t('auth.reset.sentHint')}</p>
          <div className="button-row auth-dialog__actions">
            <button type="button" className="button" onClick={closeAuthDialog} data-autofocus>
              {t('auth.reset.close')}
            </button>
          </div>
        </>
      ) : state === 'error' ? (
        <>
          <p role="alert" className="form-alert">
            {t('auth.reset.error')}
          </p>
          <p>{t('auth.reset.errorHint')}</p>
          <div className="button-row auth-dialog__actions">
            <button
              type="button"
              className="button"
              onClick={() => openLogin({ view: 'forgot' })}
              data-autofocus
            >
              {t('auth.reset.askAgain')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('auth.reset.valid')}</p>
          <div className="button-row auth-dialog__actions">
            <button type="button" className="button" onClick={() => openLogin()} data-autofocus>
              {t('auth.reset.login')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
