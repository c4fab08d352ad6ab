-- Customers (spec 3 and 6): guests and accounts, their sessions, e-mailed codes, reset tokens,
-- address book, newsletter, and the cart every customer has. Secrets are stored hashed only:
-- passwords with argon2id, session and reset tokens and one-time codes with SHA-256 (they are
-- random and long or short-lived, so a fast hash is enough and lets lookups use an index).

CREATE TABLE customer_groups (
  id    text PRIMARY KEY,
  label text NOT NULL
);
INSERT INTO customer_groups (id, label) VALUES ('general', 'Grand public');

CREATE TABLE customers (
  id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  is_guest                 boolean NOT NULL,
  -- Lower-cased; null for a guest.
  email                    text,
  password_hash            text,
  gender                   text CHECK (gender IN ('MR', 'MRS')),
  first_name               text,
  last_name                text,
  birth_date               date,
  locale                   text NOT NULL DEFAULT 'fr' CHECK (locale IN ('fr', 'en')),
  group_id                 text NOT NULL DEFAULT 'general' REFERENCES customer_groups (id),
  two_factor_enabled       boolean NOT NULL DEFAULT false,
  default_shipping_address text,
  default_billing_address  text,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  CHECK (is_guest OR (email IS NOT NULL AND password_hash IS NOT NULL))
);
CREATE UNIQUE INDEX customers_email ON customers (email) WHERE email IS NOT NULL;
-- Guests left without a session are removed by age.
CREATE INDEX customers_guests ON customers (created_at) WHERE is_guest;

CREATE TABLE sessions (
  token_hash   bytea PRIMARY KEY,
  customer_id  uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_customer ON sessions (customer_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- One pending code per customer; a new sign-in replaces it.
CREATE TABLE one_time_passwords (
  customer_id        uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  code_hash          bytea NOT NULL,
  -- Hash of the token handed to the browser that typed the password: the code only works there.
  binding_hash       bytea NOT NULL,
  remaining_attempts integer NOT NULL CHECK (remaining_attempts >= 0),
  expires_at         timestamptz NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_tokens (
  token_hash  bytea PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id);

CREATE TABLE addresses (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name        text NOT NULL,
  company     text,
  first_name  text NOT NULL,
  last_name   text NOT NULL,
  street      text NOT NULL,
  city        text NOT NULL,
  post_code   text NOT NULL,
  country     text NOT NULL CHECK (country IN ('GP', 'GY', 'MQ', 'RE', 'BL', 'MF')),
  phone       text NOT NULL,
  email       text,
  website     text,
  latitude    double precision,
  longitude   double precision,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, name)
);

CREATE TABLE newsletter_subscriptions (
  -- Lower-cased.
  email         text PRIMARY KEY,
  subscribed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carts (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  cart_id  uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  offer_id bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, offer_id)
);

-- Fixed-window counters of the rate limits (sign-in, code checks, reset requests), keyed by
-- what is limited: `sign-in:email:<email>`, `sign-in:ip:<address>`...
CREATE TABLE rate_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL
);

-- ALTCHA challenges already answered (single use), kept until they expire.
CREATE TABLE captcha_spent (
  signature  text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
