import '../messages.js';
import { ORDER_PAGE_SIZES } from '@shop/domain/constants';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql.js';
import { useT } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';
import { useRoutes } from '../../routing/routes.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import { AccountLayout, SignInPrompt } from '../AccountLayout.js';
import {
  ORDER_LIST_SORTS,
  orderListSearch,
  readOrderListParams,
  type OrderListParams,
} from './listParams.js';
import { OrderSummary } from './OrderSummary.js';
import './orders.css';

const query = graphql`
  query OrdersPageQuery($first: Int!, $page: Int!, $sort: OrderSort!) {
    viewer {
      isAuthenticated
      customer {
        firstName
      }
      orders(first: $first, page: $page, sort: $sort) {
        totalCount
        pageCount
        edges {
          node {
            id
            ...OrderSummary_order
          }
        }
      }
    }
  }
`;

/** `mon-compte/commandes` (spec 2.4): the customer's orders, a page at a time, sorted as asked. */
export default function OrdersPage() {
  const t = useT();
  const href = useHref();
  const routes = useRoutes();
  const [search, setSearch] = useSearchParams();
  const params = readOrderListParams(search);
  const data = useLazyLoadQuery<OrdersPageQuery>(
    query,
    { first: params.size, page: params.page, sort: params.sort },
    { fetchPolicy: 'store-and-network' },
  );
  const title = t('account.orders.title');
  usePageMeta({ title });
  const viewer = data.viewer;
  const change = (next: Partial<OrderListParams>) =>
    setSearch(new URLSearchParams(orderListSearch({ ...params, page: 1, ...next })));
  const orders = viewer.orders;
  const pageLink = (page: number) => `${href('mon-compte/commandes')}${orderListSearch({ ...params, page })}`;
  return (
    <AccountLayout title={title} firstName={viewer.customer?.firstName}>
      {!viewer.isAuthenticated ? (
        <SignInPrompt then="mon-compte/commandes" />
      ) : orders.totalCount === 0 ? (
        <p className="orders__empty">
          {t('account.orders.empty')} <Link to={routes.Home()}>{t('account.orders.startShopping')}</Link>
        </p>
      ) : (
        <>
          <div className="orders__controls" role="group" aria-label={t('account.orders.controls')}>
            <p aria-live="polite">{t('account.orders.count', { count: orders.totalCount })}</p>
            <label>
              {t('account.orders.sort')}{' '}
              <select
                value={params.sort}
                onChange={(event) => change({ sort: event.target.value as OrderListParams['sort'] })}
              >
                {ORDER_LIST_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`account.orders.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('account.orders.size')}{' '}
              <select value={params.size} onChange={(event) => change({ size: Number(event.target.value) })}>
                {ORDER_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ul className="orders__list">
            {orders.edges.map(({ node }) => (
              <OrderSummary key={node.id} order={node} />
            ))}
          </ul>
          {orders.pageCount > 1 ? (
            <nav className="orders__pages" aria-label={t('account.orders.pages')}>
              {params.page > 1 ? (
                <Link to={pageLink(params.page - 1)}>{t('account.orders.previous')}</Link>
              ) : null}
              <span>{t('account.orders.page', { page: params.page, count: orders.pageCount })}</span>
              {params.page < orders.pageCount ? (
                <Link to={pageLink(params.page + 1)}>{t('account.orders.next')}</Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </AccountLayout>
  );
}
