import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from 'react-relay/hooks';
import type { LoginFormSignInMutation } from '../__generated__/LoginFormSignInMutation.graphql.js';
import { useT } from '../i18n/index.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { EmailField, PasswordField } from '../forms/Field.js';
import { FormAlert, LinkButton, SubmitButton } from '../forms/Form.js';
import { useCommit } from '../forms/mutation.js';
import { useFormSchema } from '../forms/schemas.js';
import { adoptViewerOf } from '../relay/viewer.js';
import { userErrorKey } from './errors.js';
import { OTP_ATTEMPTS } from './otp.js';
import { loginSchema } from './schemas.js';
import { useCaptchaForm } from './submit.js';
import type { LoginValues } from './schemas.js';
import { track } from '../shell/analytics.js';

const signInMutation = graphql`
  mutation LoginFormSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      twoFactorRequired
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
  const t = useT();
  const commit = useCommit<LoginFormSignInMutation>(signInMutation);
  const { form, field, captcha, failure, setFailure, onSubmit, busy } = useCaptchaForm<LoginValues>({
    action: 'login',
    resolver: zodResolver(useFormSchema(loginSchema)),
    defaultValues: { email: defaultEmail, password: '' },
    notice,
  });

  const submit = onSubmit(async (values, answer) => {
    const { signIn } = await commit(
      { input: { email: values.email, password: values.password, captcha: answer } },
      { updater: adoptViewerOf('signIn') },
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
    else {
      track('login', { method: 'password' });
      onSignedIn(signIn.viewer.customer?.firstName ?? null);
    }
    return true;
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <EmailField label={t('auth.fields.email')} required autoFocus {...field('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <p className="form__aside">
        <LinkButton onClick={() => onForgot(form.getValues('email'))}>{t('auth.login.forgot')}</LinkButton>
      </p>
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={busy} wide>
        {t('auth.login.submit')}
      </SubmitButton>
      <p className="form__switch">
        {t('auth.login.noAccount')}{' '}
        <LinkButton onClick={() => onRegister(form.getValues('email'))}>
          {t('auth.login.register')}
        </LinkButton>
      </p>
    </form>
  );
}
