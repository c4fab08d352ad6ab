/**
 * Checkout rules: shipping and billing addresses, a method (and relay point) per shipment, relay
 * search, and the validation that reserves stock and freezes the amounts. Every cart call runs through
 * `CartService.change` (one transaction holding the cart row's lock) and answers the whole cart.
 */
import {
  addressInTerritory,
  CHECKOUT_ERRORS,
  distanceMetres,
  isRelayCountry,
  RESERVATION_LIMITS,
  STOCK_RESERVATION_MINUTES,
  territoryByCode,
  type Address,
  type Cart,
  type CheckoutErrorCode,
  type RelayPoint,
  type ShortItem,
  type TerritoryCode,
} from '@shop/domain';
import { cartQuantities, holdCouponForValidation } from '../cart/public.js';
import type { CartRequest, CartService } from '../cart/service.js';
import { customerAddress } from '../customers/public.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import * as stock from '../stock/service.js';
import * as repository from './repository.js';
import { endValidation } from './validations.js';
import { toRelayPoint } from './shipments.js';

export const checkoutError = (code: CheckoutErrorCode, message: string, errorData?: unknown) =>
  new HttpError(CHECKOUT_ERRORS[code], code, message, errorData);

const ACCOUNT = { account: true } as const;
const CHOICE = { account: true, invalidates: true } as const;
const RELAY_RESULTS = 10;

export type ShippingAddressBody = { name: string } | Omit<Address, 'defaultShipping' | 'defaultBilling'>;

export interface MethodChoice {
  shipmentId: string;
  shipmentMethodId: string;
  relayCode?: string | undefined;
}

export interface RelaySearch {
  address: string;
  countryCode: string;
  zipCode: string;
  city: string;
  weight: number;
}

/** "en Martinique", "à la Réunion"… for the out-of-territory message. */
function inTerritory(code: TerritoryCode): string {
  const names: Record<TerritoryCode, string> = {
    GP: 'en Guadeloupe',
    MQ: 'en Martinique',
    GY: 'en Guyane',
    RE: 'à La Réunion',
    BL: 'à Saint-Barthélemy',
    MF: 'à Saint-Martin',
  };
  return names[code] ?? territoryByCode(code).code;
}

export class CheckoutService {
  constructor(private readonly deps: { db: Database; carts: CartService }) {}

  setShippingAddress(request: CartRequest, body: ShippingAddressBody): Promise<Cart> {
    return this.deps.carts.change(
      request,
      async (tx, cart, session) => {
        const address =
          'street' in body
            ? { ...body, defaultShipping: false, defaultBilling: false }
            : await customerAddress(tx, session.customerId, body.name);
        if (!address) throw checkoutError('address-not-found', 'Adresse introuvable.');
        if (!addressInTerritory(address, cart.territory!))
          throw checkoutError(
            'address-outside-territory',
            `Veuillez ajouter une adresse de livraison située ${inTerritory(cart.territory!)}.`,
          );
        await repository.setShippingAddress(tx, cart.id, address);
      },
      CHOICE,
    );
  }

  setBillingAddress(request: CartRequest, name: string): Promise<Cart> {
    return this.deps.carts.change(
      request,
      async (tx, cart, session) => {
        const address = await customerAddress(tx, session.customerId, name);
        if (!address) throw checkoutError('address-not-found', 'Adresse introuvable.');
        const current = (await repository.checkoutChoices(tx, cart.id)).billingAddress;
        if (current?.name === name)
          throw checkoutError(
            'billing-address-already-set',
            'Cette adresse de facturation est déjà choisie.',
          );
        await repository.setBillingAddress(tx, cart.id, address);
      },
      CHOICE,
    );
  }

