import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogHref, useCatalog } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import { storeCatalog } from '../routing/storage.js';
import { Icon } from './Icon.js';
import { RegionDialog } from './RegionDialog.js';
import type { RegionChoice } from './RegionDialog.js';

/**
 * Spec 2.3: the region selector, shown only when the shop has more than one region. Choosing
 * another region opens its home page in the same language.
 */
export function RegionSelector({ regions, label }: { regions: readonly RegionChoice[]; label: string }) {
  const t = useT();
  const { catalog, locale } = useCatalog();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (regions.length <= 1) return null;
  return (
    <>
      <button
        type="button"
        className="region-selector"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('shell.region.change', { region: label })}
        onClick={() => setOpen(true)}
      >
        <Icon name="pin" size={16} />
        <span>{label}</span>
      </button>
      {open ? (
        <RegionDialog
          regions={regions}
          current={catalog}
          onClose={() => setOpen(false)}
          onChoose={(path) => {
            setOpen(false);
            if (path === catalog) return;
            storeCatalog(path);
            navigate(catalogHref(path, locale));
          }}
        />
      ) : null}
    </>
  );
}
