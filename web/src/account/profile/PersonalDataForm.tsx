import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@shop/domain/constants';
import { GENDERS } from '@shop/domain/customer/validation';
import type { PersonalDataFormMutation } from '../../__generated__/PersonalDataFormMutation.graphql.js';
import type { PersonalDataForm_customer$key } from '../../__generated__/PersonalDataForm_customer.graphql.js';
import { useI18n } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { TextField, SwitchField, FieldError } from '../forms/Field.js';
import { formMessages, schemasFor } from '../forms/formMessages.js';
import { fieldOf } from '../addresses/userErrors.js';

const FIELDS = [
  'gender',
  'firstName',
  'lastName',
  'birthDate',
  'locale',
  'twoFactorAuthenticationEnabled',
  'newsletterSubscribed',
] as const;

function useProfileSchema() {
  const { locale } = useI18n();
  return useMemo(() => {
    const schemas = schemasFor(locale);
    return z.object({
      gender: z.enum(GENDERS, { error: formMessages(locale)['form.errors.gender'] }).nullable(),
      firstName: schemas.firstName,
      lastName: schemas.lastName,
      birthDate: schemas.birthDate,
      locale: z.enum(SUPPORTED_LOCALES),
      twoFactorAuthenticationEnabled: z.boolean(),
      newsletterSubscribed: z.boolean(),
    });
  }, [locale]);
}

/** "Données personnelles": what the customer may change about themselves, saved with `updateProfile`. */
export function PersonalDataForm({ customer }: { customer: PersonalDataForm_customer$key }) {
  const { t } = useI18n();
  const data = useFragment(
    graphql`
      fragment PersonalDataForm_customer on Customer {
        id
        gender
        firstName
        lastName
        birthDate
        email
        locale
        twoFactorAuthenticationEnabled
        newsletterSubscribed
        customerGroup {
          label
        }
      }
    `,
    customer,
  );
  const [commit, saving] = useMutation<PersonalDataFormMutation>(graphql`
    mutation PersonalDataFormMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        customer {
          ...PersonalDataForm_customer
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
  const schema = useProfileSchema();
  const defaults: z.input<typeof schema> = {
    gender: data.gender === 'MR' || data.gender === 'MRS' ? data.gender : null,
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    birthDate: data.birthDate ?? '',
    locale: data.locale === 'en' ? 'en' : 'fr',
    twoFactorAuthenticationEnabled: data.twoFactorAuthenticationEnabled,
    newsletterSubscribed: data.newsletterSubscribed,
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });

  const save = handleSubmit((values) => {
    commit({
      variables: { input: values },
      onCompleted: (response) => {
        const result = response.updateProfile;
        if (result.userErrors.length === 0) {
          notify('success', 'account.profile.saved');
          reset(values);
          return;
        }
        let shown = false;
        for (const error of result.userErrors) {
          const field = fieldOf(error, FIELDS);
          if (field) {
            setError(field, { message: error.message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        notify('danger', 'account.profile.error');
      },
      onError: () => notify('danger', 'account.profile.error'),
    });
  });

  const today = new Date().toISOString().slice(0, 10);
  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <div className="account-profile__facts">
        <span>{t('account.profile.group', { group: data.customerGroup.label })}</span>
      </div>
      <fieldset className="form__group">
        <legend className="form__legend">{t('account.profile.gender')}</legend>
        <div className="form__choices">
          {GENDERS.map((gender) => (
            <label key={gender} className="form__choice">
              <input type="radio" value={gender} {...register('gender')} />
              {t(`account.profile.genders.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id="profile-gender" error={errors.gender?.message} />
      </fieldset>
      <div className="form__row">
        <TextField
          label={t('account.profile.firstName')}
          registration={register('firstName')}
          error={errors.firstName?.message}
          autoComplete="given-name"
          required
        />
        <TextField
          label={t('account.profile.lastName')}
          registration={register('lastName')}
          error={errors.lastName?.message}
          autoComplete="family-name"
          required
        />
      </div>
      <div className="form__row">
        <TextField
          label={t('account.profile.birthDate')}
          type="date"
          max={today}
          registration={register('birthDate')}
          error={errors.birthDate?.message}
          autoComplete="bday"
          required
        />
        <div className="field">
          <label className="field__label" htmlFor="profile-email">
            {t('account.profile.email')}
          </label>
          <input
            id="profile-email"
            className="field__input"
            type="email"
            value={data.email ?? ''}
            readOnly
            aria-describedby="profile-email-help"
          />
          <p id="profile-email-help" className="field__help">
            {t('account.profile.emailHelp')}
          </p>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="profile-locale">
          {t('account.profile.locale')}
        </label>
        <select id="profile-locale" className="field__input" {...register('locale')}>
          {SUPPORTED_LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`account.profile.locales.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <SwitchField
        label={t('account.profile.twoFactor')}
        registration={register('twoFactorAuthenticationEnabled')}
      />
      <SwitchField label={t('account.profile.newsletter')} registration={register('newsletterSubscribed')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('account.profile.saving') : t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}
