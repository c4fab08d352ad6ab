-- Catalogue: regions and their taxes, category trees, sellers, products with variants, offers per
-- territory, and what search and facets need. Money is integer euro cents; rates are basis points.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE (it reads a dictionary by name); indexes need an IMMUTABLE function.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;

-- French stemming with accents folded first, so `televiseur` finds `Téléviseur`.
CREATE TEXT SEARCH CONFIGURATION shop_french (COPY = french);
ALTER TEXT SEARCH CONFIGURATION shop_french
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;

CREATE TABLE regions (
  code        text PRIMARY KEY CHECK (code IN ('GP', 'GY', 'MQ', 'RE', 'BL', 'MF')),
  root_path   text NOT NULL UNIQUE,
  label_fr    text NOT NULL,
  label_en    text NOT NULL,
  position    integer NOT NULL,
  is_default  boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX regions_one_default ON regions (is_default) WHERE is_default;

CREATE TABLE tax_rates (
  territory   text NOT NULL REFERENCES regions (code),
  tax_class   text NOT NULL CHECK (tax_class IN ('NORMAL', 'REDUCED')),
  rate_bp     integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  kind        text NOT NULL CHECK (kind IN ('VAT', 'DOCKING_FEES', 'NONE')),
  PRIMARY KEY (territory, tax_class)
);

CREATE TABLE logistic_classes (
  id          text PRIMARY KEY,
  label       text NOT NULL,
  description text NOT NULL
);

CREATE TABLE attributes (
  name        text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_]{0,63}$'),
  label_fr    text NOT NULL,
  label_en    text NOT NULL,
  type        text NOT NULL CHECK (type IN ('TEXT', 'NUMBER', 'BOOLEAN', 'COLOR', 'PICTURE')),
  unit        text,
  is_facet    boolean NOT NULL,
  is_internal boolean NOT NULL,
  position    integer NOT NULL
);

CREATE TABLE categories (
  id                    bigserial PRIMARY KEY,
  territory             text NOT NULL REFERENCES regions (code),
  -- Full path, root segment included: `martinique/maison-et-jardin/cuisine`.
  path                  text NOT NULL UNIQUE,
  -- Path below the root, shared by the same category in every region: `maison-et-jardin/cuisine`.
  rel_path              text NOT NULL,
  parent_id             bigint REFERENCES categories (id),
  slug                  text NOT NULL,
  level                 integer NOT NULL CHECK (level >= 1),
  label_fr              text NOT NULL,
  label_en              text NOT NULL,
  optional_attributes   text[] NOT NULL DEFAULT '{}',
  required_attributes   text[] NOT NULL DEFAULT '{}',
  additional_attributes text[] NOT NULL DEFAULT '{}',
  UNIQUE (territory, rel_path)
);
CREATE INDEX categories_parent ON categories (parent_id);

CREATE TABLE shops (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL,
  city        text NOT NULL,
  territory   text NOT NULL REFERENCES regions (code),
  terms       text NOT NULL,
  created_at  timestamptz NOT NULL
);

