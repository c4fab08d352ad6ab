-- The autocomplete's total for a word being typed (`ro`, `tel`): how many products have a word
-- beginning so. From the word lists that is the union of every list the prefix names, which for a
-- short prefix is most of the region (`ro`: 11,620 products of Martinique's 100,000-product bench,
-- 5 ms, the longest part of the autocomplete). Counted here at refresh for prefixes of 2 to 4
-- letters; a longer one names few lists and is still counted from them (`countWordMatches`).
CREATE MATERIALIZED VIEW search_prefix_counts AS
  SELECT territory, prefix, count(*)::int AS count
  FROM (
    SELECT DISTINCT s.territory, s.product_id, left(w.lexeme, n) AS prefix
    FROM search_entries s, unnest(tsvector_to_array(s.search_vector)) AS w(lexeme), generate_series(2, 4) AS n
    WHERE char_length(w.lexeme) >= n
  ) prefixes
  GROUP BY territory, prefix;
CREATE UNIQUE INDEX search_prefix_counts_key ON search_prefix_counts (territory, prefix);
