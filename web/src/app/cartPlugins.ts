import { lazy } from 'react';
import { setProductCardAction } from '../components/productCardAction.js';
import { environmentFor } from '../relay/environment.js';
import { onRegionChange } from '../shell/regionChange.js';

const loadCart = () => import('../cart/plugin.js');

/**
 * The cart plugs into the shared product card and the region selector; its code loads the first
 * time a card shows its control or the shopper changes region, never with the first page.
 */
export function plugCart(): void {
  setProductCardAction(lazy(loadCart));
  onRegionChange((change) =>
    loadCart().then(({ changeCartRegion }) => changeCartRegion(change, environmentFor)),
  );
}
