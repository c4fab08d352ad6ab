import type { Image, Shop, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import type * as shopRepository from './repository.js';
import type { ShopRow } from './repository.js';

export interface ShopDeps {
  db: Queryable;
  repository: typeof shopRepository;
  mediaBaseUrl: () => string;
}

export class ShopService {
  constructor(private readonly deps: ShopDeps) {}

  /** The sellers of `ids` (unknown ones left out), or every seller with products in the territory. */
  async list(territory: TerritoryCode, ids?: readonly string[]): Promise<Shop[]> {
    const rows = await this.deps.repository.findShops(this.deps.db, territory, ids ?? null);
    const base = this.deps.mediaBaseUrl();
    return rows.filter((r) => ids !== undefined || r.product_count > 0).map((r) => toShop(r, base));
  }

  async byId(territory: TerritoryCode, id: string): Promise<Shop | undefined> {
    const [shop] = await this.list(territory, [id]);
    return shop;
  }
}

function toShop(r: ShopRow, mediaBaseUrl: string): Shop {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    logo: logoOf(r.id, r.name, mediaBaseUrl),
    city: r.city,
    countryCode: r.territory,
    generalSalesTermsAndConditions: r.terms,
    productCount: r.product_count,
    createdAt: r.created_at.toISOString(),
  };
}

function logoOf(id: string, name: string, mediaBaseUrl: string): Image {
  const base = `${mediaBaseUrl}/media/shops/${encodeURIComponent(id)}`;
  return {
    title: name,
    src: `${base}/large.svg`,
    srcMedium: `${base}/medium.svg`,
    srcThumb: `${base}/thumb.svg`,
  };
}
