import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Listing_connection$key } from '../__generated__/Listing_connection.graphql.js';
import type { ProductCard_product$key } from '../__generated__/ProductCard_product.graphql.js';
import { ProductCard } from '../components/ProductCard.js';
import { useT } from '../i18n/index.js';
import { DISPLAY_MODES, PAGE_SIZES, SORTS, clearFilter, pageSize, toggleFilter } from './state.js';
import type { ListingState } from './state.js';
import { useListingState } from './useListingState.js';
import './listing.css';

const connectionFragment = graphql`
  fragment Listing_connection on ProductConnection {
    totalCount
    facets {
      name
      label
      unit
      hidden
      values {
        value
        count
        selected
      }
    }
  }
`;

type Facet = NonNullable<ReturnType<typeof useConnection>>['facets'][number];

function useConnection(key: Listing_connection$key) {
  return useFragment(connectionFragment, key);
}

/** One facet: a checkbox list, scrollable above 4 values, with its clear button (spec 2.4). */
function FacetBox({
  facet,
  state,
  onChange,
}: {
  facet: Facet;
  state: ListingState;
  onChange: (s: ListingState) => void;
}) {
  const t = useT();
  const id = useId();
  const selected = facet.values.filter((v) => v.selected).length;
  return (
    <fieldset className="facet">
      <legend id={`${id}-legend`}>{facet.label}</legend>
      <ul className={`facet__values${facet.values.length > 4 ? ' facet__values--scroll' : ''}`}>
        {facet.values.map((v) => (
          <li key={v.value}>
            <label>
              <input
                type="checkbox"
                checked={v.selected}
                onChange={() =>
                  onChange({ ...state, filters: toggleFilter(state.filters, facet.name, v.value) })
                }
              />
              <span>
                {v.value}
                {facet.unit ? ` ${facet.unit}` : ''}
              </span>
              <span className="facet__count">({v.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {selected > 0 ? (
        <button
          type="button"
          className="facet__clear"
          onClick={() => onChange({ ...state, filters: clearFilter(state.filters, facet.name) })}
          aria-label={t('catalog.facets.clearOne', { label: facet.label })}
        >
          {t('catalog.facets.clear')}
        </button>
      ) : null}
    </fieldset>
  );
}

function Facets({
  facets,
  state,
  onChange,
}: {
  facets: readonly Facet[];
  state: ListingState;
  onChange: (s: ListingState) => void;
}) {
  const t = useT();
  const visible = facets.filter((f) => !f.hidden && f.values.length > 0);
  if (visible.length === 0) return null;
  return (
    <div className="facets">
      {state.filters.length > 0 ? (
        <button
          type="button"
          className="button button--secondary facets__clear-all"
          onClick={() => onChange({ ...state, filters: [] })}
        >
          {t('catalog.facets.clearAll')}
        </button>
      ) : null}
      {visible.map((facet) => (
        <FacetBox key={facet.name} facet={facet} state={state} onChange={onChange} />
      ))}
    </div>
  );
}

/** Mobile: the facets open in a panel, several values chosen at once (spec 2.4). */
function MobileFacets(props: {
  facets: readonly Facet[];
  state: ListingState;
  onChange: (s: ListingState) => void;
  total: number;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const count = props.state.filters.reduce((n, f) => n + f.values.length, 0);
  return (
    <div className="mobile-facets">
      <button type="button" className="button button--secondary" onClick={() => dialog.current?.showModal()}>
        {t('catalog.facets.open', { count })}
      </button>
      <dialog ref={dialog} className="mobile-facets__dialog" aria-label={t('catalog.facets.title')}>
        <div className="mobile-facets__head">
          <h2>{t('catalog.facets.title')}</h2>
          <button
            type="button"
            className="mobile-facets__close"
            onClick={() => dialog.current?.close()}
            aria-label={t('catalog.close')}
          >
            ×
          </button>
        </div>
        <Facets facets={props.facets} state={props.state} onChange={props.onChange} />
        <button type="button" className="button mobile-facets__done" onClick={() => dialog.current?.close()}>
          {t('catalog.facets.show', { count: props.total })}
        </button>
      </dialog>
    </div>
  );
}

function Toolbar({
  state,
  onChange,
  total,
}: {
  state: ListingState;
  onChange: (s: ListingState) => void;
  total: number;
}) {
  const t = useT();
  const id = useId();
  const sortKey = Object.entries(SORTS).find(([, v]) => v === state.sort)?.[0] ?? 'score';
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" role="status">
        {t('catalog.count', { count: total })}
      </p>
      <label htmlFor={`${id}-sort`}>{t('catalog.sort.label')}</label>
      <select
        id={`${id}-sort`}
        value={sortKey}
        onChange={(event) => onChange({ ...state, sort: SORTS[event.target.value] ?? 'SCORE_DESC' })}
      >
        {Object.keys(SORTS).map((key) => (
          <option key={key} value={key}>
            {t(`catalog.sort.${key}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-size`}>{t('catalog.pageSize')}</label>
      <select
        id={`${id}-size`}
        value={pageSize(state)}
        onChange={(event) => onChange({ ...state, size: Number(event.target.value) })}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <div className="listing-toolbar__modes" role="group" aria-label={t('catalog.mode.label')}>
        {DISPLAY_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={`listing-toolbar__mode${state.mode === mode ? ' is-active' : ''}`}
            aria-pressed={state.mode === mode}
            onClick={() => onChange({ ...state, mode })}
          >
            {t(`catalog.mode.${mode}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

export interface ListingProps {
  connection: Listing_connection$key;
  products: readonly ProductCard_product$key[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => void;
}

/**
 * The product list of categories, search and sellers (spec 2.4): facets, sort, items per page,
 * display modes (list, large, small), "show more" and infinite scroll, and the no-result state.
 */
export function Listing({ connection, products, hasNext, isLoadingNext, loadNext }: ListingProps) {
  const t = useT();
  const data = useConnection(connection);
  const [state, setState, pending] = useListingState();
  const sentinel = useRef<HTMLDivElement>(null);
  const [infinite] = useState(() => typeof IntersectionObserver !== 'undefined');
  const size = pageSize(state);

  useEffect(() => {
    const element = sentinel.current;
    if (!infinite || !element || !hasNext) return;
    // Spec 9: infinite scroll, loading when the end of the list comes within 64 px.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isLoadingNext) loadNext(size);
      },
      { rootMargin: '0px 0px 64px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [infinite, hasNext, isLoadingNext, loadNext, size]);

  return (
    <div className={`listing${pending ? ' is-pending' : ''}`} aria-busy={pending || isLoadingNext}>
      <aside className="listing__facets" aria-label={t('catalog.facets.title')}>
        <Facets facets={data.facets} state={state} onChange={setState} />
      </aside>
      <div className="listing__main">
        <MobileFacets facets={data.facets} state={state} onChange={setState} total={data.totalCount} />
        <Toolbar state={state} onChange={setState} total={data.totalCount} />
        {products.length === 0 ? (
          <div className="listing__empty">
            <p>{t('catalog.noResult')}</p>
            {state.filters.length > 0 ? (
              <button type="button" className="button" onClick={() => setState({ ...state, filters: [] })}>
                {t('catalog.facets.clearAll')}
              </button>
            ) : null}
          </div>
        ) : (
          <ul className={`listing__products listing__products--${state.mode}`}>
            {products.map((product, index) => (
              <li key={index}>
                <ProductCard product={product} layout={state.mode} />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} className="listing__sentinel" />
        {hasNext ? (
          <button
            type="button"
            className="button button--secondary listing__more"
            disabled={isLoadingNext}
            onClick={() => loadNext(size)}
          >
            {isLoadingNext ? t('loading') : t('catalog.showMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
