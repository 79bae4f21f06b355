-- oauth_clients and the provider's tables are created in 0016 (generated with another change).
-- The OAuth clients list reads oauth_clients: its changes make every process forget remembered lists (0009).
CREATE TRIGGER oauth_clients_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON oauth_clients
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
--> statement-breakpoint
-- An unfiltered list's total from the counted deltas (migration 0005), not a count(*) per request.
SELECT row_counts_track_table('oauth_clients'::regclass);
