-- Checkout of issue 11, the part the shipping and payment modules share: the cart's checkout choices,
-- its validations (frozen amounts) and the stock they reserve. Shipping reference data (rates, relay
-- points, places) and orders come in the next migrations.

ALTER TABLE carts
  -- Snapshots of the addresses chosen (`domain` Address shape): an address edited or deleted in the
  -- book later does not change a checkout under way.
  ADD COLUMN shipping_address jsonb,
  ADD COLUMN billing_address  jsonb;

-- The method chosen for each shipment of the cart. A shipment id is `<shopId>` or
-- `<shopId>:<logisticClassId>`; a row whose shipment no longer exists is ignored and cleaned up.
CREATE TABLE cart_shipments (
  cart_id     uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  shipment_id text NOT NULL,
  method_id   text NOT NULL,
  relay_code  text,
  PRIMARY KEY (cart_id, shipment_id)
);

-- A validation of a cart (`POST shopping-cart/validate`): the amounts and shipments frozen as the
-- shopper saw them, the order reference it will have, and its lifecycle:
--   VALIDATED -> PAID (the payment notification or return created the order)
--   VALIDATED -> CANCELLED (the cart changed, or was validated again) | EXPIRED (reservation over).
-- Only one live (VALIDATED) validation per cart.
CREATE SEQUENCE order_reference_seq;
CREATE TABLE checkouts (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id         uuid REFERENCES carts (id) ON DELETE SET NULL,
  customer_id     uuid REFERENCES customers (id) ON DELETE SET NULL,
  territory       text NOT NULL,
  order_reference text NOT NULL UNIQUE,
  status          text NOT NULL CHECK (status IN ('VALIDATED', 'PAID', 'CANCELLED', 'EXPIRED')),
  -- Tax-included cents to charge, and the frozen cart (the `Cart` reply at validation).
  amount          integer NOT NULL CHECK (amount >= 0),
  snapshot        jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  closed_at       timestamptz
);
CREATE UNIQUE INDEX checkouts_live_per_cart ON checkouts (cart_id) WHERE status = 'VALIDATED';
CREATE INDEX checkouts_expiry ON checkouts (expires_at) WHERE status = 'VALIDATED';

-- Stock held by a live validation. What an offer can still sell is
-- `offers.stock - sum(quantity of live reservations of other checkouts)`; a validation locks the
-- offer rows (FOR UPDATE, in id order) before counting, so two buyers never share the last unit.
-- Paying turns the reservation into a decrement of `offers.stock` and deletes it.
CREATE TABLE stock_reservations (
  checkout_id uuid NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
  offer_id    bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  quantity    integer NOT NULL CHECK (quantity > 0),
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (checkout_id, offer_id)
);
CREATE INDEX stock_reservations_offer ON stock_reservations (offer_id, expires_at);
