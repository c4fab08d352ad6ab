import {
  columnFacetingFeature,
  columnFilteringFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { columns_column$key } from '../../__generated__/columns_column.graphql.js';
import { GRID_ATTRIBUTE_WIDTH, GRID_COLUMN_WIDTH, GRID_MIN_WIDTH, GRID_MOBILE_WIDTH } from './sizes.js';

/** What the table features are: sorting, resizing, per-column checkbox filters with live counts. */
export const gridFeatures = tableFeatures({
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
});

/** A row as the columns read it (the grid query's row, with its price as a number for sorting). */
export interface GridRowData {
  readonly reference: string;
  readonly name: string;
  readonly price: number | null;
  readonly stockQuantity: number;
  readonly values: readonly (string | null | undefined)[];
}

export interface GridColumnData {
  readonly name: string;
  readonly label: string;
  readonly unit: string | null | undefined;
}

/** The grid query's attribute columns, as the headers and the accordion read them (`@inline`). */
export function readGridColumns(keys: readonly columns_column$key[]): GridColumnData[] {
  const fragment = graphql`
    fragment columns_column on GridColumn @inline {
      name
      label
      unit
    }
  `;
  return keys.map((key) => readInlineData(fragment, key));
}

/** How each kind of cell renders: the grid component owns the markup, the columns only place it. */
export interface GridCells<Row extends GridRowData> {
  reference: (row: Row) => ReactNode;
  price: (row: Row) => ReactNode;
  stock: (row: Row) => ReactNode;
  addToCart: (row: Row) => ReactNode;
  mobile: (row: Row) => ReactNode;
  attribute: (row: Row, index: number) => ReactNode;
}

/** Column ids of the fixed columns (spec 2.4); attribute columns are `attr:<name>`. */
export const FIXED_COLUMNS = ['reference', 'price', 'stock', 'addToCart'] as const;
export const MOBILE_COLUMN = 'mobile';
export const attributeColumnId = (name: string) => `attr:${name}`;

/**
 * The grid's columns (spec 2.4): reference (image, name, reference), price, stock, add to cart,
 * the phone's combined column, then one per attribute. Headers are plain labels; the table wraps
 * them in its sort button and resize handle.
 */
export function gridColumns<Row extends GridRowData>(
  attributes: readonly GridColumnData[],
  labels: Record<(typeof FIXED_COLUMNS)[number] | typeof MOBILE_COLUMN, string>,
  cells: GridCells<Row>,
) {
  const helper = createColumnHelper<typeof gridFeatures, Row>();
  return helper.columns([
    helper.accessor((row) => row.name, {
      id: 'reference',
      header: labels.reference,
      size: GRID_COLUMN_WIDTH.reference,
      minSize: GRID_MIN_WIDTH,
      sortFn: 'alphanumeric',
      cell: (context) => cells.reference(context.row.original),
    }),
    helper.accessor((row) => row.price ?? undefined, {
      id: 'price',
      header: labels.price,
      size: GRID_COLUMN_WIDTH.price,
      minSize: GRID_MIN_WIDTH,
      sortFn: 'basic',
      sortUndefined: 'last',
      cell: (context) => cells.price(context.row.original),
    }),
    helper.accessor((row) => row.stockQuantity, {
      id: 'stock',
      header: labels.stock,
      size: GRID_COLUMN_WIDTH.stock,
      minSize: GRID_MIN_WIDTH,
      sortFn: 'basic',
      cell: (context) => cells.stock(context.row.original),
    }),
    helper.display({
      id: 'addToCart',
      header: labels.addToCart,
      size: GRID_COLUMN_WIDTH.addToCart,
      minSize: GRID_COLUMN_WIDTH.addToCart,
      cell: (context) => cells.addToCart(context.row.original),
    }),
    helper.accessor((row) => row.name, {
      id: MOBILE_COLUMN,
      header: labels.mobile,
      size: GRID_MOBILE_WIDTH,
      minSize: GRID_MIN_WIDTH * 2,
      // Phones sort with the toolbar's select, which names every column the combined one holds.
      enableSorting: false,
      cell: (context) => cells.mobile(context.row.original),
    }),
    ...attributes.map((attribute, index) =>
      helper.accessor((row) => row.values[index] ?? undefined, {
        id: attributeColumnId(attribute.name),
        header: attribute.unit ? `${attribute.label} (${attribute.unit})` : attribute.label,
        size: GRID_ATTRIBUTE_WIDTH,
        minSize: GRID_MIN_WIDTH,
        sortFn: 'alphanumeric',
        sortUndefined: 'last',
        filterFn: (row, columnId, wanted: string[]) =>
          wanted.length === 0 || wanted.includes(row.getValue<string | undefined>(columnId) ?? ''),
        cell: (context) => cells.attribute(context.row.original, index),
      }),
    ),
  ]);
}
