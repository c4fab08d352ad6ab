import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from 'react-relay/hooks';
import type { ForgotPasswordFormMutation } from '../__generated__/ForgotPasswordFormMutation.graphql.js';
import { useT } from '../i18n/index.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { EmailField } from '../forms/Field.js';
import { FormAlert, LinkButton, SubmitButton } from '../forms/Form.js';
import { useCommit } from '../forms/mutation.js';
import { useFormSchema } from '../forms/schemas.js';
import { userErrorKey } from './errors.js';
import { forgotSchema } from './schemas.js';
import type { ForgotValues } from './schemas.js';
import { useCaptchaForm } from './submit.js';

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
  const { form, field, captcha, failure, setFailure, onSubmit, busy } = useCaptchaForm<ForgotValues>({
    action: 'forgot_password',
    resolver: zodResolver(useFormSchema(forgotSchema)),
    defaultValues: { email: defaultEmail },
  });

  const submit = onSubmit(async (values, answer) => {
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

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <p className="form__intro">{t('auth.forgot.intro')}</p>
      <EmailField label={t('auth.fields.email')} required autoFocus {...field('email')} />
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={busy} wide>
        {t('auth.forgot.submit')}
      </SubmitButton>
      <p className="form__switch">
        <LinkButton onClick={() => onBack(form.getValues('email'))}>{t('auth.forgot.back')}</LinkButton>
      </p>
    </form>
  );
}
