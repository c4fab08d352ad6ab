/** The signed-in customer's address book and default addresses. */
import { randomInt } from 'node:crypto';
import { generateAddressName, type Customer, type ValidAddress } from '@shop/domain';
import type { Database } from '../../db/database.js';
import { customerError, isUniqueViolation } from '../shared/errors.js';
import type { Sessions } from '../../sessions/service.js';
import type * as addressRepository from './repository.js';
import type { DefaultFlags } from './repository.js';

export interface AddressDeps {
  db: Database;
  repository: typeof addressRepository;
  sessions: Sessions;
}

const addressExists = () => customerError('address-already-exists', 'Cette adresse existe déjà.');
const addressNotFound = (name: string) =>
  customerError('address-not-found', `Adresse introuvable : ${name.slice(0, 60)}`);

export class AddressService {
  constructor(private readonly deps: AddressDeps) {}

  async create(token: string | undefined, address: ValidAddress, defaults: DefaultFlags): Promise<Customer> {
    const { db, repository, sessions } = this.deps;
    const session = await sessions.requireAccount(token);
    const name =
      address.name ?? generateAddressName(address.street, address.postCode, (max) => randomInt(max));
    await db
      .transaction(async (tx) => {
        const current = await repository.lockDefaults(tx, session.customerId);
        if (await repository.hasDuplicate(tx, session.customerId, address, null)) throw addressExists();
        await repository.insertAddress(tx, session.customerId, name, address);
        // The first address serves for both until the customer says otherwise.
        await repository.setDefaults(tx, session.customerId, name, {
          shipping: defaults.shipping ?? (current?.shipping === null ? true : undefined),
          billing: defaults.billing ?? (current?.billing === null ? true : undefined),
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw addressExists();
        throw error;
      });
    return sessions.load(session.customerId);
  }

  async update(
    token: string | undefined,
    name: string,
    address: ValidAddress,
    defaults: DefaultFlags,
  ): Promise<Customer> {
    const { db, repository, sessions } = this.deps;
    const session = await sessions.requireAccount(token);
    await db.transaction(async (tx) => {
      if (!(await repository.lockAddress(tx, session.customerId, name))) throw addressNotFound(name);
      if (await repository.hasDuplicate(tx, session.customerId, address, name)) throw addressExists();
      await repository.updateAddress(tx, session.customerId, name, address);
      await repository.setDefaults(tx, session.customerId, name, defaults);
    });
    return sessions.load(session.customerId);
  }

  async delete(token: string | undefined, name: string): Promise<Customer> {
    const { db, repository, sessions } = this.deps;
    const session = await sessions.requireAccount(token);
    await db.transaction(async (tx) => {
      if (!(await repository.deleteAddress(tx, session.customerId, name))) throw addressNotFound(name);
      await repository.setDefaults(tx, session.customerId, name, { shipping: false, billing: false });
    });
    return sessions.load(session.customerId);
  }
}
