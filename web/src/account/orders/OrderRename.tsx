import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_LABEL_MAX_LENGTH } from '@shop/domain/orders';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import { z } from 'zod';
import type { OrderRenameMutation } from '../../__generated__/OrderRenameMutation.graphql.js';
import { TextField, fieldsOf } from '../../forms/Field.js';
import { SubmitButton } from '../../forms/Form.js';
import { useCommit } from '../../forms/mutation.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';

const mutation = graphql`
  mutation OrderRenameMutation($input: RenameOrderInput!) {
    renameOrder(input: $input) {
      order {
        id
        customLabel
      }
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

interface Values {
  name: string;
}

/** « Renommer »: the shopper's own name for an order (spec 3 customLabel), in place. */
export function OrderRename({
  orderId,
  reference,
  label,
}: {
  orderId: string;
  reference: string;
  label: string | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const commit = useCommit<OrderRenameMutation>(mutation);
  const form = useForm<Values>({
    resolver: zodResolver(
      z.object({ name: z.string().trim().max(ORDER_LABEL_MAX_LENGTH, t('account.orders.rename.tooLong')) }),
    ),
    defaultValues: { name: label ?? '' },
  });
  const field = fieldsOf(form);
  const { setFocus } = form;
  useEffect(() => {
    if (open) setFocus('name');
  }, [open, setFocus]);
  const save = form.handleSubmit(async ({ name }) => {
    try {
      const { userErrors } = (await commit({ input: { orderId, name } })).renameOrder;
      if (userErrors.length > 0) {
        form.setError('name', { message: userErrors[0]!.message }, { shouldFocus: true });
        return;
      }
      notify('success', 'account.orders.rename.done');
      setOpen(false);
    } catch {
      notify('danger', 'account.orders.rename.error');
    }
  });
  if (!open)
    return (
      <button
        type="button"
        className="link-button"
        onClick={() => {
          form.reset({ name: label ?? '' });
          setOpen(true);
        }}
      >
        {t('account.orders.rename.open')}
        <span className="visually-hidden"> {reference}</span>
      </button>
    );
  return (
    <form className="form order-rename" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label={t('account.orders.rename.label', { reference })}
        help={t('account.orders.rename.help')}
        {...field('name')}
      />
      <p className="order-rename__actions">
        <SubmitButton busy={form.formState.isSubmitting}>{t('account.orders.rename.save')}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          {t('account.orders.rename.cancel')}
        </button>
      </p>
    </form>
  );
}
