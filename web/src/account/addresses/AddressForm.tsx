import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../i18n/index.js';
import { CheckboxField, FieldError, TextField } from '../forms/Field.js';
import { schemasFor } from '../forms/formMessages.js';
import { countryLabel } from './addressCard.js';
import type { CountryField } from './countryField.js';

function useAddressFormSchema() {
  const { locale } = useI18n();
  return useMemo(
    () =>
      z.object({
        address: schemasFor(locale).address,
        defaultShipping: z.boolean(),
        defaultBilling: z.boolean(),
      }),
    [locale],
  );
}

export type AddressFormSchema = ReturnType<typeof useAddressFormSchema>;
export type AddressFormValues = z.input<AddressFormSchema>;
/** What the form gives once valid: the phone in international form, blank optional fields left out. */
export type ValidAddressForm = z.output<AddressFormSchema>;
export type AddressFormSetError = UseFormSetError<AddressFormValues>;

/** Fields of the form an input error of the gateway can point to. */
export const ADDRESS_FIELDS = [
  'name',
  'company',
  'firstName',
  'lastName',
  'street',
  'postCode',
  'city',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The address form (spec 2.4, new or edit) with the checks of spec 5 and their messages under the
 * fields: names, street, city, the postcode of the chosen country, the phone for that country.
 */
export function AddressForm({
  defaults,
  country,
  editing,
  saving,
  onSubmit,
  onCancel,
}: {
  defaults: AddressFormValues;
  country: CountryField;
  /** An address being edited keeps its name (it identifies the address). */
  editing: boolean;
  saving: boolean;
  onSubmit: (values: ValidAddressForm, setError: AddressFormSetError) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const schema = useAddressFormSchema();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, ValidAddressForm>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const e = errors.address;
  const submit = handleSubmit((values) => onSubmit(values, setError));
  const countryId = `${id}-country`;

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="form__note">
        <span aria-hidden="true">* </span>
        {t('account.addressForm.required')}
      </p>
      <TextField
        label={t('account.addressForm.company')}
        registration={register('address.company')}
        error={e?.company?.message}
        autoComplete="organization"
      />
      <div className="form__row">
        <TextField
          label={t('account.addressForm.firstName')}
          registration={register('address.firstName')}
          error={e?.firstName?.message}
          autoComplete="given-name"
          required
        />
        <TextField
          label={t('account.addressForm.lastName')}
          registration={register('address.lastName')}
          error={e?.lastName?.message}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        label={t('account.addressForm.street')}
        registration={register('address.street')}
        error={e?.street?.message}
        autoComplete="street-address"
        required
      />
      <div className="form__row">
        <TextField
          label={t('account.addressForm.postCode')}
          registration={register('address.postCode')}
          error={e?.postCode?.message}
          autoComplete="postal-code"
          inputMode="numeric"
          required
        />
        <TextField
          label={t('account.addressForm.city')}
          registration={register('address.city')}
          error={e?.city?.message}
          autoComplete="address-level2"
          required
        />
      </div>
      <div className="form__row">
        <div className={`field${e?.country ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={countryId}>
            {t('account.addressForm.country')}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          {country.disabled ? (
            // A disabled select sends nothing: the preset country travels in a hidden field.
            <>
              <select id={countryId} className="field__input" value={country.value} disabled>
                {country.options.map((code) => (
                  <option key={code} value={code}>
                    {countryLabel(code, locale)}
                  </option>
                ))}
              </select>
              <input type="hidden" {...register('address.country')} />
            </>
          ) : (
            <select
              id={countryId}
              className="field__input"
              autoComplete="country"
              aria-required="true"
              aria-invalid={e?.country ? true : undefined}
              aria-describedby={e?.country ? `${countryId}-error` : undefined}
              {...register('address.country')}
            >
              <option value="" disabled>
                {t('account.addressForm.chooseCountry')}
              </option>
              {country.options.map((code) => (
                <option key={code} value={code}>
                  {countryLabel(code, locale)}
                </option>
              ))}
            </select>
          )}
          <FieldError id={countryId} error={e?.country?.message} />
        </div>
        <TextField
          label={t('account.addressForm.phone')}
          type="tel"
          registration={register('address.phone')}
          error={e?.phone?.message}
          help={t('account.addressForm.phoneHelp')}
          autoComplete="tel"
          inputMode="tel"
          required
        />
      </div>
      <TextField
        label={editing ? t('account.addressForm.nameLocked') : t('account.addressForm.name')}
        registration={register('address.name', {
          setValueAs: (value: string | undefined) => (value?.trim() ? value.trim() : undefined),
        })}
        error={e?.name?.message}
        help={editing ? undefined : t('account.addressForm.nameHelp')}
        readOnly={editing}
        autoComplete="off"
      />
      <CheckboxField
        label={t('account.addressForm.defaultShipping')}
        registration={register('defaultShipping')}
      />
      <CheckboxField
        label={t('account.addressForm.defaultBilling')}
        registration={register('defaultBilling')}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('account.addressForm.saving') : t('account.addressForm.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('account.addressForm.cancel')}
        </button>
      </div>
    </form>
  );
}
