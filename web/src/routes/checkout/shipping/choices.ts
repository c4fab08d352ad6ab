/** What the shipping step still needs before payment (spec 5 shipping step rules), as message keys. */

interface ShipmentChoice {
  readonly method: { readonly isRelay: boolean } | null | undefined;
  readonly relayPoint: unknown;
}

/**
 * The missing choices of the whole step, in the order the shopper makes them: an address, a method
 * for each shipment, a relay point for each relay method.
 */
export function missingChoices(
  hasAddress: boolean,
  shipments: readonly ShipmentChoice[],
): ('address' | 'method' | 'relayPoint')[] {
  const missing: ('address' | 'method' | 'relayPoint')[] = [];
  if (!hasAddress) missing.push('address');
  if (shipments.some((shipment) => shipment.method == null)) missing.push('method');
  if (shipments.some((shipment) => shipment.method?.isRelay === true && shipment.relayPoint == null))
    missing.push('relayPoint');
  return missing;
}

/** What one shipment still needs, told next to its block; null when it is ready. */
export function shipmentMissing(
  methodId: string | null,
  relayMethodId: string | undefined,
  hasRelayPoint: boolean,
): 'shipmentMethod' | 'shipmentRelay' | null {
  if (methodId === null) return 'shipmentMethod';
  if (methodId === relayMethodId && !hasRelayPoint) return 'shipmentRelay';
  return null;
}
