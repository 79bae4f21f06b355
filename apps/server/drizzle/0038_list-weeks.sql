-- A deep page of a whole list (page 5,000 of the orders by date) skipped 125,000 index entries one by
-- one: PostgreSQL keeps no positions. Counters of rows per week of the column leading the list's
-- default order say which week holds a position; the page is then walked from that week's start.
-- A partition may now be an expression (`row_counts_week(created_at)`), not only a column.
CREATE FUNCTION row_counts_week(at timestamptz) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT floor(extract(epoch FROM at) / 604800)::int
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_week(day date) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT floor((day - date '1970-01-01') / 7.0)::int
$$;
--> statement-breakpoint
-- The first instant of a week, and its first day (weeks start on epoch Thursdays, in UTC).
CREATE FUNCTION row_counts_week_start(week int) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT to_timestamp(week::bigint * 604800)
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_week_first_day(week int) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT date '1970-01-01' + week * 7
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_partition_value(columns text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT string_agg(format('coalesce(%s::text, '''')',
		CASE WHEN c ~ '^[a-z_][a-z0-9_]*$' THEN format('%I', c) ELSE c END), ' || chr(31) || ' ORDER BY n)
	FROM unnest(string_to_array(columns, ',')) WITH ORDINALITY AS u(c, n)
$$;
--> statement-breakpoint
-- Folds only the counters a statement touched, once they hold many deltas: a table's weeks are
-- hundreds of counters, and 0036's fold of every counter of a prefix past 256 rows would then run on
-- every write.
CREATE OR REPLACE FUNCTION row_counts_track_partition() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	prefix text := TG_TABLE_NAME || '.' || TG_ARGV[0] || '=';
	value_of text := format('%L || %s', prefix, row_counts_partition_value(TG_ARGV[0]));
	touched text[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM row_counts WHERE starts_with(table_name, prefix);
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		EXECUTE format('WITH added AS (INSERT INTO row_counts (table_name, delta)
			SELECT %s, count(*) FROM new_rows GROUP BY 1 RETURNING table_name)
			SELECT array_agg(table_name) FROM added', value_of) INTO touched;
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('WITH added AS (INSERT INTO row_counts (table_name, delta)
			SELECT %s, -count(*) FROM old_rows GROUP BY 1 RETURNING table_name)
			SELECT array_agg(table_name) FROM added', value_of) INTO touched;
	ELSE
		EXECUTE format('WITH added AS (INSERT INTO row_counts (table_name, delta)
			SELECT name, sum(delta) FROM (
				SELECT %1$s AS name, -1 AS delta FROM old_rows
				UNION ALL SELECT %1$s, 1 FROM new_rows) moved
			GROUP BY name HAVING sum(delta) <> 0 RETURNING table_name)
			SELECT array_agg(table_name) FROM added', value_of) INTO touched;
	END IF;
	IF touched IS NOT NULL
		AND (SELECT count(*) FROM (SELECT 1 FROM row_counts WHERE table_name = ANY(touched) LIMIT 33) d) > 32 THEN
		WITH folded AS (
			DELETE FROM row_counts WHERE ctid IN (
				SELECT ctid FROM row_counts WHERE table_name = ANY(touched) FOR UPDATE SKIP LOCKED)
			RETURNING table_name, delta)
		INSERT INTO row_counts (table_name, delta)
			SELECT table_name, sum(delta) FROM folded GROUP BY table_name;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts a table and every partition counted on it (after a load that bypassed the triggers).
CREATE FUNCTION row_counts_reset_all(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	relation text := (SELECT relname FROM pg_class WHERE oid = target);
	partition text;
BEGIN
	IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = target AND tgname = relation || '_count_inserts') THEN
		PERFORM row_counts_reset(target);
	END IF;
	FOR partition IN
		SELECT convert_from(substring(g.tgargs FROM 1 FOR length(g.tgargs) - 1), 'UTF8') FROM pg_trigger g
		WHERE g.tgrelid = target AND g.tgfoid = 'row_counts_track_partition'::regproc AND g.tgname LIKE '%\_count\_inserts'
	LOOP
		PERFORM row_counts_reset_partitions(target, partition);
	END LOOP;
END $$;
--> statement-breakpoint
SELECT row_counts_track_partitions(t, 'row_counts_week(created_at)') FROM unnest(ARRAY[
	'articles', 'returns', 'warranties', 'renewal_plans', 'shipments', 'tickets', 'technical_assistances'
]::regclass[]) AS t;
--> statement-breakpoint
SELECT row_counts_track_partitions('orders'::regclass, 'row_counts_week(order_date)');
--> statement-breakpoint
-- Tickets by assignee and state (a state tab, one person's open tickets) instead of by state alone:
-- the state tab sums the assignees' counters.
DROP TRIGGER tickets_status_count_inserts ON tickets;
--> statement-breakpoint
DROP TRIGGER tickets_status_count_deletes ON tickets;
--> statement-breakpoint
DROP TRIGGER tickets_status_count_moves ON tickets;
--> statement-breakpoint
DROP TRIGGER tickets_status_count_truncates ON tickets;
--> statement-breakpoint
DELETE FROM row_counts WHERE starts_with(table_name, 'tickets.status=');
--> statement-breakpoint
SELECT row_counts_track_partitions('tickets'::regclass, 'assigned_to,status');
--> statement-breakpoint
-- External users by kind, type and market (the professionals of one market counted 16,667 rows).
SELECT row_counts_track_partitions('users'::regclass, 'profile_id,type,market');
--> statement-breakpoint
-- Counters read by name prefix (a table's states, its weeks) through an index in byte order, where a
-- range of names is a prefix whatever the database's collation.
CREATE INDEX row_counts_name_prefix_index ON row_counts (table_name COLLATE "C");
--> statement-breakpoint
-- Trigram indexes take each write at once instead of through a pending list: every search scanned the
-- whole pending list (up to 4 MB) left by the writes since the last vacuum (a warranty code search
-- found nothing in 19 ms on an index with 11 pending pages, in 0.04 ms once they were merged).
DO $$
DECLARE
	gin_index regclass;
BEGIN
	FOR gin_index IN
		SELECT c.oid FROM pg_class c JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE a.amname = 'gin' AND c.relkind = 'i' AND n.nspname = current_schema()
	LOOP
		EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', gin_index);
		PERFORM gin_clean_pending_list(gin_index);
	END LOOP;
END $$;
