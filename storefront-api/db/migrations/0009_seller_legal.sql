-- Sellers' legal identity, printed on invoices (issue 12). Nullable: a seller imported without it
-- gets « non communiqué » on its invoices until the operator fills it in.
ALTER TABLE shops ADD COLUMN legal_name text;
ALTER TABLE shops ADD COLUMN street text;
ALTER TABLE shops ADD COLUMN post_code text;
ALTER TABLE shops ADD COLUMN siret text;
ALTER TABLE shops ADD COLUMN vat_number text;
