-- Issue 30, the transactional mail outbox: an e-mail that tells a fact (an order confirmed, a parcel
-- shipped) is queued in the transaction that makes the fact, so both commit or neither does, then
-- sent after commit and by a timer, retried while the mail server refuses it. Written by the mail
-- module only (src/mail/outbox-repository.ts).

CREATE TABLE mail_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the e-mail is, for logs and operators (`order-confirmation`, `parcel-shipped`...).
  kind            text NOT NULL CHECK (kind <> ''),
  -- The same e-mail is queued once (`order-confirmation:<reference>`): a second enqueue does nothing.
  dedupe_key      text NOT NULL UNIQUE CHECK (dedupe_key <> ''),
  -- The message as the mailer takes it: { to, subject, text, html, replyTo? }.
  message         jsonb NOT NULL CHECK (jsonb_typeof(message) = 'object'),
  -- Tries so far, counted when a sender claims the row; none left after MAX_MAIL_ATTEMPTS (the row
  -- then waits for an operator).
  attempts        integer NOT NULL DEFAULT 0,
  -- When the next try may claim the row: a sender's claim pushes it forward, a failure sets the
  -- retry's time.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  -- Why the last try failed: the error's name and codes only, never an address.
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- The rows still to send, in the order they are due (the senders' claim reads only these).
CREATE INDEX mail_outbox_pending ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
-- The sent rows, forgotten (their addresses with them) some days after they left.
CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
