import { Outlet } from 'react-router-dom';

export function BlankLayout() {
  return (
    <div className="layout">
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
