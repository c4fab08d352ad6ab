-- Barcodes of the sellable products (issue 15, quick order): GET /products/references finds a
-- product by its EAN as well as by its reference, so a camera or a keyboard scanner reading the
-- pack's barcode finds it. A configurable parent is no sellable unit: its variants carry the codes.

-- The GS1 check digit (domain/src/barcode.ts `gtinCheckDigit`, tested against this one): from the
-- right, weights 3, 1, 3, 1…; the digit bringing the weighted sum to a multiple of 10. In the
-- database too, so no import can store a code whose check digit is wrong.
CREATE FUNCTION gtin_check_digit(body text) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (10 - (SELECT sum(substr(body, length(body) - i, 1)::integer * CASE WHEN i % 2 = 0 THEN 3 ELSE 1 END)
                FROM generate_series(0, length(body) - 1) AS i)::integer % 10) % 10;

-- EAN-13 or EAN-8, unique (NULL: none known).
ALTER TABLE products ADD COLUMN ean text UNIQUE
  CONSTRAINT products_ean_valid CHECK (
    ean ~ '^([0-9]{8}|[0-9]{13})$' AND right(ean, 1)::integer = gtin_check_digit(left(ean, -1))
  );

-- A demo catalogue seeded before this migration gets the codes the seed now gives
-- (storefront-api/src/seed/generator.ts `demoEan`): restricted-circulation prefix 20, the product's
-- number on 8 digits, the variant's on 2 (00 for a simple product), the check digit.
UPDATE products p
SET ean = b.body || gtin_check_digit(b.body)::text
FROM (
  SELECT id,
         '2000' || substr(reference, 5, 6) ||
           CASE WHEN length(reference) = 13 THEN substr(reference, 12, 2) ELSE '00' END AS body
  FROM products
  WHERE reference ~ '^REF-[0-9]{6}(-[0-9]{2})?$'
    AND NOT EXISTS (SELECT 1 FROM products child WHERE child.parent_id = products.id)
) b
WHERE p.id = b.id;
