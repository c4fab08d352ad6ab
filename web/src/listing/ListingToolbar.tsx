import { useId } from 'react';
import { useI18n, useT } from '../i18n/index.js';
import { countMessage } from './plural.js';
import { DISPLAY_MODES, PAGE_SIZES, SORTS, SORT_KEYS, sortKey } from './state.js';
import type { DisplayMode, ListingSort, SortKey } from './state.js';
import './ListingToolbar.css';

/** Sort of spec 4: score descending (default), price ascending, price descending. */
export function SortSelect({ sort, onChange }: { sort: ListingSort; onChange: (sort: ListingSort) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="listing-toolbar__field">
      <label htmlFor={id}>{t('catalog.sort.label')}</label>
      <select id={id} value={sortKey(sort)} onChange={(e) => onChange(SORTS[e.target.value as SortKey])}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`catalog.sort.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Items per page: 20, 50 or 100 (the screen's default is 20 on desktop, 50 on mobile). */
export function PageSizeSelect({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  const t = useT();
  const id = useId();
  const sizes: number[] = PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number])
    ? [...PAGE_SIZES]
    : [...PAGE_SIZES, size].sort((a, b) => a - b);
  return (
    <div className="listing-toolbar__field">
      <label htmlFor={id}>{t('catalog.pageSize')}</label>
      <select id={id} value={size} onChange={(e) => onChange(Number(e.target.value))}>
        {sizes.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

const MODE_ICONS: Record<DisplayMode, string> = {
  list: 'M4 5h4v4H4zM10 6h10v2H10zM4 11h4v4H4zM10 12h10v2H10zM4 17h4v4H4zM10 18h10v2H10z',
  large: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
  small:
    'M3 3h5v5H3zM9.5 3h5v5h-5zM16 3h5v5h-5zM3 9.5h5v5H3zM9.5 9.5h5v5h-5zM16 9.5h5v5h-5zM3 16h5v5H3zM9.5 16h5v5h-5zM16 16h5v5h-5z',
};

/** Display modes of spec 2.4: list, large and small cards (toggle buttons). */
export function DisplayModeSwitch({
  mode,
  onChange,
}: {
  mode: DisplayMode;
  onChange: (mode: DisplayMode) => void;
}) {
  const t = useT();
  return (
    <div className="listing-toolbar__modes" role="group" aria-label={t('catalog.mode.label')}>
      {DISPLAY_MODES.map((m) => (
        <button
          key={m}
          type="button"
          className="listing-toolbar__mode"
          aria-pressed={mode === m}
          title={t(`catalog.mode.${m}`)}
          onClick={() => onChange(m)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={MODE_ICONS[m]} fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t(`catalog.mode.${m}`)}</span>
        </button>
      ))}
    </div>
  );
}

/** The line above the products: total count, sort, items per page, display mode. */
export function ListingToolbar(props: {
  total: number;
  sort: ListingSort;
  size: number;
  mode: DisplayMode;
  onSort: (sort: ListingSort) => void;
  onSize: (size: number) => void;
  onMode: (mode: DisplayMode) => void;
}) {
  const { t, locale } = useI18n();
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" role="status">
        {countMessage(t, locale, 'catalog.count', props.total)}
      </p>
      <SortSelect sort={props.sort} onChange={props.onSort} />
      <PageSizeSelect size={props.size} onChange={props.onSize} />
      <DisplayModeSwitch mode={props.mode} onChange={props.onMode} />
    </div>
  );
}
