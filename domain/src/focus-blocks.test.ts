import { describe, expect, it } from 'vitest';
import type { AttributeValue } from './api/catalog.js';
import { focusBlocksOf } from './focus-blocks.js';

const attribute = (label: string, value: string, attributeType: AttributeValue['attributeType']) => ({
  label,
  value,
  attributeType,
  unit: null,
});

describe('focusBlocksOf (spec 3 focus blocks)', () => {
  it('puts forward the yes/no attributes that hold, in display order', () => {
    expect(
      focusBlocksOf({
        marque: attribute('Marque', 'Kréyol', 'TEXT'),
        made_in_islands: attribute('Fabriqué en outre-mer', 'true', 'BOOLEAN'),
        bio: attribute('Bio', 'false', 'BOOLEAN'),
        ecolabel: attribute('Écolabel européen', 'true', 'PICTURE'),
        // A text attribute whose value happens to be `true` is not a quality.
        resolution: attribute('Résolution', 'true', 'TEXT'),
      }),
    ).toEqual([
      { name: 'made_in_islands', label: 'Fabriqué en outre-mer' },
      { name: 'ecolabel', label: 'Écolabel européen' },
    ]);
  });

  it('has none for a product without such attributes', () => {
    expect(focusBlocksOf({})).toEqual([]);
  });
});
