import OrderPage from './OrderPage.js';
import OrdersPage from './OrdersPage.js';
import ReturnPage from './after-sales/ReturnPage.js';
import WithdrawalPage from './after-sales/WithdrawalPage.js';

/**
 * The list (`mon-compte/commandes`), one order (`…/{orderReference}`), or its withdrawal function
 * (`…/retractation`) or return request (`…/retour`): `ORDER_PAGE_ROUTES` of the domain.
 */
export default function OrdersScreen({ screen }: { screen: 'list' | 'order' | 'withdrawal' | 'return' }) {
  switch (screen) {
    case 'list':
      return <OrdersPage />;
    case 'order':
      return <OrderPage />;
    case 'withdrawal':
      return <WithdrawalPage />;
    case 'return':
      return <ReturnPage />;
  }
}
