import { useT } from '../../i18n/index.js';
import { acceptCaptchaCookies } from './consent.js';
import type { Captcha } from './useCaptcha.js';

/**
 * What the shopper sees of the captcha: "Vérification anti-robot…" while the proof of work runs,
 * then a checked state; a failure offers to try again. Nothing at all without a captcha (NONE).
 */
export function CaptchaStatus({ captcha }: { captcha: Captcha }) {
  const t = useT();
  if (captcha.provider === 'NONE') return null;
  const { status } = captcha;
  return (
    <div className={`captcha captcha--${status}`}>
      <p className="captcha__state" role="status">
        {status === 'solving' ? <span className="captcha__spinner" aria-hidden="true" /> : null}
        {status === 'ready' ? (
          <svg className="captcha__check" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="m5 12 5 5 9-10"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        ) : null}
        <span>
          {t(
            status === 'solving'
              ? 'auth.captcha.solving'
              : status === 'ready'
                ? 'auth.captcha.done'
                : status === 'blocked'
                  ? 'auth.captcha.blocked'
                  : status === 'consent'
                    ? 'auth.captcha.consent'
                    : 'auth.captcha.failed',
          )}
        </span>
      </p>
      {status === 'failed' || status === 'blocked' ? (
        <button type="button" className="link-button" onClick={captcha.renew}>
          {t('auth.captcha.retry')}
        </button>
      ) : null}
      {status === 'consent' ? (
        <button type="button" className="link-button" onClick={() => acceptCaptchaCookies()}>
          {t('auth.captcha.accept')}
        </button>
      ) : null}
      {captcha.provider === 'RECAPTCHA' && status === 'ready' ? (
        <p className="captcha__notice">{t('auth.captcha.recaptcha')}</p>
      ) : null}
    </div>
  );
}
