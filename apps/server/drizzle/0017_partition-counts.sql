-- Exact row counts per value of one column (a partition), in O(1), like 0005's whole-table counts:
-- a scoped list (the external users: two profiles of the users table) read its total as a count(*)
-- over every scoped row on every request. Each statement that inserts, deletes or moves rows between
-- values adds one signed delta per value touched, under the name '<table>.<column>=<value>' in
-- row_counts (whole-table counts keep the bare table name, so the two never mix).
CREATE FUNCTION row_counts_track_partition() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	prefix text := TG_TABLE_NAME || '.' || TG_ARGV[0] || '=';
	value_of text := format('%L || coalesce(%I::text, '''')', prefix, TG_ARGV[0]);
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
	-- Fold now and then, skipping rows another writer is folding (as row_counts_track does).
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
-- Recounts a table's partitions by one column (after a load that bypassed triggers).
CREATE FUNCTION row_counts_reset_partitions(target regclass, column_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	prefix text := (SELECT relname FROM pg_class WHERE oid = target) || '.' || column_name || '=';
BEGIN
	EXECUTE format('LOCK TABLE %s IN SHARE MODE', target);
	DELETE FROM row_counts WHERE starts_with(table_name, prefix);
	EXECUTE format('INSERT INTO row_counts (table_name, delta)
		SELECT %L || coalesce(%I::text, ''''), count(*) FROM %s GROUP BY 1', prefix, column_name, target);
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_track_partitions(target regclass, column_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target) || '_' || column_name;
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
SELECT row_counts_track_partitions('users', 'profile_id');
