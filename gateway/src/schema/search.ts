import {
  AUTOCOMPLETE_SIZE,
  CURRENCY,
  canAutocomplete,
  displayedAmount,
  searchTermSchema,
} from '@shop/domain';
import { badUserInput } from '../errors.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { money } from './prices.js';
import { productConnection } from './product-connection.js';

/** Largest autocomplete list: the spec asks 10 (4 for the quick search); more is no longer a suggestion. */
export const MAX_AUTOCOMPLETE_SIZE = 20;

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_, args, ctx, info) => {
      const term = searchTermSchema.safeParse(args.term);
      if (!term.success) {
        const reason = term.error.issues[0]?.message ?? 'terme invalide';
        throw badUserInput(`Recherche invalide : ${reason}.`, 'invalid-search-term');
      }
      const region = await ctx.currentRegion();
      return productConnection(args, region, info, (listing) =>
        ctx.api(region).searchProducts(term.data, listing),
      );
    },
    autocomplete: async (_, args, ctx) => {
      const size = args.size ?? AUTOCOMPLETE_SIZE;
      if (!Number.isInteger(size) || size < 1 || size > MAX_AUTOCOMPLETE_SIZE) {
        throw badUserInput(`size doit être un entier de 1 à ${MAX_AUTOCOMPLETE_SIZE}.`, 'invalid-size');
      }
      // Spec 5: suggestions start at 2 non-space characters; shorter input is answered without a call.
      if (!canAutocomplete(args.term)) return { searchTerm: args.term, suggestions: [], total: 0 };
      const region = await ctx.currentRegion();
      return ctx.api(region).autocomplete(args.term, size);
    },
  },
  SearchSuggestion: {
    taxIncludedPrice: (s) => (s.taxIncludedPrice === null ? null : money(s.taxIncludedPrice, CURRENCY)),
    price: (s, _, ctx) =>
      s.taxIncludedPrice === null || s.taxFreePrice === null
        ? null
        : money(
            displayedAmount({ taxFree: s.taxFreePrice, taxIncluded: s.taxIncludedPrice }, ctx.priceMode()),
            CURRENCY,
          ),
  },
};
