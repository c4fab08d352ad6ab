import './messages.js';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerSchemas } from '@shop/domain/customer/validation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { StockAlertMutation } from '../../__generated__/StockAlertMutation.graphql.js';
import { EmailField, fieldsOf } from '../../forms/Field.js';
import { FormAlert, LinkButton, SubmitButton } from '../../forms/Form.js';
import { useCommit } from '../../forms/mutation.js';
import { useFormSchema } from '../../forms/schemas.js';
import { showFieldErrors } from '../../forms/userErrors.js';
import { useT } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';
import { Dialog } from '../../shell/Dialog.js';
import './stock-alert.css';

const subscribeMutation = graphql`
  mutation StockAlertMutation($input: SubscribeRestockAlertInput!) {
    subscribeRestockAlert(input: $input) {
      subscribed
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/** Spec 5: the restock e-mail is required and passes the shared e-mail check (`form.errors.email`). */
const alertSchema = (s: CustomerSchemas) => s.restockAlert.pick({ email: true });
type AlertValues = z.input<ReturnType<typeof alertSchema>>;

/** What the gateway's refusals say (spec 8): 409 `stockAlert.errorMailExist`, anything else `errors.server.access`. */
const FAILURES: Record<string, string> = {
  RESTOCK_ALERT_EXISTS: 'stockAlert.errorMailExist',
  OFFER_IN_STOCK: 'stockAlert.inStock',
};

/**
 * The stock block's restock-alert form for an out-of-stock offer (spec 2.4, 4, 8; flag
 * `stockAlert`): an e-mail, one alert per address and offer, kept in the page's region and
 * language; and the stock-alert modal, whose action leads to the contact page.
 */
export default function StockAlert({ offerId, productName }: { offerId: string; productName: string }) {
  const t = useT();
  const href = useHref();
  const titleId = useId();
  const commit = useCommit<StockAlertMutation>(subscribeMutation);
  const form = useForm<AlertValues>({
    resolver: zodResolver(useFormSchema(alertSchema)),
    defaultValues: { email: '' },
  });
  const field = fieldsOf(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { subscribeRestockAlert: reply } = await commit({ input: { offerId, email } });
      if (reply.subscribed && reply.userErrors.length === 0) {
        setDone(true);
        return;
      }
      const rest = showFieldErrors(reply.userErrors, form.setError, {
        fields: ['email'],
        accepts: (error) => error.code === 'INVALID_INPUT',
      });
      if (rest.length > 0) setFailure(FAILURES[rest[0]!.code] ?? 'errors.server.access');
    } catch {
      setFailure('errors.server.access');
    }
  });

  return (
    <section className="stock-alert" aria-labelledby={titleId}>
      <h3 id={titleId} className="stock-alert__title">
        {t('stockAlert.title')}
      </h3>
      {done ? (
        <p className="stock-alert__done" role="status">
          {t('stockAlert.validMessage')}
        </p>
      ) : (
        <form
          className="form stock-alert__form"
          noValidate
          aria-label={`${t('stockAlert.title')} : ${productName}`}
          onSubmit={(event) => void submit(event)}
        >
          <p className="stock-alert__text">{t('stockAlert.text')}</p>
          {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
          <div className="stock-alert__row">
            <EmailField {...field('email')} label={t('stockAlert.label')} required />
            <SubmitButton busy={form.formState.isSubmitting}>{t('stockAlert.submit')}</SubmitButton>
          </div>
        </form>
      )}
      <LinkButton onClick={() => setModalOpen(true)}>{t('stockAlert.more')}</LinkButton>
      {modalOpen ? (
        <Dialog
          title={t('stockAlert.modal.title')}
          onClose={() => setModalOpen(false)}
          closeLabel={t('stockAlert.modal.close')}
          className="stock-alert-dialog"
        >
          <p>{t('stockAlert.modal.text')}</p>
          <p>{t('stockAlert.modal.contactText')}</p>
          <div className="button-row">
            {/* Spec 2.4: the stock-alert modal's action leads to the contact page. */}
            <Link className="button" to={href('contact')} onClick={() => setModalOpen(false)} data-autofocus>
              {t('stockAlert.modal.contact')}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => setModalOpen(false)}>
              {t('stockAlert.modal.close')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
