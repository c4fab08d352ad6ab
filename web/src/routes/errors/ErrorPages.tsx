import { Redirect } from '../../routing/Redirect.js';
import { Link } from 'react-router-dom';
import { useHref } from '../../routing/catalog.js';
import { useRoutes } from '../../routing/routes.js';
import { useT } from '../../i18n/index.js';
import { useServerRender } from '../../routing/server-render.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './ErrorPages.css';

function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  const t = useT();
  const server = useServerRender();
  if (server) server.status = Number(code);
  const routes = useRoutes();
  usePageMeta({ title, description: text });
  return (
    <section className="error-page">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="error-page__title">{title}</h1>
      <p className="error-page__text">{text}</p>
      <Link className="button" to={routes.Home()}>
        {t('shell.backHome')}
      </Link>
    </section>
  );
}

/** Spec 2.1 / 8: the 404 page (unknown paths are redirected here). */
export function NotFound() {
  const t = useT();
  return <ErrorPage code="404" title={t('shell.notFound')} text={t('shell.notFoundText')} />;
}

/** Spec 2.1 / 8: the 401 page. */
export function Unauthorized() {
  const t = useT();
  return <ErrorPage code="401" title={t('shell.unauthorized')} text={t('shell.unauthorizedText')} />;
}

/**
 * Any other path (spec 2.1): replaced by this region's 404 page. An absolute target: a relative
 * `<Navigate to="404">` under a splat route resolves against the unknown path itself and loops.
 */
export function ToNotFound() {
  const href = useHref();
  return <Redirect to={href('404')} />;
}
