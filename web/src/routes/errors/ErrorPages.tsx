import { Link } from 'react-router-dom';
import { useHref } from '../../app/catalog.js';
import { useT } from '../../i18n/index.js';

function ErrorPage({ code, title }: { code: string; title: string }) {
  const t = useT();
  const href = useHref();
  return (
    <section className="error-page">
      <p className="error-page__code">{code}</p>
      <h1>{title}</h1>
      <Link className="button" to={href()}>
        {t('shell.backHome')}
      </Link>
    </section>
  );
}

export function NotFound() {
  const t = useT();
  return <ErrorPage code="404" title={t('shell.notFound')} />;
}

export function Unauthorized() {
  const t = useT();
  return <ErrorPage code="401" title={t('shell.unauthorized')} />;
}
