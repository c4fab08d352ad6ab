-- Marketing events of spec 7 "Tracking" (`POST marketing-event`, issue 15): what shoppers who
-- accepted audience measurement did, counted per event and day by the operator API. A row holds no
-- personal data: no session, customer, address nor IP; keys naming personal data were dropped and
-- e-mail addresses masked before the insert (domain/src/marketing-events.ts).
CREATE TABLE marketing_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_name  text NOT NULL CHECK (event_name IN (
                'page_view', 'profile_update', 'search', 'view_cart', 'add_to_cart',
                'add_to_cart_light', 'remove_from_cart', 'login', 'sign_up')),
  event_data  jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(event_data) = 'object'),
  received_at timestamptz NOT NULL DEFAULT now()
);
-- Appended in time order and read by day range: the counts scan one range of this index.
CREATE INDEX marketing_events_received ON marketing_events (received_at, event_name);
