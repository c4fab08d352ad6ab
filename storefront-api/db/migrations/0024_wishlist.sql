-- Issue 35, the wish list (spec 2.4 "wish list", spec 9 flag `wishlist`): the products a shopper
-- keeps for later, by reference, per customer (a guest's too; its items go to the account at
-- sign-in, and with the guest when it is removed). Written by the wishlist module only
-- (src/wishlist/repository.ts).

CREATE TABLE wishlist_items (
  customer_id       uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_reference text NOT NULL REFERENCES products (reference) ON DELETE CASCADE,
  added_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_reference)
);

-- A customer's list, the latest first.
CREATE INDEX wishlist_items_by_date ON wishlist_items (customer_id, added_at DESC);
