import type { SortingState } from '@tanstack/react-table';
import { useI18n } from '../../i18n/index.js';

/**
 * The phone's sort choices, where no column header is shown: the listing's default order, then each
 * sortable column (shown or folded into the combined one) up and down.
 */
export function GridSort({
  columns,
  sorting,
  onChange,
}: {
  columns: readonly { id: string; label: string }[];
  sorting: SortingState;
  onChange: (sorting: SortingState) => void;
}) {
  const { t } = useI18n();
  const value = sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : '';
  return (
    <label className="grid__sort">
      {t('catalog.sort.label')}
      <select
        value={value}
        onChange={(event) => {
          const [id, order] = event.target.value.split(':');
          onChange(id ? [{ id, desc: order === 'desc' }] : []);
        }}
      >
        <option value="">{t('catalog.sort.score')}</option>
        {columns.flatMap(({ id, label }) => [
          <option key={`${id}:asc`} value={`${id}:asc`}>
            {t('grid.sortAsc', { label })}
          </option>,
          <option key={`${id}:desc`} value={`${id}:desc`}>
            {t('grid.sortDesc', { label })}
          </option>,
        ])}
      </select>
    </label>
  );
}
