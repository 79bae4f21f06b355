-- A deep page found its week by reading every row_counts name of its table (2,700 counters, 340 of
-- them its weeks, in text order), turning names back into week numbers, sorting and summing them all:
-- 1.2 of the orders' page 5,000's 1.5 ms in PostgreSQL. Weeks now have their own counters, keyed by
-- table and week number, read in week order from an index and only as far as the page
-- (`row_count_weeks_place`): 0.1 ms.
CREATE TABLE row_count_weeks (
	table_name text NOT NULL,
	week int NOT NULL,
	delta bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX row_count_weeks_index ON row_count_weeks (table_name, week) INCLUDE (delta);
--> statement-breakpoint
-- Adds a statement's rows per week of the column (TG_ARGV[0], never null), as row_counts_track_partition
-- does per value: writers never wait for each other, and a week holding many deltas is folded.
CREATE FUNCTION row_count_weeks_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	week_of text := format('row_counts_week(%I)', TG_ARGV[0]);
	touched int[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM row_count_weeks WHERE table_name = TG_TABLE_NAME;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		EXECUTE format('WITH added AS (INSERT INTO row_count_weeks (table_name, week, delta)
			SELECT %L, %s, count(*) FROM new_rows GROUP BY 2 RETURNING week)
			SELECT array_agg(week) FROM added', TG_TABLE_NAME, week_of) INTO touched;
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('WITH added AS (INSERT INTO row_count_weeks (table_name, week, delta)
			SELECT %L, %s, -count(*) FROM old_rows GROUP BY 2 RETURNING week)
			SELECT array_agg(week) FROM added', TG_TABLE_NAME, week_of) INTO touched;
	ELSE
		EXECUTE format('WITH added AS (INSERT INTO row_count_weeks (table_name, week, delta)
			SELECT %1$L, week, sum(delta) FROM (
				SELECT %2$s AS week, -1 AS delta FROM old_rows
				UNION ALL SELECT %2$s, 1 FROM new_rows) moved
			GROUP BY week HAVING sum(delta) <> 0 RETURNING week)
			SELECT array_agg(week) FROM added', TG_TABLE_NAME, week_of) INTO touched;
	END IF;
	IF touched IS NOT NULL AND (SELECT count(*) FROM (SELECT 1 FROM row_count_weeks
		WHERE table_name = TG_TABLE_NAME AND week = ANY(touched) LIMIT 33) d) > 32 THEN
		WITH folded AS (
			DELETE FROM row_count_weeks WHERE ctid IN (
				SELECT ctid FROM row_count_weeks WHERE table_name = TG_TABLE_NAME AND week = ANY(touched)
				FOR UPDATE SKIP LOCKED)
			RETURNING week, delta)
		INSERT INTO row_count_weeks (table_name, week, delta)
			SELECT TG_TABLE_NAME, week, sum(delta) FROM folded GROUP BY week;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts a table's weeks (after a load that bypassed the triggers).
CREATE FUNCTION row_count_weeks_reset(target regclass, column_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	relation text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
	EXECUTE format('LOCK TABLE %s IN SHARE MODE', target);
	DELETE FROM row_count_weeks WHERE table_name = relation;
	EXECUTE format('INSERT INTO row_count_weeks (table_name, week, delta)
		SELECT %L, row_counts_week(%I), count(*) FROM %s GROUP BY 2', relation, column_name, target);
END $$;
--> statement-breakpoint
CREATE FUNCTION row_count_weeks_track_column(target regclass, column_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target) || '_' || column_name || '_week';
BEGIN
	EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_count_weeks_track(%L)', name || '_count_inserts', target, column_name);
	EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_count_weeks_track(%L)', name || '_count_deletes', target, column_name);
	EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_count_weeks_track(%L)', name || '_count_moves', target, column_name);
	EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s
		FOR EACH STATEMENT EXECUTE FUNCTION row_count_weeks_track(%L)', name || '_count_truncates', target, column_name);
	PERFORM row_count_weeks_reset(target, column_name);
END $$;
--> statement-breakpoint
-- The week holding the row `skip` rows from one end of a table in its week order (latest first when
-- `descending`), and how many rows come before that week: the weeks are summed in order from that end
-- and only until the row is reached. No row when the table holds `skip` rows or fewer.
CREATE FUNCTION row_count_weeks_place(target text, skip bigint, descending boolean, OUT week int, OUT before bigint)
RETURNS SETOF record LANGUAGE plpgsql STABLE ROWS 1 AS $$
DECLARE
	counted record;
	seen bigint := 0;
BEGIN
	-- Two loops, not one with a chosen direction: each has a plan made once that reads the index in order.
	IF descending THEN
		FOR counted IN SELECT w.week, sum(w.delta) AS n FROM row_count_weeks w WHERE w.table_name = target
			GROUP BY w.week ORDER BY w.week DESC
		LOOP
			IF seen + counted.n > skip THEN
				week := counted.week; before := seen; RETURN NEXT; RETURN;
			END IF;
			seen := seen + counted.n;
		END LOOP;
	ELSE
		FOR counted IN SELECT w.week, sum(w.delta) AS n FROM row_count_weeks w WHERE w.table_name = target
			GROUP BY w.week ORDER BY w.week
		LOOP
			IF seen + counted.n > skip THEN
				week := counted.week; before := seen; RETURN NEXT; RETURN;
			END IF;
			seen := seen + counted.n;
		END LOOP;
	END IF;
END $$;
--> statement-breakpoint
-- Recounts a table, its partitions and its weeks.
CREATE OR REPLACE FUNCTION row_counts_reset_all(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	relation text := (SELECT relname FROM pg_class WHERE oid = target);
	counted record;
BEGIN
	IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = target AND tgname = relation || '_count_inserts') THEN
		PERFORM row_counts_reset(target);
	END IF;
	FOR counted IN
		SELECT g.tgfoid = 'row_count_weeks_track'::regproc AS weeks,
			convert_from(substring(g.tgargs FROM 1 FOR length(g.tgargs) - 1), 'UTF8') AS columns
		FROM pg_trigger g
		WHERE g.tgrelid = target AND g.tgname LIKE '%\_count\_inserts'
			AND g.tgfoid IN ('row_counts_track_partition'::regproc, 'row_count_weeks_track'::regproc)
	LOOP
		IF counted.weeks THEN
			PERFORM row_count_weeks_reset(target, counted.columns);
		ELSE
			PERFORM row_counts_reset_partitions(target, counted.columns);
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
-- Migration 0038's week counters in row_counts give way to these.
DO $$
DECLARE
	counted record;
BEGIN
	FOR counted IN
		SELECT g.tgrelid::regclass AS target, g.tgname
		FROM pg_trigger g
		WHERE g.tgfoid = 'row_counts_track_partition'::regproc
			AND convert_from(substring(g.tgargs FROM 1 FOR length(g.tgargs) - 1), 'UTF8') LIKE 'row\_counts\_week(%'
	LOOP
		EXECUTE format('DROP TRIGGER %I ON %s', counted.tgname, counted.target);
	END LOOP;
END $$;
--> statement-breakpoint
DELETE FROM row_counts WHERE table_name LIKE '%.row\_counts\_week(%';
--> statement-breakpoint
SELECT row_count_weeks_track_column(t, 'created_at') FROM unnest(ARRAY[
	'articles', 'returns', 'warranties', 'renewal_plans', 'shipments', 'tickets', 'technical_assistances'
]::regclass[]) AS t;
--> statement-breakpoint
SELECT row_count_weeks_track_column('orders'::regclass, 'order_date');
