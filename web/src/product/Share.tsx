import { useT } from '../i18n/index.js';
import { notify } from '../notifications/store.js';
import { usePageUrl } from '../routing/server-render.js';

/** Share the page: the system's share sheet where there is one, else copy, e-mail and WhatsApp links (no third-party script). */
export function Share({ title }: { title: string }) {
  const t = useT();
  const url = usePageUrl();
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('info', 'product.share.copied');
    } catch {
      notify('danger', 'product.share.failed');
    }
  };
  return (
    <div className="share">
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        {t('product.share.label')}
      </button>
      <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
        {t('product.share.email')}
      </a>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('product.share.whatsapp')}
      </a>
    </div>
  );
}
