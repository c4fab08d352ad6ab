import { useT } from '../../i18n/index.js';

/** A screen that belongs to a later part of the shop (cart, account, checkout...), under its final route. */
export function ComingSoon({ name }: { name: string }) {
  const t = useT();
  return (
    <section className="coming-soon">
      <h1>{t(`shell.screens.${name}`)}</h1>
      <p>{t('shell.comingSoon')}</p>
    </section>
  );
}
