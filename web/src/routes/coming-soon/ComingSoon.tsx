import { Link } from 'react-router-dom';
import { useHref } from '../../routing/catalog.js';
import { useT } from '../../i18n/index.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './ComingSoon.css';

/** A screen that belongs to a later part of the shop (cart, account, checkout...), under its final route. */
export function ComingSoon({ name }: { name: string }) {
  const t = useT();
  const href = useHref();
  const title = t(`shell.screens.${name}`);
  usePageMeta({ title });
  return (
    <section className="coming-soon">
      <h1 className="coming-soon__title">{title}</h1>
      <p className="coming-soon__text">{t('shell.comingSoon')}</p>
      <Link className="button button--secondary" to={href()}>
        {t('shell.backHome')}
      </Link>
    </section>
  );
}
