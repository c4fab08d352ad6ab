/**
 * Deterministic demo catalogue: the same data on every run (seeded PRNG, fixed dates, no clock).
 * Product `i` depends only on `i` (its related references also on `count`, so they always exist),
 * which keeps the first products identical whatever the requested count and lets 100,000 products
 * stream out without holding them in memory.
 *
 * Spread of the data (per product unless said otherwise, all deterministic):
 * - categories: round-robin over weighted slots, so the first products cover every leaf;
 * - ~10 % configurable (clothes, swimwear: taille × couleur; shoes: pointure × couleur; phones:
 *   capacite_stockage × couleur), 3 to 8 variants each, never every combination;
 * - ~15 % of offers discounted: mostly active (2024 to 2099 or open), some expired, some future;
 * - offer stock: ~8 % zero, ~5 % exactly 1, ~20 % low (2 to 5), the rest plenty; packs of 6 or 12
 *   for drinks and consumables (stock and minimum in whole packs); ~7 % with a maximum quantity;
 * - 1 to 6 territories (~6 % in a single one), 1 to 4 shops among those selling the universe;
 * - pictures: ~8 % none, ~25 % one, the rest 2 to 5.
 */
import { TERRITORY_CODES, type TerritoryCode } from '@shop/domain';
import { ean13 } from '@shop/domain/barcode';
import type { SeedCatalogue, SeedCategory, SeedOffer, SeedProduct, SeedVariant } from './model.js';
import { chance, intBetween, pick, rngFor, sampleInOrder, shuffled, weighted, type Rng } from './random.js';
import { capitalize, escapeHtml, frenchNumber, slugify, truncate } from './text.js';
import {
  ATTRIBUTES,
  CATEGORY_TREE,
  FAMILIES,
  INTERNAL_ATTRIBUTES,
  LOGISTIC_CLASSES,
  OVERSEAS_ORIGINS,
  SHOPS,
  TAX_RATES,
  TERRITORY_PRICE_FACTOR,
  type AttributeValues,
  type BranchDef,
  type Family,
  type LeafDef,
  type LogisticClassId,
} from './vocabulary.js';

/** Products inserted by the default demo seed. */
export const DEMO_PRODUCT_COUNT = 3000;

/** Fixed discount windows (ISO), so "active", "expired" and "future" never depend on the clock. */
export const DISCOUNT_WINDOWS = {
  active: { start: '2024-01-01T00:00:00.000Z', end: '2099-12-31T23:59:59.000Z' },
  open: { start: null, end: null },
  expired: { start: '2023-01-01T00:00:00.000Z', end: '2023-12-31T23:59:59.000Z' },
  future: { start: '2098-01-01T00:00:00.000Z', end: '2098-12-31T23:59:59.000Z' },
} as const;

export type DiscountWindowKind = keyof typeof DISCOUNT_WINDOWS;

/** SKU of the product at `index` (0-based): `REF-000001` for the first one. */
export function referenceOf(index: number): string {
  return `REF-${String(index + 1).padStart(6, '0')}`;
}

/**
 * EAN-13 of the product at `index` (0-based), or of its variant `variant` (1-based): real, valid
 * codes a printed or on-screen barcode can carry to the quick order. Prefix 20 is GS1's
 * restricted-circulation range (numbers a shop gives its own items), so they never collide with a
 * manufacturer's; then the product's number on 8 digits, the variant's on 2 (00 for a simple
 * product), the check digit. Migration 0016 gives the same codes to a catalogue seeded before it.
 */
export function demoEan(index: number, variant = 0): string {
  return ean13(`20${String(index + 1).padStart(8, '0')}${String(variant).padStart(2, '0')}`);
}

interface CompiledLeaf {
  path: string;
  labelFr: string;
  universe: string;
  family: Family;
  nouns: readonly string[];
  brands: readonly string[];
  template: string;
  price: readonly [number, number];
  logistic: LogisticClassId;
  required: AttributeValues;
  optional: AttributeValues;
  additional: AttributeValues;
  shopIds: readonly string[];
}

interface Context {
  categories: SeedCategory[];
  leaves: CompiledLeaf[];
  /** Leaf index per slot: product `i` belongs to `leaves[slots[i % slots.length]]`. */
  slots: number[];
  /** Slot positions of each leaf. */
  positionsByLeaf: number[][];
}

