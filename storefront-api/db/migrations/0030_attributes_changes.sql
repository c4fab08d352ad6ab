-- The attribute definitions (labels, facets, a grid column's display type) are part of every
-- catalogue reply, and the processes now keep them in memory: a write to them tells every listener
-- the catalogue changed, as a write to the other catalogue tables does (migration 0026). The
-- gateways' cached replies are dropped with it.
CREATE TRIGGER attributes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_replaced();
