-- Two server processes on one database (issue 30). List memory and the session cache were told of
-- changes by NOTIFY, which reaches another process after the writer has answered: a list read through
-- that process right after a save could be stale. Now every change is counted in the writing
-- transaction itself, and a process checks, in the read, that what it remembers was worked out at
-- the counts of now (platform/resources/list-memory.ts, platform/session-cache.ts).
-- A key is a table and a part of it: '' its rows (an insert, delete or truncate, or an update whose
-- columns are not worked out), a column (an update that changed it), '*' any change to it. The
-- sessions' key is ('sessions', '*'), bumped by any change that can end or alter a session (0008).
-- A version is the sum of a key's deltas: writers only insert (as row_count_weeks, 0051), so they
-- never wait for each other, and a key holding many deltas is folded into one (rows other
-- transactions hold are skipped, never waited for). A sum only grows: an equal sum means no change.
CREATE TABLE change_versions (
	table_name text NOT NULL,
	column_name text NOT NULL,
	delta bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX change_versions_index ON change_versions (table_name, column_name) INCLUDE (delta);
--> statement-breakpoint
CREATE FUNCTION change_versions_bump(target text, parts text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	part text;
BEGIN
	INSERT INTO change_versions (table_name, column_name, delta) SELECT target, p, 1 FROM unnest(parts) p;
	FOREACH part IN ARRAY parts LOOP
		IF (SELECT count(*) FROM (SELECT 1 FROM change_versions
			WHERE table_name = target AND column_name = part LIMIT 17) d) > 16 THEN
			WITH folded AS (
				DELETE FROM change_versions WHERE ctid IN (
					SELECT ctid FROM change_versions WHERE table_name = target AND column_name = part
					FOR UPDATE SKIP LOCKED)
				RETURNING delta)
			INSERT INTO change_versions (table_name, column_name, delta)
				SELECT target, part, sum(delta) FROM folded HAVING count(*) > 0;
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
-- The listed tables' triggers (0009, 0024) keep their names and now count instead of notifying.
CREATE OR REPLACE FUNCTION notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM change_versions_bump(TG_TABLE_NAME, ARRAY['', '*']);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts the columns it changed (rows matched by id); a table without an id, or an update
-- of more than 1,000 rows (a bulk edit), counts its rows, which every list of the table reads.
-- An update that changed nothing counts nothing.
CREATE OR REPLACE FUNCTION notify_list_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text[];
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = TG_RELID AND attname = 'id' AND NOT attisdropped)
		OR (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 1001) s) > 1000 THEN
		PERFORM change_versions_bump(TG_TABLE_NAME, ARRAY['', '*']);
		RETURN NULL;
	END IF;
	SELECT array_agg(DISTINCT e.key) INTO changed
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (SELECT to_jsonb(o) AS old_row, to_jsonb(n) AS new_row) r
		CROSS JOIN LATERAL jsonb_each(r.old_row) e
		WHERE r.new_row -> e.key IS DISTINCT FROM e.value;
	IF changed IS NOT NULL THEN
		PERFORM change_versions_bump(TG_TABLE_NAME, array_append(changed, '*'));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM change_versions_bump('sessions', ARRAY['*']);
	RETURN NULL;
END $$;
