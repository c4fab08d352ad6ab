import { useT } from '../i18n/index.js';
import { useServerRender } from '../routing/server-render.js';
import './content.css';

/**
 * Spec 8, CMS page: the content source failed (`errors.serviceUnavailable`). The server answers 503,
 * so that nobody caches or indexes the failure; the shopper can try again.
 */
export function ContentUnavailable() {
  const t = useT();
  const server = useServerRender();
  if (server) server.status = 503;
  return (
    <div className="content-state" role="alert">
      <p className="content-state__text">{t('errors.serviceUnavailable')}</p>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** Spec 8, CMS page: the page exists but its body is empty (`errors.noContent`). */
export function NoContent() {
  const t = useT();
  return (
    <p className="content-state content-state__text" role="status">
      {t('errors.noContent')}
    </p>
  );
}
