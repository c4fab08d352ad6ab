/**
 * The demo coupons (listed in the root README): one for each outcome a shopper can meet. Windows
 * are in days from the seeding, so the demo behaves the same whenever it is seeded.
 */
import type { TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

export interface SeedCoupon {
  code: string;
  name: string;
  description: string;
  discountType: 'PERCENT' | 'AMOUNT';
  /** Percent, or tax-included cents. */
  value: number;
  minimumCart: number | null;
  /** Days from the seeding; null: open. */
  validFromDays: number | null;
  validUntilDays: number | null;
  /** Empty: every territory. */
  territories: TerritoryCode[];
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

export const DEMO_COUPONS: readonly SeedCoupon[] = [
  {
    code: 'BIENVENUE10',
    name: 'Bienvenue',
    description: '10 % de remise sur votre panier',
    discountType: 'PERCENT',
    value: 10,
    minimumCart: null,
    validFromDays: null,
    validUntilDays: null,
    territories: [],
    usageLimit: null,
    perCustomerLimit: null,
  },
  {
    code: 'NOEL15',
    name: 'Noël',
    description: '15 € de remise dès 100 € d’achats en Guadeloupe et en Martinique',
    discountType: 'AMOUNT',
    value: 1500,
    minimumCart: 10000,
    validFromDays: -30,
    validUntilDays: 365,
    territories: ['GP', 'MQ'],
    usageLimit: null,
    perCustomerLimit: null,
  },
  {
    code: 'PROMO5',
    name: 'Promo de printemps',
    description: '5 % de remise (offre terminée)',
    discountType: 'PERCENT',
    value: 5,
    minimumCart: null,
    validFromDays: -90,
    validUntilDays: -30,
    territories: [],
    usageLimit: null,
    perCustomerLimit: null,
  },
  {
    code: 'UNEFOIS',
    name: 'Une fois',
    description: '5 € de remise, une fois par client',
    discountType: 'AMOUNT',
    value: 500,
    minimumCart: null,
    validFromDays: null,
    validUntilDays: null,
    territories: [],
    usageLimit: null,
    perCustomerLimit: 1,
  },
];

/** The demo coupons, their windows counted from now. */
export async function insertDemoCoupons(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO coupons (code, name, description, discount_type, value, minimum_cart, valid_from, valid_until,
                          territories, usage_limit, per_customer_limit)
     SELECT c.code, c.name, c.description, c.discount_type, c.value, c.minimum_cart,
            now() + make_interval(days => c.from_days), now() + make_interval(days => c.until_days),
            string_to_array(c.territories, ','), c.usage_limit, c.per_customer_limit
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[],
                 $9::text[], $10::int[], $11::int[])
       AS c (code, name, description, discount_type, value, minimum_cart, from_days, until_days,
             territories, usage_limit, per_customer_limit)`,
    [
      DEMO_COUPONS.map((c) => c.code),
      DEMO_COUPONS.map((c) => c.name),
      DEMO_COUPONS.map((c) => c.description),
      DEMO_COUPONS.map((c) => c.discountType),
      DEMO_COUPONS.map((c) => c.value),
      DEMO_COUPONS.map((c) => c.minimumCart),
      DEMO_COUPONS.map((c) => c.validFromDays),
      DEMO_COUPONS.map((c) => c.validUntilDays),
      DEMO_COUPONS.map((c) => c.territories.join(',')),
      DEMO_COUPONS.map((c) => c.usageLimit),
      DEMO_COUPONS.map((c) => c.perCustomerLimit),
    ],
  );
}
