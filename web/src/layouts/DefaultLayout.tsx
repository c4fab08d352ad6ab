import { Outlet } from 'react-router-dom';

export function DefaultLayout() {
  return (
    <div className="layout">
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
