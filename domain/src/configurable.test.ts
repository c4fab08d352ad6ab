import { describe, expect, it } from 'vitest';
import { chooseOption, isOptionAvailable, selectedVariant, selectionOf } from './configurable.js';

// Not every combination exists, as in the demo catalogue.
const variants = [
  { slug: 's-rouge', attributes: { taille: 'S', couleur: 'Rouge' } },
  { slug: 'm-rouge', attributes: { taille: 'M', couleur: 'Rouge' } },
  { slug: 'm-bleu', attributes: { taille: 'M', couleur: 'Bleu' } },
  { slug: 'l-vert', attributes: { taille: 'L', couleur: 'Vert' } },
];

describe('configurable product selection', () => {
  it('offers every option while nothing is chosen', () => {
    for (const taille of ['S', 'M', 'L'])
      expect(isOptionAvailable(variants, {}, 'taille', taille)).toBe(true);
  });

  it('disables the options of other attributes that no variant combines with the choice', () => {
    const selection = chooseOption(variants, {}, 'taille', 'M');
    expect(selection).toEqual({ taille: 'M' });
    expect(isOptionAvailable(variants, selection, 'couleur', 'Rouge')).toBe(true);
    expect(isOptionAvailable(variants, selection, 'couleur', 'Bleu')).toBe(true);
    expect(isOptionAvailable(variants, selection, 'couleur', 'Vert')).toBe(false);
    // The chosen attribute's own options stay open: changing the size is always possible.
    expect(isOptionAvailable(variants, selection, 'taille', 'L')).toBe(true);
  });

  it('deselects an option chosen again', () => {
    expect(chooseOption(variants, { taille: 'M', couleur: 'Bleu' }, 'couleur', 'Bleu')).toEqual({
      taille: 'M',
    });
  });

  it('resets the other choices when a disabled option is chosen', () => {
    expect(chooseOption(variants, { taille: 'M' }, 'couleur', 'Vert')).toEqual({ couleur: 'Vert' });
  });

  it('changes an option that combines with the others', () => {
    expect(chooseOption(variants, { taille: 'M', couleur: 'Rouge' }, 'taille', 'S')).toEqual({
      taille: 'S',
      couleur: 'Rouge',
    });
  });

  it('selects the first variant matching every choice', () => {
    expect(selectedVariant(variants, {})).toBeUndefined();
    expect(selectedVariant(variants, { couleur: 'Rouge' })?.slug).toBe('s-rouge');
    expect(selectedVariant(variants, { taille: 'M', couleur: 'Bleu' })?.slug).toBe('m-bleu');
    expect(selectedVariant(variants, { taille: 'S', couleur: 'Bleu' })).toBeUndefined();
  });

  it('reads the choices of a variant', () => {
    expect(selectionOf(variants[2]!, ['taille', 'couleur'])).toEqual({ taille: 'M', couleur: 'Bleu' });
    expect(selectionOf({ attributes: { taille: 'M' } }, ['taille', 'couleur'])).toEqual({ taille: 'M' });
  });
});
