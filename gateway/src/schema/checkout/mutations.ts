import { cardRefusalExplanation, idempotencyKeySchema } from '@shop/domain';
import type { Cart } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import type { OrderModel } from '../../models.js';
import { fromGlobalId } from '../../relay/global-id.js';
import { isNotLoggedIn } from '../../session/session.js';
import type { CheckoutApi } from '../../upstream/checkout.js';
import { unavailableError, upstreamErrorData } from '../../upstream/upstream-error.js';
import type { MutationResolvers, PaymentOutcome, UserError } from '../__generated__/resolvers-types.js';
import { cartChanged, cartAsItIs } from '../cart/shared.js';
import { notLoggedIn, VIEWER } from '../customers/shared.js';
import { check, failureOf, inputFields, type FieldMap } from '../user-errors.js';
import { orderModel } from '../orders/fields.js';

/** The upstream's provider segment of the payment calls (`payment/{card-provider}/…`). */
const PROVIDER = 'sandbox';

const FIELDS = {
  address: inputFields({ name: 'addressName', billingAddressName: 'addressName' }),
  methods: inputFields(),
  validate: inputFields(),
  payment: inputFields(),
};

/** Checkout is for signed-in customers (spec 2.2): a guest or a visitor is not logged in. */
async function checkoutApi(ctx: GatewayContext): Promise<CheckoutApi> {
  const customer = ctx.session.token() === undefined ? null : await ctx.session.customer();
  if (customer === null || customer.isGuest) throw notLoggedIn();
  return ctx.checkout();
}

/** A checkout change: the reply's cart on success, the refusal in `userErrors` with the cart as it is. */
async function changeCheckout(
  ctx: GatewayContext,
  fields: FieldMap,
  call: (api: CheckoutApi) => Promise<Cart>,
): Promise<{
  cart: ReturnType<typeof cartChanged> | null;
  viewer: typeof VIEWER;
  userErrors: UserError[];
  errorData?: unknown;
}> {
  const api = await checkoutApi(ctx);
  try {
    return { cart: cartChanged(ctx, await call(api)), viewer: VIEWER, userErrors: [] };
  } catch (error) {
    if (isNotLoggedIn(error)) throw error;
    const { userErrors } = failureOf(error, fields, ctx.language);
    return { cart: await cartAsItIs(ctx), viewer: VIEWER, userErrors, errorData: upstreamErrorData(error) };
  }
}

/** A shipment's global id names the viewer's cart; its upstream id is the rest. */
function shipmentIdOf(id: string): string {
  const ref = fromGlobalId(id);
  return ref.type === 'Shipment' ? ref.shipmentId : '';
}

/**
 * What a payment call led to for the rest of the request: the order of `reference` (null without
 * one), and, when `cartEmptied`, the cart read again, so the payload's viewer (badge, guard counts)
 * shows it empty.
 */
async function paymentOrder(
  ctx: GatewayContext,
  reference: string | null,
  cartEmptied: boolean,
): Promise<OrderModel | null> {
  if (cartEmptied) cartChanged(ctx, await (await ctx.cart()).get());
  return reference === null ? null : orderModel(await ctx.orders().byReference(reference));
}

function shortItemsOf(errorData: unknown) {
  const items = (errorData as { items?: unknown } | undefined)?.items;
  return Array.isArray(items)
    ? (items as { offerId: string; productName: string; requested: number; available: number }[])
    : [];
}

