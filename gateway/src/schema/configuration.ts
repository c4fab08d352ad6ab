import { DEFAULT_LOCALE } from '@shop/domain';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** `full-width` gives `FULL_WIDTH`: the compiler then checks each word against the schema's enum. */
type EnumValue<W extends string> = W extends `${infer Head}-${infer Tail}`
  ? `${Uppercase<Head>}_${EnumValue<Tail>}`
  : Uppercase<W>;

/** Enum values of the graph are the upper-case, underscored forms of the configuration's words. */
const enumValue = <W extends string>(word: W) => word.replace(/-/gu, '_').toUpperCase() as EnumValue<W>;

export const configurationResolvers: Resolvers = {
  Query: {
    configuration: (_, __, ctx) => ctx.shop,
  },
  ShopConfiguration: {
    defaultLanguage: () => DEFAULT_LOCALE,
    newsletterPlacement: (c) => enumValue(c.newsletterPlacement),
    regionChange: (c) => enumValue(c.regionChange),
  },
};
