/**
 * The demo catalogue as plain data: `generator.ts` produces it (deterministic, no I/O), the seed
 * inserter writes it to PostgreSQL. Amounts are integer cents, rates basis points.
 */
import type { AttributeType, TerritoryCode } from '@shop/domain';

export type TaxClass = 'NORMAL' | 'REDUCED';

export interface SeedTaxRate {
  territory: TerritoryCode;
  taxClass: TaxClass;
  /** 850 = 8.5 %. */
  rateBasisPoints: number;
  /** What the tax is called on screens and invoices: TVA, or droits de quai in Saint-Barthelemy. */
  kind: 'VAT' | 'DOCKING_FEES' | 'NONE';
}

export interface SeedCategory {
  /** Path below the root, e.g. `maison/cuisine/ustensiles`; the same tree exists in every region. */
  path: string;
  labelFr: string;
  labelEn: string;
  /** Attribute names (see SeedAttribute) that products of this category use. */
  optionalAttributes: string[];
  requiredAttributes: string[];
  additionalAttributes: string[];
}

export interface SeedAttribute {
  /** Machine name, `[a-z0-9_]+`, used in filters (e.g. `marque`, `couleur`). */
  name: string;
  labelFr: string;
  labelEn: string;
  type: AttributeType;
  unit: string | null;
  /** Offered as a facet in listings. */
  facet: boolean;
  /** Internal attributes are stored but never displayed nor faceted. */
  internal: boolean;
  /** Display order of the facet and of the characteristics table. */
  index: number;
}

export interface SeedLogisticClass {
  id: string;
  label: string;
  description: string;
}

export interface SeedShop {
  id: string;
  name: string;
  description: string;
  city: string;
  territory: TerritoryCode;
  generalSalesTermsAndConditions: string;
  createdAt: string;
  /** Legal identity printed on invoices. */
  legal: { legalName: string; street: string; postCode: string; siret: string; vatNumber: string };
}

export interface SeedOffer {
  shopId: string;
  territory: TerritoryCode;
  priceTaxFree: number;
  discountPriceTaxFree: number | null;
  /** ISO date-times; null is an open end. */
  discountStart: string | null;
  discountEnd: string | null;
  stock: number;
  pickingDelay: number;
  logisticClassId: string;
  minimalOrderQuantity: number;
  /** Null: the stock. */
  maximalOrderQuantity: number | null;
}

export interface SeedVariant {
  reference: string;
  /** EAN-13 of the variant. */
  ean: string;
  slug: string;
  name: string;
  /** Includes a value for every configurable attribute of the parent. */
  attributes: Record<string, string>;
  offers: SeedOffer[];
  pictureCount: number;
}

export interface SeedProduct {
  reference: string;
  /** EAN-13 of a simple product; null on a configurable parent (its variants have theirs). */
  ean: string | null;
  slug: string;
  name: string;
  brand: string | null;
  descriptionShort: string;
  description: string;
  /** Trusted HTML written by us (paragraphs and lists). */
  descriptionLong: string;
  /** Leaf category path below the root. */
  categoryPath: string;
  taxClass: TaxClass;
  attributes: Record<string, string>;
  isNew: boolean;
  isBestseller: boolean;
  seoTitle: string;
  seoDescription: string;
  pictureCount: number;
  notices: { name: string; url: string }[];
  /** References of related products (existing ones). */
  related: string[];
  packSize: number;
  /** Non-empty: a configurable product whose variants carry the offers. */
  configurableAttributes: string[];
  variants: SeedVariant[];
  /** Offers of a simple product (empty on a configurable one). */
  offers: SeedOffer[];
}

export interface SeedCatalogue {
  taxRates: SeedTaxRate[];
  logisticClasses: SeedLogisticClass[];
  attributes: SeedAttribute[];
  categories: SeedCategory[];
  shops: SeedShop[];
  /** Generated lazily so 100,000 products never sit in memory at once. */
  products(count: number): Iterable<SeedProduct>;
}
