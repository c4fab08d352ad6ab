import { randomInt } from 'node:crypto';
import { generateAddressName, RELAY_NAME_PREFIX } from '@shop/domain';
import type { Customer } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import { findAddress } from '../../models.js';
import type { AddressModel } from '../../models.js';
import { toGlobalId } from '../../relay/global-id.js';
import type { AddressDefaults } from '../../upstream/customers.js';
import type {
  AddressResolvers,
  CreateAddressInput,
  MutationResolvers,
  UpdateAddressInput,
} from '../__generated__/resolvers-types.js';
import { attempt, check, failureOf, inputFields, schemasFor } from '../user-errors.js';
import type { FieldMap } from '../user-errors.js';
import { customerPayload, messagesFor, requireSession, withoutNulls } from './shared.js';

/** The address's own fields are under `address`; its name beside it. */
const FIELDS = ((path) => {
  const [first, ...rest] = path;
  if (first === undefined) return null;
  return first === 'name' ? ['input', 'name'] : ['input', 'address', first, ...rest];
}) satisfies FieldMap;

const ADDRESS_NAME_MAX = 100;

const NO_ADDRESS = { address: null as AddressModel | null, customer: null as Customer | null };

async function createAddress(input: CreateAddressInput, ctx: GatewayContext) {
  requireSession(ctx);
  const checked = check(
    schemasFor(ctx.language).address,
    { ...withoutNulls(input.address), ...(input.name == null ? {} : { name: input.name }) },
    FIELDS,
  );
  // The upstream makes a first address the default of both kinds unless told false: only "yes" is sent.
  const defaults: AddressDefaults = {
    shipping: input.defaultShipping === true ? true : undefined,
    billing: input.defaultBilling === true ? true : undefined,
  };
  return attempt(checked, FIELDS, ctx.language, NO_ADDRESS, async (data) => {
    // Named here rather than upstream (same rule, same domain function) so the payload can name
    // the address it created.
    const name = data.name ?? generateAddressName(data.street, data.postCode, randomInt);
    const customer = await ctx.customers().createAddress({ ...data, name }, defaults);
    return { ...customerPayload(customer, ctx), address: findAddress(customer, name) };
  });
}

async function updateAddress(input: UpdateAddressInput, ctx: GatewayContext) {
  requireSession(ctx);
  const checked = check(
    schemasFor(ctx.language).address,
    { ...withoutNulls(input.address), name: input.name },
    FIELDS,
  );
  return attempt(checked, FIELDS, ctx.language, NO_ADDRESS, async ({ name, ...address }) => {
    const customer = await ctx.customers().updateAddress(input.name, address, {
      shipping: input.defaultShipping ?? undefined,
      billing: input.defaultBilling ?? undefined,
    });
    return { ...customerPayload(customer, ctx), address: findAddress(customer, name ?? input.name) };
  });
}

export const addressFields: AddressResolvers = {
  id: (a) => toGlobalId({ type: 'Address', customerId: a.customerId, name: a.name }),
  isDefaultShipping: (a) => a.defaultShipping,
  isDefaultBilling: (a) => a.defaultBilling,
  isRelayPoint: (a) => a.name.startsWith(RELAY_NAME_PREFIX),
};

/** The signed-in customer's address book. */
export const addressMutations: MutationResolvers = {
  createAddress: (_, { input }, ctx) => createAddress(input, ctx),
  updateAddress: (_, { input }, ctx) => updateAddress(input, ctx),

  deleteAddress: async (_, { input }, ctx) => {
    requireSession(ctx);
    if (input.name.trim() === '' || input.name.length > ADDRESS_NAME_MAX) {
      return {
        deletedAddressId: null,
        customer: null,
        userErrors: [
          {
            code: 'INVALID_INPUT',
            field: ['input', 'name'],
            message: messagesFor(ctx)['form.errors.addressName'],
          },
        ],
      };
    }
    try {
      const customer = await ctx.customers().deleteAddress(input.name);
      return {
        ...customerPayload(customer, ctx),
        deletedAddressId: toGlobalId({ type: 'Address', customerId: customer.id, name: input.name }),
        userErrors: [],
      };
    } catch (error) {
      return {
        deletedAddressId: null,
        customer: null,
        ...failureOf(error, inputFields(), ctx.language),
      };
    }
  },
};