const ATTRIBUTE_ORDER = new Map(ATTRIBUTES.map((attribute) => [attribute.name, attribute.index]));

function byAttributeOrder(names: Iterable<string>): string[] {
  return [...new Set(names)].sort(
    (a, b) => (ATTRIBUTE_ORDER.get(a) ?? 999) - (ATTRIBUTE_ORDER.get(b) ?? 999),
  );
}

/** The leaf's own values replace the family's, in whichever group (required, optional...) holds them. */
function withOverrides(values: AttributeValues | undefined, overrides: AttributeValues): AttributeValues {
  const result: Record<string, readonly (string | number)[]> = { ...values };
  for (const [name, list] of Object.entries(overrides)) if (name in result) result[name] = list;
  return result;
}

function isLeaf(node: BranchDef | LeafDef): node is LeafDef {
  return 'family' in node;
}

function compile(): Context {
  const categories: SeedCategory[] = [];
  const leaves: (CompiledLeaf & { weight: number })[] = [];

  const walk = (node: BranchDef | LeafDef, parentPath: string, universe: string): Set<string> => {
    const path = parentPath ? `${parentPath}/${slugify(node.labelFr)}` : slugify(node.labelFr);
    if (!isLeaf(node)) {
      const category: SeedCategory = {
        path,
        labelFr: node.labelFr,
        labelEn: node.labelEn,
        optionalAttributes: [],
        requiredAttributes: [],
        additionalAttributes: [],
      };
      categories.push(category);
      const facets = new Set<string>();
      for (const child of node.children)
        for (const name of walk(child, path, universe || path)) facets.add(name);
      category.optionalAttributes = byAttributeOrder(facets);
      return facets;
    }
    const family = node.family in FAMILIES ? FAMILIES[node.family] : undefined;
    if (!family) throw new Error(`Unknown family ${node.family}`);
    const overrides = node.options.values ?? {};
    const required = withOverrides(family.required, overrides);
    const optional = withOverrides(family.optional, overrides);
    const additional = withOverrides(family.additional, overrides);
    const branded = family.brands.length > 0;
    const hasOrigin = 'origine' in required || 'origine' in optional;
    const requiredAttributes = byAttributeOrder([
      ...(branded && !family.unbranded ? ['marque'] : []),
      ...Object.keys(required),
      ...(hasOrigin ? ['made_in_islands'] : []),
    ]);
    const optionalAttributes = byAttributeOrder([
      ...(branded && family.unbranded ? ['marque'] : []),
      ...Object.keys(optional),
    ]).filter((name) => !requiredAttributes.includes(name));
    categories.push({
      path,
      labelFr: node.labelFr,
      labelEn: node.labelEn,
      requiredAttributes,
      optionalAttributes,
      additionalAttributes: byAttributeOrder([...Object.keys(additional), ...INTERNAL_ATTRIBUTES]),
    });
    leaves.push({
      path,
      labelFr: node.labelFr,
      universe,
      family,
      nouns: node.nouns,
      brands: node.options.brands ?? family.brands,
      template: node.options.template ?? family.template,
      price: node.options.price ?? family.price,
      logistic: node.options.logistic ?? family.logistic,
      required,
      optional,
      additional,
      shopIds: SHOPS.filter((shop) => shop.universes === '*' || shop.universes.includes(universe)).map(
        (shop) => shop.id,
      ),
      weight: node.options.weight ?? 1,
    });
    return new Set([...requiredAttributes, ...optionalAttributes]);
  };
  for (const universe of CATEGORY_TREE) walk(universe, '', '');

  // Round 1 holds every leaf once, later rounds the heavier leaves again.
  const slots: number[] = [];
  const maxWeight = Math.max(...leaves.map((leaf) => leaf.weight));
  for (let round = 1; round <= maxWeight; round++) {
    leaves.forEach((leaf, index) => {
      if (leaf.weight >= round) slots.push(index);
    });
  }
  const positionsByLeaf = leaves.map(() => [] as number[]);
  slots.forEach((leafIndex, position) => positionsByLeaf[leafIndex]?.push(position));
  return { categories, leaves, slots, positionsByLeaf };
}

// ---------------------------------------------------------------------------------------------
// Prices, offers
// ---------------------------------------------------------------------------------------------

