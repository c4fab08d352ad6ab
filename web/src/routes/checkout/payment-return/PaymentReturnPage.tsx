import '../payment/messages.js';
import '../../../cart/fragments.js';
import { useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentReturnPageConfirmMutation } from '../../../__generated__/PaymentReturnPageConfirmMutation.graphql.js';
import type { PaymentReturnPageQuery } from '../../../__generated__/PaymentReturnPageQuery.graphql.js';
import { useCommit } from '../../../forms/mutation.js';
import { useT } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import type { PageProps } from '../../../routing/page.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import { useFocusHeading } from '../payment/useFocusHeading.js';
import { answerOrderReference, outcomeOf, readPaymentReturn, resultSearch } from './returnQuery.js';

export const paymentReturnPageQuery = graphql`
  query PaymentReturnPageQuery @preloadable {
    viewer {
      __typename
    }
  }
`;

const confirmMutation = graphql`
  mutation PaymentReturnPageConfirmMutation($input: ConfirmCardPaymentInput!) {
    confirmCardPayment(input: $input) {
      outcome
      refusalCode
      order {
        reference
      }
      viewer {
        ...fragments_cartCounts @relay(mask: false)
      }
      userErrors {
        code
      }
    }
  }
`;

/** Answers already sent: React's development double effect and a re-render never confirm twice. */
const sent = new Set<string>();

/**
 * `commande/paiement/retour`: the provider sends the browser here with its signed answer. The page
 * has it checked and applied by the server, then replaces its own address with the result page's,
 * so the signed answer stays out of the history (Back never replays it).
 */
export default function PaymentReturnPage({ queryRef }: PageProps<PaymentReturnPageQuery>) {
  usePreloadedQuery<PaymentReturnPageQuery>(paymentReturnPageQuery, queryRef);
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useCommit<PaymentReturnPageConfirmMutation>(confirmMutation);
  const heading = useFocusHeading();
  const [missing, setMissing] = useState(false);
  const started = useRef(false);
  usePageMeta({ title: t('checkoutPayment.return.title') });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const input = readPaymentReturn(new URLSearchParams(location.search));
    if (!input) {
      setMissing(true);
      return;
    }
    if (sent.has(input.hash)) return;
    sent.add(input.hash);
    const toResult = (search: string) =>
      navigate(href(`commande/paiement/resultat${search}`), { replace: true });
    confirm({ input })
      .then((payload) => {
        const result = payload.confirmCardPayment;
        const invalid = result.userErrors.length > 0;
        toResult(
          resultSearch({
            outcome: invalid ? 'unknown' : outcomeOf(result.outcome),
            code: result.refusalCode ?? null,
            reference: result.order?.reference ?? answerOrderReference(input.answer),
          }),
        );
      })
      // The network layer told the failure; the result page says the outcome is unknown.
      .catch(() => toResult(resultSearch({ outcome: 'unknown', code: null, reference: null })));
  }, [confirm, href, location.search, navigate]);

  return (
    <section className="page payment-result" aria-busy={!missing}>
      <h1 ref={heading} tabIndex={-1}>
        {t('checkoutPayment.return.title')}
      </h1>
      {missing ? (
        <p role="alert">
          {t('checkoutPayment.return.missing')}{' '}
          <a href={href('commande/paiement/resultat?outcome=unknown')}>
            {t('checkoutPayment.result.unknown')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
