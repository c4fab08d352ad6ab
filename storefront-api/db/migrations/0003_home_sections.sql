-- Home page sections (GET /products/marketing/homepage) on a large catalogue.

-- Bestsellers: the region's listed products by score (bestsellers score highest), read in order
-- until enough bestsellers are found, instead of sorting the whole region.
CREATE INDEX listings_ranked ON listings (territory, score DESC, product_id);

-- Promotions: only discounted offers are candidates (about 15 % of them), read from the index
-- alone; the window is checked against the clock at query time, so it stays out of the predicate.
CREATE INDEX offers_discounted ON offers (territory, listing_product_id)
  INCLUDE (id, price_tax_free, discount_price_tax_free, discount_start, discount_end)
  WHERE discount_price_tax_free IS NOT NULL;

-- ... joined in product order to the score and tax class of their listing, from the index alone.
CREATE INDEX listings_scored ON listings (territory, product_id) INCLUDE (score, tax_class);
