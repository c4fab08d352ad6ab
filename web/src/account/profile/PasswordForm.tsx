import type { Locale } from '@shop/domain/constants';
import type { CustomerSchemas } from '@shop/domain/customer/validation';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import type { PasswordFormMutation } from '../../__generated__/PasswordFormMutation.graphql.js';
import { NewPasswordFields, PasswordField, fieldsOf } from '../../forms/Field.js';
import { RequiredNote, SubmitButton } from '../../forms/Form.js';
import { useCommit } from '../../forms/mutation.js';
import { newPasswordResolver, useFormSchema, withRepeat } from '../../forms/schemas.js';
import { showFieldErrors } from '../../forms/userErrors.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';

const FIELDS = ['currentPassword', 'newPassword'] as const;

interface Values {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const passwordResolver = (schemas: CustomerSchemas, locale: Locale) =>
  newPasswordResolver<Values>(
    withRepeat(schemas, schemas.changePassword, 'newPassword'),
    'newPassword',
    locale,
  );

const mutation = graphql`
  mutation PasswordFormMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      customer {
        id
      }
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/** "Mot de passe": the current password, then the new one twice, changed with `changePassword`. */
export function PasswordForm() {
  const t = useT();
  const commit = useCommit<PasswordFormMutation>(mutation);
  const form = useForm<Values>({
    resolver: useFormSchema(passwordResolver),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const field = fieldsOf(form);
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const save = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { userErrors } = (await commit({ input: { currentPassword, newPassword } })).changePassword;
      if (userErrors.length === 0) {
        notify('success', 'account.password.changed');
        reset();
        return;
      }
      const rest = showFieldErrors(userErrors, setError, {
        fields: FIELDS,
        // The gateway's wording of a wrong current password is not the account page's.
        accepts: (error) => error.code !== 'WRONG_PASSWORD',
      });
      for (const error of rest) {
        if (error.code === 'WRONG_PASSWORD')
          setError('currentPassword', { message: t('account.password.wrong') }, { shouldFocus: true });
        else if (error.code === 'TOO_MANY_REQUESTS') notify('danger', 'account.password.tooMany');
      }
      notify('danger', 'account.password.error');
    } catch {
      notify('danger', 'account.password.error');
    }
  });

  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <RequiredNote />
      <PasswordField
        label={t('account.password.current')}
        {...field('currentPassword')}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={t('account.password.new')}
        repeatLabel={t('account.password.repeat')}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('account.password.submit')}</SubmitButton>
      </div>
    </form>
  );
}
