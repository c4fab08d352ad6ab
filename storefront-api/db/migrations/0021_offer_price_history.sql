-- Issue 32, the prior price of a reduction (Omnibus directive 2019/2161, Code de la consommation
-- L112-1-1): every pricing state of each offer (an offer is one seller's product in one territory),
-- recorded when its price, discount price or discount window changes; a state holds until the next
-- one. `priorPrice` of domain/src/prior-price.ts reads it: the lowest price applied in the 30 days
-- before the running reduction began. Written by the `prices` module (and the catalogue import).
CREATE TABLE offer_price_history (
  id                      bigserial PRIMARY KEY,
  offer_id                bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  recorded_at             timestamptz NOT NULL DEFAULT now(),
  price_tax_free          integer NOT NULL CHECK (price_tax_free >= 0),
  discount_price_tax_free integer CHECK (discount_price_tax_free >= 0),
  discount_start          timestamptz,
  discount_end            timestamptz,
  -- Who made the change: the catalogue import (or seed), the operator API, this migration.
  source                  text NOT NULL CHECK (source IN ('import', 'operator', 'migration'))
);
-- An offer's states in order (the prior price reads them all: a handful per offer).
CREATE INDEX offer_price_history_offer ON offer_price_history (offer_id, recorded_at, id);

-- Offers that exist already start their history with their state of today: what came before is
-- unknown, so a reduction running now is measured against the prices recorded from here on.
INSERT INTO offer_price_history (offer_id, price_tax_free, discount_price_tax_free, discount_start,
                                 discount_end, source)
  SELECT id, price_tax_free, discount_price_tax_free, discount_start, discount_end, 'migration' FROM offers;
