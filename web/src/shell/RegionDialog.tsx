import type { MouseEvent } from 'react';
import { useT } from '../i18n/index.js';
import { Dialog } from './Dialog.js';
import './RegionDialog.css';

export interface RegionChoice {
  path: string;
  label: string;
}

/** A plain left click the page handles itself; any other (new tab, window) is the browser's. */
function ownClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Spec 2.4 / 4: the region (root category) choice, as a list. Without `onClose` (first visit, no
 * stored region) it cannot be closed without choosing: no close button, Escape does nothing.
 * Each choice is a link to where it leads (`hrefOf`): the server renders the first visit's dialog,
 * and a click before the page's script has run still takes the shopper to the region (the region's
 * page stores it), where a button would do nothing. Once hydrated, `onChoose` does the move.
 */
export function RegionDialog({
  regions,
  current,
  hrefOf,
  onChoose,
  onClose,
}: {
  regions: readonly RegionChoice[];
  current?: string;
  hrefOf: (path: string) => string;
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
            <a
              href={hrefOf(region.path)}
              className={
                region.path === current
                  ? 'region-dialog__choice region-dialog__choice--current'
                  : 'region-dialog__choice'
              }
              aria-current={region.path === current ? 'true' : undefined}
              data-autofocus={(current ? region.path === current : index === 0) || undefined}
              onClick={(event) => {
                if (!ownClick(event)) return;
                event.preventDefault();
                onChoose(region.path);
              }}
            >
              <span>{region.label}</span>
              {region.path === current ? (
                <span className="region-dialog__current">{t('shell.region.current')}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
