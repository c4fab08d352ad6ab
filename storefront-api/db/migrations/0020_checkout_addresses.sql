-- Issue 30, one owner for each table: the addresses a cart's checkout chose move from `carts` (the
-- cart module's) to a table of the checkout module's, beside `cart_shipments`.
CREATE TABLE checkout_addresses (
  cart_id          uuid PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
  -- Snapshots of the addresses chosen (`domain` Address shape): an address edited or deleted in the
  -- book later does not change a checkout under way.
  shipping_address jsonb,
  billing_address  jsonb
);
INSERT INTO checkout_addresses (cart_id, shipping_address, billing_address)
  SELECT id, shipping_address, billing_address FROM carts
  WHERE shipping_address IS NOT NULL OR billing_address IS NOT NULL;
ALTER TABLE carts DROP COLUMN shipping_address, DROP COLUMN billing_address;
