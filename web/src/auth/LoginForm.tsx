import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { LoginFormSignInMutation } from '../__generated__/LoginFormSignInMutation.graphql.js';
import { useI18n } from '../i18n/index.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { useCaptcha } from './captcha/useCaptcha.js';
import { userErrorKey } from './errors.js';
import { FormAlert, LinkButton, PasswordField, TextField, SubmitButton } from './fields.js';
import { OTP_ATTEMPTS } from './otp.js';
import { authSchemas } from './schemas.js';
import { submitWithCaptcha } from './submit.js';
import type { LoginValues } from './schemas.js';
import { commit } from './viewer.js';

const signInMutation = graphql`
  mutation LoginFormSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      twoFactorRequired
      remainingAttempts
      userErrors {
        code
        field
        message
      }
      viewer {
        isAuthenticated
        customer {
          id
          firstName
          cartLineCount
        }
      }
    }
  }
`;

export interface TwoFactorStep {
  email: string;
  password: string;
  remainingAttempts: number;
}

/** Spec 2.4 login view: e-mail, password, captcha, "forgotten password" and "create an account". */
export function LoginForm({
  defaultEmail,
  notice,
  onSignedIn,
  onTwoFactor,
  onForgot,
  onRegister,
}: {
  defaultEmail: string;
  /** Why the shopper is back here (e.g. the code expired): shown as the form's alert. */
  notice: string | null;
  onSignedIn: (firstName: string | null) => void;
  onTwoFactor: (step: TwoFactorStep) => void;
  onForgot: (email: string) => void;
  onRegister: (email: string) => void;
}) {
  const { locale, t } = useI18n();
  const environment = useRelayEnvironment();
  const schema = useMemo(() => authSchemas(locale).login, [locale]);
  const form = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const captcha = useCaptcha('login');
  const [failure, setFailure] = useState<string | null>(notice);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    return submitWithCaptcha(captcha, setFailure, async (answer) => {
      const { signIn } = await commit<LoginFormSignInMutation>(
        environment,
        signInMutation,
        { input: { email: values.email, password: values.password, captcha: answer } },
        'signIn',
      );
      const error = signIn.userErrors[0];
      if (error) {
        setFailure(userErrorKey(error.code));
        return false;
      }
      if (signIn.twoFactorRequired)
        onTwoFactor({
          email: values.email,
          password: values.password,
          remainingAttempts: signIn.remainingAttempts ?? OTP_ATTEMPTS,
        });
      else onSignedIn(signIn.viewer.customer?.firstName ?? null);
      return true;
    });
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <TextField
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        required
        autoFocus
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <p className="auth-form__aside">
        <LinkButton onClick={() => onForgot(form.getValues('email'))}>{t('auth.login.forgot')}</LinkButton>
      </p>
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
      <p className="auth-form__switch">
        {t('auth.login.noAccount')}{' '}
        <LinkButton onClick={() => onRegister(form.getValues('email'))}>
          {t('auth.login.register')}
        </LinkButton>
      </p>
    </form>
  );
}