/** Rounds to a shop-like price in cents ending in 0 or 9 (2,49 €, 12,90 €, 149,99 €, 1 490 €). */
function nicePrice(rng: Rng, cents: number): number {
  if (cents < 1000) return Math.max(10, Math.round(cents / 10) * 10) - (chance(rng, 0.5) ? 1 : 0);
  if (cents < 10000) return Math.round(cents / 50) * 50 - pick(rng, [0, 1, 10]);
  return Math.round(cents / 1000) * 1000 - pick(rng, [0, 1, 10, 100]);
}

/** Attributes whose value list is ordered from cheap to expensive (a 75-inch TV costs more than a 32). */
const PRICE_DRIVERS = [
  'taille_ecran',
  'resolution',
  'contenance',
  'charge',
  'puissance',
  'capacite_stockage',
  'memoire_vive',
  'poids',
  'volume',
];

/**
 * Log-scale position in the leaf's price range: mostly from the rank of the price-driving attribute
 * values (bigger, more powerful, heavier is dearer), partly random.
 */
function basePriceCents(rng: Rng, leaf: CompiledLeaf, attributes: Record<string, string>): number {
  const ranks: number[] = [];
  for (const name of PRICE_DRIVERS) {
    const values = leaf.required[name];
    const value = attributes[name];
    if (values && values.length > 1 && value !== undefined) {
      ranks.push(values.map(String).indexOf(value) / (values.length - 1));
    }
  }
  const position =
    ranks.length > 0 ? 0.75 * (ranks.reduce((a, b) => a + b, 0) / ranks.length) + 0.25 * rng() : rng();
  const [min, max] = leaf.price;
  return Math.exp(Math.log(min) + position * (Math.log(max) - Math.log(min))) * 100;
}

interface OfferSlot {
  shopId: string;
  territory: TerritoryCode;
  factor: number;
}

/** Which shops sell the product in which territories: the first shop everywhere, others in some. */
function planOffers(rng: Rng, leaf: CompiledLeaf): OfferSlot[] {
  const territoryCount = weighted(rng, [
    [1, 7],
    [2, 15],
    [3, 20],
    [4, 20],
    [5, 15],
    [6, 23],
  ] as const);
  const territories = sampleInOrder(rng, TERRITORY_CODES, territoryCount);
  const shopCount = Math.min(
    leaf.shopIds.length,
    weighted(rng, [
      [1, 55],
      [2, 30],
      [3, 10],
      [4, 5],
    ] as const),
  );
  const shops = shuffled(rng, leaf.shopIds).slice(0, shopCount);
  const slots: OfferSlot[] = [];
  shops.forEach((shopId, rank) => {
    const factor = rank === 0 ? 1 : 0.9 + rng() * 0.2;
    let covered = territories.filter(() => rank === 0 || chance(rng, 0.5));
    if (covered.length === 0) covered = [pick(rng, territories)];
    for (const territory of covered) slots.push({ shopId, territory, factor });
  });
  return slots;
}

function discountWindow(rng: Rng): DiscountWindowKind {
  return weighted(rng, [
    ['active', 60],
    ['open', 10],
    ['expired', 15],
    ['future', 15],
  ] as const);
}

function stockFor(rng: Rng, packSize: number): number {
  const roll = rng();
  if (roll < 0.08) return 0;
  if (packSize > 1) {
    if (roll < 0.2) return packSize;
    return packSize * (roll < 0.35 ? intBetween(rng, 2, 3) : intBetween(rng, 4, 40));
  }
  if (roll < 0.13) return 1;
  if (roll < 0.33) return intBetween(rng, 2, 5);
  return roll < 0.85 ? intBetween(rng, 6, 80) : intBetween(rng, 81, 500);
}

