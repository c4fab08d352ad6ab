import { describe, expect, it } from 'vitest';
import { chosenItems, itemChoiceDefaults, itemChoicesSchema, type ChoiceLine } from './ItemsChoice.js';

const lines: ChoiceLine[] = [
  { offerId: 'o1', productName: 'Rhum', shopName: 'Distillerie', quantity: 3, available: 2 },
  {
    offerId: 'o2',
    productName: 'Confiture',
    shopName: 'Épicerie',
    quantity: 1,
    available: 0,
    excludedBecause: 'Produit périssable',
  },
  { offerId: 'o3', productName: 'Paréo', shopName: 'Atelier', quantity: 1, available: 1 },
];

describe('the items a shopper gives back', () => {
  it('starts with nothing chosen, one unit offered per line', () => {
    expect(itemChoiceDefaults(lines)).toEqual([
      { selected: false, quantity: '1' },
      { selected: false, quantity: '1' },
      { selected: false, quantity: '1' },
    ]);
  });

  it('names the chosen lines by offer, within what each may give back', () => {
    expect(
      chosenItems(lines, [
        { selected: true, quantity: '5' },
        { selected: true, quantity: '1' },
        { selected: true, quantity: '' },
      ]),
    ).toEqual([
      { offerId: 'o1', quantity: 2 },
      { offerId: 'o3', quantity: 1 },
    ]);
    expect(chosenItems(lines, [{ selected: false, quantity: '2' }])).toEqual([]);
  });

  it('refuses a choice of nothing with the message given', () => {
    const schema = itemChoicesSchema('Choisissez au moins un article.');
    const none = schema.safeParse(itemChoiceDefaults(lines));
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('Choisissez au moins un article.');
    expect(schema.safeParse([{ selected: true, quantity: '1' }]).success).toBe(true);
  });
});
