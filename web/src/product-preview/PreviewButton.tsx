import './messages.js';
import { lazy, useState } from 'react';
import { useT } from '../i18n/index.js';
import { Suspense } from '../routing/hydration.js';
import './preview.css';

// The panel and its query load when a shopper opens one.
const PreviewPanel = lazy(() => import('./PreviewPanel.js'));

/**
 * Spec 2.4 "product preview side panel" (spec 9 flag `productPreview`; issue 35): a card's quick
 * view, opened without leaving the list.
 */
export function PreviewButton({ slug, name }: { slug: string; name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="product-card__preview"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('preview.open', { name })}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PreviewPanel slug={slug} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
