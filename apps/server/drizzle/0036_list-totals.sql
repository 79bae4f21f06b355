CREATE INDEX "tickets_assigned_status_created_at_index" ON "tickets" USING btree ("assigned_to","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Counters per value of several columns at once (0017 kept one column): '<table>.<a,b>=<a>\x1f<b>'.
-- A list filtered by a state (and scoped by a kind) reads its total from them in O(1) (countedColumns
-- of its store) instead of counting tens of thousands of rows on every request. One column keeps
-- 0017's names, so its counters and triggers are unchanged.
CREATE OR REPLACE FUNCTION row_counts_partition_value(columns text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT string_agg(format('coalesce(%I::text, '''')', c), ' || chr(31) || ' ORDER BY n)
	FROM unnest(string_to_array(columns, ',')) WITH ORDINALITY AS u(c, n)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_track_partition() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	prefix text := TG_TABLE_NAME || '.' || TG_ARGV[0] || '=';
	value_of text := format('%L || %s', prefix, row_counts_partition_value(TG_ARGV[0]));
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM row_counts WHERE starts_with(table_name, prefix);
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		EXECUTE format('INSERT INTO row_counts (table_name, delta)
			SELECT %s, count(*) FROM new_rows GROUP BY 1', value_of);
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('INSERT INTO row_counts (table_name, delta)
			SELECT %s, -count(*) FROM old_rows GROUP BY 1', value_of);
	ELSE
		EXECUTE format('INSERT INTO row_counts (table_name, delta)
			SELECT name, sum(delta) FROM (
				SELECT %1$s AS name, -1 AS delta FROM old_rows
				UNION ALL SELECT %1$s, 1 FROM new_rows) moved
			GROUP BY name HAVING sum(delta) <> 0', value_of);
	END IF;
	IF (SELECT count(*) FROM (SELECT 1 FROM row_counts WHERE starts_with(table_name, prefix) LIMIT 257) d) > 256 THEN
		WITH folded AS (
			DELETE FROM row_counts WHERE ctid IN (
				SELECT ctid FROM row_counts WHERE starts_with(table_name, prefix) FOR UPDATE SKIP LOCKED)
			RETURNING table_name, delta)
		INSERT INTO row_counts (table_name, delta)
			SELECT table_name, sum(delta) FROM folded GROUP BY table_name;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_reset_partitions(target regclass, column_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	prefix text := (SELECT relname FROM pg_class WHERE oid = target) || '.' || column_name || '=';
BEGIN
	EXECUTE format('LOCK TABLE %s IN SHARE MODE', target);
	DELETE FROM row_counts WHERE starts_with(table_name, prefix);
	EXECUTE format('INSERT INTO row_counts (table_name, delta)
		SELECT %L || %s, count(*) FROM %s GROUP BY 1', prefix, row_counts_partition_value(column_name), target);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_track_partitions(target regclass, column_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target) || '_' || replace(column_name, ',', '_');
BEGIN
	EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track_partition(%L)', name || '_count_inserts', target, column_name);
	EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track_partition(%L)', name || '_count_deletes', target, column_name);
	EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track_partition(%L)', name || '_count_moves', target, column_name);
	EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s
		FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track_partition(%L)', name || '_count_truncates', target, column_name);
	PERFORM row_counts_reset_partitions(target, column_name);
END $$;
--> statement-breakpoint
-- The technical assistance list counted its whole table on every request.
SELECT row_counts_track_table('technical_assistances'::regclass);
--> statement-breakpoint
-- The state tabs of the big lists (and the orders' kind, their scope).
SELECT row_counts_track_partitions(t, 'status') FROM unnest(ARRAY[
	'returns', 'warranties', 'renewal_plans', 'companies', 'shipments', 'tickets', 'technical_assistances'
]::regclass[]) AS t;
--> statement-breakpoint
SELECT row_counts_track_partitions('orders'::regclass, 'kind,status');
