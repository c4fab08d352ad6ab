import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ResetPasswordPageMutation } from '../__generated__/ResetPasswordPageMutation.graphql.js';
import { useHref } from '../routing/catalog.js';
import { useI18n } from '../i18n/index.js';
import { usePageMeta } from '../shell/usePageMeta.js';
import { openLogin, openReset } from './authUi.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { useCaptcha } from './captcha/useCaptcha.js';
import { errorField, userErrorKey } from './errors.js';
import { FormAlert, LinkButton, PasswordField, SubmitButton } from './fields.js';
import { authSchemas, repeatResolver } from './schemas.js';
import type { ResetValues } from './schemas.js';
import { submitWithCaptcha } from './submit.js';
import { commit } from './viewer.js';
import './auth.css';

const resetMutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      userErrors {
        code
        field
        message
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
  const { locale, t } = useI18n();
  const href = useHref();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resolver = useMemo(() => {
    const schemas = authSchemas(locale);
    return repeatResolver(schemas.reset, 'newPassword', schemas.repeatMismatch);
  }, [locale]);
  const form = useForm<ResetValues>({
    resolver,
    defaultValues: { newPassword: '', repeatPassword: '' },
  });
  const captcha = useCaptcha('reset_password');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  usePageMeta({ title: t('auth.resetPage.title') });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    return submitWithCaptcha(captcha, setFailure, async (answer) => {
      const { resetPassword: result } = await commit<ResetPasswordPageMutation>(environment, resetMutation, {
        input: { token, newPassword: values.newPassword, captcha: answer },
      });
      if (result.success && result.userErrors.length === 0) {
        void navigate(href(), { replace: true });
        openReset('valid');
        return true;
      }
      let formError: string | null = null;
      for (const error of result.userErrors) {
        const field = error.code === 'INVALID_INPUT' ? errorField(error, ['newPassword'] as const) : null;
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        else formError ??= userErrorKey(error.code);
        if (error.code === EXPIRED) openReset('error');
      }
      setFailure(formError ?? (result.userErrors.length === 0 ? 'auth.errors.server' : null));
      return false;
    });
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
        <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
          {failure ? (
            <FormAlert actions={failure === userErrorKey(EXPIRED) ? askAgain : undefined}>
              {t(failure)}
            </FormAlert>
          ) : null}
          <p className="auth-form__intro">{t('auth.resetPage.intro')}</p>
          <PasswordField
            label={t('auth.fields.newPassword')}
            autoComplete="new-password"
            required
            hint={t('auth.fields.passwordRule')}
            error={errors.newPassword?.message}
            registration={form.register('newPassword', {
              onChange: () => {
                if (form.formState.isSubmitted) void form.trigger('repeatPassword');
              },
            })}
          />
          <PasswordField
            label={t('auth.fields.repeatPassword')}
            autoComplete="new-password"
            required
            error={errors.repeatPassword?.message}
            registration={form.register('repeatPassword')}
          />
          <CaptchaStatus captcha={captcha} />
          <SubmitButton busy={isSubmitting}>{t('auth.resetPage.submit')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
