import { lazy } from 'react';
import { Suspense } from '../routing/hydration.js';
import { useT } from '../i18n/index.js';
import { Dialog } from '../shell/Dialog.js';
import { closeAuthDialog } from './authUi.js';
import type { AuthDialog } from './authUi.js';

// Each dialog is its own chunk: forms, zod, react-hook-form and the captcha never weigh on the
// pages (the home page's JavaScript budget).
const LoginDialog = lazy(() => import('./LoginDialog.js'));
const WelcomeDialog = lazy(() => import('./WelcomeDialog.js'));
const ResetDialog = lazy(() => import('./ResetDialog.js'));

function Loading() {
  const t = useT();
  return (
    <Dialog title={t('shell.header.account')} onClose={closeAuthDialog} closeLabel={t('shell.region.close')}>
      <p aria-busy="true">{t('loading')}</p>
    </Dialog>
  );
}

/** The sign-in dialogs of the default layout (login, welcome, reset), opened through `authUi`. */
export default function AuthDialogs({ dialog }: { dialog: AuthDialog }) {
  return (
    <Suspense fallback={<Loading />}>
      {dialog.kind === 'login' ? (
        // A new request (another view, another page to go to) starts the dialog afresh.
        <LoginDialog key={`${dialog.view}:${dialog.then ?? ''}`} view={dialog.view} then={dialog.then} />
      ) : dialog.kind === 'welcome' ? (
        <WelcomeDialog firstName={dialog.firstName} registered={dialog.registered} />
      ) : (
        <ResetDialog key={dialog.state} state={dialog.state} email={dialog.email} />
      )}
    </Suspense>
  );
}