function makeOffer(
  rng: Rng,
  slot: OfferSlot,
  baseCents: number,
  packSize: number,
  logisticClassId: string,
): SeedOffer {
  const priceTaxFree = nicePrice(rng, baseCents * slot.factor * TERRITORY_PRICE_FACTOR[slot.territory]);
  let discountPriceTaxFree: number | null = null;
  let discountStart: string | null = null;
  let discountEnd: string | null = null;
  if (priceTaxFree > 100 && chance(rng, 0.15)) {
    const percent = pick(rng, [10, 15, 20, 25, 30, 40, 50]);
    const discounted = nicePrice(rng, (priceTaxFree * (100 - percent)) / 100);
    discountPriceTaxFree = discounted < priceTaxFree ? discounted : priceTaxFree - 10;
    const window = DISCOUNT_WINDOWS[discountWindow(rng)];
    discountStart = window.start;
    discountEnd = window.end;
  }
  const minimalOrderQuantity =
    packSize > 1 ? packSize * (chance(rng, 0.2) ? 2 : 1) : chance(rng, 0.03) ? 2 : 1;
  let maximalOrderQuantity: number | null = null;
  if (chance(rng, 0.07)) {
    maximalOrderQuantity =
      packSize > 1
        ? packSize * pick(rng, [2, 4, 8])
        : Math.max(minimalOrderQuantity, pick(rng, [1, 2, 3, 5, 10]));
  }
  return {
    shopId: slot.shopId,
    territory: slot.territory,
    priceTaxFree,
    discountPriceTaxFree,
    discountStart,
    discountEnd,
    stock: stockFor(rng, packSize),
    pickingDelay: pick(rng, [0, 1, 1, 2, 2, 3, 5, 7]),
    logisticClassId,
    minimalOrderQuantity,
    maximalOrderQuantity,
  };
}

// ---------------------------------------------------------------------------------------------
// Names and texts
// ---------------------------------------------------------------------------------------------

