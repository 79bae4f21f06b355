-- Exact row counts of the big lists in O(1). An unfiltered list's `total` (API.md) was a count(*)
-- over the whole table on every request: O(rows), tens of ms at 200,000 articles. Each INSERT or
-- DELETE statement on a counted table now adds one signed delta row; the total is the sum of the
-- table's deltas, which is exact under MVCC (a transaction's rows and its delta commit together).
-- Writers never wait for each other: each adds its own row, and now and then one folds the committed
-- deltas into a single row, skipping any that another writer is folding at that moment.
CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_counts_table_name_index" ON "row_counts" USING btree ("table_name");
--> statement-breakpoint
CREATE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed bigint;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
		INSERT INTO row_counts (table_name, delta) VALUES (TG_TABLE_NAME, 0);
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT count(*) INTO changed FROM new_rows;
	ELSE
		SELECT -count(*) INTO changed FROM old_rows;
	END IF;
	IF changed = 0 THEN
		RETURN NULL;
	END IF;
	INSERT INTO row_counts (table_name, delta) VALUES (TG_TABLE_NAME, changed);
	IF (SELECT count(*) FROM (SELECT 1 FROM row_counts WHERE table_name = TG_TABLE_NAME LIMIT 65) d) > 64 THEN
		WITH folded AS (
			DELETE FROM row_counts WHERE ctid IN (
				SELECT ctid FROM row_counts WHERE table_name = TG_TABLE_NAME FOR UPDATE SKIP LOCKED)
			RETURNING delta)
		INSERT INTO row_counts (table_name, delta)
			SELECT TG_TABLE_NAME, sum(delta) FROM folded HAVING count(*) > 0;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts a table (after a load that bypassed triggers, e.g. session_replication_role = replica).
CREATE FUNCTION row_counts_reset(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
	EXECUTE format('LOCK TABLE %s IN SHARE MODE', target);
	DELETE FROM row_counts WHERE table_name = name;
	EXECUTE format('INSERT INTO row_counts (table_name, delta) SELECT %L, count(*) FROM %s', name, target);
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_track_table(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
	EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', name || '_count_inserts', target);
	EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
		FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', name || '_count_deletes', target);
	EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s
		FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track()', name || '_count_truncates', target);
	PERFORM row_counts_reset(target);
END $$;
--> statement-breakpoint
SELECT row_counts_track_table(t) FROM unnest(ARRAY[
	'articles', 'products', 'families', 'systems', 'ranges', 'attribute_types', 'manufacturers'
]::regclass[]) AS t;
