import './messages.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { GRID_MAX_ROWS, GRID_PAGE_SIZE } from '@shop/domain/grid';
import { Link } from 'react-router-dom';
import { useTable } from '@tanstack/react-table';
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CategoryGrid_category$key } from '../../__generated__/CategoryGrid_category.graphql.js';
import type { CategoryGridQuery } from '../../__generated__/CategoryGridQuery.graphql.js';
import { Price } from '../../components/Price.js';
import { useI18n } from '../../i18n/index.js';
import { useRoutes } from '../../routing/routes.js';
import type { FacetData } from '../Facets.js';
import { countMessage } from '../plural.js';
import type { FilterSelection } from '../state.js';
import {
  attributeColumnId,
  FIXED_COLUMNS,
  gridColumns,
  gridFeatures,
  MOBILE_COLUMN,
  readGridColumns,
} from './columns.js';
import type { GridColumnData } from './columns.js';
import { GridAddToCart } from './GridAddToCart.js';
import { GridCartContext, useGridCartLines } from './gridCart.js';
import { GridFilters } from './GridFilters.js';
import { GridSort } from './GridSort.js';
import { GRID_ACCORDION_QUERY, GRID_DESKTOP_QUERY, GRID_MOBILE_QUERY, GRID_ROW_HEIGHT } from './sizes.js';
import { useMedia } from './useMedia.js';
import { Characteristics, GridRowView, HeaderCell } from './GridCells.js';
import type { Grid, Row } from './GridCells.js';
import './CategoryGrid.css';

const gridQuery = graphql`
  query CategoryGridQuery($path: String!, $count: Int!) {
    category(path: $path) {
      ...CategoryGrid_category @arguments(count: $count)
    }
  }
`;

/**
 * The product table grid of a category (spec 2.4), for buyers who compare and order many products:
 * every product of the category read once (a window of 1,000 rows after another, up to 5,000),
 * then sorted, filtered and resized in the browser (TanStack Table), only the rows in view rendered
 * (TanStack Virtual), so 5,000 rows scroll as smoothly as 50. Its own lazy chunk; the category page
 * renders it in the browser only.
 */
export default function CategoryGrid({ path, label }: { path: string; label: string }) {
  const { t } = useI18n();
  const data = useLazyLoadQuery<CategoryGridQuery>(
    gridQuery,
    { path, count: GRID_PAGE_SIZE },
    { fetchPolicy: 'store-or-network' },
  );
  const cart = useGridCartLines();
  if (!data.category) return <p role="alert">{t('grid.unavailable')}</p>;
  return (
    <GridCartContext.Provider value={cart}>
      <GridRows category={data.category} label={label} />
    </GridCartContext.Provider>
  );
}

