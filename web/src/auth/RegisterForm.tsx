import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { RegisterFormMutation } from '../__generated__/RegisterFormMutation.graphql.js';
import { useHref } from '../routing/catalog.js';
import { CheckboxField, EmailField, NewPasswordFields, TextField } from '../forms/Field.js';
import { FormAlert, LinkButton, RequiredNote, SubmitButton } from '../forms/Form.js';
import { useCommit } from '../forms/mutation.js';
import { useFormSchema } from '../forms/schemas.js';
import { showFieldErrors } from '../forms/userErrors.js';
import { useT } from '../i18n/index.js';
import { adoptViewerOf } from '../relay/viewer.js';
import { CaptchaStatus } from './captcha/CaptchaStatus.js';
import { userErrorKey } from './errors.js';
import { registerResolver } from './schemas.js';
import type { RegisterValues } from './schemas.js';
import { useCaptchaForm } from './submit.js';
import { track } from '../shell/analytics.js';

const registerMutation = graphql`
  mutation RegisterFormMutation($input: RegisterInput!) {
    register(input: $input) {
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
      viewer {
        ...signInPayload_viewer @relay(mask: false)
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
  const t = useT();
  const href = useHref();
  const commit = useCommit<RegisterFormMutation>(registerMutation);
  const { form, field, captcha, failure, setFailure, onSubmit, busy } = useCaptchaForm<RegisterValues>({
    action: 'signup',
    resolver: useFormSchema(registerResolver),
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
  const [exists, setExists] = useState(false);

  const submit = onSubmit(async (values, answer) => {
    setExists(false);
    const { register } = await commit(
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
      { updater: adoptViewerOf('register') },
    );
    if (register.userErrors.length === 0) {
      track('sign_up', { method: 'password', newsletter: values.newsletter });
      onSignedIn(register.viewer.customer?.firstName ?? values.firstName);
      return true;
    }
    const rest = showFieldErrors(register.userErrors, form.setError, {
      fields: FIELDS,
      accepts: (error) => error.code === 'INVALID_INPUT',
    });
    setExists(rest.some((error) => error.code === 'ACCOUNT_ALREADY_EXISTS'));
    setFailure(rest[0] ? userErrorKey(rest[0].code) : null);
    return false;
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
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
      <RequiredNote />
      <EmailField label={t('auth.fields.email')} required autoFocus {...field('email')} />
      <div className="form__row">
        <TextField
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <TextField
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
      </div>
      <NewPasswordFields
        form={form}
        name="password"
        label={t('auth.fields.password')}
        repeatLabel={t('auth.fields.repeatPassword')}
      />
      <CheckboxField {...field('twoFactor')}>{t('auth.register.twoFactor')}</CheckboxField>
      <CheckboxField {...field('newsletter')}>{t('auth.register.newsletter')}</CheckboxField>
      <CheckboxField {...field('terms')}>
        {t('auth.register.termsBefore')}
        <a href={href('conditions-generales-de-vente')} target="_blank" rel="noopener">
          {t('auth.register.termsLink')}
          <span className="visually-hidden">{t('auth.register.termsAfter')}</span>
        </a>
      </CheckboxField>
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={busy} wide>
        {t('auth.register.submit')}
      </SubmitButton>
      <p className="form__switch">
        {t('auth.register.haveAccount')}{' '}
        <LinkButton onClick={() => onLogin(form.getValues('email'))}>{t('auth.register.login')}</LinkButton>
      </p>
    </form>
  );
}
