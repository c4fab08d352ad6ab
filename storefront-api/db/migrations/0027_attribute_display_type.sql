-- How a product grid displays an attribute's column (spec 3 "Grid data"): DEFAULT as a column,
-- NONE hidden by the storefront (with its filter). Written by whoever writes `attributes` (the seed).
ALTER TABLE attributes
  ADD COLUMN IF NOT EXISTS display_type text NOT NULL DEFAULT 'DEFAULT'
  CHECK (display_type IN ('DEFAULT', 'NONE'));
