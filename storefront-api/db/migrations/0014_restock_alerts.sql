-- Restock alerts (spec 2.4 stock block, 3, 7 `POST products/offer/restock-alert`, issue 15): a shopper
-- leaves an e-mail on an out-of-stock offer of their territory and is e-mailed once, in their
-- language, when the offer has stock again. The row stays once sent (`sent_at`): the alert is spent.

CREATE TABLE restock_alerts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offer_id        bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  -- Lower-cased, checked by the domain's e-mail rule.
  email           text NOT NULL,
  -- The region the shopper asked from (`root-category`): the e-mail's product link opens there.
  territory       text NOT NULL REFERENCES regions (code),
  locale          text NOT NULL CHECK (locale IN ('fr', 'en')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  -- SHA-256 of the unsubscribe link's token, set when the e-mail is written (the token is only in it).
  unsubscribe_token_hash bytea UNIQUE,
  mail_attempts   integer NOT NULL DEFAULT 0,
  -- A sender holds the alert until then; also the time of the next try after a failed e-mail.
  claimed_until   timestamptz
);

-- One waiting alert per e-mail and offer (409 `restock-alert-exists`); it also finds an offer's
-- waiting alerts when its stock comes back.
CREATE UNIQUE INDEX restock_alerts_waiting ON restock_alerts (offer_id, email) WHERE sent_at IS NULL;
-- An address's alerts, for the unsubscribe link (it stops them all).
CREATE INDEX restock_alerts_email ON restock_alerts (email);
