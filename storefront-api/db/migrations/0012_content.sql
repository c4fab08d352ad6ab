-- The marketing content (issue 14, spec 1 "marketing content from a separate source"): its own
-- tables, filled from the versioned files of storefront-api/content/ (src/content/import.ts) and
-- changed at run time through the operator API. Every HTML text here is already sanitised.

-- Content pages (spec 3 "CMS content"), by slug: products/marketing/{slug}, platform/terms-of-use...
CREATE TABLE content_pages (
  slug                text PRIMARY KEY CHECK (slug ~ '^[a-z0-9_-]{1,80}$'),
  title               text NOT NULL,
  body_html           text NOT NULL,
  purchase_guide_html text,
  seo_title           text,
  seo_description     text,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- The one-document blocks: home marketing blocks, footer, top banner, FAQ. `data` is the stored
-- shape of src/content/sources.ts (images as paths below the media base, HTML sanitised).
CREATE TABLE content_blocks (
  name       text PRIMARY KEY CHECK (name IN ('home', 'footer', 'top-banner', 'faq')),
  data       jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Locations of spec 7 `GET locations/{module}`: parcel pickup points, hotels, merchants.
CREATE TABLE content_locations (
  id        text PRIMARY KEY CHECK (id ~ '^[a-z0-9_-]{1,80}$'),
  module    text NOT NULL,
  type      text NOT NULL,
  territory text NOT NULL,
  name      text NOT NULL,
  street    text NOT NULL,
  post_code text NOT NULL,
  city      text NOT NULL,
  country   text NOT NULL,
  latitude  double precision,
  longitude double precision,
  phone     text,
  skus      text[] NOT NULL DEFAULT '{}',
  position  integer NOT NULL
);
CREATE INDEX content_locations_listing ON content_locations (module, territory, type, position);

-- Where each content item last came from: the import from files skips an item whose file is the one
-- it last imported (so an operator's run-time change survives restarts) and imports it again once
-- the file itself changes. `item`: `page:<slug>`, `block:<name>`, `locations`.
CREATE TABLE content_sources (
  item       text PRIMARY KEY,
  file_hash  text,
  changed_by text NOT NULL CHECK (changed_by IN ('file', 'operator')),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- Messages of the contact form (spec 2.4, 5), stored before any e-mail is sent: nothing is lost
-- while mail is down. Each of the two e-mails is marked once sent; a sender claims a message for a
-- while (`claimed_until`) so two processes never send the same mail at the same time.
CREATE TABLE contact_messages (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name            text NOT NULL,
  email           text NOT NULL,
  subject         text NOT NULL,
  order_reference text,
  message         text NOT NULL,
  territory       text,
  locale          text NOT NULL DEFAULT 'fr',
  created_at      timestamptz NOT NULL DEFAULT now(),
  shop_mail_sent_at timestamptz,
  ack_mail_sent_at  timestamptz,
  mail_attempts   integer NOT NULL DEFAULT 0,
  claimed_until   timestamptz
);
CREATE INDEX contact_messages_unsent ON contact_messages (id)
  WHERE shop_mail_sent_at IS NULL OR ack_mail_sent_at IS NULL;
