import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { RegisterFormMutation } from '../__generated__/RegisterFormMutation.graphql.js';
import { useHref } from '../routing/catalog.js';
import { useI18n } from '../i18n/index.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { useCaptcha } from './captcha/useCaptcha.js';
import { errorField, userErrorKey } from './errors.js';
import { CheckboxField, FormAlert, LinkButton, PasswordField, TextField, SubmitButton } from './fields.js';
import { authSchemas, repeatResolver } from './schemas.js';
import type { RegisterValues } from './schemas.js';
import { submitWithCaptcha } from './submit.js';
import { commit } from './viewer.js';

const registerMutation = graphql`
  mutation RegisterFormMutation($input: RegisterInput!) {
    register(input: $input) {
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

const FIELDS = ['email', 'firstName', 'lastName', 'password'] as const;

/**
 * Spec 2.4 register view (payload of spec 3): e-mail, names, password twice, two-factor and
 * newsletter options, the terms of sale (spec 5: accepted at signup) and the captcha.
 */
export function RegisterForm({
  defaultEmail,
  onSignedIn,
  onLogin,
  onForgot,
}: {
  defaultEmail: string;
  onSignedIn: (firstName: string | null) => void;
  onLogin: (email: string) => void;
  onForgot: (email: string) => void;
}) {
  const { locale, t } = useI18n();
  const href = useHref();
  const environment = useRelayEnvironment();
  const resolver = useMemo(() => {
    const schemas = authSchemas(locale);
    return repeatResolver(schemas.register, 'password', schemas.repeatMismatch);
  }, [locale]);
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: {
      email: defaultEmail,
      firstName: '',
      lastName: '',
      password: '',
      repeatPassword: '',
      twoFactor: false,
      newsletter: false,
      terms: false,
    },
  });
  const captcha = useCaptcha('signup');
  const [failure, setFailure] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setExists(false);
    return submitWithCaptcha(captcha, setFailure, async (answer) => {
      const { register } = await commit<RegisterFormMutation>(
        environment,
        registerMutation,
        {
          input: {
            email: values.email,
            firstName: values.firstName,
            lastName: values.lastName,
            password: values.password,
            twoFactorAuthenticationEnabled: values.twoFactor,
            newsletterSubscribed: values.newsletter,
            captcha: answer,
          },
        },
        'register',
      );
      if (register.userErrors.length === 0) {
        onSignedIn(register.viewer.customer?.firstName ?? values.firstName);
        return true;
      }
      let formError: string | null = null;
      for (const error of register.userErrors) {
        const field = error.code === 'INVALID_INPUT' ? errorField(error, FIELDS) : null;
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        else formError ??= userErrorKey(error.code);
        if (error.code === 'ACCOUNT_ALREADY_EXISTS') setExists(true);
      }
      setFailure(formError);
      return false;
    });
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? (
        <FormAlert
          actions={
            exists ? (
              <>
                <LinkButton onClick={() => onLogin(form.getValues('email'))}>
                  {t('auth.errors.signIn')}
                </LinkButton>
                <LinkButton onClick={() => onForgot(form.getValues('email'))}>
                  {t('auth.errors.reset')}
                </LinkButton>
              </>
            ) : undefined
          }
        >
          {t(failure)}
        </FormAlert>
      ) : null}
      <TextField
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        required
        autoFocus
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <div className="auth-form__row">
        <TextField
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          registration={form.register('firstName')}
        />
        <TextField
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          registration={form.register('lastName')}
        />
      </div>
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        required
        hint={t('auth.fields.passwordRule')}
        error={errors.password?.message}
        registration={form.register('password', {
          // After a first try, the repeat is checked again when the password changes.
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
      <CheckboxField registration={form.register('twoFactor')}>{t('auth.register.twoFactor')}</CheckboxField>
      <CheckboxField registration={form.register('newsletter')}>
        {t('auth.register.newsletter')}
      </CheckboxField>
      <CheckboxField registration={form.register('terms')} error={errors.terms?.message}>
        {t('auth.register.termsBefore')}
        <a href={href('conditions-generales-de-vente')} target="_blank" rel="noopener">
          {t('auth.register.termsLink')}
          <span className="visually-hidden">{t('auth.register.termsAfter')}</span>
        </a>
      </CheckboxField>
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={isSubmitting}>{t('auth.register.submit')}</SubmitButton>
      <p className="auth-form__switch">
        {t('auth.register.haveAccount')}{' '}
        <LinkButton onClick={() => onLogin(form.getValues('email'))}>{t('auth.register.login')}</LinkButton>
      </p>
    </form>
  );
}
