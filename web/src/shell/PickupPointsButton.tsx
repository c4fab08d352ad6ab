import { lazy, useState } from 'react';
import { Suspense } from '../routing/hydration.js';
import { useT } from '../i18n/index.js';
import { Icon } from './Icon.js';

// Downloaded on the first opening only: the first page carries this button and nothing else of it.
const PickupPointsDialog = lazy(() => import('./pickup-points/PickupPointsDialog.js'));

/** Spec 3: the header's relay listing, the region's parcel pickup points in a dialog. */
export function PickupPointsButton({ className }: { className: string }) {
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
        <Icon name="pin" size={16} />
        <span>{t('shell.pickupPoints')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PickupPointsDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
