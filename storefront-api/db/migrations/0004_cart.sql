-- The cart of issue 10: the cart's region, its logistic-class splitting choice, coupons with their
-- uses, and the free-delivery (franco) threshold of each territory. Amounts are tax-included cents.

-- Coupons are data: the demo ones come with the seed. Codes are stored upper case and unique
-- whatever their case, so `bienvenue10` and `BIENVENUE10` are one coupon.
CREATE TABLE coupons (
  id                 bigserial PRIMARY KEY,
  code               text NOT NULL CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{1,50}$'),
  name               text NOT NULL,
  description        text NOT NULL,
  discount_type      text NOT NULL CHECK (discount_type IN ('PERCENT', 'AMOUNT')),
  -- Whole percent (10 = 10 %) or tax-included cents.
  value              integer NOT NULL CHECK (value > 0 AND (discount_type = 'AMOUNT' OR value <= 100)),
  -- Tax-included products total the cart needs; null: none.
  minimum_cart       integer CHECK (minimum_cart >= 0),
  valid_from         timestamptz,
  valid_until        timestamptz,
  -- Territory codes where it applies; empty: everywhere.
  territories        text[] NOT NULL DEFAULT '{}',
  -- Uses allowed in all (reservations and redemptions); null: unlimited.
  usage_limit        integer CHECK (usage_limit >= 1),
  per_customer_limit integer CHECK (per_customer_limit >= 1),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
);
CREATE UNIQUE INDEX coupons_code ON coupons (upper(code));

ALTER TABLE carts
  -- The region whose offers the cart holds; null until the first cart call pins it.
  ADD COLUMN territory text REFERENCES regions (code),
  ADD COLUMN coupon_id bigint REFERENCES coupons (id),
  ADD COLUMN enable_logistic_class_splitting boolean NOT NULL DEFAULT false;

-- A coupon applied to a cart reserves a use (cart_id set); the order turns it into a redemption
-- (cart_id null). Both count against the coupon's limits, so they hold before anyone pays. A
-- reservation leaves with its cart (cascade); a redemption outlives the customer's deletion.
CREATE TABLE coupon_uses (
  id          bigserial PRIMARY KEY,
  coupon_id   bigint NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  cart_id     uuid REFERENCES carts (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('RESERVED', 'REDEEMED')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'RESERVED') = (cart_id IS NOT NULL))
);
-- A cart holds one coupon at a time.
CREATE UNIQUE INDEX coupon_uses_cart ON coupon_uses (cart_id) WHERE status = 'RESERVED';
CREATE INDEX coupon_uses_coupon_customer ON coupon_uses (coupon_id, customer_id);
CREATE INDEX carts_coupon ON carts (coupon_id) WHERE coupon_id IS NOT NULL;

-- Free delivery from this tax-included products total (after the coupon). Not tied to `regions`
-- by a foreign key: regions come with the seed, after the migrations.
CREATE TABLE franco_thresholds (
  territory text PRIMARY KEY CHECK (territory IN ('GP', 'GY', 'MQ', 'RE', 'BL', 'MF')),
  amount    integer NOT NULL CHECK (amount > 0)
);
INSERT INTO franco_thresholds (territory, amount) VALUES
  ('GP', 15000), ('MQ', 15000), ('RE', 12000), ('GY', 20000), ('BL', 25000), ('MF', 25000);
