/** The table's row and header cells (`CategoryGrid.tsx` lays them out and virtualises the rows). */
import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import { flexRender } from '@tanstack/react-table';
import type { Header, Row as TableRow } from '@tanstack/react-table';
import type { CategoryGrid_category$data } from '../../__generated__/CategoryGrid_category.graphql.js';
import { useI18n } from '../../i18n/index.js';
import type { GridColumnData, gridFeatures, GridRowData } from './columns.js';
import { GRID_RESIZE_STEP } from './sizes.js';

export type Grid = NonNullable<CategoryGrid_category$data['grid']>;
export type QueryRow = Grid['rows']['edges'][number]['node'];
export type Row = GridRowData & { readonly source: QueryRow };

/** A row's attribute values in an accordion (at 1360 px or less, spec 9); nothing without any. */
export function Characteristics({
  columns,
  values,
}: {
  columns: readonly GridColumnData[];
  values: Row['values'];
}) {
  const { t } = useI18n();
  const shown = columns.flatMap((column, index) => {
    const value = values[index];
    return value == null ? [] : [{ column, value }];
  });
  if (shown.length === 0) return null;
  return (
    <details className="grid__characteristics">
      <summary>{t('grid.characteristics')}</summary>
      <dl>
        {shown.map(({ column, value }) => (
          <div key={column.name}>
            <dt>{column.label}</dt>
            <dd>{column.unit ? `${value} ${column.unit}` : value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * A row of the table. Memoised: scrolling mounts the rows coming into view and leaves the others
 * alone (their row, cells and layout are unchanged), which keeps a frame's work to a few rows.
 */
export const GridRowView = memo(function GridRowView({
  row,
  index,
  height,
  measure,
}: {
  row: TableRow<typeof gridFeatures, Row>;
  index: number;
  height: number;
  /** Only compared: the visible columns and the accordion's state the cells were built for. */
  layout: string;
  measure: (element: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr data-index={index} ref={measure} aria-rowindex={index + 2} style={{ height }}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={`grid__cell grid__cell--${cell.column.id.split(':')[0]}`}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
});

/** A column header: its sort button (aria-sort on the cell) and its resize handle (pointer or keys). */
export function HeaderCell({ header }: { header: Header<typeof gridFeatures, Row, unknown> }) {
  const { t } = useI18n();
  const { column } = header;
  const name = String(column.columnDef.header);
  const sorted = column.getIsSorted();
  const resize = header.getResizeHandler();
  const onKeyDown = (event: KeyboardEvent) => {
    const step =
      event.key === 'ArrowRight' ? GRID_RESIZE_STEP : event.key === 'ArrowLeft' ? -GRID_RESIZE_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    const size = Math.max(column.columnDef.minSize ?? 0, column.getSize() + step);
    header.getContext().table.setColumnSizing((old) => ({ ...old, [column.id]: size }));
  };
  return (
    <th
      scope="col"
      className="grid__head"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {column.getCanSort() ? (
        <button type="button" className="grid__sort-button" onClick={column.getToggleSortingHandler()}>
          {name}
          <span aria-hidden="true" className="grid__sort-mark">
            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
          </span>
        </button>
      ) : (
        <span className="grid__head-label">{name}</span>
      )}
      {column.getCanResize() ? (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('grid.resize', { label: name })}
          aria-valuenow={column.getSize()}
          aria-valuemin={column.columnDef.minSize ?? 0}
          tabIndex={0}
          className={`grid__resizer${column.getIsResizing() ? ' grid__resizer--active' : ''}`}
          onMouseDown={resize}
          onTouchStart={resize}
          onKeyDown={onKeyDown}
        />
      ) : null}
    </th>
  );
}
