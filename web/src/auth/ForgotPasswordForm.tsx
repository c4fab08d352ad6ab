import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import type { ForgotPasswordFormMutation } from '../__generated__/ForgotPasswordFormMutation.graphql.js';
import { useT } from '../i18n/index.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { useCaptcha } from './captcha/useCaptcha.js';
import { TextField, fieldsOf } from '../forms/Field.js';
import { FormAlert, LinkButton, SubmitButton } from '../forms/Form.js';
import { useCommit } from '../forms/mutation.js';
import { useFormSchema } from '../forms/schemas.js';
import { userErrorKey } from './errors.js';
import { forgotSchema } from './schemas.js';
import type { ForgotValues } from './schemas.js';
import { submitWithCaptcha } from './submit.js';

const requestResetMutation = graphql`
  mutation ForgotPasswordFormMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      email
      userErrors {
        ...fragments_userError @relay(mask: false)
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
  const t = useT();
  const commit = useCommit<ForgotPasswordFormMutation>(requestResetMutation);
  const schema = useFormSchema(forgotSchema);
  const form = useForm<ForgotValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  const captcha = useCaptcha('forgot_password');
  const [failure, setFailure] = useState<string | null>(null);
  const field = fieldsOf(form);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    return submitWithCaptcha(captcha, setFailure, async (answer) => {
      const { requestPasswordReset: result } = await commit({
        input: { email: values.email, captcha: answer },
      });
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
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <p className="form__intro">{t('auth.forgot.intro')}</p>
      <TextField
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        required
        autoFocus
        {...field('email')}
      />
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={isSubmitting} wide>
        {t('auth.forgot.submit')}
      </SubmitButton>
      <p className="form__switch">
        <LinkButton onClick={() => onBack(form.getValues('email'))}>{t('auth.forgot.back')}</LinkButton>
      </p>
    </form>
  );
}
