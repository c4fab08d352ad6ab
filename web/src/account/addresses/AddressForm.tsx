import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerSchemas } from '@shop/domain/customer/validation';
import { useForm } from 'react-hook-form';
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, SelectField, TextField, fieldsOf } from '../../forms/Field.js';
import { RequiredNote, SubmitButton } from '../../forms/Form.js';
import { useFormSchema } from '../../forms/schemas.js';
import { useI18n } from '../../i18n/index.js';
import { countryLabel } from './addressCard.js';
import type { CountryField } from './countryField.js';

const addressFormSchema = (schemas: CustomerSchemas) =>
  z.object({
    address: schemas.address,
    defaultShipping: z.boolean(),
    defaultBilling: z.boolean(),
  });

export type AddressFormSchema = ReturnType<typeof addressFormSchema>;
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
 * `onSubmit` saves; the form is busy until it settles.
 */
export function AddressForm({
  defaults,
  country,
  editing,
  onSubmit,
  onCancel,
}: {
  defaults: AddressFormValues;
  country: CountryField;
  /** An address being edited keeps its name (it identifies the address). */
  editing: boolean;
  onSubmit: (values: ValidAddressForm, setError: AddressFormSetError) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const schema = useFormSchema(addressFormSchema);
  const form = useForm<AddressFormValues, unknown, ValidAddressForm>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const field = fieldsOf(form);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const submit = handleSubmit((values) => onSubmit(values, setError));

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <RequiredNote />
      <TextField
        label={t('account.addressForm.company')}
        {...field('address.company')}
        autoComplete="organization"
      />
      <div className="form__row">
        <TextField
          label={t('account.addressForm.firstName')}
          {...field('address.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          label={t('account.addressForm.lastName')}
          {...field('address.lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        label={t('account.addressForm.street')}
        {...field('address.street')}
        autoComplete="street-address"
        required
      />
      <div className="form__row">
        <TextField
          label={t('account.addressForm.postCode')}
          {...field('address.postCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
        />
        <TextField
          label={t('account.addressForm.city')}
          {...field('address.city')}
          autoComplete="address-level2"
          required
        />
      </div>
      <div className="form__row">
        <SelectField
          label={t('account.addressForm.country')}
          {...field('address.country')}
          autoComplete="country"
          required
          preset={country.disabled ? country.value : undefined}
          options={[
            ...(country.disabled
              ? []
              : [{ value: '', label: t('account.addressForm.chooseCountry'), disabled: true }]),
            ...country.options.map((code) => ({ value: code, label: countryLabel(code, locale) })),
          ]}
        />
        <TextField
          label={t('account.addressForm.phone')}
          type="tel"
          {...field('address.phone')}
          help={t('account.addressForm.phoneHelp')}
          autoComplete="tel"
          inputMode="tel"
          required
        />
      </div>
      <TextField
        label={editing ? t('account.addressForm.nameLocked') : t('account.addressForm.name')}
        {...field('address.name', {
          setValueAs: (value: string | undefined) => (value?.trim() ? value.trim() : undefined),
        })}
        help={editing ? undefined : t('account.addressForm.nameHelp')}
        readOnly={editing}
        autoComplete="off"
      />
      <CheckboxField {...field('defaultShipping')}>{t('account.addressForm.defaultShipping')}</CheckboxField>
      <CheckboxField {...field('defaultBilling')}>{t('account.addressForm.defaultBilling')}</CheckboxField>
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? t('account.addressForm.saving') : t('account.addressForm.save')}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('account.addressForm.cancel')}
        </button>
      </div>
    </form>
  );
}
