import { useId, useRef, useState } from 'react';
import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { graphql } from 'react-relay/hooks';
import type { OtpFormOneTimePasswordMutation } from '../__generated__/OtpFormOneTimePasswordMutation.graphql.js';
import { FormAlert, LinkButton, SubmitButton } from '../forms/Form.js';
import { useCommit } from '../forms/mutation.js';
import { formMessages } from '../forms/schemas.js';
import { useI18n } from '../i18n/index.js';
import { adoptViewerOf } from '../relay/viewer.js';
import { failureKey, userErrorKey } from './errors.js';
import {
  OTP_LENGTH,
  attemptsKey,
  backspaceInBox,
  emptyOtp,
  isOtpComplete,
  otpCode,
  pasteInBoxes,
  typeInBox,
} from './otp.js';
import type { OtpDigits } from './otp.js';
import type { TwoFactorStep } from './LoginForm.js';
import { track } from '../shell/analytics.js';

const verifyMutation = graphql`
  mutation OtpFormOneTimePasswordMutation($input: VerifyOneTimePasswordInput!) {
    verifyOneTimePassword(input: $input) {
      remainingAttempts
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
      viewer {
        ...signInPayload_viewer @relay(mask: false)
      }
    }
  }
`;

const TOO_MANY = userErrorKey('ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS');

/**
 * Spec 2.4 / 5 / 8: the e-mailed 6-digit code, one box per digit, with the tries left. A wrong code
 * keeps the shopper here while tries remain; an expired or unknown code sends them back to the login
 * view with the reason (a new sign-in e-mails a new code).
 */
export function OtpForm({
  step,
  onSignedIn,
  onBackToLogin,
}: {
  step: TwoFactorStep;
  onSignedIn: (firstName: string | null) => void;
  /** Back to the login view, with the message key of why (or null when the shopper asked). */
  onBackToLogin: (reason: string | null) => void;
}) {
  const { locale, t } = useI18n();
  const commit = useCommit<OtpFormOneTimePasswordMutation>(verifyMutation);
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  const [remaining, setRemaining] = useState(step.remainingAttempts);
  const [failure, setFailure] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId();
  const dead = remaining <= 0;
  const complete = isOtpComplete(digits);
  const incompleteMessage = formMessages(locale)['form.errors.oneTimePassword'];

  const boxRef = (index: number) => (element: HTMLInputElement | null) => {
    boxes.current[index] = element;
  };

  function focus(index: number) {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  }

  function apply(next: { digits: OtpDigits; focus: number }) {
    setDigits(next.digits);
    if (isOtpComplete(next.digits)) setIncomplete(false);
    focus(next.focus);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceInBox(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const filled = pasteInBoxes(event.clipboardData.getData('text'));
    if (filled) apply({ digits: filled, focus: OTP_LENGTH - 1 });
    else setIncomplete(true);
  }

  function onGroupBlur(event: FocusEvent<HTMLFieldSetElement>) {
    // Leaving the boxes with a code begun but not finished: say what is missing.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (!complete && digits.some(Boolean)) setIncomplete(true);
  }

  async function submit() {
    if (!complete || busy || dead) {
      setIncomplete(!complete);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { verifyOneTimePassword: result } = await commit(
        { input: { email: step.email, password: step.password, code: otpCode(digits) } },
        { updater: adoptViewerOf('verifyOneTimePassword') },
      );
      const error = result.userErrors[0];
      if (!error && result.viewer.isAuthenticated) {
        track('login', { method: 'two-factor' });
        onSignedIn(result.viewer.customer?.firstName ?? null);
        return;
      }
      const code = error?.code ?? 'INVALID_CREDENTIALS';
      if (code === 'ONE_TIME_PASSWORD_EXPIRED' || code === 'ONE_TIME_PASSWORD_NOT_FOUND') {
        onBackToLogin(userErrorKey(code));
        return;
      }
      if (code === 'ONE_TIME_PASSWORD_MISMATCH' && result.remainingAttempts == null) {
        // Spec 8: a mismatch without a count of tries goes back to the login view.
        onBackToLogin(userErrorKey(code));
        return;
      }
      if (code === 'ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS') setRemaining(0);
      else if (result.remainingAttempts != null) setRemaining(result.remainingAttempts);
      setFailure(userErrorKey(code));
      setDigits(emptyOtp());
      focus(0);
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="form otp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <p className="form__intro">{t('auth.otp.intro', { email: step.email })}</p>
      <fieldset
        className="otp__boxes"
        disabled={dead}
        aria-describedby={`${id}-attempts ${id}-incomplete`}
        onBlur={onGroupBlur}
      >
        <legend className="otp__legend">{t('auth.otp.label')}</legend>
        <div className="otp__row">
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={boxRef(index)}
              className="otp__box"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t('auth.otp.digit', { index: index + 1 })}
              aria-invalid={incomplete && !digit ? true : undefined}
              data-autofocus={index === 0 || undefined}
              value={digit}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => apply(typeInBox(digits, index, event.currentTarget.value))}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={onPaste}
            />
          ))}
        </div>
      </fieldset>
      {incomplete && !complete ? (
        <p id={`${id}-incomplete`} className="field__error">
          {incompleteMessage}
        </p>
      ) : null}
      <p
        id={`${id}-attempts`}
        className={dead ? 'otp__attempts otp__attempts--dead' : 'otp__attempts'}
        aria-live="polite"
      >
        {failure === TOO_MANY ? null : t(attemptsKey(remaining), { count: remaining })}
      </p>
      <SubmitButton busy={busy} disabled={!complete || busy || dead} wide>
        {t('auth.otp.submit')}
      </SubmitButton>
      <p className="form__switch">
        <LinkButton onClick={() => onBackToLogin(null)}>{t('auth.otp.back')}</LinkButton>
      </p>
    </form>
  );
}
