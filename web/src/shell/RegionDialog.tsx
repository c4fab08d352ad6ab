import { useT } from '../i18n/index.js';
import { Dialog } from './Dialog.js';
import './RegionDialog.css';

export interface RegionChoice {
  path: string;
  label: string;
}

/**
 * Spec 2.4 / 4: the region (root category) choice, as a list. Without `onClose` (first visit, no
 * stored region) it cannot be closed without choosing: no close button, Escape does nothing.
 */
export function RegionDialog({
  regions,
  current,
  onChoose,
  onClose,
}: {
  regions: readonly RegionChoice[];
  current?: string;
  onChoose: (path: string) => void;
  onClose?: () => void;
}) {
  const t = useT();
  return (
    <Dialog title={t('shell.region.title')} onClose={onClose} closeLabel={t('shell.region.close')}>
      <p className="region-dialog__intro">{t('shell.region.intro')}</p>
      <ul className="region-dialog__list">
        {regions.map((region, index) => (
          <li key={region.path}>
            <button
              type="button"
              className={
                region.path === current
                  ? 'region-dialog__choice region-dialog__choice--current'
                  : 'region-dialog__choice'
              }
              aria-current={region.path === current ? 'true' : undefined}
              data-autofocus={(current ? region.path === current : index === 0) || undefined}
              onClick={() => onChoose(region.path)}
            >
              <span>{region.label}</span>
              {region.path === current ? (
                <span className="region-dialog__current">{t('shell.region.current')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
