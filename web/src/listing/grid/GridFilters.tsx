import { useI18n } from '../../i18n/index.js';
import { Facets, visibleFacets } from '../Facets.js';
import type { FacetData } from '../Facets.js';
import { selectedCount } from '../state.js';
import type { FilterSelection } from '../state.js';

export interface GridFiltersProps {
  facets: readonly FacetData[];
  filters: FilterSelection[];
  onChange: (filters: FilterSelection[]) => void;
  mobile: boolean;
}

/**
 * The grid's filters (spec 2.4): the listing's checkbox lists (a 90 px scrolling box above 4
 * values, a clear button each) beside the table; on phones, a multi-select dropdown per filter
 * (170 px box) and one button that clears them all.
 */
export function GridFilters({ facets, filters, onChange, mobile }: GridFiltersProps) {
  const { t } = useI18n();
  const shown = visibleFacets(facets, filters);
  if (shown.length === 0) return null;
  if (!mobile) {
    return (
      <aside className="grid-filters" aria-label={t('catalog.facets.title')}>
        <Facets facets={shown} filters={filters} onChange={onChange} />
      </aside>
    );
  }
  return (
    <div className="grid-filters grid-filters--mobile" role="group" aria-label={t('catalog.facets.title')}>
      {shown.map((facet) => {
        const chosen = filters.find((f) => f.name === facet.name)?.values.length ?? 0;
        return (
          <details key={facet.name} className="grid-filters__dropdown">
            <summary className="grid-filters__summary">
              {facet.label}
              {chosen > 0 ? <span className="grid-filters__badge"> ({chosen})</span> : null}
            </summary>
            <div className="grid-filters__panel">
              <Facets facets={[facet]} filters={filters} onChange={onChange} clearAll={false} />
            </div>
          </details>
        );
      })}
      <button
        type="button"
        className="button button--secondary grid-filters__clear-all"
        disabled={selectedCount(filters) === 0}
        onClick={() => onChange([])}
      >
        {t('catalog.facets.clearAll')}
      </button>
    </div>
  );
}
