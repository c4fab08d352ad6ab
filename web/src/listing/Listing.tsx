import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Listing_connection$key } from '../__generated__/Listing_connection.graphql.js';
import { useAppScope } from '../relay/scope.js';
import { useT } from '../i18n/index.js';
import { Facets, MobileFacets, readFacet, SelectedFilters } from './Facets.js';
import { ListingToolbar } from './ListingToolbar.js';
import { ProductList } from './ProductList.js';
import type { ProductListItem } from './ProductList.js';
import { ShowMore } from './ShowMore.js';
import { isMobileScreen, MOBILE_QUERY, pageSizeFor } from './state.js';
import type { FilterSelection } from './state.js';
import { useListingState } from './useListingState.js';
import './Listing.css';

/** True under 768 px (spec 9), following the window's size. */
function useMobile(): boolean {
  const scope = useAppScope();
  // Hydration starts from what the server assumed; the real width follows at once.
  const [mobile, setMobile] = useState(() => scope.assumeMobile ?? isMobileScreen());
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

export interface ListingProps {
  connection: Listing_connection$key;
  items: readonly ProductListItem[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => void;
  /** Accessible name of the product list (e.g. the category's name). */
  label?: string;
}

/**
 * The product list of categories, search and sellers (spec 2.4): facets, sort, items per page,
 * display modes (list, large, small), "show more" with infinite scroll, and the no-result state.
 * Its state is the URL's (see `useListingState`).
 */
export function Listing({ connection, items, hasNext, isLoadingNext, loadNext, label }: ListingProps) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment Listing_connection on ProductConnection {
        totalCount
        facets {
          ...Facets_facet
        }
      }
    `,
    connection,
  );
  const facets = data.facets.map(readFacet);
  const { state, mode, update, setMode, pending } = useListingState();
  const mobile = useMobile();
  const size = pageSizeFor(state, mobile);
  const setFilters = (filters: FilterSelection[]) => update({ ...state, filters });

  // After "show more" by keyboard or click, the focus goes to the first product of the new page.
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelector<HTMLElement>(`[data-index="${from}"] a`)?.focus();
  }, [items.length]);

  const more = (by: 'button' | 'scroll') => {
    if (!hasNext || isLoadingNext) return;
    if (by === 'button') focusFrom.current = items.length;
    loadNext(size);
  };

  return (
    <div className={`listing${pending ? ' listing--pending' : ''}`}>
      {!mobile ? (
        <aside className="listing__facets" aria-label={t('catalog.facets.title')}>
          <Facets facets={facets} filters={state.filters} onChange={setFilters} />
        </aside>
      ) : null}
      <div className="listing__main" ref={list}>
        {mobile ? (
          <MobileFacets
            facets={facets}
            filters={state.filters}
            onChange={setFilters}
            total={data.totalCount}
          />
        ) : null}
        <ListingToolbar
          total={data.totalCount}
          sort={state.sort}
          size={size}
          mode={mode}
          onSort={(sort) => update({ ...state, sort })}
          onSize={(n) => update({ ...state, size: n })}
          onMode={setMode}
        />
        <SelectedFilters facets={facets} filters={state.filters} onChange={setFilters} />
        <div className="listing__results" aria-busy={pending}>
          {pending ? <div className="listing__busy" role="progressbar" aria-label={t('loading')} /> : null}
          {items.length === 0 ? (
            <div className="listing__empty">
              <p>{t('catalog.noResult')}</p>
              {state.filters.length > 0 ? (
                <button type="button" className="button" onClick={() => setFilters([])}>
                  {t('catalog.facets.clearAll')}
                </button>
              ) : null}
            </div>
          ) : (
            <ProductList items={items} mode={mode} label={label} className="listing__products" />
          )}
        </div>
        <ShowMore
          hasNext={hasNext}
          loading={isLoadingNext}
          onMore={more}
          shown={items.length}
          total={data.totalCount}
        />
      </div>
    </div>
  );
}
