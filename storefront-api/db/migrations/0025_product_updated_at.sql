-- When a product's data last changed: the sitemaps' <lastmod> (issue 34), so that search engines
-- crawl again the pages that changed rather than all 100,000. Whoever writes a product sets it.
-- (IF NOT EXISTS: a development database may hold it from this file's first name, 0024.)
ALTER TABLE products ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
