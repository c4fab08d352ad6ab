-- Card payment and the orders it creates (issue 11). Card data never reaches these tables: only the
-- provider's transaction id, statuses, refusal codes and the masked card number its answer carries.

-- A payment prepared at the provider for a validation (one per attempt: a form token pays once).
CREATE TABLE payments (
  id          bigserial PRIMARY KEY,
  checkout_id uuid NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
  provider    text NOT NULL,
  amount      integer NOT NULL CHECK (amount >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_checkout ON payments (checkout_id);

-- Every answer of the provider, once per transaction however often it is notified or returned.
CREATE TABLE payment_transactions (
  uuid             text PRIMARY KEY,
  checkout_id      uuid NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
  status           text NOT NULL,
  detailed_status  text,
  refusal_code     text,
  masked_pan       text,
  amount           integer NOT NULL,
  received_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_transactions_checkout ON payment_transactions (checkout_id);

-- Replies of calls made with an `Idempotency-Key` (a double click or a retry answers the same).
CREATE TABLE idempotency_keys (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  key         text NOT NULL,
  operation   text NOT NULL,
  fingerprint text NOT NULL,
  -- Null while the first call is under way.
  reply       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, key)
);

-- An order: created once per validation (unique checkout_id), by whichever of the provider's
-- notification and the browser's return arrives first. It keeps the cart as validated (`snapshot`).
CREATE TABLE orders (
  id                    bigserial PRIMARY KEY,
  reference             text NOT NULL UNIQUE,
  checkout_id           uuid NOT NULL UNIQUE REFERENCES checkouts (id),
  customer_id           uuid REFERENCES customers (id) ON DELETE SET NULL,
  territory             text NOT NULL,
  status                text NOT NULL CHECK (status IN ('SHOPPING_CART', 'PENDING_PAYMENT', 'PAYMENT', 'PENDING',
                          'PROCESSING', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'PAYMENT_FAILED')),
  custom_label          text,
  snapshot              jsonb NOT NULL,
  -- Transport VAT rate (basis points) when the order was made.
  shipping_tax_rate     integer NOT NULL DEFAULT 0,
  transaction_reference text NOT NULL,
  masked_pan            text,
  paid_at               timestamptz NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer ON orders (customer_id, paid_at DESC);

CREATE TABLE order_events (
  id       bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  instant  timestamptz NOT NULL DEFAULT now(),
  type     text NOT NULL,
  stage    text NOT NULL,
  message  text,
  payment  jsonb
);
CREATE INDEX order_events_order ON order_events (order_id, instant);
