-- Orders after payment (issue 12): parcels handed to carriers, their tracking events, what the
-- shipped-order event lists, and the shoppers' labels of their orders.

ALTER TABLE order_events ADD COLUMN tracking jsonb NOT NULL DEFAULT '[]';

CREATE TABLE parcels (
  id                 bigserial PRIMARY KEY,
  order_id           bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The order's shipment (`<shopId>` or `<shopId>:<logisticClassId>`, as in its snapshot).
  shipment_id        text NOT NULL,
  supplier_parcel_id text,
  status             text NOT NULL CHECK (status IN ('SHIPPED', 'DELIVERED', 'RETURNED')),
  tracking_number    text NOT NULL,
  tracking_url       text,
  pickup_code        text,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parcels_order ON parcels (order_id, id);

CREATE TABLE parcel_items (
  parcel_id         bigint NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
  product_reference text NOT NULL,
  quantity          integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (parcel_id, product_reference)
);

CREATE TABLE parcel_events (
  id        bigserial PRIMARY KEY,
  parcel_id bigint NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
  instant   timestamptz NOT NULL DEFAULT now(),
  type      text NOT NULL CHECK (type IN ('SHIPMENT', 'INFO', 'DELIVERY', 'RETURN')),
  message   text NOT NULL
);
CREATE INDEX parcel_events_parcel ON parcel_events (parcel_id, instant);

-- The orders list's sorts (spec 9) per customer.
CREATE INDEX orders_customer_reference ON orders (customer_id, reference);
CREATE INDEX orders_customer_status ON orders (customer_id, status, paid_at DESC);
