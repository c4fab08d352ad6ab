-- Catalogue changes (issue 33): each transaction that changes what a catalogue page shows sends a
-- NOTIFY on `catalogue_changes`, delivered when it commits (never for a rolled-back one), so the
-- gateways drop the cached replies holding it and the next reply reads the committed data. Triggers
-- rather than calls in each writer: every writer (operator API, imports, orders, cancellations,
-- the seed) is covered, the ones to come too. PostgreSQL folds identical payloads of one transaction.

-- An offer's stock or price: the offers and their products (the variant's and the one listings
-- show) by the names the gateway files its replies under. A bulk update (an import's) says "all":
-- a NOTIFY payload holds at most 8000 bytes.
CREATE FUNCTION notify_offers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  SELECT CASE
      WHEN count(*) = 0 THEN NULL
      WHEN count(*) > 100 THEN '{"all":true}'
      ELSE json_build_object(
        'offers', json_agg(DISTINCT c.id::text),
        'products', (
          SELECT json_agg(DISTINCT p.reference) FROM products p
          WHERE p.id IN (SELECT product_id FROM changed UNION SELECT listing_product_id FROM changed)
        )
      )::text
    END
    INTO payload
    FROM changed c;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('catalogue_changes', payload);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER offers_changed AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_offers_changed();

-- Anything else a page may show (products, categories, shops, facets, content, regions, taxes):
-- rare writes, by imports mostly, whose effects reach listings and menus: every reply goes.
CREATE FUNCTION notify_catalogue_replaced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', '{"all":true}');
  RETURN NULL;
END
$$;

CREATE TRIGGER offers_replaced AFTER INSERT OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_replaced();
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['products', 'categories', 'shops', 'product_facets', 'regions', 'tax_rates',
      'content_pages', 'content_blocks', 'content_locations', 'content_sources'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_replaced()',
      name || '_changed', name);
  END LOOP;
END
$$;