function fillTemplate(
  template: string,
  noun: string,
  brand: string | null,
  attributes: Record<string, string>,
) {
  return template
    .replace(/\{(\w+)(:lower)?\}/g, (_match, key: string, lower: string | undefined) => {
      const value =
        key === 'noun'
          ? noun
          : key === 'marque'
            ? (brand ?? '')
            : key === 'bio'
              ? attributes.bio === 'true'
                ? ' bio'
                : ''
              : frenchNumber(attributes[key] ?? '');
      return lower ? value.toLowerCase() : value;
    })
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How a configurable value reads in a variant name: `Taille M`, `128 Go`, `Rouge`. */
function variantLabel(attribute: string, value: string): string {
  if (attribute === 'taille') return `Taille ${value}`;
  if (attribute === 'pointure') return `Pointure ${value}`;
  const unit = ATTRIBUTES.find((candidate) => candidate.name === attribute)?.unit;
  return unit ? `${frenchNumber(value)} ${unit}` : value;
}

const DELIVERY_SENTENCES = [
  'Livrable en Guadeloupe, en Martinique, en Guyane, à La Réunion, à Saint-Barthélemy et à Saint-Martin selon les vendeurs.',
  'Vendu et expédié par les vendeurs partenaires de la place de marché, avec suivi de colis.',
  'Comparez les offres des vendeurs : prix, délai de préparation et mode de livraison.',
];

function describe(rng: Rng, name: string, leaf: CompiledLeaf, attributes: Record<string, string>) {
  const family = leaf.family;
  const pitch = pick(rng, family.pitches);
  const features = shuffled(rng, family.features).slice(0, intBetween(rng, 3, 4));
  const closing = [pick(rng, DELIVERY_SENTENCES)];
  if (attributes.garantie) {
    closing.push(
      `Garantie commerciale de ${attributes.garantie} an${attributes.garantie === '1' ? '' : 's'}.`,
    );
  }
  if (family.taxClass === 'NORMAL' && family.logistic !== 'fragile') {
    closing.push('Garantie légale de conformité de 2 ans.');
  }
  return {
    descriptionShort: pitch,
    description: `${name}. ${pitch} ${features
      .slice(0, 2)
      .map((feature) => `${capitalize(feature)}.`)
      .join(' ')}`,
    descriptionLong: [
      `<p>${escapeHtml(name)}. ${escapeHtml(pitch)}</p>`,
      `<ul>${features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(closing.join(' '))}</p>`,
    ].join(''),
    seoTitle: truncate(`${name} | ${leaf.labelFr}`, 70),
    seoDescription: truncate(`${name}. ${pitch} Livraison dans les outre-mer.`, 160),
  };
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

function pickAttributes(rng: Rng, leaf: CompiledLeaf, brand: string | null, skip: readonly string[]) {
  const attributes: Record<string, string> = {};
  if (brand) attributes.marque = brand;
  for (const [name, values] of Object.entries(leaf.required)) {
    if (!skip.includes(name)) attributes[name] = String(pick(rng, values));
  }
  for (const [name, values] of Object.entries(leaf.optional)) {
    if (!skip.includes(name) && chance(rng, 0.6)) attributes[name] = String(pick(rng, values));
  }
  for (const [name, values] of Object.entries(leaf.additional)) {
    if (chance(rng, 0.5)) attributes[name] = String(pick(rng, values));
  }
  const brandOrigin = brand ? leaf.family.brandOrigins?.[brand] : undefined;
  if (brandOrigin && attributes.origine) attributes.origine = brandOrigin;
  if (attributes.origine) attributes.made_in_islands = String(OVERSEAS_ORIGINS.includes(attributes.origine));
  attributes.code_erp = `ERP-${String(intBetween(rng, 0, 9_999_999)).padStart(7, '0')}`;
  attributes.code_douane = leaf.family.hsCode;
  return attributes;
}

function pictureCount(rng: Rng): number {
  return weighted(rng, [
    [0, 8],
    [1, 25],
    [2, 20],
    [3, 20],
    [4, 15],
    [5, 12],
  ] as const);
}

function valuesOf(leaf: CompiledLeaf, attribute: string): readonly string[] {
  const values = leaf.required[attribute] ?? leaf.optional[attribute];
  if (!values) throw new Error(`No values for ${attribute} in ${leaf.path}`);
  return values.map(String);
}

/** Chooses the combinations that exist: every chosen value used, never all combinations, 3 to 8. */
function chooseCombinations(rng: Rng, first: readonly string[], second: readonly string[]) {
  const combos = first.flatMap((a, i) => second.map((b, j) => ({ a, b, i, j })));
  const target = Math.min(combos.length - 1, Math.max(intBetween(rng, 3, 8), first.length, second.length));
  const kept = new Set<(typeof combos)[number]>();
  const seenA = new Set<string>();
  const seenB = new Set<string>();
  const order = shuffled(rng, combos);
  for (const combo of order) {
    if (!seenA.has(combo.a) || !seenB.has(combo.b)) {
      kept.add(combo);
      seenA.add(combo.a);
      seenB.add(combo.b);
    }
  }
  for (const combo of order) if (kept.size < target) kept.add(combo);
  return [...kept].sort((x, y) => x.i - y.i || x.j - y.j);
}

function buildVariants(
  rng: Rng,
  leaf: CompiledLeaf,
  parent: { index: number; reference: string; name: string },
  attributes: readonly [string, string],
  priceStep: number,
  baseCents: number,
  plan: readonly OfferSlot[],
): SeedVariant[] {
  const [firstName, secondName] = attributes;
  const allFirst = valuesOf(leaf, firstName);
  const length = intBetween(rng, 2, Math.min(4, allFirst.length));
  const start = intBetween(rng, 0, allFirst.length - length);
  const first = allFirst.slice(start, start + length);
  const allSecond = valuesOf(leaf, secondName);
  const second = sampleInOrder(rng, allSecond, intBetween(rng, 2, Math.min(3, allSecond.length)));
  return chooseCombinations(rng, first, second).map((combo, k) => {
    const reference = `${parent.reference}-${String(k + 1).padStart(2, '0')}`;
    const name = `${parent.name} – ${variantLabel(firstName, combo.a)} – ${variantLabel(secondName, combo.b)}`;
    const cents = baseCents * (1 + priceStep * (start + combo.i));
    return {
      reference,
      ean: demoEan(parent.index, k + 1),
      slug: `${slugify(name)}-${reference.toLowerCase()}`,
      name,
      attributes: {
        [firstName]: combo.a,
        [secondName]: combo.b,
        code_erp: `ERP-${String(intBetween(rng, 0, 9_999_999)).padStart(7, '0')}`,
      },
      offers: plan.map((slot) => makeOffer(rng, slot, cents, 1, leaf.logistic)),
      pictureCount: weighted(rng, [
        [0, 1],
        [1, 4],
        [2, 3],
        [3, 2],
      ] as const),
    };
  });
}

function relatedReferences(context: Context, index: number, count: number): string[] {
  const rng = rngFor(`related:${index}`);
  const wanted = weighted(rng, [
    [0, 2],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
  ] as const);
  if (wanted === 0) return [];
  const size = context.slots.length;
  const cycle = Math.floor(index / size);
  const positions = context.positionsByLeaf[context.slots[index % size] ?? 0] ?? [];
  const candidates: number[] = [];
  for (const delta of [0, -1, 1, -2, 2]) {
    for (const position of positions) {
      const other = (cycle + delta) * size + position;
      if (other !== index && other >= 0 && other < count) candidates.push(other);
    }
  }
  return shuffled(rng, candidates).slice(0, wanted).map(referenceOf);
}

function buildProduct(context: Context, index: number, count: number): SeedProduct {
  const rng = rngFor(`product:${index}`);
  const leaf = context.leaves[context.slots[index % context.slots.length] ?? 0];
  if (!leaf) throw new Error('The category tree has no leaf');
  const family = leaf.family;
  const reference = referenceOf(index);
  const brand = leaf.brands.length > 0 && !chance(rng, family.unbranded ?? 0) ? pick(rng, leaf.brands) : null;
  const noun = pick(rng, leaf.nouns);
  const configurable =
    family.configurable && chance(rng, family.configurable.share) ? family.configurable : null;
  const configurableAttributes = configurable ? [...configurable.attributes] : [];
  const attributes = pickAttributes(rng, leaf, brand, configurableAttributes);
  const name = fillTemplate(leaf.template, noun, brand, attributes);
  const packSize =
    !configurable && family.packs && chance(rng, family.packs.share) ? pick(rng, family.packs.sizes) : 1;
  const baseCents = basePriceCents(rng, leaf, attributes);
  const plan = planOffers(rng, leaf);

  const notices: SeedProduct['notices'] = [];
  if (chance(rng, family.notices ?? 0)) {
    notices.push({ name: 'Notice d’utilisation (PDF)', url: `/media/notices/${reference}.pdf` });
    if (attributes.energie) {
      notices.push({
        name: 'Fiche d’information produit (PDF)',
        url: `/media/notices/${reference}-fiche-produit.pdf`,
      });
    }
    if (chance(rng, 0.3)) {
      notices.push({ name: 'Guide de démarrage rapide (PDF)', url: `/media/notices/${reference}-guide.pdf` });
    }
  }

  const texts = describe(rng, name, leaf, attributes);
  const product: SeedProduct = {
    reference,
    // A configurable parent is no sellable unit: its variants carry the barcodes.
    ean: configurable ? null : demoEan(index),
    slug: `${slugify(name)}-${reference.toLowerCase()}`,
    name,
    brand,
    ...texts,
    categoryPath: leaf.path,
    taxClass: family.taxClass,
    attributes,
    isNew: chance(rng, 0.08),
    isBestseller: chance(rng, 0.06),
    pictureCount: pictureCount(rng),
    notices,
    related: [],
    packSize,
    configurableAttributes,
    variants: [],
    offers: [],
  };
  if (configurable) {
    product.variants = buildVariants(
      rng,
      leaf,
      { index, reference, name },
      configurable.attributes,
      configurable.priceStep ?? 0,
      baseCents,
      plan,
    );
  } else {
    product.offers = plan.map((slot) => makeOffer(rng, slot, baseCents, packSize, leaf.logistic));
  }
  product.related = relatedReferences(context, index, count);
  return product;
}

/** The whole demo catalogue; products are generated lazily, `count` at a time. */
export function createDemoCatalogue(): SeedCatalogue {
  const context = compile();
  return {
    taxRates: TAX_RATES.map((rate) => ({ ...rate })),
    logisticClasses: LOGISTIC_CLASSES.map((logisticClass) => ({ ...logisticClass })),
    attributes: ATTRIBUTES.map((attribute) => ({ ...attribute })),
    categories: context.categories.map((category) => ({ ...category })),
    shops: SHOPS.map((shop) => ({
      id: shop.id,
      name: shop.name,
      description: shop.description,
      city: shop.city,
      territory: shop.territory,
      generalSalesTermsAndConditions: shop.generalSalesTermsAndConditions,
      createdAt: shop.createdAt,
      legal: { ...shop.legal },
    })),
    *products(count: number = DEMO_PRODUCT_COUNT): Generator<SeedProduct> {
      if (!Number.isSafeInteger(count) || count < 0 || count > 999_999) {
        throw new RangeError(`products(count): count must be an integer from 0 to 999999, got ${count}`);
      }
      for (let index = 0; index < count; index++) yield buildProduct(context, index, count);
    },
  };
}
