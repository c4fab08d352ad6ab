import OrderPage from './OrderPage.js';
import OrdersPage from './OrdersPage.js';

/** The list (`mon-compte/commandes`) or one order (`…/{orderReference}`). */
export default function OrdersScreen({ screen }: { screen: 'list' | 'order' }) {
  return screen === 'list' ? <OrdersPage /> : <OrderPage />;
}
