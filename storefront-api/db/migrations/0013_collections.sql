-- The listings of spec 2.1 that are not categories (GET /products/collection/{name}: promotions,
-- best offers, made in the islands) on a large catalogue. Best offers need nothing new: the
-- bestsellers are the region's listings of score 2 or more, a range of `listings_ranked` (0003).

-- Made in the islands: the region's products whose facets hold `made_in_islands:true` (13,488 of
-- Martinique's 64,941 listings on the 100,000-product bench), found by their own partial index
-- instead of testing every listing of the region (70 -> 39 ms for a first page under EXPLAIN
-- ANALYZE). The collection's query names the same literal, or the planner cannot use it.
CREATE INDEX listings_made_in_islands ON listings (territory, score DESC, product_id)
  WHERE facets @> '{made_in_islands:true}'::text[];

-- Promotions: a product is in when its default offer (in stock first, then cheapest, then first
-- variant and offer) has a discount running now. Choosing the default offer reads every offer of
-- every discounted product (38,000 offers for Martinique's 11,125 candidates): with the offer's
-- id and product in the index, from the index alone (510 -> 160 ms on a busy machine). It covers
-- everything `offers_listing` did (the price sort of listings), which it replaces.
CREATE INDEX offers_default ON offers (territory, listing_product_id)
  INCLUDE (id, product_id, stock, price_tax_free, discount_price_tax_free, discount_start, discount_end);
DROP INDEX offers_listing;
