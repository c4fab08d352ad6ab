import { badUserInput } from '../errors.js';
import { isRootPath, rootOfPath } from '../region-path.js';

/**
 * Relay global ids: base64 of `Type:rawId`. Objects whose data depends on the region (prices,
 * offers, product counts) carry the region in their raw id, so refetching one by `node(id:)` gives
 * the same object whatever the caller's current region, and a client cache never mixes two regions.
 * Each part is URI-encoded, so a `:` inside a reference cannot shift the others.
 * A customer's objects carry the customer id instead of a region: `node(id:)` answers them only to
 * that customer (the viewer), null to anyone else. So do a cart and its lines, by the cart's id: a
 * cart keeps its id when it moves to another region, so a client store updates it in place.
 */
export type NodeRef =
  | { type: 'Region'; path: string }
  | { type: 'Category'; path: string }
  | { type: 'Product'; region: string; reference: string }
  | { type: 'Offer'; region: string; productSlug: string; offerId: string }
  | { type: 'Shop'; region: string; shopId: string }
  | { type: 'Customer'; customerId: string }
  | { type: 'Address'; customerId: string; name: string }
  | { type: 'Cart'; cartId: string }
  | { type: 'CartLine'; cartId: string; offerId: string }
  | { type: 'Shipment'; cartId: string; shipmentId: string }
  | { type: 'Order'; reference: string };

export type NodeType = NodeRef['type'];

function partsOf(ref: NodeRef): string[] {
  switch (ref.type) {
    case 'Region':
    case 'Category':
      return [ref.path];
    case 'Product':
      return [ref.region, ref.reference];
    case 'Offer':
      return [ref.region, ref.productSlug, ref.offerId];
    case 'Shop':
      return [ref.region, ref.shopId];
    case 'Customer':
      return [ref.customerId];
    case 'Address':
      return [ref.customerId, ref.name];
    case 'Cart':
      return [ref.cartId];
    case 'CartLine':
      return [ref.cartId, ref.offerId];
    case 'Shipment':
      return [ref.cartId, ref.shipmentId];
    case 'Order':
      return [ref.reference];
  }
}

function refOf(type: string, parts: string[]): NodeRef | null {
  const [a, b, c] = parts;
  if (parts.some((part) => part === '') || a === undefined) return null;
  if (type === 'Customer') return parts.length === 1 ? { type, customerId: a } : null;
  if (type === 'Address')
    return parts.length === 2 && b !== undefined ? { type, customerId: a, name: b } : null;
  if (type === 'Cart') return parts.length === 1 ? { type, cartId: a } : null;
  if (type === 'CartLine')
    return parts.length === 2 && b !== undefined ? { type, cartId: a, offerId: b } : null;
  if (type === 'Shipment')
    return parts.length === 2 && b !== undefined ? { type, cartId: a, shipmentId: b } : null;
  if (type === 'Order') return parts.length === 1 ? { type, reference: a } : null;
  // Every other id starts with a region (or a path in one): it becomes the upstream region header.
  if (parts.some((part) => part === '') || a === undefined || !isRootPath(rootOfPath(a))) return null;
  switch (type) {
    case 'Region':
    case 'Category':
      return parts.length === 1 ? { type, path: a } : null;
    case 'Product':
      return parts.length === 2 && b !== undefined ? { type, region: a, reference: b } : null;
    case 'Offer':
      return parts.length === 3 && b !== undefined && c !== undefined
        ? { type, region: a, productSlug: b, offerId: c }
        : null;
    case 'Shop':
      return parts.length === 2 && b !== undefined ? { type, region: a, shopId: b } : null;
    default:
      return null;
  }
}

export function toGlobalId(ref: NodeRef): string {
  const raw = partsOf(ref).map(encodeURIComponent).join(':');
  return Buffer.from(`${ref.type}:${raw}`, 'utf8').toString('base64');
}

/** Decodes a global id; a malformed or foreign one is a BAD_USER_INPUT error, never a crash. */
export function fromGlobalId(id: string): NodeRef {
  const invalid = () => badUserInput(`Identifiant invalide : « ${id.slice(0, 100)} ».`, 'invalid-id');
  const bytes = Buffer.from(id, 'base64');
  // Node's decoder skips foreign characters; re-encoding tells a real base64 text from garbage.
  if (id === '' || bytes.toString('base64') !== id) throw invalid();
  const [type = '', ...encoded] = bytes.toString('utf8').split(':');
  let parts: string[];
  try {
    parts = encoded.map(decodeURIComponent);
  } catch {
    throw invalid();
  }
  const ref = refOf(type, parts);
  if (ref === null) throw invalid();
  return ref;
}
