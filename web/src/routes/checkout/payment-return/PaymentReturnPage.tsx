import '../../../checkout/messages.js';
import { useEffect, useRef } from 'react';
import { graphql } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PaymentReturnPageMutation } from '../../../__generated__/PaymentReturnPageMutation.graphql.js';
import { useCommit } from '../../../forms/mutation.js';
import { useT } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import { resultSearch } from './outcome.js';

const confirmMutation = graphql`
  mutation PaymentReturnPageMutation($input: ConfirmCardPaymentInput!) {
    confirmCardPayment(input: $input) {
      outcome
      refusalCode
      order {
        reference
      }
      viewer {
        cart {
          # eslint-disable-next-line relay/unused-fields
          lineCount
        }
      }
      userErrors {
        code
      }
    }
  }
`;

/**
 * `commande/paiement/retour` (blank layout): where the card provider sends the browser back. Its
 * signed answer is handed to the shop once, then the address is replaced by the result page's, so
 * the answer stays neither in the history nor on screen.
 */
export default function PaymentReturnPage() {
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const confirm = useCommit<PaymentReturnPageMutation>(confirmMutation);
  const sent = useRef(false);
  usePageMeta({ title: t('checkout.result.returnTitle') });

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const answer = search.get('kr-answer');
    const hash = search.get('kr-hash');
    const done = (outcome: Parameters<typeof resultSearch>[0]) =>
      navigate(`${href('commande/paiement/resultat')}?${resultSearch(outcome)}`, { replace: true });
    if (!answer || !hash) {
      done({ outcome: 'unknown', code: null, reference: null });
      return;
    }
    confirm({
      input: {
        answer,
        hash,
        hashAlgorithm: search.get('kr-hash-algorithm') ?? '',
        hashKey: search.get('kr-hash-key') ?? '',
        answerType: search.get('kr-answer-type'),
      },
    })
      .then(({ confirmCardPayment: result }) =>
        done({
          outcome: result.outcome ? (result.outcome.toLowerCase() as 'unknown') : 'unknown',
          code: result.refusalCode ?? null,
          reference: result.order?.reference ?? null,
        }),
      )
      // The notification may have made the order meanwhile: the shopper checks before paying again.
      .catch(() => done({ outcome: 'unknown', code: null, reference: null }));
  }, [confirm, href, navigate, search]);

  return (
    <div className="page checkout-result" aria-busy="true">
      <h1 tabIndex={-1}>{t('checkout.result.returnTitle')}</h1>
    </div>
  );
}
