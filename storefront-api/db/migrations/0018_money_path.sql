-- Issue 29, the money path: refunds that happen, one live payment per checkout, coupon holds that
-- expire with their validation.

-- The coupon a validation froze (its hold is the coupon use tied to this checkout).
ALTER TABLE checkouts ADD COLUMN coupon_id bigint REFERENCES coupons (id);
CREATE INDEX checkouts_customer_created ON checkouts (customer_id, created_at);

-- A coupon use held for a cart lasts as long as its hold: `expires_at` (the application's short hold,
-- then the validation's reservation, `checkout_id`). Only redemptions and live holds count against
-- the coupon's limits, so carts that never order cannot drain a limited coupon.
ALTER TABLE coupon_uses
  ADD COLUMN checkout_id uuid REFERENCES checkouts (id) ON DELETE SET NULL,
  ADD COLUMN expires_at timestamptz;
-- Holds made before this migration never expired: they last one more reservation from now.
UPDATE coupon_uses SET expires_at = now() + interval '15 minutes' WHERE status = 'RESERVED';
ALTER TABLE coupon_uses ADD CONSTRAINT coupon_uses_hold_expires CHECK ((status = 'RESERVED') = (expires_at IS NOT NULL));
CREATE INDEX coupon_uses_checkout ON coupon_uses (checkout_id) WHERE checkout_id IS NOT NULL;

-- The provider's form of a payment: a second prepare of the same checkout answers the same form
-- while no answer came for it, so one checkout never has two payable forms at once.
ALTER TABLE payments
  ADD COLUMN form_token text,
  ADD COLUMN form_url text,
  ADD COLUMN expires_at timestamptz;

-- What each answer of the provider led to: an order, nothing (refused, cancelled), or a refund
-- because the payment could not be fulfilled (replaced checkout, second payment, wrong amount,
-- stock or coupon gone).
ALTER TABLE payment_transactions
  ADD COLUMN mode text,
  ADD COLUMN outcome text;

-- A refund asked of the provider: written before the call (PENDING), so a crash or an unreachable
-- provider leaves a row the refund rounds retry; DONE with the provider's reference. One refund per
-- paid transaction and reason; the refunds of a transaction never add up above what it paid.
CREATE TABLE refunds (
  id                 bigserial PRIMARY KEY,
  transaction_uuid   text NOT NULL REFERENCES payment_transactions (uuid),
  checkout_id        uuid NOT NULL REFERENCES checkouts (id),
  order_id           bigint REFERENCES orders (id),
  amount             integer NOT NULL CHECK (amount > 0),
  reason             text NOT NULL,
  status             text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
  provider_reference text,
  attempts           integer NOT NULL DEFAULT 0,
  next_attempt_at    timestamptz NOT NULL DEFAULT now(),
  last_error         text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  done_at            timestamptz,
  UNIQUE (transaction_uuid, reason)
);
CREATE INDEX refunds_pending ON refunds (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX refunds_order ON refunds (order_id) WHERE order_id IS NOT NULL;

CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
