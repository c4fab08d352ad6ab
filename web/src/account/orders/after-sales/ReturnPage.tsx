import './messages.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderPagePath } from '@shop/domain/account-routes';
import { RETURN_REASONS, type ReturnReason } from '@shop/domain/after-sales';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import type { ReturnPageMutation } from '../../../__generated__/ReturnPageMutation.graphql.js';
import type { ReturnPageQuery } from '../../../__generated__/ReturnPageQuery.graphql.js';
import { fieldsOf, SelectField, TextAreaField } from '../../../forms/Field.js';
import { RequiredNote, SubmitButton } from '../../../forms/Form.js';
import { useCommit } from '../../../forms/mutation.js';
import { useI18n } from '../../../i18n/index.js';
import { AccountLayout } from '../../AccountLayout.js';
import {
  chosenItems,
  focusFirstChoice,
  itemChoiceDefaults,
  itemChoicesSchema,
  ItemsChoice,
  type ChoiceLine,
  type ItemChoice,
} from './ItemsChoice.js';
import {
  ConfirmStep,
  DoneStep,
  formatTime,
  OrderMissing,
  useRequestSteps,
  type Chosen,
  type Recorded,
} from './steps.js';
import { formatDate } from '../format.js';
import './afterSales.css';

const query = graphql`
  query ReturnPageQuery($reference: String!) {
    viewer {
      isAuthenticated
      customer {
        firstName
      }
      order(reference: $reference) {
        id
        reference
        timeZone
        afterSales {
          lines {
            offerId
            productName
            shopName
            quantity
            returnableQuantity
          }
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation ReturnPageMutation($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      return {
        requestedAt
        instructions {
          ...ReturnInstructions_instructions @relay(mask: false)
        }
      }
      order {
        ...orderStatus_order @relay(mask: false)
      }
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/** The domain's limit of a return's comment (`returnRequestSchema`). */
const COMMENT_MAX = 1000;

interface Values {
  items: ItemChoice[];
  reason: string;
  comment: string;
}

type Confirming = Chosen & { reason: ReturnReason; comment: string };

/**
 * `mon-compte/commandes/{orderReference}/retour` (issue 32): a return for a defect within the legal
 * guarantee. The shopper chooses items, units and a reason, sees the refund before confirming, then
 * gets each seller's return instructions (address and reference).
 */
export default function ReturnPage() {
  const { t, locale } = useI18n();
  const { orderReference = '' } = useParams();
  const data = useLazyLoadQuery<ReturnPageQuery>(
    query,
    { reference: orderReference },
    { fetchPolicy: 'store-and-network' },
  );
  const { viewer } = data;
  const order = viewer.order;
  const { title, step, setStep, heading, confirmation, back } = useRequestSteps<Confirming, Recorded>({
    orderReference,
    reference: order?.reference,
    titleKey: 'afterSales.return.title',
    failedKey: 'afterSales.return.failed',
  });
  const commit = useCommit<ReturnPageMutation>(mutation);
  const lines: ChoiceLine[] = (order?.afterSales?.lines ?? []).map((line) => ({
    offerId: line.offerId,
    productName: line.productName,
    shopName: line.shopName,
    quantity: line.quantity,
    available: line.returnableQuantity,
  }));
  const form = useForm<Values>({
    resolver: zodResolver(
      z.object({
        items: itemChoicesSchema(t('afterSales.items.required')),
        reason: z.string().refine((reason) => (RETURN_REASONS as readonly string[]).includes(reason), {
          message: t('afterSales.return.reasonRequired'),
        }),
        comment: z.string().max(COMMENT_MAX, t('afterSales.return.commentTooLong')),
      }),
    ),
    defaultValues: { items: itemChoiceDefaults(lines), reason: '', comment: '' },
    shouldFocusError: false,
  });
  const field = fieldsOf(form);
  if (!viewer.isAuthenticated || !order)
    return (
      <OrderMissing
        signedIn={viewer.isAuthenticated}
        title={title}
        firstName={viewer.customer?.firstName}
        then={orderPagePath('return', orderReference)}
      />
    );
  const returnable = lines.some((line) => line.available > 0);

  const submitChoice = form.handleSubmit(
    ({ items, reason, comment }) => {
      confirmation.clear();
      setStep({
        step: 'confirm',
        items: chosenItems(lines, items),
        reason: reason as ReturnReason,
        comment: comment.trim(),
        requestId: crypto.randomUUID(),
      });
    },
    (errors) => {
      // The first field at fault, in the form's order (the item list has no field of its own to focus).
      if (errors.items) focusFirstChoice();
      else if (errors.reason) form.setFocus('reason');
      else form.setFocus('comment');
    },
  );
  const confirm = (request: Confirming) =>
    confirmation.send(
      async () => {
        const { return: record, userErrors } = (
          await commit({
            input: {
              orderId: order.id,
              requestId: request.requestId,
              items: request.items,
              reason: request.reason,
              comment: request.comment === '' ? null : request.comment,
            },
          })
        ).requestReturn;
        return { record, userErrors };
      },
      (record) => setStep({ step: 'done', record }),
    );
  const nameOf = (offerId: string) => lines.find((line) => line.offerId === offerId)?.productName ?? offerId;

  return (
    <AccountLayout title={title} firstName={viewer.customer?.firstName}>
      <p>{back}</p>
      <p>{t('afterSales.return.intro')}</p>
      {!order.afterSales ? (
        <p role="alert">{t('afterSales.unavailable')}</p>
      ) : step.step === 'choose' ? (
        <form className="form after-sales-step" onSubmit={(event) => void submitChoice(event)} noValidate>
          <h2 ref={heading} tabIndex={-1}>
            {t('afterSales.return.chooseTitle')}
          </h2>
          {returnable ? <RequiredNote /> : <p>{t('afterSales.return.nothing')}</p>}
          <ItemsChoice
            legend={t('afterSales.return.items')}
            lines={lines}
            choices={form.watch('items')}
            register={(index, part) => form.register(`items.${index}.${part}`)}
            error={form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message}
          />
          {returnable ? (
            <>
              <SelectField
                label={t('afterSales.return.reason')}
                required
                options={[
                  { value: '', label: t('afterSales.return.chooseReason') },
                  ...RETURN_REASONS.map((reason) => ({
                    value: reason,
                    label: t(`afterSales.return.reasons.${reason}`),
                  })),
                ]}
                {...field('reason')}
              />
              <TextAreaField
                label={t('afterSales.return.comment')}
                help={t('afterSales.return.commentHelp')}
                rows={4}
                {...field('comment')}
              />
              <p className="form__actions">
                <SubmitButton busy={false}>{t('afterSales.return.preview')}</SubmitButton>
              </p>
            </>
          ) : null}
        </form>
      ) : step.step === 'confirm' ? (
        <ConfirmStep
          id="return-confirm"
          heading={heading}
          title={t('afterSales.return.confirmTitle')}
          reference={order.reference}
          kind="RETURN"
          chosen={step}
          nameOf={nameOf}
          refusal={confirmation.refusal}
          busy={confirmation.busy}
          confirmLabel={t('afterSales.return.confirm')}
          changeLabel={t('afterSales.return.change')}
          onConfirm={() => void confirm(step)}
          onChange={() => setStep({ step: 'choose' })}
        >
          <p>{t('afterSales.returns.reason', { reason: t(`afterSales.return.reasons.${step.reason}`) })}</p>
        </ConfirmStep>
      ) : (
        <DoneStep
          id="return-done"
          heading={heading}
          title={t('afterSales.return.doneTitle')}
          text={t('afterSales.return.doneText', {
            date: formatDate(step.record.requestedAt, locale, order.timeZone),
            time: formatTime(step.record.requestedAt, locale, order.timeZone),
          })}
          record={step.record}
          back={back}
        />
      )}
    </AccountLayout>
  );
}