export const checkoutMutations: MutationResolvers = {
  setCartShippingAddress: async (_, { input }, ctx) => {
    const { errorData: _data, ...payload } = await changeCheckout(ctx, FIELDS.address, (api) =>
      api.setShippingAddress(input.addressName),
    );
    return payload;
  },

  setCartBillingAddress: async (_, { input }, ctx) => {
    const { errorData: _data, ...payload } = await changeCheckout(ctx, FIELDS.address, (api) =>
      api.setBillingAddress(input.addressName),
    );
    return payload;
  },

  setCartShipmentMethods: async (_, { input }, ctx) => {
    const { errorData: _data, ...payload } = await changeCheckout(ctx, FIELDS.methods, (api) =>
      api.setShipmentMethods(
        input.shipments.map((choice) => ({
          shipmentId: shipmentIdOf(choice.shipmentId),
          shipmentMethodId: choice.methodId,
          ...(choice.relayCode ? { relayCode: choice.relayCode } : {}),
        })),
      ),
    );
    return payload;
  },

  validateCart: async (_, { input }, ctx) => {
    const { errorData, ...payload } = await changeCheckout(ctx, FIELDS.validate, (api) =>
      api.validate(input.acceptedTermsShopIds),
    );
    const outOfStock = payload.userErrors.some((error) => error.code === 'OUT_OF_STOCK');
    return { ...payload, shortItems: outOfStock ? shortItemsOf(errorData) : [] };
  },

  prepareCardPayment: async (_, { input }, ctx) => {
    // A key that cannot travel as a header is the client's mistake, not a failed call.
    const key = check(idempotencyKeySchema, input.idempotencyKey, () => ['input', 'idempotencyKey']);
    if (!key.ok) return { payment: null, placedOrder: null, viewer: VIEWER, userErrors: key.userErrors };
    const api = await checkoutApi(ctx);
    const region = await ctx.currentRegion();
    const returnUrl = `${ctx.publicUrl}/${region}/${ctx.language}/commande/paiement/retour`;
    try {
      const reply = await api.preparePayment(PROVIDER, returnUrl, input.idempotencyKey);
      // Nothing was left to pay (0 €): the order is made already, there is no card form.
      if (reply.orderPlaced)
        return {
          payment: null,
          placedOrder: await paymentOrder(ctx, reply.orderReference, true),
          viewer: VIEWER,
          userErrors: [],
        };
      // A form to pay without its token or address is off the contract.
      if (reply.formToken === null || reply.formUrl === null) throw unavailableError();
      return {
        payment: {
          formToken: reply.formToken,
          formUrl: reply.formUrl,
          amount: { amount: (reply.amount / 100).toFixed(2), currencyCode: reply.currency },
          orderReference: reply.orderReference,
          expiresAt: reply.expiresAt,
        },
        placedOrder: null,
        viewer: VIEWER,
        userErrors: [],
      };
    } catch (error) {
      if (isNotLoggedIn(error)) throw error;
      const { userErrors } = failureOf(error, FIELDS.payment, ctx.language);
      return { payment: null, placedOrder: null, viewer: VIEWER, userErrors };
    }
  },

  confirmCardPayment: async (_, { input }, ctx) => {
    const api = await checkoutApi(ctx);
    try {
      const result = await api.confirmPayment(PROVIDER, {
        'kr-answer': input.answer,
        'kr-hash': input.hash,
        'kr-hash-algorithm': input.hashAlgorithm,
        'kr-hash-key': input.hashKey,
        ...(input.answerType ? { 'kr-answer-type': input.answerType } : {}),
      });
      // A paid cart is empty now, and so is one whose order was cancelled for want of stock (refunded).
      const order = await paymentOrder(
        ctx,
        result.orderReference,
        result.outcome === 'received' || result.outcome === 'refunded',
      );
      return {
        outcome: result.outcome.toUpperCase() as PaymentOutcome,
        refusalCode: result.refusalCode,
        refusalExplanation: result.outcome === 'refused' ? cardRefusalExplanation(result.refusalCode) : null,
        order,
        viewer: VIEWER,
        userErrors: [],
      };
    } catch (error) {
      if (isNotLoggedIn(error)) throw error;
      const { userErrors } = failureOf(error, FIELDS.payment, ctx.language);
      return {
        outcome: null,
        refusalCode: null,
        refusalExplanation: null,
        order: null,
        viewer: VIEWER,
        userErrors,
      };
    }
  },
};
