-- The words of the listed products' names (folded, 3 letters or more: some 800 on the 100,000-product
-- demo catalogue), for the autocomplete's typos: a misspelt word is corrected against this short
-- list by trigram similarity, then searched like any word. The trigram index over every product's
-- name it replaces cost 35-60 ms a keystroke (word similarity recomputed for ~1,800 candidate names).
-- Refreshed after `search_entries` (refreshListings in src/seed/seed.ts).
CREATE MATERIALIZED VIEW search_words AS
  SELECT DISTINCT word
  FROM search_entries, regexp_split_to_table(name_folded, '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3;
CREATE UNIQUE INDEX search_words_key ON search_words (word);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
DROP INDEX products_name_trgm;
