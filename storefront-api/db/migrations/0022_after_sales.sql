-- Issue 32, after the sale: cancellation before shipment, the withdrawal function, returns, refunds
-- split by seller with an idempotency key each, credit notes in their own sequence, and the order
-- statuses that follow (domain/src/after-sales.ts). Written by the `after-sales` module, except
-- `orders` (orders), `refunds` (payment) and `products` (seed and catalogue import).

-- The order statuses after the sale (spec 4's state machine, domain `nextOrderStatus`).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('SHOPPING_CART', 'PENDING_PAYMENT',
  'PAYMENT', 'PENDING', 'PROCESSING', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'PAYMENT_FAILED',
  'WITHDRAWAL_REQUESTED', 'RETURN_RECEIVED', 'PARTIALLY_REFUNDED', 'REFUNDED'));
-- Shipments of the order cancelled one by one (a seller's part), by id as in the snapshot.
ALTER TABLE orders ADD COLUMN cancelled_shipments text[] NOT NULL DEFAULT '{}';

-- L221-28: products excluded from the right of withdrawal (null: not excluded).
ALTER TABLE products ADD COLUMN withdrawal_exclusion text
  CHECK (withdrawal_exclusion IN ('SEALED_HYGIENE', 'PERISHABLE', 'MADE_TO_MEASURE'));

-- A refund is one seller's part of one after-sales fact: its idempotency key says which
-- (`cancel:<order>:<shipment|all>`, `return:<return>:<shop>`); the refunds made before keep their
-- reason as key, so "one refund per transaction and reason" still holds for them.
ALTER TABLE refunds ADD COLUMN idempotency_key text;
UPDATE refunds SET idempotency_key = reason;
ALTER TABLE refunds ALTER COLUMN idempotency_key SET NOT NULL;
ALTER TABLE refunds DROP CONSTRAINT refunds_transaction_uuid_reason_key;
ALTER TABLE refunds ADD CONSTRAINT refunds_transaction_key UNIQUE (transaction_uuid, idempotency_key);
ALTER TABLE refunds ADD COLUMN shop_id text;

-- A shopper's cancellation (whole order: shipment_id null; or one shipment).
CREATE TABLE order_cancellations (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  shipment_id text,
  by_customer boolean NOT NULL,
  refund      integer NOT NULL CHECK (refund >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX order_cancellations_once ON order_cancellations (order_id, coalesce(shipment_id, ''));

-- A withdrawal (the statement of the withdrawal function) or a return for a defect.
CREATE TABLE order_returns (
  id           bigserial PRIMARY KEY,
  reference    text NOT NULL UNIQUE,
  order_id     bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The page's UUID for this request: a replay answers the same return.
  request_id   uuid NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('WITHDRAWAL', 'RETURN')),
  reason       text CHECK (reason IN ('DEFECTIVE', 'DAMAGED_IN_TRANSIT', 'WRONG_ITEM', 'NOT_AS_DESCRIBED')),
  comment      text,
  -- The statement as the shopper made it, kept word for word (the acknowledgement repeats it).
  statement    text NOT NULL,
  status       text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'RECEIVED')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  received_at  timestamptz,
  UNIQUE (order_id, request_id),
  CHECK ((kind = 'RETURN') = (reason IS NOT NULL))
);
CREATE INDEX order_returns_order ON order_returns (order_id, id);

CREATE TABLE order_return_lines (
  return_id         bigint NOT NULL REFERENCES order_returns (id) ON DELETE CASCADE,
  offer_id          text NOT NULL,
  shop_id           text NOT NULL,
  quantity          integer NOT NULL CHECK (quantity > 0),
  received_quantity integer CHECK (received_quantity >= 0 AND received_quantity <= quantity),
  condition         text CHECK (condition IN ('AS_NEW', 'OPENED', 'DAMAGED')),
  PRIMARY KEY (return_id, offer_id)
);

-- « Facture d'avoir »: one per refund, numbered in its own sequence (AV-<year>-<n>), never reused.
CREATE SEQUENCE credit_note_numbers;
CREATE TABLE credit_notes (
  id         bigserial PRIMARY KEY,
  number     text NOT NULL UNIQUE,
  order_id   bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  refund_id  bigint NOT NULL UNIQUE REFERENCES refunds (id),
  shop_id    text,
  -- What the refund gives back (lines with their amounts, the delivery), as printed.
  detail     jsonb NOT NULL,
  amount     integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_notes_order ON credit_notes (order_id, id);
