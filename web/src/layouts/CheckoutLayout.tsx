import { Outlet } from 'react-router-dom';

export function CheckoutLayout() {
  return (
    <div className="layout">
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
