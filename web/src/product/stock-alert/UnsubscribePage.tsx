import './messages.js';
import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { UnsubscribePageMutation } from '../../__generated__/UnsubscribePageMutation.graphql.js';
import { FormAlert } from '../../forms/Form.js';
import { useCommit } from '../../forms/mutation.js';
import { useT } from '../../i18n/index.js';
import { useRoutes } from '../../routing/routes.js';
import { withoutPrivateParams } from '../../shell/privateParams.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './stock-alert.css';

const unsubscribeMutation = graphql`
  mutation UnsubscribePageMutation($input: UnsubscribeRestockAlertsInput!) {
    unsubscribeRestockAlerts(input: $input) {
      unsubscribed
      removed
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

type State = { kind: 'working' } | { kind: 'done'; removed: number } | { kind: 'failed'; key: string };

/**
 * `alerte-stock/desinscription?token=…`, the link of a restock alert's e-mail: the address's
 * alerts are removed as the page opens (in the browser: a mail scanner fetching the link changes
 * nothing) and the page confirms it. The token leaves the address bar and the history once read.
 */
export default function UnsubscribePage() {
  const t = useT();
  const routes = useRoutes();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const hasTokenParam = params.has('token');
  const commit = useCommit<UnsubscribePageMutation>(unsubscribeMutation);
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', key: 'stockAlert.unsubscribe.invalid' },
  );
  const started = useRef(false);
  usePageMeta({ title: t('stockAlert.unsubscribe.title') });

  useEffect(() => {
    if (hasTokenParam) void navigate({ search: withoutPrivateParams(params.toString()) }, { replace: true });
  }, [hasTokenParam, navigate, params]);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    commit({ input: { token } }).then(
      ({ unsubscribeRestockAlerts: reply }) => {
        if (reply.unsubscribed && reply.userErrors.length === 0)
          setState({ kind: 'done', removed: reply.removed });
        else {
          const code = reply.userErrors[0]?.code;
          setState({
            kind: 'failed',
            key:
              code === 'RESTOCK_UNSUBSCRIBE_LINK_NOT_FOUND' || code === 'INVALID_INPUT'
                ? 'stockAlert.unsubscribe.invalid'
                : 'errors.server.access',
          });
        }
      },
      () => setState({ kind: 'failed', key: 'errors.server.access' }),
    );
  }, [commit, token]);

  return (
    <section className="page stock-alert-unsubscribe">
      <h1>{t('stockAlert.unsubscribe.title')}</h1>
      {state.kind === 'working' ? <p role="status">{t('stockAlert.unsubscribe.working')}</p> : null}
      {state.kind === 'done' ? (
        <div role="status">
          <p className="stock-alert__done">{t('stockAlert.unsubscribe.done')}</p>
          {state.removed > 0 ? <p>{t('stockAlert.unsubscribe.removed', { count: state.removed })}</p> : null}
        </div>
      ) : null}
      {state.kind === 'failed' ? <FormAlert>{t(state.key)}</FormAlert> : null}
      <p>
        <Link to={routes.Home()}>{t('stockAlert.unsubscribe.home')}</Link>
      </p>
    </section>
  );
}
