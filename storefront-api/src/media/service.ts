/** Generated media: what each picture or notice shows, read from the catalogue. */
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type * as shopRepository from '../shops/public.js';
import { renderNoticePdf } from './notice.js';
import { renderPlaceholder, renderProductPicture, renderShopLogo, type PictureSize } from './picture.js';
import type * as mediaRepository from './repository.js';

export interface MediaDeps {
  db: Queryable;
  repository: typeof mediaRepository;
  shops: Pick<typeof shopRepository, 'shopName'>;
}

export class MediaService {
  constructor(private readonly deps: MediaDeps) {}

  async productPicture(reference: string, index: number, size: PictureSize): Promise<string> {
    const product = await this.deps.repository.pictureSource(this.deps.db, reference);
    if (!product || index >= product.picture_count) throw notFound('not-found', 'Image introuvable');
    return renderProductPicture({ reference, index, title: product.name, size });
  }

  async shopLogo(shopId: string, size: PictureSize): Promise<string> {
    const name = await this.deps.shops.shopName(this.deps.db, shopId);
    if (name === undefined) throw notFound('shop-not-found', 'Vendeur introuvable');
    return renderShopLogo({ shopId, name, size });
  }

  placeholder(size: PictureSize): string {
    return renderPlaceholder(size);
  }

  async notice(file: string): Promise<Buffer> {
    const url = `/media/notices/${file}`;
    const product = await this.deps.repository.noticeSource(this.deps.db, url);
    const notice = product?.notices.find((n) => n.url === url);
    if (!product || !notice) throw notFound('not-found', 'Document introuvable');
    return renderNoticePdf({
      title: notice.name,
      productName: product.name,
      reference: product.reference,
      brand: product.brand,
      description: product.description,
      characteristics: product.characteristics ?? [],
      shopName: product.shop_name ?? 'Boutique des Outre-mer',
    });
  }
}
