import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ForgotPasswordFormMutation } from '../__generated__/ForgotPasswordFormMutation.graphql.js';
import { useI18n } from '../i18n/index.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { useCaptcha } from './captcha/useCaptcha.js';
import { userErrorKey } from './errors.js';
import { FormAlert, LinkButton, TextField, SubmitButton } from './fields.js';
import { authSchemas } from './schemas.js';
import type { ForgotValues } from './schemas.js';
import { submitWithCaptcha } from './submit.js';
import { commit } from './viewer.js';

const requestResetMutation = graphql`
  mutation ForgotPasswordFormMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      email
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/** Spec 2.4 forgot-password view: e-mail and captcha; success opens the reset dialog (spec 4). */
export function ForgotPasswordForm({
  defaultEmail,
  onSent,
  onBack,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
  onBack: (email: string) => void;
}) {
  const { locale, t } = useI18n();
  const environment = useRelayEnvironment();
  const schema = useMemo(() => authSchemas(locale).forgot, [locale]);
  const form = useForm<ForgotValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  const captcha = useCaptcha('forgot_password');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    return submitWithCaptcha(captcha, setFailure, async (answer) => {
      const { requestPasswordReset: result } = await commit<ForgotPasswordFormMutation>(
        environment,
        requestResetMutation,
        { input: { email: values.email, captcha: answer } },
      );
      const error = result.userErrors[0];
      if (error) {
        setFailure(userErrorKey(error.code));
        return false;
      }
      onSent(result.email ?? values.email);
      return true;
    });
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <p className="auth-form__intro">{t('auth.forgot.intro')}</p>
      <TextField
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        required
        autoFocus
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={isSubmitting}>{t('auth.forgot.submit')}</SubmitButton>
      <p className="auth-form__switch">
        <LinkButton onClick={() => onBack(form.getValues('email'))}>{t('auth.forgot.back')}</LinkButton>
      </p>
    </form>
  );
}
