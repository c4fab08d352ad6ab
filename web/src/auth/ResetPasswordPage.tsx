import { useEffect, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ResetPasswordPageMutation } from '../__generated__/ResetPasswordPageMutation.graphql.js';
import { useRoutes } from '../routing/routes.js';
import { NewPasswordFields } from '../forms/Field.js';
import { FormAlert, LinkButton, SubmitButton } from '../forms/Form.js';
import { useCommit } from '../forms/mutation.js';
import { useFormSchema } from '../forms/schemas.js';
import { showFieldErrors } from '../forms/userErrors.js';
import { useT } from '../i18n/index.js';
import { withoutPrivateParams } from '../shell/privateParams.js';
import { usePageMeta } from '../shell/usePageMeta.js';
import { openLogin, openReset } from './authUi.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { userErrorKey } from './errors.js';
import { resetResolver } from './schemas.js';
import type { ResetValues } from './schemas.js';
import { useCaptchaForm } from './submit.js';
import './auth.css';

const resetMutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

const EXPIRED = 'RESET_LINK_EXPIRED';

/**
 * Spec 2.1 `reinitialisation-mot-de-passe?token=…`: the e-mailed link's page, a new password typed
 * twice and the captcha. Done: the home page with the reset dialog's "valid" state (its button opens
 * the login dialog). An expired link: the reset dialog's "error" state, which asks for a new one.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const routes = useRoutes();
  const navigate = useNavigate();
  const commit = useCommit<ResetPasswordPageMutation>(resetMutation);
  const [params] = useSearchParams();
  // Read once, then out of the address bar and the history: the link is as good as a password.
  const [token] = useState(() => params.get('token') ?? '');
  const hasTokenParam = params.has('token');
  useEffect(() => {
    if (hasTokenParam) void navigate({ search: withoutPrivateParams(params.toString()) }, { replace: true });
  }, [hasTokenParam, navigate, params]);
  const { form, captcha, failure, setFailure, onSubmit, busy } = useCaptchaForm<ResetValues>({
    action: 'reset_password',
    resolver: useFormSchema(resetResolver),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });
  usePageMeta({ title: t('auth.resetPage.title') });

  const submit = onSubmit(async (values, answer) => {
    const { resetPassword: result } = await commit({
      input: { token, newPassword: values.newPassword, captcha: answer },
    });
    if (result.success && result.userErrors.length === 0) {
      void navigate(routes.Home(), { replace: true });
      openReset('valid');
      return true;
    }
    const rest = showFieldErrors(result.userErrors, form.setError, {
      fields: ['newPassword'],
      accepts: (error) => error.code === 'INVALID_INPUT',
    });
    if (rest.some((error) => error.code === EXPIRED)) openReset('error');
    setFailure(
      rest[0] ? userErrorKey(rest[0].code) : result.userErrors.length === 0 ? 'auth.errors.server' : null,
    );
    return false;
  });

  const askAgain = (
    <LinkButton onClick={() => openLogin({ view: 'forgot' })}>{t('auth.reset.askAgain')}</LinkButton>
  );

  return (
    <section className="auth-page">
      <h1 className="auth-page__title">{t('auth.resetPage.title')}</h1>
      {!token ? (
        <FormAlert actions={askAgain}>{t('auth.resetPage.missingToken')}</FormAlert>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          {failure ? (
            <FormAlert actions={failure === userErrorKey(EXPIRED) ? askAgain : undefined}>
              {t(failure)}
            </FormAlert>
          ) : null}
          <p className="form__intro">{t('auth.resetPage.intro')}</p>
          <NewPasswordFields
            form={form}
            name="newPassword"
            label={t('auth.fields.newPassword')}
            repeatLabel={t('auth.fields.repeatPassword')}
          />
          <CaptchaStatus captcha={captcha} />
          <SubmitButton busy={busy} wide>
            {t('auth.resetPage.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
