-- The products of each word of the search index, per territory, for the autocomplete's total of a
-- one-word term: the union of the lists of the words it names (or begins, as typed) counted here
-- is the count of `search_entries` matching the term's tsquery. That count, from the GIN index, has
-- PostgreSQL recheck every match in the table, so a short prefix cost a page read per match (`tel`,
-- 9,462 products in Martinique: 6-10 ms, most of the autocomplete's time); the lists take 2-4 ms.
-- Refreshed after `search_entries` (refreshListings in src/seed/seed.ts): 3.6 s on the 100,000-product
-- catalogue, as long as `search_entries` itself (the lists unsorted: sorting them doubled it).
CREATE MATERIALIZED VIEW search_lexemes AS
  SELECT territory, lexeme, array_agg(product_id) AS product_ids
  FROM search_entries, unnest(tsvector_to_array(search_vector)) AS lexeme
  GROUP BY territory, lexeme;
CREATE UNIQUE INDEX search_lexemes_key ON search_lexemes (territory, lexeme text_pattern_ops);
