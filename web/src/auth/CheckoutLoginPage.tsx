import { useState } from 'react';
import { useT } from '../i18n/index.js';
import { usePageMeta } from '../shell/usePageMeta.js';
import { AuthFlow } from './AuthFlow.js';
import { LinkButton } from '../forms/Form.js';
import './auth.css';

/**
 * Spec 2.1 `commande/connexion`: the checkout's login, the dialog's forms inline. Once signed in,
 * the route guard moves the shopper on (shipping step, or the cart when it is empty), so nothing
 * else happens here; the welcome dialog is left out not to stand between the shopper and the order.
 */
export default function CheckoutLoginPage() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePageMeta({ title: t('auth.checkout.title') });
  if (sentTo !== null)
    return (
      <section className="auth-page">
        <h1 className="auth-page__title">{t('auth.reset.title')}</h1>
        <p role="status">{t('auth.reset.sent', { email: sentTo })}</p>
        <p className="auth-intro">{t('auth.reset.sentHint')}</p>
        <LinkButton
          onClick={() => {
            setSentTo(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('auth.forgot.back')}
        </LinkButton>
      </section>
    );
  return (
    <AuthFlow
      key={attempt}
      onSignedIn={() => undefined}
      onResetSent={setSentTo}
      frame={(title, body) => (
        <section className="auth-page">
          <h1 className="auth-page__title">{title}</h1>
          <p className="auth-intro">{t('auth.checkout.intro')}</p>
          {body}
        </section>
      )}
    />
  );
}
