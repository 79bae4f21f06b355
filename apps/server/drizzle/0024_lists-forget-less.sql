-- Lists forget less (issue 16). Until now every write to a listed table made every process forget
-- every remembered list (0009). Now an insert, delete or truncate notifies the table's name, and an
-- update the table and the columns it changed ('articles|description,updated_at'), so list memory
-- (list-memory.ts) forgets only the lists whose selection or order read them. The changed columns are
-- worked out from the statement's transition tables, rows matched by id; a table without an id, or
-- an update of more than 1,000 rows (a bulk edit), notifies the table alone (every list reading it
-- forgets, as before). An update that changed nothing notifies nothing.
CREATE FUNCTION notify_list_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text;
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = TG_RELID AND attname = 'id' AND NOT attisdropped)
		OR (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 1001) s) > 1000 THEN
		PERFORM pg_notify('proboard_lists', TG_TABLE_NAME);
		RETURN NULL;
	END IF;
	SELECT string_agg(DISTINCT e.key, ',') INTO changed
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (SELECT to_jsonb(o) AS old_row, to_jsonb(n) AS new_row) r
		CROSS JOIN LATERAL jsonb_each(r.old_row) e
		WHERE r.new_row -> e.key IS DISTINCT FROM e.value;
	IF changed IS NOT NULL THEN
		PERFORM pg_notify('proboard_lists', TG_TABLE_NAME || '|' || changed);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A listed table's two triggers: `<table>_list_change` (insert, delete, truncate) and
-- `<table>_list_update`. New listed tables call this (a test checks every table has both).
CREATE FUNCTION list_change_track(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
	EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_list_change', target);
	EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_list_update', target);
	EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE OR TRUNCATE ON %s
		FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()', name || '_list_change', target);
	EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION notify_list_update()', name || '_list_update', target);
END $$;
--> statement-breakpoint
DO $$
DECLARE
	listed regclass;
BEGIN
	FOR listed IN SELECT c.oid::regclass FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
		WHERE g.tgname = c.relname || '_list_change' LOOP
		PERFORM list_change_track(listed);
	END LOOP;
END $$;
