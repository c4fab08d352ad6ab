import { createPath, Navigate, useResolvedPath } from 'react-router-dom';
import type { To } from 'react-router-dom';
import { useServerRender } from './server-render.js';

/**
 * Replaces the current location (spec 2.2 redirects): in the browser a `<Navigate replace>`, on the
 * server the response's redirect (the first one met wins, as the outermost route decides).
 */
export function Redirect({ to }: { to: To }) {
  const server = useServerRender();
  const resolved = useResolvedPath(to);
  if (server) {
    server.redirect ??= createPath(resolved);
    return null;
  }
  return <Navigate to={to} replace />;
}
