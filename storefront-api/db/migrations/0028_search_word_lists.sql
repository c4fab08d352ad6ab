-- A search for one word, what shoppers type most (`rhum`, `televiseur`), read from lists made when
-- the index is refreshed instead of ranking, counting and faceting every match at each search. On
-- the 100,000-product catalogue `rhum` has 3,600 matches in Martinique: its page took 8-13 ms (each
-- match's vector read and ranked) and its facets 13-19 ms (each match's facets unnested), side by
-- side; from the lists below both take well under a millisecond.
--
-- `search_word_lists` keeps each word's products in the search page's order: rank (`ts_rank_cd` of
-- the word alone, as `to_tsquery` of that word makes it), then id. A lexeme is turned back into a
-- tsquery as a quoted literal, its backslashes and quotes escaped. The autocomplete's totals
-- (`countWordMatches`) read the same lists, whatever their order. It replaces `search_lexemes`
-- (0017), left for the previous release's processes during a rolling upgrade (dropping it here
-- would hold their autocomplete for the whole migration) and still refreshed with the others (a
-- restore refreshes every view): drop it in the next release.
CREATE MATERIALIZED VIEW search_word_lists AS
  SELECT territory, lexeme, array_agg(product_id ORDER BY score DESC, product_id) AS product_ids
  FROM (
    SELECT s.territory, w.lexeme, s.product_id,
           ts_rank_cd(s.search_vector,
                      ('''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery)::float8 AS score
    FROM search_entries s, unnest(tsvector_to_array(s.search_vector)) AS w(lexeme)
  ) ranked
  GROUP BY territory, lexeme;
CREATE UNIQUE INDEX search_word_lists_key ON search_word_lists (territory, lexeme text_pattern_ops);

-- The facet counts of each word's products (`name:value` as `search_entries.facets` holds them):
-- a one-word search without filters reads its facets here.
CREATE MATERIALIZED VIEW search_lexeme_facets AS
  SELECT s.territory, w.lexeme, f.kv, count(*)::int AS count
  FROM search_entries s, unnest(tsvector_to_array(s.search_vector)) AS w(lexeme), unnest(s.facets) AS f(kv)
  GROUP BY s.territory, w.lexeme, f.kv;
CREATE INDEX search_lexeme_facets_word ON search_lexeme_facets (territory, lexeme);
