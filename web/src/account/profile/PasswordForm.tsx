import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import type { PasswordFormMutation } from '../../__generated__/PasswordFormMutation.graphql.js';
import { useI18n } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { TextField } from '../forms/Field.js';
import { schemasFor } from '../forms/formMessages.js';
import { fieldOf } from '../addresses/userErrors.js';

const FIELDS = ['currentPassword', 'newPassword'] as const;

interface Values {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** "Mot de passe": the current password, then the new one twice, changed with `changePassword`. */
export function PasswordForm() {
  const { t, locale } = useI18n();
  const schema = useMemo(() => {
    const schemas = schemasFor(locale);
    return schemas.withRepeat(schemas.changePassword, 'newPassword');
  }, [locale]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    // `withRepeat` is generic over any object schema, so its result is typed loosely.
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const [commit, saving] = useMutation<PasswordFormMutation>(graphql`
    mutation PasswordFormMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        customer {
          id
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);

  const save = handleSubmit(({ currentPassword, newPassword }) => {
    commit({
      variables: { input: { currentPassword, newPassword } },
      onCompleted: (response) => {
        const userErrors = response.changePassword.userErrors;
        if (userErrors.length === 0) {
          notify('success', 'account.password.changed');
          reset();
          return;
        }
        for (const error of userErrors) {
          if (error.code === 'WRONG_PASSWORD')
            setError('currentPassword', { message: t('account.password.wrong') }, { shouldFocus: true });
          else if (error.code === 'TOO_MANY_REQUESTS') notify('danger', 'account.password.tooMany');
          else {
            const field = fieldOf(error, FIELDS);
            if (field) setError(field, { message: error.message }, { shouldFocus: true });
          }
        }
        notify('danger', 'account.password.error');
      },
      onError: () => notify('danger', 'account.password.error'),
    });
  });

  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label={t('account.password.current')}
        type="password"
        registration={register('currentPassword')}
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        required
      />
      <TextField
        label={t('account.password.new')}
        type="password"
        registration={register('newPassword')}
        error={errors.newPassword?.message}
        help={t('account.password.rule')}
        autoComplete="new-password"
        required
      />
      <TextField
        label={t('account.password.repeat')}
        type="password"
        registration={register('repeatPassword')}
        error={errors.repeatPassword?.message}
        autoComplete="new-password"
        required
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={saving}>
          {t('account.password.submit')}
        </button>
      </div>
    </form>
  );
}
