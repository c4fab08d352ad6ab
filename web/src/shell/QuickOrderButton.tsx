import { lazy, useState } from 'react';
import { Suspense } from '../routing/hydration.js';
import { useT } from '../i18n/index.js';
import { Icon } from './Icon.js';

// Downloaded on the first opening only, and never in a shop whose quick order is off (the header
// and the bottom bar leave this button out).
const QuickOrderDialog = lazy(() => import('./quick-order/QuickOrderDialog.js'));

/** Spec 2.3: the quick-order entry of the header and the mobile bottom bar; it opens the modal. */
export function QuickOrderButton({ className, label }: { className: string; label?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="scan" />
        <span>{label ?? t('shell.header.quickOrder')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QuickOrderDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
