-- What the search box and the search page read, per region: each listed product (parent or simple)
-- with its folded name, bestseller flag, search vector, facets and tax class. A term's matches are
-- then found inside one region by one index: joined to `listings`, a frequent word ("robe": 1,835
-- products) made the planner hash the region's 65,000 listings on every keystroke (issue 13).
-- Refreshed with `listings` (refreshListings in src/seed/seed.ts).
CREATE MATERIALIZED VIEW search_entries AS
  SELECT l.territory, l.product_id, p.name_folded, p.is_bestseller, p.search_vector, l.facets, l.tax_class
  FROM listings l JOIN products p ON p.id = l.product_id
  WHERE p.parent_id IS NULL;
CREATE UNIQUE INDEX search_entries_key ON search_entries (territory, product_id);
-- Suggestions by name prefix, read from the index alone, best sellers first.
CREATE INDEX search_entries_prefix ON search_entries (territory, name_folded text_pattern_ops)
  INCLUDE (is_bestseller, product_id);
-- Words, one index per territory (the territories of domain/src/territories.ts): a term's matches
-- of one region come from its own index, with no other region's to skip.
CREATE INDEX search_entries_words_gp ON search_entries USING gin (search_vector) WHERE territory = 'GP';
CREATE INDEX search_entries_words_gy ON search_entries USING gin (search_vector) WHERE territory = 'GY';
CREATE INDEX search_entries_words_mq ON search_entries USING gin (search_vector) WHERE territory = 'MQ';
CREATE INDEX search_entries_words_re ON search_entries USING gin (search_vector) WHERE territory = 'RE';
CREATE INDEX search_entries_words_bl ON search_entries USING gin (search_vector) WHERE territory = 'BL';
CREATE INDEX search_entries_words_mf ON search_entries USING gin (search_vector) WHERE territory = 'MF';
