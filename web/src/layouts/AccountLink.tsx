import { Link } from 'react-router-dom';
import { useRoutes } from '../routing/routes.js';
import { useT } from '../i18n/index.js';
import { ShellDataPart } from './ShellDataPart.js';
import { Icon } from '../shell/Icon.js';
import { openLogin } from '../auth/authUi.js';

/** Starts loading the login dialog when the shopper is about to open it (hover, focus). */
const preload = () => void import('../auth/AuthDialogs.js').then(() => import('../auth/LoginDialog.js'));

/**
 * Spec 2.3 account icon: signed out it opens the login dialog, signed in it goes to My-account.
 * Until the shell data is there it is the link (the account pages' guard opens the dialog anyway).
 */
export function AccountLink({ className, label }: { className: string; label?: string }) {
  const t = useT();
  const routes = useRoutes();
  const props = { className, 'aria-label': t('shell.header.account') };
  const content = (
    <>
      <Icon name="user" />
      {label ? <span aria-hidden="true">{label}</span> : null}
    </>
  );
  const link = (
    <Link to={routes.MyAccount()} {...props}>
      {content}
    </Link>
  );
  return (
    <ShellDataPart
      fallback={link}
      render={({ viewer }) =>
        viewer.isAuthenticated ? (
          link
        ) : (
          <button
            type="button"
            {...props}
            aria-haspopup="dialog"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => openLogin()}
          >
            {content}
          </button>
        )
      }
    />
  );
}