  /** Chooses methods; the cart as it was before is what the choices are checked against. */
  async setShipmentMethods(request: CartRequest, choices: MethodChoice[]): Promise<Cart> {
    const before = await this.deps.carts.change(request, async () => undefined, ACCOUNT);
    return this.deps.carts.change(
      request,
      async (tx, cart) => {
        const relayCodes = choices.flatMap((choice) => (choice.relayCode ? [choice.relayCode] : []));
        const relays = await repository.relayPointsByCode(tx, relayCodes);
        const rates = await repository.shippingRates(tx);
        for (const choice of choices) {
          const shipment = before.shipments.find((candidate) => candidate.id === choice.shipmentId);
          if (!shipment)
            throw checkoutError('shipment-not-found', 'Cet envoi n’existe plus : votre panier a changé.');
          const rate = rates.find((candidate) => candidate.id === choice.shipmentMethodId);
          if (!rate) throw checkoutError('shipment-method-not-found', 'Mode de livraison introuvable.');
          const method = shipment.availableShipmentMethods.find((m) => m.id === choice.shipmentMethodId);
          if (!method) {
            if (before.mainShippingAddress === null || !rate.logisticClasses.length)
              throw checkoutError(
                'shipment-method-not-available',
                'Ce mode de livraison n’est pas disponible pour cette adresse.',
              );
            const territoryAllowed =
              rate.territories.length === 0 || rate.territories.includes(cart.territory!);
            throw territoryAllowed
              ? checkoutError(
                  'shipment-method-not-authorised',
                  'Ce mode de livraison n’est pas autorisé pour les articles de cet envoi.',
                )
              : checkoutError(
                  'shipment-method-not-available',
                  'Ce mode de livraison n’est pas disponible pour cette adresse.',
                );
          }
          const relayCode = method.isRelay ? (choice.relayCode ?? null) : null;
          if (method.isRelay && relayCode === null)
            throw checkoutError('relay-point-required', 'Veuillez choisir un point relais.');
          if (relayCode !== null && relays.get(relayCode)?.territory !== cart.territory)
            throw checkoutError('relay-point-not-found', 'Point relais introuvable.');
          const unchanged =
            shipment.shipmentMethod?.id === method.id && (shipment.relayPoint?.code ?? null) === relayCode;
          if (unchanged)
            throw checkoutError('shipment-method-already-selected', 'Ce mode de livraison est déjà choisi.');
          await repository.setShipmentChoice(tx, cart.id, {
            shipment_id: shipment.id,
            method_id: method.id,
            relay_code: relayCode,
          });
        }
      },
      CHOICE,
    );
  }

  /**
   * Checks the cart can be ordered, then reserves its stock and freezes its amounts, all in one
   * transaction holding the cart's lock: the checks, the lines reserved, the amount to charge and the
   * frozen cart all come from the cart as it is under that lock (a change committed between a check
   * and the reservation would be shipped but not paid). The offers' rows stay locked until the end,
   * so two validations of the last unit cannot both succeed.
   */
  async validate(request: CartRequest, acceptedTermsShopIds: string[]): Promise<Cart> {
    return this.deps.carts.change(
      request,
      async (tx, cart, session) => {
        await endValidation(tx, cart.id);
        const territory = cart.territory!;
        const lines = await cartQuantities(tx, cart.id);
        await checkHoldLimits(tx, session.customerId, lines);
        checkOrderable(await this.deps.carts.read(tx, cart, [], null), territory, acceptedTermsShopIds);
        const offers = await stock.lockForValidation(
          tx,
          lines.map((line) => line.offer_id),
        );
        const short: ShortItem[] = [];
        for (const line of lines) {
          const offer = offers.get(line.offer_id)!;
          const available = stock.available(offer);
          if (available < line.quantity)
            short.push({
              offerId: line.offer_id,
              productName: offer.name,
              requested: line.quantity,
              available,
            });
        }
        if (short.length > 0)
          throw checkoutError('out-of-stock', 'Le stock ne couvre plus certains articles de votre panier.', {
            items: short,
          });
        const validation = await repository.insertValidation(tx, {
          cartId: cart.id,
          customerId: session.customerId,
          territory,
          couponId: cart.coupon_id,
          minutes: STOCK_RESERVATION_MINUTES,
        });
        await stock.reserve(
          tx,
          validation.id,
          validation.expires_at,
          lines.map((line) => ({ offerId: line.offer_id, quantity: line.quantity })),
        );
        if (cart.coupon_id !== null)
          await holdCouponForValidation(tx, {
            cartId: cart.id,
            customerId: session.customerId,
            couponId: cart.coupon_id,
            checkoutId: validation.id,
          });
      },
      {
        ...ACCOUNT,
        // The frozen cart and its amount are the reply's, read under the same lock.
        finish: async (tx, reply) => {
          if (reply.validation) await repository.freezeValidation(tx, reply.validation.id, reply);
        },
      },
    );
  }

