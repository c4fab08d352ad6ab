-- A backup must restore (scripts/restore.sh): pg_restore runs with an empty search_path, where the
-- unqualified names of 0001's shop_unaccent body are not found, and the generated column
-- products.name_folded fails to create. The same function with schema-qualified names; the
-- extension was created in public by 0001.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
