import { useId, useState } from 'react';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { Facets_facet$key } from '../__generated__/Facets_facet.graphql.js';
import { useI18n, useT } from '../i18n/index.js';
import { Dialog } from '../shell/Dialog.js';
import { facetValueLabel } from './facetValue.js';
import { countMessage } from './plural.js';
import { clearFilter, isSelected, selectedCount, toggleFilter } from './state.js';
import type { FilterSelection } from './state.js';
import './Facets.css';

/**
 * What the facets read of a listing's facet (`@inline`: the grid hands them facets of its own, with
 * the table's counts, so they take plain `FacetData` rather than a fragment reference).
 */
const facetFragment = graphql`
  fragment Facets_facet on Facet @inline {
    name
    label
    unit
    # Read by facetValueLabel (facetValue.ts), which the grid's own facets reach too: plain data.
    # eslint-disable-next-line relay/unused-fields
    valueType
    hidden
    values {
      value
      count
    }
  }
`;

/** A listing's facet, as the facets read it. */
export function readFacet(key: Facets_facet$key): FacetData {
  return readInlineData(facetFragment, key);
}

/** A facet as the facets read it: a listing's (`readFacet`), or the grid's with its live counts. */
export interface FacetData {
  readonly name: string;
  readonly label: string;
  readonly unit: string | null | undefined;
  readonly valueType: string;
  readonly hidden: boolean;
  readonly values: readonly { readonly value: string; readonly count: number }[];
}

export interface FacetsProps {
  facets: readonly FacetData[];
  filters: FilterSelection[];
  onChange: (filters: FilterSelection[]) => void;
}

/** Spec 9: a list becomes a scrollable box above 4 values. */
const SCROLL_ABOVE = 4;

/** The facets worth showing: not hidden, with values (or a selection to undo). */
export function visibleFacets(facets: readonly FacetData[], filters: FilterSelection[]): FacetData[] {
  return facets.filter((f) => !f.hidden && (f.values.length > 0 || filters.some((s) => s.name === f.name)));
}

/**
 * A selected value the result no longer lists (e.g. from an old link) stays in the list, checked,
 * so the shopper can still untick it.
 */
function valuesWithSelection(facet: FacetData, filters: FilterSelection[]) {
  const selected = filters.find((f) => f.name === facet.name)?.values ?? [];
  const missing = selected.filter((v) => !facet.values.some((x) => x.value === v));
  return [...facet.values, ...missing.map((value) => ({ value, count: 0 }))];
}

/** One facet: a checkbox list with counts, scrollable above 4 values, and its clear button (spec 2.4). */
function FacetBox({ facet, filters, onChange }: { facet: FacetData } & Omit<FacetsProps, 'facets'>) {
  const { t, locale } = useI18n();
  const id = useId();
  const values = valuesWithSelection(facet, filters);
  const chosen = filters.find((f) => f.name === facet.name)?.values.length ?? 0;
  const words = { yes: t('catalog.facets.yes'), no: t('catalog.facets.no') };
  const title = facet.unit ? `${facet.label} (${facet.unit})` : facet.label;
  return (
    <fieldset className="facets__facet" aria-describedby={chosen > 0 ? `${id}-chosen` : undefined}>
      <legend className="facets__legend">{title}</legend>
      <ul
        className={`facets__values${values.length > SCROLL_ABOVE ? ' facets__values--scroll' : ''}`}
        aria-label={values.length > SCROLL_ABOVE ? title : undefined}
      >
        {values.map((v) => {
          const checked = isSelected(filters, facet.name, v.value);
          return (
            <li key={v.value}>
              <label className="facets__value">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(toggleFilter(filters, facet.name, v.value))}
                />
                <span className="facets__value-label">{facetValueLabel(facet, v.value, locale, words)}</span>
                <span className="facets__count">
                  <span aria-hidden="true">{v.count}</span>
                  <span className="visually-hidden">
                    {countMessage(t, locale, 'catalog.productCount', v.count)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="facets__facet-foot">
        {chosen > 0 ? (
          <span id={`${id}-chosen`} className="facets__chosen">
            {countMessage(t, locale, 'catalog.facets.chosen', chosen)}
          </span>
        ) : null}
        <button
          type="button"
          className="facets__clear"
          disabled={chosen === 0}
          onClick={() => onChange(clearFilter(filters, facet.name))}
          aria-label={t('catalog.facets.clearOne', { label: facet.label })}
        >
          {t('catalog.facets.clear')}
        </button>
      </div>
    </fieldset>
  );
}

/** Every facet of the list, with a clear-all button when something is selected. */
export function Facets({ facets, filters, onChange, clearAll = true }: FacetsProps & { clearAll?: boolean }) {
  const t = useT();
  const shown = visibleFacets(facets, filters);
  if (shown.length === 0) return null;
  return (
    <div className="facets">
      {clearAll && filters.length > 0 ? (
        <button type="button" className="facets__clear-all" onClick={() => onChange([])}>
          {t('catalog.facets.clearAll')}
        </button>
      ) : null}
      {shown.map((facet) => (
        <FacetBox key={facet.name} facet={facet} filters={filters} onChange={onChange} />
      ))}
    </div>
  );
}

/**
 * Mobile (under 768 px): the facets open in a panel where several values are chosen in a row, each
 * applied at once (the count on the close button follows), with a clear-all button (spec 2.4).
 */
export function MobileFacets({ total, ...props }: FacetsProps & { total: number }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const count = selectedCount(props.filters);
  if (visibleFacets(props.facets, props.filters).length === 0) return null;
  return (
    <div className="facets-mobile">
      <button
        type="button"
        className="button button--secondary facets-mobile__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {count > 0 ? t('catalog.facets.openCount', { count }) : t('catalog.facets.open')}
      </button>
      {open ? (
        <Dialog
          title={t('catalog.facets.title')}
          onClose={() => setOpen(false)}
          closeLabel={t('catalog.close')}
          variant="drawer"
          className="facets-mobile__panel"
        >
          <Facets {...props} clearAll={false} />
          <div className="facets-mobile__foot">
            {count > 0 ? (
              <button type="button" className="button button--secondary" onClick={() => props.onChange([])}>
                {t('catalog.facets.clearAll')}
              </button>
            ) : null}
            <button type="button" className="button" data-autofocus onClick={() => setOpen(false)}>
              {countMessage(t, locale, 'catalog.facets.show', total)}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The chosen values, each removable in one click; shown above the products. */
export function SelectedFilters({ facets, filters, onChange }: FacetsProps) {
  const { t, locale } = useI18n();
  if (filters.length === 0) return null;
  const words = { yes: t('catalog.facets.yes'), no: t('catalog.facets.no') };
  return (
    <ul className="facets-selected" aria-label={t('catalog.facets.selected')}>
      {filters.flatMap((filter) => {
        const facet = facets.find((f) => f.name === filter.name);
        const label = facet?.label ?? filter.name;
        return filter.values.map((value) => {
          const text = facet ? facetValueLabel(facet, value, locale, words) : value;
          return (
            <li key={`${filter.name}:${value}`}>
              <button
                type="button"
                className="facets-selected__chip"
                onClick={() => onChange(toggleFilter(filters, filter.name, value))}
                aria-label={t('catalog.facets.remove', { label, value: text })}
              >
                {text}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          );
        });
      })}
      <li>
        <button type="button" className="facets-selected__clear" onClick={() => onChange([])}>
          {t('catalog.facets.clearAllShort')}
        </button>
      </li>
    </ul>
  );
}