/** Reads the rows a window after another until the grid holds them all (or its 5,000). */
function GridRows({ category, label }: { category: CategoryGrid_category$key; label: string }) {
  const { t } = useI18n();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CategoryGrid_category on Category
      @refetchable(queryName: "CategoryGridRowsPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        grid {
          totalCount
          columns {
            ...columns_column
          }
          # The listing's checkbox lists read them (Facets.tsx), with this table's live counts.
          # eslint-disable-next-line relay/unused-fields
          filters {
            name
            label
            unit
            valueType
            hidden
            values {
              value
            }
          }
          rows(first: $count, after: $cursor) @connection(key: "CategoryGrid_rows") {
            edges {
              node {
                reference
                slug
                name
                image {
                  srcThumb
                }
                isConfigurable
                price {
                  current {
                    displayed {
                      amount
                    }
                  }
                  ...Price_price
                }
                offerId
                stockQuantity
                stockState
                packSize
                minimalOrderQuantity
                maximalOrderQuantity
                values
              }
            }
          }
        }
      }
    `,
    category,
  );
  // Read once per answer: the table's columns are built again only when these change.
  const columnKeys = data.grid?.columns;
  const attributes = useMemo(() => readGridColumns(columnKeys ?? []), [columnKeys]);
  const loaded = data.grid?.rows.edges.length ?? 0;
  const more = hasNext && loaded < GRID_MAX_ROWS;
  useEffect(() => {
    if (more && !isLoadingNext) loadNext(GRID_PAGE_SIZE);
  }, [more, isLoadingNext, loadNext]);
  if (!data.grid) return <p role="alert">{t('grid.unavailable')}</p>;
  return <GridTable grid={data.grid} attributes={attributes} label={label} loading={more} />;
}

function GridTable({
  grid,
  attributes,
  label,
  loading,
}: {
  grid: Grid;
  /** The grid's attribute columns (`readGridColumns`). */
  attributes: readonly GridColumnData[];
  label: string;
  loading: boolean;
}) {
  const { t, locale } = useI18n();
  const routes = useRoutes();
  const mobile = useMedia(GRID_MOBILE_QUERY);
  const desktop = useMedia(GRID_DESKTOP_QUERY);
  const folded = useMedia(GRID_ACCORDION_QUERY);
  const rowHeight = mobile
    ? GRID_ROW_HEIGHT.mobile
    : desktop
      ? GRID_ROW_HEIGHT.desktop
      : GRID_ROW_HEIGHT.default;

  const rows = useMemo<Row[]>(
    () =>
      grid.rows.edges.map(({ node: row }) => ({
        reference: row.reference,
        name: row.name,
        price: row.price ? Number(row.price.current.displayed.amount) : null,
        stockQuantity: row.stockQuantity,
        values: row.values,
        source: row,
      })),
    [grid.rows],
  );

  const stock = (row: Row) => {
    const { stockState, stockQuantity } = row.source;
    if (stockState === 'OUT_OF_STOCK')
      return <span className="grid__stock grid__stock--out">{t('product.stock.out')}</span>;
    return (
      <span className={`grid__stock${stockState === 'LOW_STOCK' ? ' grid__stock--low' : ''}`}>
        {t(stockState === 'LOW_STOCK' ? 'product.stock.low' : 'product.stock.in', { count: stockQuantity })}
      </span>
    );
  };
  const reference = (row: Row, withCharacteristics: boolean) => (
    <div className="grid__reference">
      <img
        src={row.source.image?.srcThumb ?? '/media/placeholder/thumb.svg'}
        alt=""
        width={130}
        height={95}
        loading="lazy"
        decoding="async"
      />
      <Link to={routes.Product(row.source.slug)} className="grid__name">
        {row.name}
      </Link>
      <span className="grid__sku">{t('grid.reference', { reference: row.reference })}</span>
      {withCharacteristics ? <Characteristics columns={attributes} values={row.values} /> : null}
    </div>
  );
  const price = (row: Row) => (row.source.price ? <Price price={row.source.price} size="small" /> : null);
  const addToCart = (row: Row) => (
    <GridAddToCart
      row={{
        slug: row.source.slug,
        name: row.name,
        isConfigurable: row.source.isConfigurable,
        offerId: row.source.offerId,
        stockQuantity: row.stockQuantity,
        packSize: row.source.packSize,
        minimalOrderQuantity: row.source.minimalOrderQuantity,
        maximalOrderQuantity: row.source.maximalOrderQuantity,
        unitPrice: row.source.price?.current.displayed.amount,
      }}
    />
  );

  const columns = useMemo(
    () =>
      gridColumns<Row>(
        attributes,
        {
          reference: t('grid.columns.reference'),
          price: t('grid.columns.price'),
          stock: t('grid.columns.stock'),
          addToCart: t('grid.columns.addToCart'),
          mobile: t('grid.columns.product'),
        },
        {
          reference: (row) => reference(row, folded),
          price,
          stock,
          addToCart,
          mobile: (row) => (
            <div className="grid__combined">
              {reference(row, false)}
              {price(row)}
              {stock(row)}
              {addToCart(row)}
              <Characteristics columns={attributes} values={row.values} />
            </div>
          ),
          attribute: (row, index) => row.values[index] ?? '',
        },
      ),
    // The cells close over the wording and the layout; rows and columns are the query's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attributes, folded, t],
  );

  const [sorting, setSorting] = useState<SortingState>([]);
  const [filters, setFilters] = useState<FilterSelection[]>([]);
  const columnFilters = useMemo<ColumnFiltersState>(
    () => filters.map((f) => ({ id: attributeColumnId(f.name), value: f.values })),
    [filters],
  );
  const columnVisibility = useMemo(() => {
    const visibility: Record<string, boolean> = { [MOBILE_COLUMN]: mobile };
    for (const id of FIXED_COLUMNS) visibility[id] = !mobile;
    for (const column of attributes) visibility[attributeColumnId(column.name)] = !mobile && !folded;
    return visibility;
  }, [attributes, mobile, folded]);

  const table = useTable({
    features: gridFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.reference,
    columnResizeMode: 'onChange',
    // A first click sorts up (cheapest, least stock, A to Z), whatever the column holds.
    sortDescFirst: false,
    state: { sorting, columnFilters, columnVisibility },
    onSortingChange: setSorting,
  });
  const tableRows = table.getRowModel().rows;

  // Each filter's values with their counts among the rows the other filters keep (TanStack's
  // faceting), as the listing's facets count.
  const facets = grid.filters.map((facet): FacetData => {
    const counts = table.getColumn(attributeColumnId(facet.name))?.getFacetedUniqueValues();
    return {
      ...facet,
      values: facet.values.map((v) => ({ value: v.value, count: Number(counts?.get(v.value) ?? 0) })),
    };
  });

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => tableRows[index]!.id,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const headers = table.getHeaderGroups()[0]!.headers;
  // What the rows' cells depend on beside their row: a row re-renders only when it changes.
  const layout = `${folded}:${headers.map((h) => h.id).join(',')}`;
  const width = headers.reduce((sum, header) => sum + header.getSize(), 0);

  // The phone's sort choices: every sortable column, shown or folded into the combined one.
  const sortables = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort() && column.id !== MOBILE_COLUMN)
    .map((column) => ({ id: column.id, label: String(column.columnDef.header) }));

  return (
    <div className={`grid${mobile ? ' grid--mobile' : ''}`}>
      <GridFilters facets={facets} filters={filters} onChange={setFilters} mobile={mobile} />
      <div className="grid__main">
        <div className="grid__toolbar">
          <p className="grid__count" role="status">
            {countMessage(t, locale, 'catalog.count', tableRows.length)}
          </p>
          {mobile ? <GridSort columns={sortables} sorting={sorting} onChange={setSorting} /> : null}
        </div>
        {loading ? (
          <p className="grid__progress">
            {t('grid.loading', { loaded: rows.length, total: grid.totalCount })}
          </p>
        ) : rows.length < grid.totalCount ? (
          <p className="grid__truncated">
            {t('grid.truncated', { shown: rows.length, total: grid.totalCount })}
          </p>
        ) : null}
        <div
          ref={scroller}
          className="grid__scroller"
          tabIndex={0}
          role="region"
          aria-label={t('grid.label', { label })}
        >
          <table
            className="grid__table"
            style={{ width }}
            aria-rowcount={tableRows.length + 1}
            aria-label={t('grid.label', { label })}
          >
            <colgroup>
              {headers.map((header) => (
                <col key={header.id} style={{ width: header.getSize() }} />
              ))}
            </colgroup>
            <thead>
              <tr aria-rowindex={1}>
                {headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            </thead>
            <tbody>
              {before > 0 ? (
                <tr aria-hidden="true" className="grid__spacer" style={{ height: before }} />
              ) : null}
              {items.map((item) => {
                const row = tableRows[item.index]!;
                return (
                  <GridRowView
                    key={row.id}
                    row={row}
                    index={item.index}
                    height={rowHeight}
                    layout={layout}
                    measure={virtualizer.measureElement}
                  />
                );
              })}
              {after > 0 ? (
                <tr aria-hidden="true" className="grid__spacer" style={{ height: after }} />
              ) : null}
            </tbody>
          </table>
          {tableRows.length === 0 ? (
            <div className="grid__empty">
              <p>{t('grid.noResult')}</p>
              {filters.length > 0 ? (
                <button type="button" className="button" onClick={() => setFilters([])}>
                  {t('grid.clearFilters')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
