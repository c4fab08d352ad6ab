/**
 * The demo coupons (listed in the root README): one for each outcome a shopper can meet. Windows
 * are in days from the seeding, so the demo behaves the same whenever it is seeded.
 */
import type { TerritoryCode } from '@shop/domain';

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
