import { useCallback } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@shop/domain/constants';
import type { Locale } from '@shop/domain/constants';
import { GENDERS } from '@shop/domain/customer/validation';
import type { CustomerSchemas } from '@shop/domain/customer/validation';
import type { PersonalDataFormMutation } from '../../__generated__/PersonalDataFormMutation.graphql.js';
import type { PersonalDataForm_customer$key } from '../../__generated__/PersonalDataForm_customer.graphql.js';
import {
  PasswordField,
  RadioGroupField,
  SelectField,
  SwitchField,
  TextField,
  fieldsOf,
} from '../../forms/Field.js';
import { RequiredNote, SubmitButton } from '../../forms/Form.js';
import { useCommit } from '../../forms/mutation.js';
import { formMessages, useFormSchema } from '../../forms/schemas.js';
import { showFieldErrors } from '../../forms/userErrors.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { offeredLocales } from '../../routing/locations.js';
import { track } from '../../shell/analytics.js';

const FIELDS = [
  'gender',
  'firstName',
  'lastName',
  'birthDate',
  'locale',
  'twoFactorAuthenticationEnabled',
  'newsletterSubscribed',
  'currentPassword',
] as const;

const profileSchema = (schemas: CustomerSchemas, locale: Locale) =>
  z.object({
    gender: z.enum(GENDERS, { error: formMessages(locale)['form.errors.gender'] }).nullable(),
    firstName: schemas.firstName,
    lastName: schemas.lastName,
    birthDate: schemas.birthDate,
    // Shown, not changed here (spec 2.4): the form keeps it out of the mutation.
    email: z.string(),
    locale: z.enum(SUPPORTED_LOCALES),
    twoFactorAuthenticationEnabled: z.boolean(),
    newsletterSubscribed: z.boolean(),
    // Asked only when two-factor is being switched off (see `refine` below).
    currentPassword: z.string(),
  });

/** Switching two-factor off takes the current password (the API checks it). */
const withTwoFactorGuard = (schemas: CustomerSchemas, locale: Locale, twoFactorWasOn: boolean) =>
  profileSchema(schemas, locale).refine(
    (values) => !twoFactorWasOn || values.twoFactorAuthenticationEnabled || values.currentPassword !== '',
    { path: ['currentPassword'], message: formMessages(locale)['form.required.password'] },
  );

type ProfileSchema = ReturnType<typeof withTwoFactorGuard>;
type ProfileValues = z.input<ProfileSchema>;

const mutation = graphql`
  mutation PersonalDataFormMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      customer {
        ...PersonalDataForm_customer
      }
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/** "Données personnelles": what the customer may change about themselves, saved with `updateProfile`. */
export function PersonalDataForm({ customer }: { customer: PersonalDataForm_customer$key }) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment PersonalDataForm_customer on Customer {
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
  const commit = useCommit<PersonalDataFormMutation>(mutation);
  const twoFactorWasOn = data.twoFactorAuthenticationEnabled;
  const buildSchema = useCallback(
    (schemas: CustomerSchemas, locale: Locale) => withTwoFactorGuard(schemas, locale, twoFactorWasOn),
    [twoFactorWasOn],
  );
  const schema = useFormSchema(buildSchema);
  const form = useForm<ProfileValues, unknown, z.output<ProfileSchema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      gender: data.gender === 'MR' || data.gender === 'MRS' ? data.gender : null,
      firstName: data.firstName ?? '',
      lastName: data.lastName ?? '',
      birthDate: data.birthDate ?? '',
      email: data.email ?? '',
      locale: data.locale === 'en' ? 'en' : 'fr',
      twoFactorAuthenticationEnabled: data.twoFactorAuthenticationEnabled,
      newsletterSubscribed: data.newsletterSubscribed,
      currentPassword: '',
    },
  });
  const switchingTwoFactorOff = twoFactorWasOn && !form.watch('twoFactorAuthenticationEnabled');
  const field = fieldsOf(form);
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async ({ email: _email, currentPassword, ...fields }) => {
    const input = switchingTwoFactorOff ? { ...fields, currentPassword } : fields;
    try {
      const { updateProfile: result } = await commit({ input });
      if (result.userErrors.length === 0) {
        notify('success', 'account.profile.saved');
        track('profile_update', { newsletter: fields.newsletterSubscribed });
        form.reset({ ...fields, currentPassword: '', email: data.email ?? '' });
        return;
      }
      const wrongPassword = result.userErrors.find(
        (error) => error.code === 'WRONG_PASSWORD' || error.code === 'TOO_MANY_REQUESTS',
      );
      if (wrongPassword) {
        form.setError('currentPassword', { message: wrongPassword.message });
        return;
      }
      showFieldErrors(result.userErrors, form.setError, { fields: FIELDS });
      notify('danger', 'account.profile.error');
    } catch {
      notify('danger', 'account.profile.error');
    }
  });

  const today = new Date().toISOString().slice(0, 10);
  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <div className="account-profile__facts">
        <span>{t('account.profile.group', { group: data.customerGroup.label })}</span>
      </div>
      <RequiredNote />
      <RadioGroupField
        legend={t('account.profile.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`account.profile.genders.${gender}`) }))}
        {...field('gender')}
      />
      <div className="form__row">
        <TextField
          label={t('account.profile.firstName')}
          {...field('firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          label={t('account.profile.lastName')}
          {...field('lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <div className="form__row">
        <TextField
          label={t('account.profile.birthDate')}
          type="date"
          max={today}
          {...field('birthDate')}
          autoComplete="bday"
          required
        />
        <TextField
          label={t('account.profile.email')}
          type="email"
          {...field('email')}
          help={t('account.profile.emailHelp')}
          autoComplete="email"
          readOnly
        />
      </div>
      {/* A choice of one is no choice: a French-only shop keeps the stored language unasked. */}
      {offeredLocales().length > 1 ? (
        <SelectField
          label={t('account.profile.locale')}
          {...field('locale')}
          options={offeredLocales().map((code) => ({
            value: code,
            label: t(`account.profile.locales.${code}`),
            lang: code,
          }))}
          autoComplete="language"
        />
      ) : null}
      <SwitchField label={t('account.profile.twoFactor')} {...field('twoFactorAuthenticationEnabled')} />
      {switchingTwoFactorOff ? (
        <PasswordField
          label={t('account.profile.twoFactorPassword')}
          {...field('currentPassword')}
          autoComplete="current-password"
          required
        />
      ) : null}
      <SwitchField label={t('account.profile.newsletter')} {...field('newsletterSubscribed')} />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? t('account.profile.saving') : t('account.profile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
