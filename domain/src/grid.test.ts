import { describe, expect, it } from 'vitest';
import { categoryGridSchema } from './api/grid.js';
import { withoutHiddenColumns } from './grid.js';

const column = (field: string, displayType?: 'DEFAULT' | 'NONE') => ({
  field,
  headerName: field,
  unit: null,
  type: 'TEXT',
  filterable: true,
  ...(displayType === undefined ? {} : { displayType }),
});
const filter = (name: string) => ({
  name,
  label: name,
  unit: null,
  dbType: 'STRING',
  filterType: 'CHECKBOX',
  index: 0,
  values: [],
  step: 1,
  hidden: false,
});

const grid = (columns: ReturnType<typeof column>[]) =>
  categoryGridSchema.parse({
    path: 'martinique/maison',
    label: 'Maison',
    level: 1,
    productCount: 3,
    columnDefs: columns,
    filters: columns.map((c) => filter(c.field)),
  });

describe('withoutHiddenColumns (spec 3: a grid attribute with displayType NONE is hidden)', () => {
  it('removes the NONE columns and their filters, keeping the others in order', () => {
    const shown = withoutHiddenColumns(
      grid([column('marque'), column('code_fournisseur', 'NONE'), column('couleur', 'DEFAULT')]),
    );
    expect(shown.columnDefs.map((c) => c.field)).toEqual(['marque', 'couleur']);
    expect(shown.filters.map((f) => f.name)).toEqual(['marque', 'couleur']);
  });

  it('reads a column without a display type as shown', () => {
    const parsed = grid([column('marque')]);
    expect(parsed.columnDefs[0]?.displayType).toBe('DEFAULT');
    expect(withoutHiddenColumns(parsed)).toBe(parsed);
  });

  it('refuses an unknown display type', () => {
    expect(() => grid([{ ...column('marque'), displayType: 'HIDDEN' as 'NONE' }])).toThrow();
  });
});
