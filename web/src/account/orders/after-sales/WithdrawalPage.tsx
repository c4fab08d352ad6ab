import './messages.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderPagePath } from '@shop/domain/account-routes';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import type { WithdrawalPageMutation } from '../../../__generated__/WithdrawalPageMutation.graphql.js';
import type { WithdrawalPageQuery } from '../../../__generated__/WithdrawalPageQuery.graphql.js';
import { SubmitButton } from '../../../forms/Form.js';
import { useCommit } from '../../../forms/mutation.js';
import { useI18n } from '../../../i18n/index.js';
import { AccountLayout } from '../../AccountLayout.js';
import { formatDate } from '../format.js';
import {
  ConfirmStep,
  DoneStep,
  formatTime,
  OrderMissing,
  useRequestSteps,
  type Chosen,
  type Recorded,
} from './steps.js';
import {
  chosenItems,
  focusFirstChoice,
  itemChoiceDefaults,
  itemChoicesSchema,
  ItemsChoice,
  type ChoiceLine,
  type ItemChoice,
} from './ItemsChoice.js';
import './afterSales.css';

const query = graphql`
  query WithdrawalPageQuery($reference: String!) {
    viewer {
      isAuthenticated
      customer {
        firstName
      }
      order(reference: $reference) {
        id
        reference
        createdAt
        timeZone
        afterSales {
          withdrawalOpen
          withdrawalDeadline
          lines {
            offerId
            productName
            shopName
            quantity
            withdrawableQuantity
            withdrawalExclusionLabel
          }
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation WithdrawalPageMutation($input: WithdrawFromOrderInput!) {
    withdrawFromOrder(input: $input) {
      return {
        statement
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

interface Values {
  items: ItemChoice[];
}

interface Acknowledged extends Recorded {
  readonly statement: string;
}

/**
 * `mon-compte/commandes/{orderReference}/retractation`: the withdrawal function (Directive (EU)
 * 2023/2673, issue 32), reached from the order's page and from the order and shipping e-mails.
 * First the shopper identifies the order and the items (those excluded by law shown as such), then
 * confirms with « Confirmer la rétractation »; the acknowledgement follows on screen, with the return
 * instructions, and by e-mail.
 */
export default function WithdrawalPage() {
  const { t, locale } = useI18n();
  const { orderReference = '' } = useParams();
  const data = useLazyLoadQuery<WithdrawalPageQuery>(
    query,
    { reference: orderReference },
    { fetchPolicy: 'store-and-network' },
  );
  const { viewer } = data;
  const order = viewer.order;
  const { title, step, setStep, heading, confirmation, back } = useRequestSteps<Chosen, Acknowledged>({
    orderReference,
    reference: order?.reference,
    titleKey: 'afterSales.withdrawal.title',
    failedKey: 'afterSales.withdrawal.failed',
  });
  const commit = useCommit<WithdrawalPageMutation>(mutation);
  const lines: ChoiceLine[] = (order?.afterSales?.lines ?? []).map((line) => ({
    offerId: line.offerId,
    productName: line.productName,
    shopName: line.shopName,
    quantity: line.quantity,
    available: line.withdrawableQuantity,
    excludedBecause: line.withdrawalExclusionLabel,
  }));
  const form = useForm<Values>({
    resolver: zodResolver(z.object({ items: itemChoicesSchema(t('afterSales.items.required')) })),
    defaultValues: { items: itemChoiceDefaults(lines) },
  });
  if (!viewer.isAuthenticated || !order)
    return (
      <OrderMissing
        signedIn={viewer.isAuthenticated}
        title={title}
        firstName={viewer.customer?.firstName}
        then={orderPagePath('withdrawal', orderReference)}
      />
    );
  const afterSales = order.afterSales;
  const date = (iso: string, withTime = false) => formatDate(iso, locale, order.timeZone, withTime);
  const open = afterSales?.withdrawalOpen === true && lines.some((line) => line.available > 0);

  const submitChoice = form.handleSubmit(
    ({ items }) => {
      confirmation.clear();
      setStep({ step: 'confirm', items: chosenItems(lines, items), requestId: crypto.randomUUID() });
    },
    () => focusFirstChoice(),
  );
  const confirm = (chosen: Chosen) =>
    confirmation.send(
      async () => {
        const { return: record, userErrors } = (
          await commit({ input: { orderId: order.id, requestId: chosen.requestId, items: chosen.items } })
        ).withdrawFromOrder;
        return { record, userErrors };
      },
      (record) => setStep({ step: 'done', record }),
    );
  const nameOf = (offerId: string) => lines.find((line) => line.offerId === offerId)?.productName ?? offerId;

  return (
    <AccountLayout title={title} firstName={viewer.customer?.firstName}>
      <p>{back}</p>
      <p>{t('afterSales.withdrawal.intro')}</p>
      <section className="order-section" aria-labelledby="withdrawal-order">
        <h2 id="withdrawal-order">{t('afterSales.withdrawal.orderFacts')}</h2>
        <dl className="order-facts">
          <dt>{t('afterSales.withdrawal.reference')}</dt>
          <dd>{order.reference}</dd>
          <dt>{t('afterSales.withdrawal.orderedOn')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
          </dd>
          <dt>{t('afterSales.withdrawal.deadline')}</dt>
          <dd>
            {afterSales?.withdrawalDeadline ? (
              <time dateTime={afterSales.withdrawalDeadline}>{date(afterSales.withdrawalDeadline)}</time>
            ) : (
              t('afterSales.withdrawal.deadlineUnknown')
            )}
          </dd>
        </dl>
      </section>

      {!afterSales ? (
        <p role="alert">{t('afterSales.unavailable')}</p>
      ) : step.step === 'choose' ? (
        <form className="form after-sales-step" onSubmit={(event) => void submitChoice(event)} noValidate>
          <h2 ref={heading} tabIndex={-1}>
            {t('afterSales.withdrawal.chooseTitle')}
          </h2>
          {!open ? (
            <p>
              {afterSales.withdrawalOpen
                ? t('afterSales.withdrawal.nothingYet')
                : t('afterSales.withdrawal.closed')}
            </p>
          ) : null}
          <ItemsChoice
            legend={t('afterSales.withdrawal.items')}
            lines={lines}
            choices={form.watch('items')}
            register={(index, part) => form.register(`items.${index}.${part}`)}
            error={form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message}
          />
          {open ? (
            <p className="form__actions">
              <SubmitButton busy={false}>{t('afterSales.withdrawal.continue')}</SubmitButton>
            </p>
          ) : null}
        </form>
      ) : step.step === 'confirm' ? (
        <ConfirmStep
          id="withdrawal-confirm"
          heading={heading}
          title={t('afterSales.withdrawal.confirmTitle')}
          reference={order.reference}
          kind="WITHDRAWAL"
          chosen={step}
          nameOf={nameOf}
          refusal={confirmation.refusal}
          busy={confirmation.busy}
          confirmLabel={t('afterSales.withdrawal.confirm')}
          changeLabel={t('afterSales.withdrawal.change')}
          onConfirm={() => void confirm(step)}
          onChange={() => setStep({ step: 'choose' })}
        >
          <p>{t('afterSales.withdrawal.statement', { reference: order.reference })}</p>
        </ConfirmStep>
      ) : (
        <DoneStep
          id="withdrawal-done"
          heading={heading}
          title={t('afterSales.withdrawal.doneTitle')}
          text={t('afterSales.withdrawal.doneText', {
            date: date(step.record.requestedAt),
            time: formatTime(step.record.requestedAt, locale, order.timeZone),
          })}
          record={step.record}
          back={back}
        >
          <blockquote className="after-sales__statement">{step.record.statement}</blockquote>
        </DoneStep>
      )}
    </AccountLayout>
  );
}