  /** Relay points near a place of France, nearest first. */
  async relays(
    search: RelaySearch,
  ): Promise<{ origin: { lat: number; lng: number; label: string }; relayPoints: RelayPoint[] }> {
    if (!isRelayCountry(search.countryCode))
      throw checkoutError('relay-outside-france', 'Ce service de livraison n’est disponible qu’en France');
    const place = await repository.findPlace(this.deps.db, search.zipCode.trim(), search.city.trim());
    if (!place)
      throw checkoutError(
        'invalid-relay-search',
        'Nous ne trouvons pas ce lieu : vérifiez le code postal et la ville.',
      );
    const origin = { lat: place.lat, lng: place.lng };
    const relayPoints = (await repository.relayPoints(this.deps.db, place.territory))
      .map((row) => toRelayPoint(row, distanceMetres(origin, { lat: row.lat, lng: row.lng })))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, RELAY_RESULTS);
    return { origin: { ...origin, label: `${place.post_code} ${place.city}` }, relayPoints };
  }
}

/** The checks of spec 8 a cart must pass to be validated, in the order a shopper meets them. */
function checkOrderable(cart: Cart, territory: TerritoryCode, acceptedTermsShopIds: string[]): void {
  if (cart.cartItems.length === 0) throw checkoutError('cart-empty', 'Votre panier est vide.');
  const address = cart.mainShippingAddress;
  if (address === null)
    throw checkoutError('shipping-address-missing', 'Veuillez choisir une adresse de livraison.');
  // Prices and taxes are the territory's: the goods must go there.
  if (!addressInTerritory(address, territory))
    throw checkoutError(
      'address-outside-territory',
      `Veuillez ajouter une adresse de livraison située ${inTerritory(territory)}.`,
    );
  for (const shipment of cart.shipments) {
    if (shipment.availableShipmentMethods.length === 0)
      throw checkoutError(
        'shipping-cost-unavailable',
        `Les frais de livraison de l’envoi de ${shipment.shop.name} ne peuvent pas être calculés.`,
      );
    if (shipment.shipmentMethod === null || (shipment.shipmentMethod.isRelay && shipment.relayPoint === null))
      throw checkoutError(
        'shipment-method-missing',
        'Veuillez choisir un mode de livraison pour chaque envoi.',
      );
    if (shipment.relayPoint !== null && shipment.address?.country !== territory)
      throw checkoutError('relay-point-not-found', 'Point relais introuvable.');
  }
  if (cart.billingAddress === null)
    throw checkoutError('billing-address-missing', 'Veuillez choisir une adresse de facturation.');
  const accepted = new Set(acceptedTermsShopIds);
  if (cart.shipments.some((shipment) => !accepted.has(shipment.shop.id)))
    throw checkoutError('terms-not-accepted', 'Veuillez accepter les conditions générales de vente.');
}

/** Stock is for buying: a cap on the units one validation holds, and on holding them again and again. */
async function checkHoldLimits(
  tx: Queryable,
  customerId: string,
  lines: { quantity: number }[],
): Promise<void> {
  const units = lines.reduce((total, line) => total + line.quantity, 0);
  if (units > RESERVATION_LIMITS.MAX_RESERVED_UNITS)
    throw checkoutError(
      'reservation-limit-reached',
      `Une commande peut réserver au plus ${RESERVATION_LIMITS.MAX_RESERVED_UNITS} articles : réduisez les quantités de votre panier.`,
      { maxUnits: RESERVATION_LIMITS.MAX_RESERVED_UNITS },
    );
  const held = await repository.heldMinutes(tx, customerId, RESERVATION_LIMITS.HOLD_WINDOW_MINUTES);
  if (held >= RESERVATION_LIMITS.MAX_HELD_MINUTES)
    throw checkoutError(
      'reservation-limit-reached',
      'Votre panier a été réservé trop longtemps sans être payé : réessayez plus tard.',
    );
}