CREATE TABLE products (
  id                      bigserial PRIMARY KEY,
  reference               text NOT NULL UNIQUE,
  slug                    text NOT NULL UNIQUE,
  -- A variant points to its configurable parent; listings show parents and simple products.
  parent_id               bigint REFERENCES products (id),
  name                    text NOT NULL,
  brand                   text,
  description_short       text NOT NULL,
  description             text NOT NULL,
  description_long        text NOT NULL,
  -- Leaf category below the root (the same tree exists in every region).
  category_rel_path       text NOT NULL,
  tax_class               text NOT NULL CHECK (tax_class IN ('NORMAL', 'REDUCED')),
  is_new                  boolean NOT NULL DEFAULT false,
  is_bestseller           boolean NOT NULL DEFAULT false,
  seo_title               text NOT NULL,
  seo_description         text NOT NULL,
  picture_count           integer NOT NULL DEFAULT 0 CHECK (picture_count >= 0),
  notices                 jsonb NOT NULL DEFAULT '[]',
  related                 text[] NOT NULL DEFAULT '{}',
  pack_size               integer NOT NULL DEFAULT 1 CHECK (pack_size >= 1),
  configurable_attributes text[] NOT NULL DEFAULT '{}',
  -- Attribute name to value (internal ones included; the API removes them).
  attributes              jsonb NOT NULL DEFAULT '{}',
  -- Category labels, so a search for `cuisine` finds what sits in that category.
  keywords                text NOT NULL DEFAULT '',
  search_vector           tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('shop_french'::regconfig, name), 'A') ||
    setweight(to_tsvector('shop_french'::regconfig, coalesce(brand, '')), 'B') ||
    setweight(to_tsvector('shop_french'::regconfig, keywords), 'C') ||
    setweight(to_tsvector('shop_french'::regconfig, description_short), 'D')
  ) STORED,
  name_folded             text GENERATED ALWAYS AS (lower(shop_unaccent(name))) STORED
);
CREATE INDEX products_parent ON products (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX products_category ON products (category_rel_path text_pattern_ops) WHERE parent_id IS NULL;
CREATE INDEX products_search ON products USING gin (search_vector) WHERE parent_id IS NULL;
CREATE INDEX products_name_trgm ON products USING gin (name_folded gin_trgm_ops) WHERE parent_id IS NULL;
CREATE INDEX products_name_prefix ON products (name_folded text_pattern_ops) WHERE parent_id IS NULL;
-- Notices are served by file name (`/media/notices/<file>`).
CREATE INDEX products_notices ON products USING gin (notices jsonb_path_ops);

CREATE TABLE offers (
  id                      bigserial PRIMARY KEY,
  product_id              bigint NOT NULL REFERENCES products (id),
  -- The product a listing shows for this offer: the variant's parent, or the product itself.
  listing_product_id      bigint NOT NULL REFERENCES products (id),
  shop_id                 text NOT NULL REFERENCES shops (id),
  territory               text NOT NULL REFERENCES regions (code),
  price_tax_free          integer NOT NULL CHECK (price_tax_free >= 0),
  discount_price_tax_free integer CHECK (discount_price_tax_free >= 0),
  discount_start          timestamptz,
  discount_end            timestamptz,
  stock                   integer NOT NULL CHECK (stock >= 0),
  picking_delay           integer NOT NULL DEFAULT 0 CHECK (picking_delay >= 0),
  logistic_class_id       text NOT NULL REFERENCES logistic_classes (id),
  min_quantity            integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
  max_quantity            integer CHECK (max_quantity >= 1),
  UNIQUE (product_id, shop_id, territory)
);
-- Covers the price sort of listings (index-only scans of a listing's offers).
CREATE INDEX offers_listing ON offers (territory, listing_product_id)
  INCLUDE (price_tax_free, discount_price_tax_free, discount_start, discount_end, stock);
CREATE INDEX offers_product ON offers (product_id, territory);
CREATE INDEX offers_shop ON offers (shop_id, territory);

-- Facet values of listing products (their variants' values included), one row per value.
CREATE TABLE product_facets (
  product_id  bigint NOT NULL REFERENCES products (id),
  name        text NOT NULL REFERENCES attributes (name),
  value       text NOT NULL,
  PRIMARY KEY (product_id, name, value)
);
CREATE INDEX product_facets_value ON product_facets (name, value);

-- What each region lists: a product (parent or simple) with an offer in the territory, its category,
-- its ranking score, its tax class and its facet values as `name:value` texts (attribute names hold no colon).
-- Listings filter with array overlap and count facets by unnesting, with no join per product;
-- refreshed after each catalogue import (seed). "C" collation: slug paths compare byte-wise, so
-- `path/` .. `path0` is the range of a category's descendants.
CREATE MATERIALIZED VIEW listings AS
  SELECT l.territory, l.product_id, l.category_rel_path, l.score, l.tax_class,
         coalesce((SELECT array_agg(f.name || ':' || f.value ORDER BY f.name, f.value)
                   FROM product_facets f WHERE f.product_id = l.product_id), '{}') AS facets
  FROM (
    SELECT DISTINCT o.territory, p.id AS product_id, p.category_rel_path COLLATE "C" AS category_rel_path,
           (CASE WHEN p.is_bestseller THEN 2 ELSE 0 END + CASE WHEN p.is_new THEN 1 ELSE 0 END) AS score,
           p.tax_class
    FROM offers o JOIN products p ON p.id = o.listing_product_id
  ) l;
CREATE UNIQUE INDEX listings_key ON listings (territory, product_id);
CREATE INDEX listings_category ON listings (territory, category_rel_path, score DESC, product_id);

-- Products listed per region and category, for the category tree's counts.
CREATE MATERIALIZED VIEW category_product_counts AS
  SELECT territory, category_rel_path, count(*)::int AS product_count
  FROM listings
  GROUP BY territory, category_rel_path;
CREATE UNIQUE INDEX category_product_counts_key ON category_product_counts (territory, category_rel_path);

-- Listed products per seller and region, for the seller list: refreshed with the catalogue.
CREATE MATERIALIZED VIEW shop_product_counts AS
  SELECT shop_id, territory, count(DISTINCT listing_product_id)::int AS product_count
  FROM offers
  GROUP BY shop_id, territory;
CREATE UNIQUE INDEX shop_product_counts_key ON shop_product_counts (shop_id, territory);
