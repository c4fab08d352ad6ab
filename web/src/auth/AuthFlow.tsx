import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCatalog } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import type { LoginView } from './authUi.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { LoginForm } from './LoginForm.js';
import type { TwoFactorStep } from './LoginForm.js';
import { OtpForm } from './OtpForm.js';
import { RegisterForm } from './RegisterForm.js';
import { viewerChanged } from '../relay/viewer.js';
import './auth.css';

type View = LoginView | 'otp';

export interface SignedIn {
  firstName: string | null;
  /** True after a registration (the welcome dialog words it so). */
  registered: boolean;
}

/**
 * The four views of spec 2.4 (login, one-time code, forgot password, register) and the moves
 * between them, shared by the login dialog and the checkout login page. `frame` lays out the
 * current view's title and form (a dialog, or a page with its heading).
 */
export function AuthFlow({
  initialView = 'login',
  onSignedIn,
  onResetSent,
  frame,
}: {
  initialView?: LoginView;
  onSignedIn: (result: SignedIn) => void;
  onResetSent: (email: string) => void;
  frame: (title: string, body: ReactNode) => ReactNode;
}) {
  const t = useT();
  const { catalog, locale } = useCatalog();
  const [view, setView] = useState<View>(initialView);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState<TwoFactorStep | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // A new view replaces the control that had the focus: give it to the view's first field.
    if (!moved.current) {
      moved.current = true;
      return;
    }
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view]);

  function go(next: View, nextEmail?: string, reason: string | null = null) {
    if (nextEmail !== undefined) setEmail(nextEmail);
    setNotice(reason);
    setView(next);
  }

  function signedIn(firstName: string | null, registered: boolean) {
    viewerChanged(catalog, locale);
    onSignedIn({ firstName, registered });
  }

  let form: ReactNode;
  if (view === 'otp' && twoFactor) {
    form = (
      <OtpForm
        step={twoFactor}
        onSignedIn={(firstName) => signedIn(firstName, false)}
        onBackToLogin={(reason) => {
          setTwoFactor(null);
          go('login', twoFactor.email, reason);
        }}
      />
    );
  } else if (view === 'forgot') {
    form = <ForgotPasswordForm defaultEmail={email} onSent={onResetSent} onBack={(e) => go('login', e)} />;
  } else if (view === 'register') {
    form = (
      <RegisterForm
        defaultEmail={email}
        onSignedIn={(firstName) => signedIn(firstName, true)}
        onLogin={(e) => go('login', e)}
        onForgot={(e) => go('forgot', e)}
      />
    );
  } else {
    form = (
      <LoginForm
        // A new notice (back from the code step) is a new form: its alert shows it.
        key={notice ?? 'login'}
        defaultEmail={email}
        notice={notice}
        onSignedIn={(firstName) => signedIn(firstName, false)}
        onTwoFactor={(step) => {
          setTwoFactor(step);
          go('otp', step.email);
        }}
        onForgot={(e) => go('forgot', e)}
        onRegister={(e) => go('register', e)}
      />
    );
  }

  const title = t(`auth.title.${view === 'otp' && !twoFactor ? 'login' : view}`);
  return frame(
    title,
    <div ref={body} className="auth-flow">
      {form}
    </div>,
  );
}
