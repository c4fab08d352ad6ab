import { DEFAULT_LOCALE } from '@shop/domain';
import type { ShopConfig } from '@shop/domain';
import type { GatewayContext } from '../context.js';

/** Enum values of the graph are the upper-case, underscored forms of the configuration's words. */
const enumValue = (word: string) => word.replace(/-/gu, '_').toUpperCase();

export const configurationResolvers = {
  Query: {
    configuration: (_: unknown, __: unknown, ctx: GatewayContext) => ctx.shop,
  },
  ShopConfiguration: {
    defaultLanguage: () => DEFAULT_LOCALE,
    newsletterPlacement: (c: ShopConfig) => enumValue(c.newsletterPlacement),
    regionChange: (c: ShopConfig) => enumValue(c.regionChange),
  },
};
