/**
 * The checkout part of the Cart reply: shipments (lines grouped by seller, and by logistic class when
 * split) with the methods their weight, classes and territory allow, the choices made, the addresses,
 * and the totals with shipping. Pure: the rows come from `repository.ts`.
 */
import {
  displayedAmount,
  isClosedDay,
  relayAddressName,
  shipmentMethods,
  shipmentPickingDelay,
  shippingTax,
  unitWeightGrams,
  type Address,
  type Cart,
  type CartPrice,
  type PriceMode,
  type PricedMethod,
  type RelayPoint,
  type Shipment,
  type ShipmentMethod,
  type ShippingRate,
  type TerritoryCode,
} from '@shop/domain';
import type { CartLineRow } from '../cart/public.js';
import type { CheckoutChoices, RelayRow, ValidationRow } from './repository.js';

export interface CheckoutState {
  territory: TerritoryCode;
  choices: CheckoutChoices;
  rates: ShippingRate[];
  /** VAT rate on shipping, basis points. */
  shippingTaxRate: number;
  relays: Map<string, RelayRow>;
  terms: Map<string, string | null>;
  validation: ValidationRow | undefined;
}

export function shipmentIdOf(line: CartLineRow, splitting: boolean): string {
  return splitting ? `${line.shop_id}:${line.logistic_class_id}` : line.shop_id;
}

function price(taxIncluded: number, rate: number, mode: PriceMode): CartPrice {
  const { taxFree, taxAmount } = shippingTax(taxIncluded, rate);
  const amounts = { taxFree, taxIncluded, taxAmount };
  return { actualAmount: displayedAmount(amounts, mode), ...amounts };
}

function sum(prices: CartPrice[], mode: PriceMode): CartPrice {
  const amounts = {
    taxFree: prices.reduce((total, p) => total + p.taxFree, 0),
    taxIncluded: prices.reduce((total, p) => total + p.taxIncluded, 0),
    taxAmount: prices.reduce((total, p) => total + p.taxAmount, 0),
  };
  return { actualAmount: displayedAmount(amounts, mode), ...amounts };
}

export function toRelayPoint(row: RelayRow, distance: number): RelayPoint {
  return {
    name: relayAddressName(row.code),
    code: row.code,
    carrier: 'RELAY',
    company: row.company,
    street: row.street,
    street2: row.street2,
    street3: row.street3,
    houseNumber: row.house_number,
    city: row.city,
    postCode: row.post_code,
    country: row.territory,
    latlng: { lat: row.lat, lng: row.lng },
    distance,
    openingTimes: [1, 2, 3, 4, 5, 6, 7].map((day) => {
      const hours = (row.opening_times[String(day)] ?? []).map(([open, close]) => ({ open, close }));
      const closed = isClosedDay(hours);
      return { day, hours: closed ? [] : hours, closed };
    }),
    phone: row.phone,
  };
}

/** A relay point as the shipment's address: the shopper's name and phone, the relay's place. */
function relayAddress(relay: RelayRow, shipping: Address): Address {
  return {
    ...shipping,
    name: relayAddressName(relay.code),
    company: relay.company,
    street: [relay.house_number, relay.street].filter(Boolean).join(' '),
    city: relay.city,
    postCode: relay.post_code,
    country: relay.territory,
    latitude: relay.lat,
    longitude: relay.lng,
    defaultShipping: false,
    defaultBilling: false,
  };
}

function toMethod(method: PricedMethod, rate: number, mode: PriceMode): ShipmentMethod {
  return {
    id: method.rate.id,
    name: method.rate.name,
    carrier: method.rate.carrier,
    deliveryTime: method.rate.deliveryTime,
    deliveryTimeUnit: method.rate.deliveryUnit,
    price: price(method.price, rate, mode),
    priceDetails: method.details,
    isRelay: method.rate.carrier === 'RELAY',
    isAir: method.rate.isAir,
    isFree: method.isFree,
  };
}

/** Fills the checkout fields of an assembled cart. */
export function withCheckout(
  cart: Cart,
  lines: CartLineRow[],
  splitting: boolean,
  state: CheckoutState,
  mode: PriceMode,
): Cart {
  const groups = new Map<string, { items: Cart['cartItems']; rows: CartLineRow[] }>();
  lines.forEach((line, index) => {
    const id = shipmentIdOf(line, splitting);
    const group = groups.get(id) ?? { items: [], rows: [] };
    group.items.push(cart.cartItems[index]!);
    group.rows.push(line);
    groups.set(id, group);
  });
  const shipping = state.choices.shippingAddress;
  const shipments: Shipment[] = [...groups].map(([id, group]) => {
    const first = group.rows[0]!;
    const weightGrams = group.rows.reduce(
      (total, row) => total + unitWeightGrams(row.weight_grams, row.logistic_class_id) * row.quantity,
      0,
    );
    const available =
      shipping === null
        ? []
        : shipmentMethods(
            {
              territory: state.territory,
              logisticClassIds: [...new Set(group.rows.map((row) => row.logistic_class_id))],
              weightGrams,
              francoReached: cart.franco?.reached ?? false,
            },
            state.rates,
          ).map((method) => toMethod(method, state.shippingTaxRate, mode));
    const choice = state.choices.shipments.find((row) => row.shipment_id === id);
    const method = available.find((candidate) => candidate.id === choice?.method_id) ?? null;
    const relay = method?.isRelay && choice?.relay_code ? state.relays.get(choice.relay_code) : undefined;
    return {
      id,
      shop: {
        id: first.shop_id,
        name: first.shop_name,
        generalSalesTermsAndConditions: state.terms.get(first.shop_id) ?? null,
      },
      logisticClass: splitting
        ? {
            id: first.logistic_class_id,
            label: first.logistic_class_label,
            description: first.logistic_class_description,
          }
        : null,
      items: group.rows.map((row) => ({
        offerId: row.id,
        productReference: row.reference,
        productName: row.name,
        quantity: row.quantity,
        weightGrams: unitWeightGrams(row.weight_grams, row.logistic_class_id) * row.quantity,
      })),
      weightGrams,
      pickingDelay: shipmentPickingDelay(group.items.map((item) => item.offer.pickingDelay)),
      availableShipmentMethods: available,
      shipmentMethod: method,
      address: relay && shipping ? relayAddress(relay, shipping) : shipping,
      relayPoint: relay ? toRelayPoint(relay, 0) : null,
      price: method?.price ?? null,
      trackingInfo: null,
      parcels: [],
    };
  });
  const complete = shipments.length > 0 && shipments.every((s) => s.shipmentMethod !== null);
  const shippingPrice = complete
    ? sum(
        shipments.map((s) => s.price!),
        mode,
      )
    : null;
  const validation = state.validation;
  const orderTotalPrice = shippingPrice ? sum([cart.totalPrice, shippingPrice], mode) : cart.totalPrice;
  return {
    ...cart,
    shipments,
    mainShippingAddress: shipping,
    billingAddress: state.choices.billingAddress,
    shippingPrice,
    orderTotalPrice,
    validation: validation
      ? {
          id: validation.id,
          expiresAt: new Date(validation.expires_at).toISOString(),
          // Frozen at validation (the snapshot is written as the validation's transaction ends).
          amount: validation.snapshot.orderTotalPrice ?? orderTotalPrice,
        }
      : null,
  };
}
